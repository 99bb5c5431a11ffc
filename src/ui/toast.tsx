import { useEffect, type ReactNode } from 'react';
import './toast.css';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastMessage {
  id: number;
  tone: ToastTone;
  text: ReactNode;
  /** Closes by itself after this many ms; null: a message that needs reading stays until dismissed. */
  autoCloseMs: number | null;
}

function ToastItem({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastMessage;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  useEffect(() => {
    if (toast.autoCloseMs === null) return undefined;
    const timer = setTimeout(() => onDismiss(toast.id), toast.autoCloseMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.autoCloseMs, onDismiss]);
  return (
    <div className={`toast toast--${toast.tone}`} data-testid="toast">
      <p className="toast__text">{toast.text}</p>
      {toast.autoCloseMs === null ? (
        <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)}>
          {closeLabel}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Short messages over the page. Two live regions stay in the document so screen readers announce what
 * is added: errors assertively (role=alert), the rest politely (role=status).
 */
export function ToastRegion({
  toasts,
  onDismiss,
  closeLabel,
}: {
  toasts: readonly ToastMessage[];
  onDismiss: (id: number) => void;
  /** The close button's text, e.g. "Uždaryti". */
  closeLabel: string;
}) {
  const item = (toast: ToastMessage) => (
    <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} />
  );
  return (
    <div className="toast-region">
      <div role="status" aria-live="polite">
        {toasts.filter((t) => t.tone !== 'error').map(item)}
      </div>
      <div role="alert" aria-live="assertive">
        {toasts.filter((t) => t.tone === 'error').map(item)}
      </div>
    </div>
  );
}
