import { useEffect, useRef } from 'react';
import { CloseIcon } from './icons.tsx';

/** A centred card over a dimmed page: the look of every dialog that does not place itself (as the cart drawer does). */
export const MODAL_CARD =
  'm-auto max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white text-ink shadow-2xl backdrop:bg-brand-950/50';

/**
 * A modal built on the native <dialog>: the browser traps focus, closes on Escape and restores focus to the
 * opener. Page scrolling is locked while it is open (docs/product.md#cart-drawer).
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy?: string;
  label?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) document.documentElement.style.overflow = '';
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches the backdrop; Escape closes natively
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={className}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

/** A dialog's × button; `className` adds placement before its own round hover look. */
export function DialogCloseButton({
  label,
  onClick,
  className,
  iconClassName,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={[className, 'rounded-full p-2 hover:bg-brand-50'].filter(Boolean).join(' ')}
    >
      <CloseIcon className={iconClassName} />
    </button>
  );
}
