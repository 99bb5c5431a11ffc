import type { Query } from './page-query';

/**
 * What the smoke journeys ask of a browser, the same verbs over WebDriver BiDi (Firefox, puppeteer-core)
 * and classic WebDriver (WebKit, selenium-webdriver). Every verb that needs an element waits for it
 * (a condition with a generous limit, never a fixed pause): on a busy 2-core machine a screen may take
 * seconds to appear.
 */
export interface Engine {
  readonly name: 'firefox' | 'webkit';
  /** A full load of a path of the portal (like typing the address). */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  /** The size of the page's viewport in CSS px. */
  setViewport(width: number, height: number): Promise<void>;
  /**
   * Runs a self-contained function in the page with JSON arguments and returns its (awaited) JSON
   * result. The function is sent as source text, so it may use nothing from outside its own body.
   */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Whether the element is there now (one look). */
  exists(query: Query): Promise<boolean>;
  click(query: Query): Promise<void>;
  /** Types into an empty field, as a person does (key by key). */
  type(query: Query, text: string): Promise<void>;
  /** Chooses files in a file field. */
  setFiles(query: Query, paths: string[]): Promise<void>;
  /** The addresses of the tabs other than the portal's own (a PDF opened in a new tab). */
  otherTabUrls(): Promise<string[]>;
  closeOtherTabs(): Promise<void>;
  quit(): Promise<void>;
}

/** Generous on a busy 2-core CI machine: a screen, a login or a signing may take seconds. */
export const WAIT_MS = 60_000;
const POLL_MS = 200;

/**
 * Waits until `check` returns a value other than false/null/undefined (errors count as "not yet") and
 * returns it; fails after `timeoutMs` with the description and the last error.
 */
export async function waitFor<T>(
  description: string,
  check: () => Promise<T | false | null | undefined>,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== false && value !== null && value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const why =
        lastError instanceof Error
          ? ` (last error: ${lastError.name} ${lastError.message.split('\n')[0]})`
          : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}${why}`);
    }
    // The interval between two checks of the condition, not a wait for the condition itself.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The script that runs `fn` in the page with `args`. tsx compiles this suite with esbuild's keepNames,
 * which wraps nested functions in `__name(…)`: the page gets a no-op of its own.
 */
export function pageScript(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `var __name = function (target) { return target; }; return (${fn.toString()}).apply(null, ${JSON.stringify(args)});`;
}

/** How a query reads in an error message. */
export function describeQuery(query: Query): string {
  return JSON.stringify(query);
}
