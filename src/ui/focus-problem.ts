import { flushSync } from 'react-dom';

/**
 * A press that may find something missing (a choice not made, a box not ticked): the press is sent and
 * rendered at once, then, when a field now shows its message (`.field__error`, named by the field's
 * aria-describedby), that field gets the focus. A phone scrolls to it and a screen reader reads the
 * message with it. This is why the portal's buttons stay enabled: pressing is how a customer learns
 * what is still missing. `root` is the form, or the document for a step that is not one.
 */
export function pressThenFocusProblem(root: ParentNode | null, press: () => void): void {
  flushSync(press);
  const message = root?.querySelector<HTMLElement>('.field__error[id]');
  if (!root || !message) return;
  const owner = [...root.querySelectorAll<HTMLElement>('[aria-describedby]')].find((element) =>
    (element.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(message.id),
  );
  const control = owner?.matches('input, select, textarea')
    ? owner
    : owner?.querySelector<HTMLElement>('input, select, textarea');
  control?.focus();
}
