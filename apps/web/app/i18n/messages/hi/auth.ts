import type { Catalog } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  login: {
    title: 'लॉग इन',
    description: 'अपने मोबाइल नंबर से {{brand}} पर लॉग इन करें या नया अकाउंट बनाएँ।',
    intro: 'अपने मोबाइल नंबर से लॉग इन करें या नया अकाउंट बनाएँ। हम आपको एसएमएस से एक ओटीपी भेजेंगे।',
    mobile: 'मोबाइल नंबर',
    mobilePlaceholder: '10 अंकों का मोबाइल नंबर',
    sending: 'भेजा जा रहा है...',
    sendOtp: 'ओटीपी भेजें',
    newHere: '{{brand}} पर पहली बार आए हैं? नंबर वेरिफ़ाई होते ही आपका अकाउंट बन जाएगा।',
  },
  verify: {
    title: 'अपना नंबर वेरिफ़ाई करें',
    codeSentTo: '<strong>{{mobile}}</strong> पर भेजा गया कोड डालें',
    otp: 'ओटीपी',
    otpPlaceholder: '6 अंकों का कोड',
    verifying: 'वेरिफ़ाई हो रहा है...',
    verify: 'वेरिफ़ाई करें',
    resendIn: '<strong>{{time}}</strong> बाद कोड दोबारा मँगा सकेंगे',
    noCode: 'कोड नहीं मिला?',
    resend: 'ओटीपी दोबारा भेजें',
    changeNumber: 'नंबर बदलें',
  },
  details: {
    title: 'आपकी जानकारी',
    intro: 'अपना नाम और ईमेल बताइए, ताकि हम आपको आपके ऑर्डर की हर खबर देते रहें।',
    name: 'नाम',
    email: 'ईमेल',
    saving: 'सेव हो रहा है...',
    save: 'सेव करें और आगे बढ़ें',
    welcome: 'स्वागत है, {{name}}!',
  },
} satisfies Catalog<typeof en>;
