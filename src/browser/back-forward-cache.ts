/**
 * A page the browser restores from its back/forward cache comes back exactly as it was left, the
 * session in memory included: after a logout on another page of the same tab, Back would show the
 * customer's data again (WebKit keeps such pages), and a session whose token another page of the tab
 * has since rotated would be used again. Such a page loads afresh instead, from what the tab stores now.
 */
export function reloadWhenRestoredFromCache(target: Pick<Window, 'addEventListener' | 'location'>): void {
  target.addEventListener('pageshow', (event) => {
    if (event.persisted) target.location.reload();
  });
}
