// What other parts of the shop may use of the checkout.
export { PaymentFailure } from './payment-failure.tsx';
export { useCheckout } from './use-checkout.ts';
