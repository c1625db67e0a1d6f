import { brand, whatsappLink } from '@shop/shared';
import { HeadsetIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '#app/components/icons.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { brandAddressIn } from '#app/lib/brand-address.ts';

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

/** The ways to reach the shop besides the form: mail, WhatsApp, a call, the service hours and the address. */
export function ContactChannels() {
  const { t } = useT('pages');
  const address = brandAddressIn(useLanguage());
  // The hours are the footer's, said once in the common namespace.
  const { t: common } = useT();
  return (
    <section aria-labelledby="queries-heading" className="rounded-3xl bg-brand-900 p-6 text-brand-50 sm:p-10">
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
  );
}
