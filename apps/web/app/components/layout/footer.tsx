import { brand, whatsappLink } from '@shop/shared';
import {
  ArrowUpIcon,
  FacebookIcon,
  HeadsetIcon,
  InstagramIcon,
  MailIcon,
  ShieldIcon,
  TruckIcon,
  WhatsAppIcon,
} from '#app/components/icons.tsx';
import type { Messages, TFunction } from '#app/i18n/i18n.ts';
import { useLocalize, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';

// docs/product.md#layout: policy pages are plain links with a full page load.
const POLICIES = [
  { href: '/privacy-policy', label: 'footer.privacyPolicy' },
  { href: '/terms-and-conditions', label: 'footer.termsAndConditions' },
  { href: '/return-and-refund-policy', label: 'footer.refundPolicy' },
  { href: '/shipping-policy', label: 'footer.shippingPolicy' },
] as const;

function PaymentBadge({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li
      className="grid h-8 min-w-14 place-items-center rounded-md bg-white px-2 text-[11px] font-bold"
      title={label}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{children}</span>
    </li>
  );
}

// Footer social links (docs/product.md#brand): the brand's pages, a WhatsApp chat with the greeting, and a help e-mail.
function socialLinks(helpMail: string, t: TFunction<Messages['common']>) {
  return [
    {
      href: brand.social.facebook,
      label: t('footer.onFacebook', { brand: brand.name }),
      icon: <FacebookIcon className="h-5 w-5" />,
      external: true,
    },
    {
      href: brand.social.instagram,
      label: t('footer.onInstagram', { brand: brand.name }),
      icon: <InstagramIcon className="h-5 w-5" />,
      external: true,
    },
    {
      href: whatsappLink(),
      label: t('footer.whatsApp'),
      icon: <WhatsAppIcon className="h-5 w-5" />,
      external: true,
    },
    {
      href: helpMail,
      label: t('footer.email', { email: brand.email }),
      icon: <MailIcon className="h-5 w-5" />,
      external: false,
    },
  ];
}

// The home page's footer also points to the shop's other ways in.
const EXPLORE_LINKS = [
  ['/top-selling-products', 'footer.bestSellers'],
  ['/build-your-bundle', 'footer.buildYourBundle'],
  ['/about-us', 'footer.ourStory'],
  ['/blog', 'footer.journal'],
] as const;

/** One of the promises over the footer: its icon, what is promised, and how. */
function Assurance({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: (props: { className?: string }) => React.ReactNode;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <Icon className="h-9 w-9 shrink-0 text-clay-300" />
      <div>
        <p className="font-semibold text-white">{title}</p>
        <p className="text-sm">{text}</p>
        {children}
      </div>
    </li>
  );
}

export function Footer({
  variant = 'default',
  privacyChoices,
}: {
  variant?: 'home' | 'default';
  /** The control that reopens the consent banner (docs/privacy.md); it renders nothing when there is nothing to consent to. */
  privacyChoices?: React.ReactNode;
}) {
  const { t } = useT();
  const localize = useLocalize();
  const helpMail = `mailto:${brand.email}?subject=${encodeURIComponent(t('footer.emailSubject'))}`;
  return (
    <footer className="render-lazy mt-20 bg-brand-900 text-brand-100 [contain-intrinsic-size:auto_56rem]">
      <section aria-label={t('footer.whyShopWithUs')} className="border-b border-brand-800">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6">
          <Assurance
            icon={HeadsetIcon}
            title={t('footer.customerService')}
            text={t('footer.customerServiceHours')}
          >
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1.5 text-sm text-clay-200 underline-offset-4 hover:underline"
            >
              <WhatsAppIcon className="h-4 w-4" /> {t('footer.chatOnWhatsApp')}
            </a>
            <Link
              to="/track"
              className="mt-1 flex items-center gap-1.5 text-sm text-clay-200 underline-offset-4 hover:underline"
            >
              <TruckIcon className="h-4 w-4" /> {t('footer.trackOrder')}
            </Link>
          </Assurance>
          <Assurance icon={TruckIcon} title={t('footer.freeShipping')} text={t('footer.freeShippingText')} />
          <Assurance
            icon={ShieldIcon}
            title={t('footer.securePayment')}
            text={t('footer.securePaymentText')}
          />
        </ul>
      </section>
      <div
        className={`mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 ${variant === 'home' ? 'lg:grid-cols-[2fr_1fr_1fr_1fr]' : 'lg:grid-cols-[2fr_1fr_1fr]'}`}
      >
        <div>
          <p className="font-serif text-2xl text-white">{brand.name}</p>
          <p className="mt-3 max-w-md text-sm leading-relaxed">{t('footer.blurb')}</p>
          <p className="mt-4 text-sm">{t('footer.address')}</p>
        </div>
        <nav aria-label={t('footer.policies')}>
          <p className="font-semibold text-white">{t('footer.policies')}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {POLICIES.map((policy) => (
              <li key={policy.href}>
                <a href={localize(policy.href)} className="hover:text-white hover:underline">
                  {t(policy.label)}
                </a>
              </li>
            ))}
            {privacyChoices ? <li className="empty:hidden">{privacyChoices}</li> : null}
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">{t('footer.stayInTouch')}</p>
          <ul className="mt-3 flex gap-2">
            {socialLinks(helpMail, t).map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  aria-label={link.label}
                  className="grid h-10 w-10 place-items-center rounded-full bg-brand-800 hover:bg-brand-700"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 font-semibold text-white">{t('footer.weAccept')}</p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('footer.acceptedPayments')}>
            <PaymentBadge label="UPI">
              <span className="text-[#097939]">UPI</span>
            </PaymentBadge>
            <PaymentBadge label="Visa">
              <span className="text-[#1a1f71] italic">VISA</span>
            </PaymentBadge>
            <PaymentBadge label="Mastercard">
              <svg viewBox="0 0 36 22" className="h-5 w-8">
                <circle cx="13" cy="11" r="9" fill="#eb001b" />
                <circle cx="23" cy="11" r="9" fill="#f79e1b" fillOpacity=".9" />
              </svg>
            </PaymentBadge>
            <PaymentBadge label="Razorpay">
              <span className="text-[#072654]">Razorpay</span>
            </PaymentBadge>
          </ul>
        </div>
        {variant === 'home' ? (
          <nav aria-label={t('footer.explore')}>
            <p className="font-semibold text-white">{t('footer.explore')}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {EXPLORE_LINKS.map(([to, key]) => (
                <li key={to}>
                  <Link to={to} className="hover:text-white hover:underline">
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-xs sm:flex-row sm:px-6">
          <p>
            {t('footer.rights', {
              year: brand.copyrightYear,
              legalName: brand.legalName,
              credit: t('footer.credit'),
            })}
          </p>
          <a
            href="#top"
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 hover:bg-brand-800 hover:text-white"
          >
            <ArrowUpIcon className="h-4 w-4" /> {t('footer.backToTop')}
          </a>
        </div>
      </div>
    </footer>
  );
}
