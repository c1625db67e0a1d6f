import { brand, type Language, whatsappLink } from '@shop/shared';
import { Link } from '#app/i18n/link.tsx';
import { registeredAddressIn } from '#app/lib/brand-address.ts';

export interface PolicySection {
  id: string;
  title: string;
  body: React.ReactNode;
}

export interface Policy {
  /** Heading and breadcrumb label. */
  title: string;
  /** Meta description. */
  description: string;
  intro: React.ReactNode;
  sections: PolicySection[];
}

const TO_BE_FILLED: Record<Language, string> = {
  en: 'To be filled by the shop',
  hi: 'शॉप द्वारा भरा जाना है',
};

/** A detail only the shop can supply; highlighted so it cannot go live unnoticed. */
export function ToBeFilled({
  children,
  language = 'en',
}: {
  children: React.ReactNode;
  language?: Language;
}) {
  return (
    <mark className="rounded-md bg-clay-100 px-1.5 py-0.5 font-medium text-clay-700 ring-1 ring-clay-300 [box-decoration-break:clone]">
      [{TO_BE_FILLED[language]}: {children}]
    </mark>
  );
}

export const customerCareEmail = (
  <a href={`mailto:${brand.email}`} className="whitespace-nowrap">
    {brand.email}
  </a>
);

export const customerCarePhone = <a href={`tel:${brand.phone.replace(/\s+/g, '')}`}>{brand.phone}</a>;

export const registeredAddress = registeredAddressIn('en');
export const registeredAddressHi = registeredAddressIn('hi');

/** Internal link to another policy; policies are plain links with a full page load (docs/product.md#policy-pages). */
export function PolicyLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} reloadDocument>
      {children}
    </Link>
  );
}

const consumerHelpline = (
  <a href="https://consumerhelpline.gov.in" target="_blank" rel="noopener noreferrer">
    consumerhelpline.gov.in
  </a>
);

/** The texts of `GrievanceContacts` in each language; the component lays them out once for both. */
const GRIEVANCE_TEXT: Record<
  Language,
  {
    careHeading: string;
    careIntro: string;
    email: string;
    phone: string;
    chatWithUs: string;
    hours: string;
    hoursValue: string;
    orderId: string;
    officerHeading: string;
    officerIntro: string;
    name: string;
    designation: string;
    address: string;
    fill: { name: string; designation: string; email: string; phone: string };
    escalationHeading: string;
    escalation: [React.ReactNode, React.ReactNode, React.ReactNode, React.ReactNode];
  }
