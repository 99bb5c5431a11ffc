/**
 * Moves focus to the page's main heading (`main h1`), making it programmatically focusable
 * (tabIndex -1) first. Views render their own h1; the shell owns where focus goes, so the attribute is
 * set here rather than in every view. Returns false when the page has no heading (yet).
 */
export function focusMainHeading(root: ParentNode = document): boolean {
  const heading = root.querySelector<HTMLElement>('#main h1');
  if (!heading) return false;
  // An h1's tabIndex property already reads -1 without the attribute, yet it is not focusable then.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
  return true;
}

/**
 * Focuses the main heading as soon as the new page has rendered one (lazy route chunks and the pending
 * page come first). Gives up after `timeoutMs`, leaving focus where it was. Returns a cancel function.
 */
export function focusMainHeadingWhenReady(timeoutMs = 10_000): () => void {
  if (focusMainHeading()) return () => undefined;
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusMainHeading()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
