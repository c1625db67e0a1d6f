// What other parts of the shop may use of the account feature.

export { savePendingSignup } from './pending-signup.ts';
export { StatusBadge } from './status-badge.tsx';
