// What other parts of the shop may use of the consent to ad tags (docs/privacy.md).
export { ConsentBanner, PrivacyChoices } from './consent-slots.tsx';
export { reportCheckoutStarted, reportOtpVerified, reportPurchase } from './conversions.ts';
