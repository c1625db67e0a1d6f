// docs/admin.md#second-factor: the gate between the login code and the back office, and the member's own
// sign-in settings.

export { SecondFactorGate } from './second-factor-gate.tsx';
export { SecurityScreen } from './security-screen.tsx';
