import { zodResolver } from '@hookform/resolvers/zod';
import { type ReviewInput, type ReviewPayload, ReviewSchema } from '@shop/shared';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { post } from '#app/lib/api.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { StarRatingInput } from './star-rating-input.tsx';

const FIELDS = ['product', 'rating', 'displayName', 'reviewText'] as const;

const inputClass =
  'mt-1 block w-full rounded-xl border border-brand-200 bg-white px-4 py-3 text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-clay-500 aria-invalid:border-red-600';

/**
 * The review form of SPEC §3/§4: star rating, text and display name, posted to /productReviews/userReviews.
 * After a success the rating and text are cleared; product and display name stay.
 */
export function ReviewForm({ productId, className = '' }: { productId: string; className?: string }) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewPayload>({
    resolver: zodResolver(ReviewSchema),
    // SPEC §5: errors show only after a field is touched (or on submit).
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
    toastSuccess(
      res.message && res.message !== 'OK'
        ? res.message
        : 'Thank you! Your review will appear once our team has approved it.',
    );
    reset({ product: productId, displayName: getValues('displayName'), reviewText: '', rating: undefined });
  };

  const errorId = (field: string) => `${id}-${field}-error`;
  const fieldError = (field: 'displayName' | 'reviewText') =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm text-red-700">
        {errors[field]?.message}
      </p>
    ) : null;

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
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-stone-800">
          Your Review
        </label>
        <textarea
          id={`${id}-text`}
          rows={5}
          maxLength={2000}
          placeholder="How did it suit your skin or hair? What did you love?"
          aria-invalid={errors.reviewText ? true : undefined}
          aria-describedby={errors.reviewText ? errorId('reviewText') : undefined}
          className={inputClass}
          {...register('reviewText')}
        />
        {fieldError('reviewText')}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-stone-800">
          Display Name
        </label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={60}
          autoComplete="nickname"
          placeholder="e.g. Priya S."
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={errors.displayName ? errorId('displayName') : undefined}
          className={inputClass}
          {...register('displayName')}
        />
        {fieldError('displayName')}
      </div>
      {errors.product ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.product.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting} className="px-8">
          {isSubmitting ? 'Sending...' : 'Add Review'}
        </Button>
      </div>
    </form>
  );
}

export default ReviewForm;
