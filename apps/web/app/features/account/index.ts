// What other parts of the shop may use of the account feature.

export { savePendingSignup } from './pending-signup.ts';
export { useStateName } from './place-names.ts';
export { StatusBadge } from './status-badge.tsx';
export { useSecondsLeft } from './use-seconds-left.ts';
