import type { Profile, SecondFactorStatus } from '@shop/shared';
import { Outlet, useNavigate, useRevalidator } from 'react-router';
import type { AdminUser } from '#app/features/admin/index.ts';
import { AdminShell, adminGet, NotAllowed } from '#app/features/admin/index.ts';
import { SecondFactorGate } from '#app/features/admin/security/index.ts';
import { post } from '#app/lib/api.ts';
import { sessionStore } from '#app/lib/session/session-store.ts';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

// docs/admin.md#screens: the token is in the browser only, so the back office renders there. The server sends a
// bare loading page, never the shell: a shopper sees "Not allowed" and nothing of the back office.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<Profile>('/users/profile', request);
  const role = res.body?.role;
  if (res.status !== 200 || !res.body || !role) return { error: res.message, user: undefined };
  if (role === 'CUSTOMER') return { error: undefined, user: undefined };
  const user: AdminUser = { name: res.body.name ?? `+91 ${res.body.mobile}`, mobile: res.body.mobile, role };
  // docs/admin.md#second-factor: the login code opened the account; the back office also needs the second factor.
  const factor = await adminGet<SecondFactorStatus>('/auth/second-factor', request);
  if (factor.status !== 200 || !factor.body) return { error: factor.message, user: undefined };
  return { error: undefined, user, secondFactor: factor.body.passed ? undefined : factor.body };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center text-stone-600" aria-busy="true">
      Loading…
    </main>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { user, error } = loaderData;
  if (error) {
    return (
      <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-3xl text-brand-900">The back office could not load</h1>
        <p className="mt-4 text-stone-600">{error}</p>
      </main>
    );
  }
  if (!user) return <NotAllowed />;
  const logout = async () => {
    await post('/users/logout', {}, { quiet: true });
    sessionStore.dispatch({ type: 'UPDATE_STATE', payload: { token: null } });
    navigate('/login');
  };
  if ('secondFactor' in loaderData && loaderData.secondFactor) {
    return (
      <SecondFactorGate
        status={loaderData.secondFactor}
        onPassed={() => void revalidator.revalidate()}
        onLogout={logout}
      />
    );
  }
  return (
    <AdminShell role={user.role} name={user.name} onLogout={logout}>
      <Outlet />
    </AdminShell>
  );
}
