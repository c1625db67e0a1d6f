import { brand, type Language } from '@shop/shared';
import { InstagramIcon } from '#app/components/icons.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';

interface Founder {
  name: string;
  title: string;
  bio: string;
  /** Drawn on the avatar; taken from the brand file's name, so both languages show the same monogram. */
  initials: string;
  links: { instagram: string; linkedin: string };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/**
 * The founders as Hindi pages name and describe them, keyed by the English name in the brand file. A founder the
 * shop adds without a Hindi entry shows in English rather than not at all.
 */
const FOUNDERS_HI: Record<string, Pick<Founder, 'name' | 'title' | 'bio'>> = {
  'Meera Rathore': {
    name: 'मीरा राठौड़',
    title: 'सह-संस्थापक और डायरेक्टर',
    bio: 'फ़ार्माकोलॉजिस्ट, जिन्होंने मेवाड़ के आयुर्वेदिक वैद्यों के साथ पाँच साल बिताए और पारिवारिक नुस्खों को स्थिर, टेस्ट किए गए फ़ॉर्मूलों में बदला।',
  },
  'Arjun Mehta': {
    name: 'अर्जुन मेहता',
    title: 'सह-संस्थापक',
    bio: 'सोर्सिंग और प्रोडक्शन संभालते हैं, और केसर, एलोवेरा और नारियल के लिए राजस्थान और केरल के किसानों के साथ सीधे काम करते हैं।',
  },
};

/** The brand's founders with their name, title and bio in `language`; links stay as the brand file has them. */
export function foundersIn(language: Language): Founder[] {
  return brand.founders.map((founder) => ({
    ...founder,
    initials: initials(founder.name),
    ...(language === 'hi' ? FOUNDERS_HI[founder.name] : undefined),
  }));
}

const LinkedInIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.75V21h-4v-5.1c0-1.22-.02-2.8-1.8-2.8-1.8 0-2.08 1.33-2.08 2.7V21h-4V9.75Z" />
  </svg>
);

const NETWORKS = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
] as const;

function FounderCard({ founder }: { founder: Founder }) {
  const { t } = useT('pages');
  return (
    <li className="flex flex-col items-center rounded-3xl border border-brand-100 bg-white p-8 text-center shadow-sm shadow-brand-900/5 sm:p-10">
      {/* The monogram is the brand file's Latin initials in both languages (see Founder.initials). */}
      <div
        aria-hidden="true"
        lang="en-IN"
        className="grid h-28 w-28 place-items-center rounded-full bg-gradient-to-br from-clay-300 via-clay-500 to-clay-700 font-serif text-4xl text-white ring-8 ring-clay-50"
      >
        {founder.initials}
      </div>
      <h3 className="mt-6 text-2xl text-brand-900">{founder.name}</h3>
      <p className="mt-1 text-sm font-semibold tracking-[0.15em] text-clay-700 uppercase">{founder.title}</p>
      <p className="mt-4 max-w-sm leading-relaxed text-stone-700">{founder.bio}</p>
      <ul className="mt-6 flex gap-3" aria-label={t('about.founders.social', { name: founder.name })}>
        {NETWORKS.map(({ key, label, Icon }) => {
          const href = founder.links[key];
          const values = { name: founder.name, network: label };
          const icon = (
            <>
              <Icon className="h-5 w-5" />
              <span className="sr-only">
                {href ? t('about.founders.profile', values) : t('about.founders.comingSoon', values)}
              </span>
            </>
          );
          // docs/product.md#brand: a profile the shop has not filled in yet shows as a muted icon, never as an empty link.
          return (
            <li key={key}>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid h-11 w-11 place-items-center rounded-full bg-brand-50 text-brand-800 transition hover:bg-brand-700 hover:text-white"
                >
                  {icon}
                </a>
              ) : (
                <span
                  title={t('about.founders.comingSoonTitle', { network: label })}
                  className="grid h-11 w-11 cursor-not-allowed place-items-center rounded-full border border-dashed border-stone-300 text-stone-400"
                >
                  {icon}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** 'MEET OUR FOUNDERS' (docs/product.md#about-us): the two co-founders from the brand file, with their social links. */
export function Founders() {
  const language = useLanguage();
  return (
    <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2 lg:gap-8">
      {foundersIn(language).map((founder) => (
        <FounderCard key={founder.name} founder={founder} />
      ))}
    </ul>
  );
}
