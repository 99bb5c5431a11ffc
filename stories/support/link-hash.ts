/**
 * The e-mail hash-link pages (external GDPR consent, advertising, potential-customer exit) read the
 * hash from window.location, not from the router, so a story puts it in the iframe's own address
 * (as the URL fragment, which Storybook does not use) and removes it again when the story is left.
 */
export const STORY_LINK_HASH = 'story-link-hash-0001';

export function withLocationHash(hash: string = STORY_LINK_HASH): () => () => void {
  return () => {
    const before = window.location.href;
    window.history.replaceState(window.history.state, '', `#${hash}`);
    return () => window.history.replaceState(window.history.state, '', before);
  };
}
