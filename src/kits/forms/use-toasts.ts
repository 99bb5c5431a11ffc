import { useCallback, useRef, useState, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_SUCCESS_AUTO_CLOSE_MS } from '../../domain/constants';
import type { ToastMessage, ToastTone } from '../../ui/toast';

/**
 * How long a toast stays (§9 "Toast auto-close: 500 ms (global), 1500 ms (success)"): 1500 ms for a
 * success, 500 ms for the other short notes; null stays until dismissed: a message that needs reading,
 * and every error (a §8 message must be read to be acted on, WCAG 2.2.1).
 */
export function toastAutoCloseMs(tone: ToastTone, options: { needsReading?: boolean } = {}): number | null {
  if (options.needsReading || tone === 'error') return null;
  return tone === 'success' ? TOAST_SUCCESS_AUTO_CLOSE_MS : TOAST_AUTO_CLOSE_MS;
}

/** A screen's toasts (UI state only): show one, dismiss one; `ToastRegion` renders them. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((tone: ToastTone, text: ReactNode, options: { needsReading?: boolean } = {}) => {
    const id = next.current++;
    setToasts((list) => [...list, { id, tone, text, autoCloseMs: toastAutoCloseMs(tone, options) }]);
  }, []);
  return { toasts, show, dismiss };
}
