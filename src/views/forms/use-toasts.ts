import { useCallback, useRef, useState, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_SUCCESS_AUTO_CLOSE_MS } from '../../domain/constants';
import type { ToastMessage, ToastTone } from '../../ui/toast';

/** How long a toast stays (§9): 1500 ms for a success, 500 ms otherwise; null stays until dismissed. */
export function toastAutoCloseMs(tone: ToastTone, options: { needsReading?: boolean } = {}): number | null {
  if (options.needsReading) return null;
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
