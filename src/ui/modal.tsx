import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
  /** An alert dialog needs a decision (e.g. the session-expiry warning). */
  alert?: boolean;
}

/** A native <dialog> shown modally: focus trap, Escape and inert background come from the browser. */
export function Modal({ open, title, onClose, closeLabel, children, alert = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {onClose && closeLabel ? (
          <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
