import { afterEach, describe, expect, it } from 'vitest';
import { focusMainHeadingWhenReady, mainHeadingSnapshot } from '../../src/app/shell/focus-heading';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(title: string): HTMLElement {
  document.body.innerHTML = `<main id="main"><h1>${title}</h1></main>`;
  return document.querySelector('h1') as HTMLElement;
}

describe('after a navigation focus goes to the new page’s heading, never to the page being left', () => {
  it('focuses the heading at once when the new page is already there', () => {
    const heading = page('Ataskaitos');
    focusMainHeadingWhenReady();
    expect(document.activeElement).toBe(heading);
  });

  it('waits while only the old page’s heading is on screen, then focuses the new one', async () => {
    const old = page('Pradžia');
    const stop = focusMainHeadingWhenReady(10_000, mainHeadingSnapshot());
    expect(document.activeElement).not.toBe(old);
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = '<h1>Ataskaitos</h1>';
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(document.activeElement?.textContent).toBe('Ataskaitos');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    stop();
  });

  it('the same element with a new text (a screen rendered in place) is the new heading', async () => {
    const heading = page('Dokumentai');
    const stop = focusMainHeadingWhenReady(10_000, mainHeadingSnapshot());
    expect(document.activeElement).not.toBe(heading);
    heading.textContent = 'Pranešimai';
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(document.activeElement).toBe(heading);
    stop();
  });
});
