import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropDoubleTapStrays } from '../../../src/browser/double-tap';

/** A fresh document each time, so one test's listener does not see another's clicks. */
function page() {
  const doc = document.implementation.createHTMLDocument('double tap');
  doc.body.innerHTML = `
    <button id="next">Toliau</button>
    <a id="terms" href="#terms"><span id="terms-label">Naudojimosi sąlygos</span></a>
    <input id="consent" type="checkbox" />`;
  dropDoubleTapStrays(doc);
  const byId = (id: string) => doc.getElementById(id) as HTMLElement;
  const click = (id: string, detail: number) =>
    byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
  return { byId, click };
}

describe('a double tap whose second click lands on what moved under the finger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the second click on another element is dropped: no handler runs, no default action', () => {
    const { byId, click } = page();
    const onTerms = vi.fn();
    byId('terms').addEventListener('click', onTerms);
    click('next', 1);
    const reached = click('terms', 2);
    expect(onTerms).not.toHaveBeenCalled();
    // dispatchEvent answers false when the default action (following the link) was prevented.
    expect(reached).toBe(false);
  });

  it('a checkbox under the finger is not ticked by the stray click', () => {
    const { byId, click } = page();
    click('next', 1);
    click('consent', 2);
    expect((byId('consent') as HTMLInputElement).checked).toBe(false);
  });

  it('a second click on the same element (or inside it) goes through, as do clicks made one by one', () => {
    const { byId, click } = page();
    const onTerms = vi.fn();
    byId('terms').addEventListener('click', onTerms);
    click('terms', 1);
    click('terms-label', 2);
    click('next', 1);
    click('terms', 1);
    // Keyboard activation has detail 0.
    click('terms', 0);
    expect(onTerms).toHaveBeenCalledTimes(4);
  });
});
