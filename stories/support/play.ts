/**
 * Helpers for play functions that drive a story into a state. They find elements by their form
 * `name` (not by text), so they work in either locale, and wait for lazily loaded pages.
 */
import { userEvent, waitFor } from 'storybook/test';

const TIMEOUT = { timeout: 10_000 };

export async function findElement<T extends Element>(root: HTMLElement, selector: string): Promise<T> {
  return waitFor(() => {
    const element = root.querySelector<T>(selector);
    if (!element) throw new Error(`Not rendered yet: ${selector}`);
    return element;
  }, TIMEOUT);
}

/** Replaces the text of the field called `name`. */
export async function typeInto(root: HTMLElement, name: string, text: string): Promise<void> {
  const input = await findElement<HTMLInputElement>(root, `[name="${name}"]`);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

export async function click(root: HTMLElement, selector: string): Promise<void> {
  await userEvent.click(await findElement<HTMLElement>(root, selector));
}

/** Presses the submit button of the visible form. */
export async function submit(root: HTMLElement): Promise<void> {
  await click(root, 'form button[type="submit"]');
}

/** Waits until `selector` matches (e.g. a loader or an alert appeared). */
export async function waitForElement(root: HTMLElement, selector: string): Promise<void> {
  await findElement(root, selector);
}
