/** The page's main heading as it stood at some moment (which element, with which text). */
export interface HeadingSnapshot {
  element: Element | null;
  text: string | null;
}

/** The main heading now (`#main h1`), to tell a later page's heading from this one. */
export function mainHeadingSnapshot(root: ParentNode = document): HeadingSnapshot {
  const element = root.querySelector('#main h1');
  return { element, text: element?.textContent ?? null };
}

/**
 * Moves focus to the page's main heading (`main h1`), making it programmatically focusable
 * (tabIndex -1) first. Views render their own h1; the shell owns where focus goes, so the attribute is
 * set here rather than in every view. Returns false when the page has no heading (yet), or only the
 * `stale` one (the heading of the page being left, still on screen until the new page renders).
 */
export function focusMainHeading(root: ParentNode = document, stale?: HeadingSnapshot): boolean {
  const heading = root.querySelector<HTMLElement>('#main h1');
  if (!heading) return false;
  if (stale && heading === stale.element && heading.textContent === stale.text) return false;
  // An h1's tabIndex property already reads -1 without the attribute, yet it is not focusable then.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
  return true;
}

/**
 * Focuses the main heading as soon as the new page has rendered one (lazy route chunks, the pending page
 * and the page being left come first: `stale` is that page's heading, never focused). Gives up after
 * `timeoutMs`, leaving focus where it was. Returns a cancel function.
 */
export function focusMainHeadingWhenReady(timeoutMs = 10_000, stale?: HeadingSnapshot): () => void {
  if (focusMainHeading(document, stale)) return () => undefined;
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusMainHeading(document, stale)) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  return stop;
}