> = {
  en: {
    careHeading: 'Customer care',
    careIntro: 'For anything about an order, a product, a return or your account, please contact us first:',
    email: 'E-mail',
    phone: 'Phone',
    chatWithUs: 'chat with us',
    hours: 'Hours',
    hoursValue: `${brand.customerServiceHours} (excluding public holidays)`,
    orderId: 'Please mention your order ID, if you have one, so that we can help you faster.',
    officerHeading: 'Grievance Officer',
    officerIntro:
      'In accordance with the Information Technology Act, 2000, the rules made under it, and the Consumer Protection (E-Commerce) Rules, 2020, the details of our Grievance Officer are:',
    name: 'Name',
    designation: 'Designation',
    address: 'Address',
    fill: {
      name: "Grievance Officer's full name",
      designation: "Grievance Officer's designation",
      email: "Grievance Officer's e-mail address",
      phone: "Grievance Officer's phone number",
    },
    escalationHeading: 'Escalation',
    escalation: [
      'Write to customer care with your order ID and a description of the issue.',
      'If your concern is not resolved to your satisfaction within 7 days, write to the Grievance Officer at the details above, quoting your earlier ticket or e-mail.',
      'The Grievance Officer will acknowledge your complaint within 48 hours and work to resolve it within one month of receiving it.',
      <>
        If you are still not satisfied, you may contact the National Consumer Helpline on 1915 or at{' '}
        {consumerHelpline}, or approach the appropriate Consumer Disputes Redressal Commission.
      </>,
    ],
  },
  hi: {
    careHeading: 'ग्राहक सेवा',
    careIntro: 'ऑर्डर, प्रोडक्ट, रिटर्न या अपने अकाउंट से जुड़ी किसी भी बात के लिए कृपया पहले हमसे संपर्क करें:',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    chatWithUs: 'हमसे चैट करें',
    hours: 'समय',
    hoursValue: 'सोमवार से शुक्रवार, सुबह 10:30 से शाम 7:30 बजे तक (सार्वजनिक छुट्टियों को छोड़कर)',
    orderId: 'अगर आपके पास ऑर्डर आईडी है, तो उसे ज़रूर लिखें, ताकि हम आपकी मदद जल्दी कर सकें।',
    officerHeading: 'शिकायत अधिकारी',
    officerIntro:
      'सूचना प्रौद्योगिकी अधिनियम, 2000, उसके तहत बने नियमों और उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार हमारे शिकायत अधिकारी का विवरण इस प्रकार है:',
    name: 'नाम',
    designation: 'पद',
    address: 'पता',
    fill: {
      name: 'शिकायत अधिकारी का पूरा नाम',
      designation: 'शिकायत अधिकारी का पद',
      email: 'शिकायत अधिकारी का ई-मेल पता',
      phone: 'शिकायत अधिकारी का फ़ोन नंबर',
    },
    escalationHeading: 'शिकायत आगे कैसे बढ़ाएँ',
    escalation: [
      'अपनी ऑर्डर आईडी और समस्या के विवरण के साथ ग्राहक सेवा को लिखें।',
      'अगर 7 दिनों के भीतर आपकी समस्या का संतोषजनक समाधान नहीं होता, तो ऊपर दिए विवरण पर शिकायत अधिकारी को लिखें और अपने पिछले टिकट या ई-मेल का हवाला दें।',
      'शिकायत अधिकारी 48 घंटों के भीतर आपकी शिकायत मिलने की पुष्टि करेंगे और शिकायत मिलने के एक महीने के भीतर उसका समाधान करने का प्रयास करेंगे।',
      <>
        अगर आप तब भी संतुष्ट नहीं हैं, तो आप राष्ट्रीय उपभोक्ता हेल्पलाइन से 1915 पर या {consumerHelpline} पर संपर्क कर सकते
        हैं, या उचित उपभोक्ता विवाद निवारण आयोग में जा सकते हैं।
      </>,
    ],
  },
};

/**
 * Customer care, the Grievance Officer and the escalation path: required on every Indian e-commerce site by the
 * Consumer Protection (E-Commerce) Rules, 2020 and the IT Rules, 2011.
 */
export function GrievanceContacts({ language = 'en' }: { language?: Language }) {
  const text = GRIEVANCE_TEXT[language];
  return (
    <>
      <h3>{text.careHeading}</h3>
      <p>{text.careIntro}</p>
      <ul>
        <li>
          {text.email}: {customerCareEmail}
        </li>
        <li>
          {text.phone}: {customerCarePhone}
        </li>
        <li>
          WhatsApp:{' '}
          <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
            {text.chatWithUs}
          </a>
        </li>
        <li>
          {text.hours}: {text.hoursValue}
        </li>
      </ul>
      <p>{text.orderId}</p>

      <h3>{text.officerHeading}</h3>
      <p>{text.officerIntro}</p>
      <ul>
        {(['name', 'designation', 'email', 'phone'] as const).map((field) => (
          <li key={field}>
            {text[field]}: <ToBeFilled language={language}>{text.fill[field]}</ToBeFilled>
          </li>
        ))}
        <li>
          {text.address}: {brand.legalName}, {registeredAddressIn(language)}
        </li>
      </ul>

      <h3>{text.escalationHeading}</h3>
      <ol>
        {text.escalation.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list that never reorders
          <li key={index}>{step}</li>
        ))}
      </ol>
    </>
  );
}
