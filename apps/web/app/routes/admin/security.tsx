import type { SecondFactorStatus } from '@shop/shared';
import { AdminPageHeader, adminGet } from '#app/features/admin/index.ts';
import { SecurityScreen } from '#app/features/admin/security/index.ts';
import type { Route } from './+types/security';

// docs/admin.md#second-factor: the member's own passkeys, authenticator app and recovery codes.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<SecondFactorStatus>('/auth/second-factor', request);
  return { status: res.body, error: res.status === 200 ? undefined : res.message };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Sign-in and security" description="Loading…" />;
}

export default function Security({ loaderData }: Route.ComponentProps) {
  return <SecurityScreen status={loaderData.status} error={loaderData.error} />;
}
