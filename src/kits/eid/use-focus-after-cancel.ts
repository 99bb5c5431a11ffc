import { useEffect, useRef } from 'react';

/** How many animation frames to wait for the form to leave its pending state (its fields are disabled). */
const MAX_FRAMES = 60;

/**
 * Moves focus back to the form's first field once the eID wait is over after "Atšaukti" (the cancel
 * button disappears with the control code; without this focus would fall to the page body). The form
 * leaves its pending state a moment after the eID state ends, so the field may still be disabled: wait
 * for it a few frames.
 */
export function useFocusAfterCancel(inEid: boolean) {
  const formRef = useRef<HTMLDivElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (inEid || !cancelled.current) return;
    cancelled.current = false;
    let frame = 0;
    let handle = 0;
    const focusField = () => {
      const field = formRef.current?.querySelector<HTMLInputElement>('input:not([type=hidden])');
      if (field && !field.disabled) {
        field.focus();
        return;
      }
      if (++frame < MAX_FRAMES) handle = window.requestAnimationFrame(focusField);
    };
    focusField();
    return () => window.cancelAnimationFrame(handle);
  }, [inEid]);
  return {
    formRef,
    markCancelled: () => {
      cancelled.current = true;
    },
  };
}
