// What other parts of the shop may use of the account feature.

export { primaryButton } from './auth-card.tsx';
export { savePendingSignup } from './pending-signup.ts';
