import { zodResolver } from '@hookform/resolvers/zod';
import { COD_PAYMENT_METHOD, ORDER_POLICY, RefundToSchema, ReturnRequestSchema } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CloseIcon, PlusIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, Field, labelClass, TextAreaField } from '#app/components/ui/field.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { acceptLanguage, languageOfPath } from '#app/i18n/languages.ts';
import { API_BASE, post } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { endSession, storedToken } from './account-api.ts';
import { deadlineText } from './order-deadline.ts';
import type { Order } from './types.ts';

const ReasonSchema = ReturnRequestSchema.pick({ reason: true });

/** The form's values: the reason, and for a COD order where its refund goes (docs/cod.md#refunds), flat. */
interface ReturnValues {
  reason: string;
  kind: 'upi' | 'bank';
  vpa: string;
  name: string;
  ifsc: string;
  accountNumber: string;
  accountNumberAgain: string;
}
type RefundToField = Exclude<keyof ReturnValues, 'reason'>;
const REFUND_TO_FIELDS: RefundToField[] = [
  'kind',
  'vpa',
  'name',
  'ifsc',
  'accountNumber',
  'accountNumberAgain',
];

const refundToOf = (values: ReturnValues) =>
  values.kind === 'upi'
    ? { kind: 'upi' as const, vpa: values.vpa }
    : {
        kind: 'bank' as const,
        name: values.name,
        ifsc: values.ifsc,
        accountNumber: values.accountNumber,
        accountNumberAgain: values.accountNumberAgain,
      };

/** A COD order's return: the reason, and the destination checked by the shared schema, its errors on its fields. */
const CodReturnSchema = z
  .object({
    reason: ReturnRequestSchema.shape.reason,
    kind: z.enum(['upi', 'bank']),
    vpa: z.string(),
    name: z.string(),
    ifsc: z.string(),
    accountNumber: z.string(),
    accountNumberAgain: z.string(),
  })
  .superRefine((values, context) => {
    const checked = RefundToSchema.safeParse(refundToOf(values));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const field = String(issue.path.at(-1) ?? 'kind');
      context.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });
const EMPTY: ReturnValues = {
  reason: '',
  kind: 'upi',
  vpa: '',
  name: '',
  ifsc: '',
  accountNumber: '',
  accountNumberAgain: '',
};
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

interface Photo {
  key: string;
  name: string;
  /** A local preview (a data: URL), shown while it uploads; empty until the file is read. */
  preview: string;
  /** The upload's address once the shop has it. */
  url: string | null;
  /** 0 to 100 while uploading. */
  progress: number;
  error: string | null;
}

type Uploaded = { ok: true; url: string } | { ok: false; message: string };

/** What an upload says when it fails without the API's own words. */
interface UploadTexts {
  failed: string;
  network: string;
}

