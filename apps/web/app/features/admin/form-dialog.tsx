import { type FormEvent, type ReactNode, useId } from 'react';
import { Dialog, MODAL_CARD } from '#app/components/dialog.tsx';
import { Button, type ButtonVariant } from '#app/components/ui/button.tsx';

// Tailwind reads class names whole, so each width is written out.
const WIDTHS = {
  narrow: 'w-[min(28rem,calc(100vw-2rem))]',
  medium: 'w-[min(30rem,calc(100vw-2rem))]',
  wide: 'w-[min(40rem,calc(100vw-2rem))]',
} as const;

/**
 * A back-office dialog: a centred card, labelled by the heading its content gives `titleId`. Its content mounts
 * each time it opens, so a form in it starts afresh.
 */
export function AdminDialog({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: keyof typeof WIDTHS;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={`${MODAL_CARD} ${WIDTHS[width]} p-6`}
    >
      {children(titleId)}
    </Dialog>
  );
}

/** The form of a dialog: its heading, what it does in a sentence, its fields, then Cancel and the action. */
export function DialogForm({
  titleId,
  title,
  intro,
  onSubmit,
  onCancel,
  action,
  actionVariant,
  busy,
  children,
}: {
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  action: string;
  actionVariant?: ButtonVariant;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <h2 id={titleId} className="text-xl text-brand-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{intro}</p>
      {children}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" variant={actionVariant} busy={busy}>
          {action}
        </Button>
      </div>
    </form>
  );
}
