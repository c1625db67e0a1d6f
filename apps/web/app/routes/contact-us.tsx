import { brand, whatsappLink } from '@shop/shared';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { HeadsetIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '#app/components/icons.tsx';
import {
  CONTACT_FIELDS,
  type ContactField,
  ContactForm,
  type ContactSubmission,
} from '#app/features/contact/contact-form.tsx';
import { metaT, useLanguage, useT } from '#app/i18n/i18n.ts';
import { localizePath } from '#app/i18n/languages.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { brandAddressIn } from '#app/lib/brand-address.ts';
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

// The labels are keys of the pages namespace's contact section.
const CHANNELS = [
  {
    href: `mailto:${brand.email}`,
    label: 'email',
    value: brand.email,
    Icon: MailIcon,
    external: false,
  },
  {
    href: whatsappLink(),
    label: 'whatsapp',
    value: null,
    Icon: WhatsAppIcon,
    external: true,
  },
  {
    href: `tel:${brand.phone.replace(/\s+/g, '')}`,
    label: 'call',
    value: brand.phone,
    Icon: PhoneIcon,
    external: false,
  },
] as const;

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t } = useT('pages');
  const address = brandAddressIn(useLanguage());
  // The hours are the footer's, said once in the common namespace.
  const { t: common } = useT();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('contact.breadcrumb') }]} />
      <header className="mt-8 max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.25em] text-clay-700 uppercase">
          {t('contact.eyebrow')}
        </p>
        <h1 className="mt-2 text-4xl leading-tight text-brand-900 sm:text-5xl">{t('contact.heading')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-700">{t('contact.intro')}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
        <section
          aria-labelledby="queries-heading"
          className="rounded-3xl bg-brand-900 p-6 text-brand-50 sm:p-10"
        >
          <h2 id="queries-heading" className="text-2xl text-white sm:text-3xl">
            {t('contact.queriesHeading')}
          </h2>
          <p className="mt-3 text-brand-100">{t('contact.queriesText')}</p>
          <ul className="mt-8 space-y-4">
            {CHANNELS.map(({ href, label, value, Icon, external }) => (
              <li key={label}>
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="group flex items-center gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 transition hover:bg-white/10"
                >
                  <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-clay-500 text-white">
                    <Icon className="h-6 w-6" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-white group-hover:underline">
                      {t(`contact.${label}`)}
                      {external ? <span className="sr-only"> {t('contact.newTab')}</span> : null}
                    </span>
                    <span className="block break-words text-sm text-brand-100">
                      {value ?? t('contact.whatsappText')}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex gap-4 border-t border-white/10 pt-8">
            <HeadsetIcon className="h-6 w-6 shrink-0 text-clay-300" />
            <div className="text-sm leading-relaxed text-brand-100">
              <p className="font-semibold text-white">{t('contact.hoursHeading')}</p>
              <p>{common('footer.customerServiceHours')}</p>
              <address className="mt-4 not-italic">
                <span className="block font-semibold text-white">{brand.legalName}</span>
                {address.line1}, {address.line2}
                <br />
                {address.city}, {address.state} {address.pincode}, {address.country}
              </address>
            </div>
          </div>
        </section>

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
