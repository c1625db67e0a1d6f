import type { Contact, ContactInput } from '@shop/shared';
import { useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button.tsx';
import { Field, TextAreaField } from '#app/components/ui/field.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { post } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
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

/**
 * 'Send us a message' (docs/product.md#contact-us): validated with the shared ContactSchema (errors once a field
 * is touched, docs/product.md#forms), posted to /contactUs; the server's message shows in the status area, its field errors on the fields.
 */
export function ContactForm({ submitted }: { submitted?: ContactSubmission }) {
  const hydrated = useHydrated();
  const { t } = useT('pages', { keyPrefix: 'contact.form' });
  const [status, setStatus] = useState<Status>(submitted?.status ?? null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: useRenderedResolver(contactResolver),
    mode: 'onTouched',
    defaultValues: submitted?.values ?? EMPTY,
  });
  // The server's verdict on a post without JavaScript stands until the field is changed. The inputs carry the
  // typed values as defaultValue too: register() fills them only in the browser, after hydration.
  const fieldError = (field: ContactField) =>
    errors[field]?.message ?? (dirtyFields[field] ? undefined : submitted?.errors?.[field]);

  const input = (
    field: Exclude<ContactField, 'message'>,
    label: string,
    props: Omit<React.ComponentProps<typeof Field>, 'label'>,
  ) => (
    <Field
      label={label}
      required
      error={fieldError(field)}
      defaultValue={submitted?.values?.[field]}
      {...props}
      {...register(field)}
    />
  );

  const onSubmit = async (payload: Contact) => {
    setStatus(null);
    const res = await post<{ _id: string }>('/contactUs', payload);
    if (!res) {
      setStatus({
        tone: 'error',
        text: t('offline'),
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
      {input('name', t('name'), { type: 'text', autoComplete: 'name' })}
      {input('email', t('email'), { type: 'email', autoComplete: 'email' })}
      {input('number', t('number'), {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        placeholder: t('numberPlaceholder'),
        className: 'sm:col-span-2',
      })}
      <TextAreaField
        label={t('message')}
        required
        rows={6}
        error={fieldError('message')}
        className="sm:col-span-2"
        defaultValue={submitted?.values?.message}
        {...register('message')}
      />
      <div className="flex flex-col items-start gap-4 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} className="px-8 disabled:cursor-wait">
          {isSubmitting ? t('sending') : t('send')}
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
