import { useId, useState } from 'react';
import { Dialog, MODAL_CARD } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';

/**
 * Asks before anything destructive: `confirm({ title, body, action })` resolves true only when the person
 * presses the action button. Escape, the backdrop and Cancel all say no.
 */
export function useConfirm() {
  const [request, setRequest] = useState<
    { title: string; body: React.ReactNode; action: string; resolve: (yes: boolean) => void } | undefined
  >();
  const titleId = useId();
  const answer = (yes: boolean) => {
    request?.resolve(yes);
    setRequest(undefined);
  };
  const confirm = (ask: { title: string; body: React.ReactNode; action: string }) =>
    new Promise<boolean>((resolve) => setRequest({ ...ask, resolve }));
  const dialog = (
    <Dialog
      open={Boolean(request)}
      onClose={() => answer(false)}
      labelledBy={titleId}
      className={`${MODAL_CARD} w-[min(28rem,calc(100vw-2rem))] p-6`}
    >
      <h2 id={titleId} className="text-xl text-brand-900">
        {request?.title}
      </h2>
      <div className="mt-2 text-sm text-stone-700">{request?.body}</div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => answer(false)}>
          Cancel
        </Button>
        <Button variant="danger" size="sm" onClick={() => answer(true)}>
          {request?.action}
        </Button>
      </div>
    </Dialog>
  );
  return { confirm, dialog };
}
