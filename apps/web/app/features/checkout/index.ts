// What other parts of the shop may use of the checkout.

export {
  type CheckoutOutcome,
  checkoutLines,
  openHostedCheckout,
  type PaidOrder,
  type PaymentOrder,
  type ThankYouState,
  thankYouState,
} from './checkout.ts';
export { PaymentFailure } from './payment-failure.tsx';
export { useCheckout } from './use-checkout.ts';
export { type WhatsappOffer, WhatsappOfferBoxes } from './whatsapp-offer.tsx';
