import type { Catalog } from '../../messages.ts';
import type en from '../en/delivery.ts';

// docs/i18n.md#namespaces: पिन कोड से डिलीवरी की तारीख़।
export default {
  label: 'डिलीवरी की तारीख़ देखें',
  placeholder: 'पिन कोड, जैसे 411001',
  check: 'देखें',
  cancel: 'रहने दें',
  change: 'बदलें',
  changeLabel: 'पिन कोड {{pincode}} बदलें',
  deliverTo: '{{pincode}} पर डिलीवरी',
  checking: '{{pincode}} पर डिलीवरी देख रहे हैं…',
  deliveryBy: '{{date}} तक डिलीवरी',
  cod: 'कैश ऑन डिलीवरी उपलब्ध है',
  usually: 'आम तौर पर {{min}} से {{max}} दिन में डिलीवरी',
  notServed: 'हम अभी {{pincode}} पर डिलीवरी नहीं करते',
  invalid: 'कृपया 6 अंकों का सही पिन कोड लिखें',
  failed: 'अभी डिलीवरी नहीं देख पाए। कृपया फिर से कोशिश करें।',
} satisfies Catalog<typeof en>;
