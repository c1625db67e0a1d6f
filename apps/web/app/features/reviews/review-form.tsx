import { zodResolver } from '@hookform/resolvers/zod';
import { type ReviewInput, type ReviewPayload, ReviewSchema } from '@shop/shared';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { Field, TextAreaField } from '#app/components/ui/field.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { post } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { StarRatingInput } from './star-rating-input.tsx';

const FIELDS = ['product', 'rating', 'displayName', 'reviewText'] as const;

/**
 * The review form (docs/product.md#write-a-review): star rating, text and display name, posted to /productReviews/userReviews.
 * After a success the rating and text are cleared; product and display name stay.
 */
export function ReviewForm({ productId, className = '' }: { productId: string; className?: string }) {
  const id = useId();
  const { t } = useT('product');
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewPayload>({
    resolver: useRenderedResolver(zodResolver(ReviewSchema)),
    // docs/product.md#forms: errors show only after a field is touched (or on submit).
    mode: 'onTouched',
    defaultValues: { product: productId, displayName: '', reviewText: '' },
  });

  const onSubmit = async (payload: ReviewPayload) => {
    const res = await post<unknown>('/productReviews/userReviews', payload);
    if (!res) return;
    if (res.status !== 200) {
      toastError(res.message);
      for (const field of FIELDS) {
        const message = res.errors?.[field];
        if (message) setError(field, { type: 'server', message });
      }
      return;
    }
    toastSuccess(res.message && res.message !== 'OK' ? res.message : t('reviewForm.thanks'));
    reset({ product: productId, displayName: getValues('displayName'), reviewText: '', rating: undefined });
  };

  const errorId = (field: string) => `${id}-${field}-error`;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`flex flex-col gap-5 ${className}`}>
      <input type="hidden" {...register('product')} />
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            name={`${id}-rating`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            errorId={errorId('rating')}
          />
        )}
      />
      <TextAreaField
        label={t('reviewForm.review')}
        rows={5}
        maxLength={2000}
        placeholder={t('reviewForm.reviewPlaceholder')}
        error={errors.reviewText?.message}
        {...register('reviewText')}
      />
      <Field
        label={t('reviewForm.displayName')}
        type="text"
        maxLength={60}
        autoComplete="nickname"
        placeholder={t('reviewForm.displayNamePlaceholder')}
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      {errors.product ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.product.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting} className="px-8">
          {isSubmitting ? t('reviewForm.sending') : t('reviewForm.submit')}
        </Button>
      </div>
    </form>
  );
}

export default ReviewForm;
