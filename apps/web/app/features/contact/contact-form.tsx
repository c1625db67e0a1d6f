import type { Contact, ContactInput } from '@shop/shared';
import { useId, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { post } from '#app/lib/api.ts';
import { useHydrated } from '#app/lib/session/use-session.ts';

export const CONTACT_FIELDS = [
  'name',
  'email',
  'number',
  'message',
] as const satisfies FieldPath<ContactInput>[];
export type ContactField = (typeof CONTACT_FIELDS)[number];

type Status = { tone: 'success' | 'error'; text: string } | null;

/** What the route's action answered to a post made without JavaScript: shown as the form's first state. */
export interface ContactSubmission {
  status: Status;
  /** On failure, what was typed, so nothing is lost... */
  values?: Record<ContactField, string>;
  /** ...and the server's message for each field it refused. */
  errors?: Record<string, string>;
}

const EMPTY: Record<ContactField, string> = { name: '', email: '', number: '', message: '' };

// NOTE: zod is about 38 KB compressed, more than a third of the first-load budget; the schema and its resolver
// are fetched when the visitor first focuses the form, long before the first blur needs them.
let loadedResolver: Promise<Resolver<ContactInput, unknown, Contact>> | undefined;
const loadResolver = () => {
  loadedResolver ??= Promise.all([import('@hookform/resolvers/zod'), import('@shop/shared/forms')]).then(
    ([{ zodResolver }, { ContactSchema }]) => zodResolver(ContactSchema),
  );
  return loadedResolver;
};
const contactResolver: Resolver<ContactInput, unknown, Contact> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-brand-200 bg-white px-4 py-3 text-ink placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-clay-500 aria-invalid:border-red-600';

/**
 * SPEC §2 'Send us a message': validated with the shared ContactSchema (errors once a field is touched, SPEC §5),
 * posted to /contactUs; the server's message shows in the status area, its field errors on the fields.
 */
export function ContactForm({ submitted }: { submitted?: ContactSubmission }) {
  const id = useId();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>(submitted?.status ?? null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: contactResolver,
    mode: 'onTouched',
    defaultValues: submitted?.values ?? EMPTY,
  });
  // The server's verdict on a post without JavaScript stands until the field is changed. The inputs carry the
  // typed values as defaultValue too: register() fills them only in the browser, after hydration.
  const fieldError = (field: ContactField) =>
    errors[field]?.message ?? (dirtyFields[field] ? undefined : submitted?.errors?.[field]);

  const onSubmit = async (payload: Contact) => {
    setStatus(null);
    const res = await post<{ _id: string }>('/contactUs', payload);
    if (!res) {
      setStatus({
        tone: 'error',
        text: 'We could not send your message. Please check your connection and try again.',
      });
      return;
    }
    if (res.status === 200) {
      reset();
      setStatus({ tone: 'success', text: res.message });
      return;
    }
    if (res.status === 400 && res.errors) {
      for (const field of CONTACT_FIELDS) {
        const message = res.errors[field];
        if (message) setError(field, { type: 'server', message });
      }
    }
    setStatus({ tone: 'error', text: res.message });
  };

  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const describedBy = (field: ContactField) => (fieldError(field) ? errorId(field) : undefined);
  const label = (field: string, text: string) => (
    <label htmlFor={fieldId(field)} className="text-sm font-medium text-stone-800">
      {text}{' '}
      <span aria-hidden="true" className="text-clay-700">
        *
      </span>
    </label>
  );
  const error = (field: ContactField) =>
    fieldError(field) ? (
      <p id={errorId(field)} className="mt-1.5 text-sm text-red-700">
        {fieldError(field)}
      </p>
    ) : null;

  return (
    // Without JavaScript the form posts to the route's action, which sends it on to the same endpoint.
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void loadResolver()}
      className="grid gap-5 sm:grid-cols-2"
      // Set once React owns the form: what a visitor types before that is not validated yet.
      data-ready={hydrated || undefined}
    >
      <div>
        {label('name', 'Your Name')}
        <input
          id={fieldId('name')}
          type="text"
          autoComplete="name"
          aria-required="true"
          aria-invalid={fieldError('name') ? true : undefined}
          aria-describedby={describedBy('name')}
          className={inputClass}
          defaultValue={submitted?.values?.name}
          {...register('name')}
        />
        {error('name')}
      </div>
      <div>
        {label('email', 'Your Email')}
        <input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          aria-required="true"
          aria-invalid={fieldError('email') ? true : undefined}
          aria-describedby={describedBy('email')}
          className={inputClass}
          defaultValue={submitted?.values?.email}
          {...register('email')}
        />
        {error('email')}
      </div>
      <div className="sm:col-span-2">
        {label('number', 'Phone No')}
        <input
          id={fieldId('number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          aria-required="true"
          aria-invalid={fieldError('number') ? true : undefined}
          aria-describedby={describedBy('number')}
          className={inputClass}
          defaultValue={submitted?.values?.number}
          {...register('number')}
        />
        {error('number')}
      </div>
      <div className="sm:col-span-2">
        {label('message', 'Message')}
        <textarea
          id={fieldId('message')}
          rows={6}
          aria-required="true"
          aria-invalid={fieldError('message') ? true : undefined}
          aria-describedby={describedBy('message')}
          className={inputClass}
          defaultValue={submitted?.values?.message}
          {...register('message')}
        />
        {error('message')}
      </div>
      <div className="flex flex-col items-start gap-4 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} className="px-8 disabled:cursor-wait">
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
        <div role="status" aria-live="polite" className="w-full text-sm">
          {status ? (
            <p
              className={`rounded-xl px-4 py-3 ${status.tone === 'success' ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800'}`}
            >
              {status.text}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
