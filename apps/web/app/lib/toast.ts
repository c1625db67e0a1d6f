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

/** Error toasts show at top-centre (SPEC §2). */
export function toastError(message: string): void {
  void loadToastify().then(({ toast }) => toast.error(message, { position: 'top-center' }));
}

export function toastSuccess(message: string): void {
  void loadToastify().then(({ toast }) => toast.success(message));
}
