import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { PageTitle } from '#app/components/section-title.tsx';
import { ContactChannels } from '#app/features/contact/contact-channels.tsx';
import {
  CONTACT_FIELDS,
  type ContactField,
  ContactForm,
  type ContactSubmission,
} from '#app/features/contact/contact-form.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { localizePath } from '#app/i18n/languages.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import {
  breadcrumbJsonLd,
  languageFromMatches,
  organizationJsonLd,
  originFromMatches,
  pageTitle,
  seo,
} from '#app/lib/seo.ts';
import type { Route } from './+types/contact-us';

/**
 * Without JavaScript (or before it arrives) the form posts here, and the message goes to the same endpoint the
 * browser would have used: the API validates it and applies its rate limit to the visitor's address.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ContactSubmission> {
  const form = await request.formData();
  // The API applies every length limit; the body itself is capped by the server's request size limit.
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as Record<ContactField, string>;
  const res = await context.get(serverApiContext).post<{ _id: string }>('/contactUs', values);
  if (res.status === 200) return { status: { tone: 'success', text: res.message } };
  return { status: { tone: 'error', text: res.message }, values, errors: res.errors ?? {} };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  const language = languageFromMatches(matches);
  const t = metaT(matches, 'pages');
  const path = localizePath('/contact-us', language);
  return seo({
    title: pageTitle(t('contact.title')),
    description: t('contact.description'),
    path: '/contact-us',
    origin,
    language,
    jsonLd: [
      {
        '@type': 'ContactPage',
        name: pageTitle(t('contact.title')),
        url: `${origin}${path}`,
        mainEntity: organizationJsonLd(origin),
      },
      breadcrumbJsonLd(origin, [
        { name: t('home'), path: localizePath('/', language) },
        { name: t('contact.title'), path },
      ]),
    ],
  });
};

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t } = useT('pages');
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ label: t('contact.breadcrumb') }]} />
      <header className="mt-8 max-w-2xl">
        <PageTitle eyebrow={t('contact.eyebrow')} title={t('contact.heading')} />
        <p className="mt-4 text-lg leading-relaxed text-stone-700">{t('contact.intro')}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
        <ContactChannels />

        <section
          aria-labelledby="message-heading"
          className="rounded-3xl border border-brand-100 bg-white p-6 sm:p-10"
        >
          <h2 id="message-heading" className="text-2xl text-brand-900 sm:text-3xl">
            {t('contact.messageHeading')}
          </h2>
          <p className="mt-3 mb-8 text-stone-700">{t('contact.messageText')}</p>
          <ContactForm submitted={actionData} />
        </section>
      </div>
    </main>
  );
}
