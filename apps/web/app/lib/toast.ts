import { useEffect } from 'react';

// react-toastify is fetched with the first toast, keeping it out of the first-load JavaScript. Toasts raised
// before its container mounts are queued by the library and shown once it does.
let toastify: Promise<typeof import('react-toastify')> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function loadToastify() {
  toastify ??= import('react-toastify');
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return toastify;
}

/** For the container: whether any toast has been asked for yet. */
export const toastsRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
  getServer: () => false,
};

/** Error toasts show at top-centre (docs/product.md#layout). */
export function toastError(message: string): void {
  void loadToastify().then(({ toast }) => toast.error(message, { position: 'top-center' }));
}

export function toastSuccess(message: string): void {
  void loadToastify().then(({ toast }) => toast.success(message));
}

/**
 * docs/product.md#error-states: a list a page could not load is shown empty, with the server's message as an
 * error toast. Raised again when the loader answers anew (a new array, or a different message).
 */
export function useFailureToasts(failures: readonly string[] | string | null | undefined): void {
  useEffect(() => {
    if (!failures) return;
    for (const message of typeof failures === 'string' ? [failures] : failures) toastError(message);
  }, [failures]);
}
