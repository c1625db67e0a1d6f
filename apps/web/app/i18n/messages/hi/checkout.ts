import type { Catalog } from '../../messages.ts';
import type en from '../en/checkout.ts';

export default {
  orderDescription: 'ऑर्डर {{orderId}}',
  scriptMissing: 'भुगतान का पेज लोड नहीं हो पाया। कृपया दोबारा कोशिश करें।',
  notConfirmed: 'हम आपके भुगतान की पुष्टि नहीं कर पाए',
  initiationFailed: 'भुगतान शुरू नहीं हो पाया: {{reason}}',
  whatsapp: 'WhatsApp पर संदेश (चाहें तो चुनें)',
  failure: {
    heading: 'आपका भुगतान नहीं हो पाया। आपका कार्ट सुरक्षित है।',
    code: 'कोड',
    description: 'विवरण',
    source: 'स्रोत',
    step: 'चरण',
    reason: 'कारण',
    orderId: 'ऑर्डर आईडी',
    paymentId: 'पेमेंट आईडी',
    unknown: 'पता नहीं',
    declined: 'भुगतान नहीं हो पाया',
  },
  thankYou: {
    title: 'ऑर्डर हो गया',
    heading: 'धन्यवाद, आपका ऑर्डर हो गया है',
    orderId: 'आपकी ऑर्डर आईडी: <strong>{{orderId}}</strong>',
    amountPaid: 'चुकाई गई रकम: {{amount}}। पुष्टि का संदेश आपको जल्द मिलेगा, और हम 1-2 कामकाजी दिनों में ऑर्डर भेज देते हैं।',
    viewOrder: 'ऑर्डर देखें',
    continueShopping: 'खरीदारी जारी रखें',
    noOrderHeading: 'आपके ऑर्डर आपके अकाउंट में हैं',
    noOrderText: '{{brand}} पर किए गए अपने सारे ऑर्डर देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।',
    myOrders: 'मेरे ऑर्डर',
  },
  claim: {
    heading: 'इस ऑर्डर को अपने अकाउंट में ट्रैक करें',
    text: 'ओटीपी से <strong>{{mobile}}</strong> वेरिफ़ाई करें, फिर यह ऑर्डर अपने स्टेटस और हर अपडेट के साथ आपके अकाउंट में रहेगा।',
    sendFailed: 'हम कोड नहीं भेज पाए। कृपया दोबारा कोशिश करें।',
    sending: 'कोड भेजा जा रहा है...',
    verify: 'मेरा नंबर वेरिफ़ाई करें',
  },
} satisfies Catalog<typeof en>;
