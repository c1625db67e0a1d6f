import { useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { loginPath, requireToken } from '#app/features/account/account-api.ts';
import { AccountShell } from '#app/features/account/account-shell.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { useLocalize } from '#app/i18n/i18n.ts';
import { englishPath } from '#app/i18n/languages.ts';
import { post } from '#app/lib/api.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';
import type { Route } from './+types/user-layout';

// docs/product.md#account-area: the account menu sends visitors without a stored token to /login. The token is
// in the browser only, so the check (and every page below) runs there; the server renders the loading shell.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <AccountShell>
      <LoadingState />
    </AccountShell>
  );
}

export default function UserLayout() {
  const navigate = useNavigate();
  const localize = useLocalize();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [{ token }, dispatch] = useSession();
  const [loggingOut, setLoggingOut] = useState(false);
  const leaving = useRef(false);

  // Logged out in another tab (or the token was dropped after a 401): leave the account area, the way back kept.
  // NOTE: not while a navigation is under way: its loader sends the shopper to the login of the page they are
  // going to, which is in the other language when they used the language switcher.
  const navigating = navigation.state !== 'idle';
  useEffect(() => {
    if (hydrated && !token && !leaving.current && !navigating) navigate(loginPath(), { replace: true });
  }, [hydrated, token, navigating, navigate]);

  const logout = async () => {
    setLoggingOut(true);
    leaving.current = true;
    // The server ends every session of the user; if it cannot be reached the local logout still happens.
    await post('/users/logout', {}, { quiet: true });
    dispatch({ type: 'CLEAR' });
    navigate(localize('/login'));
  };

  const busy =
    navigation.state === 'loading' && englishPath(navigation.location.pathname).startsWith('/user');
  return (
    <AccountShell onLogout={logout} loggingOut={loggingOut} busy={busy}>
      <Outlet />
    </AccountShell>
  );
}
