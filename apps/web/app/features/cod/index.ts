// What other parts of the shop may use of cash on delivery; everything else in this folder is its own.
export { maskedMobile, payableTotals } from './cod-totals.ts';
export { PayNow } from './pay-now.tsx';
export { CodFeeLine, type CodOffer, PaymentChoiceField, useCodOffer } from './payment-choice.tsx';
export { choosePayment, type PaymentChoice, usePaymentChoice } from './payment-choice-store.ts';
export { forgetPaymentOptions } from './payment-options.ts';