/** One photo to the order's return-photos endpoint, reporting progress (fetch cannot report an upload's). */
function uploadPhoto(
  orderId: string,
  file: File,
  texts: UploadTexts,
  onProgress: (percent: number) => void,
): Promise<Uploaded> {
  const token = storedToken();
  if (!token) endSession();
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/orders/userOrders/${orderId}/return-photos`);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept', 'application/json');
    // The API's refusal (a file too large) is shown as it answers: in the page's language, as lib/api.ts asks.
    request.setRequestHeader('accept-language', acceptLanguage(languageOfPath(window.location.pathname)));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { message?: string; body?: { url?: string }; errors?: { file?: string } } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not the API's envelope (a proxy's page): the generic message below.
      }
      if (request.status === 200 && body.body?.url) resolve({ ok: true, url: body.body.url });
      else
        resolve({
          ok: false,
          message: body.errors?.file ?? body.message ?? texts.failed,
        });
    };
    request.onerror = () => resolve({ ok: false, message: texts.network });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * The return request (docs/orders.md#the-shoppers-orders): a reason and up to four photos, each uploaded as soon
 * as it is chosen so that posting the request is quick. Loaded when the shopper first opens it.
 */
export default function ReturnRequestForm({
  order,
  onDone,
  onClose,
}: {
  order: Order;
  onDone: (order: Order | null) => void;
  onClose: () => void;
}) {
  const id = useId();
  const { t } = useT(['account', 'common']);
  const language = useLanguage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const cod = order.paymentMethod === COD_PAYMENT_METHOD;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReturnValues>({
    // biome-ignore lint/suspicious/noExplicitAny: one form, two schemas: the reason alone, or with the destination.
    resolver: useRenderedResolver(zodResolver((cod ? CodReturnSchema : ReasonSchema) as any)),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const kind = watch('kind');

  useEffect(() => setFocus('reason'), [setFocus]);
  const update = (key: string, change: Partial<Photo>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const addPhotos = (files: FileList | null) => {
    if (!files) return;
    setPhotosError(null);
    const room = ORDER_POLICY.maxReturnPhotos - photos.length;
    const chosen = [...files];
    if (chosen.length > room) {
      setPhotosError(t('returnForm.tooMany', { max: ORDER_POLICY.maxReturnPhotos }));
    }
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      if (!PHOTO_TYPES.includes(file.type)) {
        setPhotosError(t('returnForm.wrongType', { name: file.name }));
        continue;
      }
      if (file.size > PHOTO_MAX_BYTES) {
        setPhotosError(t('returnForm.tooLarge', { name: file.name }));
        continue;
      }
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      setPhotos((current) => [
        ...current,
        { key, name: file.name, preview: '', url: null, progress: 0, error: null },
      ]);
      // NOTE: a data: URL, not a blob: one: the shop's content security policy allows no blob: images.
      const reader = new FileReader();
      reader.onload = () => update(key, { preview: String(reader.result) });
      reader.readAsDataURL(file);
      const texts = { failed: t('returnForm.uploadFailed'), network: t('common:errors.network') };
      void uploadPhoto(order._id, file, texts, (progress) => update(key, { progress })).then((uploaded) =>
        update(key, uploaded.ok ? { url: uploaded.url, progress: 100 } : { error: uploaded.message }),
      );
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (photo: Photo) => {
    setPhotos((current) => current.filter((other) => other.key !== photo.key));
    setPhotosError(null);
    fileInput.current?.focus();
  };

  const uploading = photos.some((photo) => !photo.url && !photo.error);
  const onSubmit = async (values: ReturnValues) => {
    const { reason } = values;
    if (uploading) {
      setPhotosError(t('returnForm.waitForUploads'));
      return;
    }
    if (photos.some((photo) => photo.error)) {
      setPhotosError(t('returnForm.removeFailed'));
      return;
    }
    const res = await post<Order>(`/orders/userOrders/${order._id}/return`, {
      reason,
      photos: photos.map((photo) => photo.url),
      ...(cod ? { refundTo: refundToOf(values) } : {}),
    });
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(res.message);
      onDone(res.body);
      return;
    }
    if (res.errors?.reason)
      setError('reason', { type: 'server', message: res.errors.reason }, { shouldFocus: true });
    if (res.errors?.photos) setPhotosError(res.errors.photos);
    // What was typed stays; the server's word goes on its field (`refundTo.ifsc`), or on the choice.
    for (const [key, message] of Object.entries(res.errors ?? {})) {
      if (key !== 'refundTo' && !key.startsWith('refundTo.')) continue;
      const field = key.slice('refundTo.'.length) as RefundToField;
      const target = REFUND_TO_FIELDS.includes(field) ? field : 'kind';
      setError(target, { type: 'server', message }, { shouldFocus: target !== 'kind' });
    }
    toastError(res.message);
    if (res.status === 409) onDone(null);
  };

  const photosHintId = `${id}-photos-hint`;
  const photosErrorId = `${id}-photos-error`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-brand-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl text-brand-900">
        {t('returnForm.title')}
      </h2>
      {order.returnUntil ? (
        <p className="mt-1 text-sm text-stone-600">
          {t('order.returnUntil', { deadline: deadlineText(order.returnUntil, language) })}
        </p>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-5">
        <TextAreaField
          label={t('returnForm.reason')}
          required
          rows={4}
          maxLength={1000}
          placeholder={t('returnForm.reasonPlaceholder')}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {cod ? <RefundToFields register={register} errors={errors} kind={kind} /> : null}
        <fieldset aria-describedby={`${photosHintId}${photosError ? ` ${photosErrorId}` : ''}`}>
          <legend className={labelClass}>
            {t('returnForm.photos', { max: ORDER_POLICY.maxReturnPhotos })}
          </legend>
          <p id={photosHintId} className="mt-1 text-sm text-stone-600">
            {t('returnForm.photosHint')}
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {photos.map((photo, index) => (
              <li
                key={photo.key}
                className="relative overflow-hidden rounded-xl border border-brand-100 bg-brand-50"
              >
                {photo.preview ? (
                  <img
                    src={photo.preview}
                    alt={t('returnForm.photoAlt', { index: index + 1, name: photo.name })}
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  <div className="aspect-square w-full" />
                )}
                {photo.url || photo.error ? null : (
                  <div className="absolute inset-x-2 bottom-2">
                    <progress
                      max={100}
                      value={photo.progress}
                      aria-label={t('returnForm.uploadingPhoto', { index: index + 1 })}
                      className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-white/80 [&::-webkit-progress-value]:bg-brand-700"
                    />
                  </div>
                )}
                {photo.error ? (
                  <p className="absolute inset-x-0 bottom-0 bg-red-50/95 p-1.5 text-xs text-red-800">
                    {photo.error}
                  </p>
                ) : null}
                <button
                  type="button"
                  onClick={() => remove(photo)}
                  className="absolute top-1.5 right-1.5 flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-ink shadow hover:bg-white"
                  aria-label={t('returnForm.removePhoto', { index: index + 1 })}
                >
                  <CloseIcon className="h-4 w-4" />
                </button>
              </li>
            ))}
            {photos.length < ORDER_POLICY.maxReturnPhotos ? (
              <li>
                <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-brand-300 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-within:outline-3 focus-within:outline-clay-500">
                  <PlusIcon className="h-6 w-6" />
                  {t('returnForm.addPhoto')}
                  <input
                    ref={fileInput}
                    type="file"
                    accept={PHOTO_TYPES.join(',')}
                    multiple
                    className="sr-only"
                    aria-invalid={photosError ? true : undefined}
                    aria-describedby={photosError ? photosErrorId : photosHintId}
                    onChange={(event) => addPhotos(event.target.files)}
                  />
                </label>
              </li>
            ) : null}
          </ul>
          {photosError ? (
            <p id={photosErrorId} className={errorClass} role="alert">
              {photosError}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('returnForm.notNow')}
          </Button>
          <Button type="submit" busy={isSubmitting || uploading}>
            {uploading
              ? t('returnForm.uploading')
              : isSubmitting
                ? t('returnForm.sending')
                : t('returnForm.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * Where a COD order's refund goes: a UPI id, or a bank account with its IFSC and the number typed twice. The
 * choice is a pair of radio buttons (arrow keys move between them); the fields follow it.
 */
function RefundToFields({
  register,
  errors,
  kind,
}: {
  register: UseFormRegister<ReturnValues>;
  errors: Partial<Record<keyof ReturnValues, { message?: string | undefined }>>;
  kind: ReturnValues['kind'];
}) {
  const id = useId();
  const { t } = useT(['account']);
  const kindError = errors.kind?.message;
  return (
    <fieldset
      aria-describedby={`${id}-hint${kindError ? ` ${id}-error` : ''}`}
      className="flex flex-col gap-4"
    >
      <legend className={labelClass}>{t('returnForm.refundTo.title')}</legend>
      {/* A legend is no flex item: the gap does not reach it, and a negative margin would draw over it. */}
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {t('returnForm.refundTo.hint')}
      </p>
      <div className="flex flex-wrap gap-3">
        {(['upi', 'bank'] as const).map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-200 px-4 py-2 text-sm font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 focus-within:outline-3 focus-within:outline-clay-500"
          >
            <input type="radio" value={option} className="h-4 w-4 accent-brand-700" {...register('kind')} />
            {t(`returnForm.refundTo.${option}`)}
          </label>
        ))}
      </div>
      {kindError ? (
        <p id={`${id}-error`} className={errorClass} role="alert">
          {kindError}
        </p>
      ) : null}
      {kind === 'upi' ? (
        <Field
          label={t('returnForm.refundTo.vpa')}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@okhdfcbank"
          error={errors.vpa?.message}
          {...register('vpa')}
        />
      ) : (
        <>
          <Field
            label={t('returnForm.refundTo.name')}
            required
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <Field
            label={t('returnForm.refundTo.ifsc')}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={11}
            hint={t('returnForm.refundTo.ifscHint')}
            // The field's class is its frame's: only the typed code is shown in capitals, not the hint and error.
            className="[&_input]:uppercase"
            error={errors.ifsc?.message}
            {...register('ifsc', { setValueAs: (value: string) => value.toUpperCase() })}
          />
          <Field
            label={t('returnForm.refundTo.accountNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <Field
            label={t('returnForm.refundTo.accountNumberAgain')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            error={errors.accountNumberAgain?.message}
            {...register('accountNumberAgain')}
          />
        </>
      )}
    </fieldset>
  );
}
