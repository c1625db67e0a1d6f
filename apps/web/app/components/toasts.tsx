import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastify, toastsRequested } from '#app/lib/toast.ts';

const ToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/** Toast defaults (docs/product.md#layout): top-right, 5000 ms, light theme, drag to dismiss at 80 percent. */
export function Toasts() {
  const requested = useSyncExternalStore(
    toastsRequested.subscribe,
    toastsRequested.get,
    toastsRequested.getServer,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        theme="light"
        draggablePercent={80}
        newestOnTop
        limit={4}
      />
    </Suspense>
  );
}
