/**
 * A double tap on a phone is two clicks at one spot. When the first one changes the page (a wizard's next
 * step, a shorter screen), the second lands on whatever has moved under the finger: a link out of the
 * portal, the terms, a checkbox. The browser numbers such clicks (`detail` 2, 3 …): one that reaches
 * another element than the first click's target is dropped before anything handles it. Clicks made one by
 * one (and by the keyboard, `detail` 0) are untouched.
 */
export function dropDoubleTapStrays(target: Pick<Document, 'addEventListener'>): void {
  let first: EventTarget | null = null;
  target.addEventListener(
    'click',
    (event) => {
      if (event.detail <= 1) {
        first = event.target;
        return;
      }
      const same =
        event.target === first ||
        (first instanceof Node && event.target instanceof Node && first.contains(event.target));
      if (same) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}
