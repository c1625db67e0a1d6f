// What other parts of the shop may use of the checkout.

export { checkoutLines, type ThankYouState, thankYouState } from './checkout.ts';
export { PaymentFailure } from './payment-failure.tsx';
export { useCheckout } from './use-checkout.ts';
