import { useSyncExternalStore } from 'react';
import { type SessionAction, type SessionState, sessionStore } from './session-store.ts';

/** The session state and its dispatch; on the server and during hydration this is the initial state. */
export function useSession(): [SessionState, (action: SessionAction) => void] {
  const state = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  return [state, sessionStore.dispatch];
}

/** True once the browser has taken over, for UI that must not render from the server's guess (cart count). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

const noopSubscribe = () => () => {};
