import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { describeQuery, pageScript, waitFor, type Engine } from './engine';
import { findElement, type Query } from './page-query';

/** Debian's Firefox ESR; FIREFOX_PATH overrides it. */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox over WebDriver BiDi (puppeteer-core's `browser: 'firefox'`, the protocol Firefox itself
 * implements), headless. One browser per journey, with its own profile: nothing is shared between runs.
 */
export async function launchFirefox(baseUrl: string): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      // The blocker a customer's Firefox has: a PDF must open in a new tab from the tap itself.
      'dom.disable_open_during_load': true,
    },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(120_000);

  const evaluate = <R>(fn: (...args: never[]) => unknown, args: unknown[]) =>
    page.evaluate(`(function () { ${pageScript(fn, args)} })()`) as Promise<R>;

  /** The element now, or null (one look: the caller's condition waits). */
  const find = async (query: Query): Promise<ElementHandle<Element> | null> => {
    const handle = await page.evaluateHandle(`(function () { ${pageScript(findElement, [query])} })()`);
    const found = handle.asElement();
    if (!found) await handle.dispose();
    return found as ElementHandle<Element> | null;
  };

  /** Acts on the element once it is there, finding it again when React replaced it in between. */
  const act = async (query: Query, action: (handle: ElementHandle<Element>) => Promise<void>) => {
    await waitFor(`${describeQuery(query)} to accept the action in Firefox`, async () => {
      const handle = await find(query);
      if (!handle) return null;
      try {
        await action(handle);
        return true;
      } finally {
        await handle.dispose();
      }
    });
  };

  return {
    name: 'firefox',
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    async reload() {
      try {
        await page.reload({ waitUntil: 'load' });
      } catch (error) {
        // The page may start a navigation of its own while reloading (the app's reload-once guard when
        // the reload cancelled a code download): the journey checks what the page shows next.
        if (!(error instanceof Error && error.message.includes('NS_BINDING_ABORTED'))) throw error;
      }
    },
    async back() {
      // A page restored from the back/forward cache fires no load event, so nothing is awaited here:
      // the journey waits for what the page shows.
      void page.goBack().catch(() => undefined);
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    run: (fn, ...args) => evaluate(fn as (...args: never[]) => unknown, args),
    async exists(query) {
      const handle = await find(query);
      await handle?.dispose();
      return handle !== null;
    },
    click: (query) => act(query, (handle) => handle.click()),
    type: (query, text) => act(query, (handle) => handle.type(text)),
    setFiles: (query, paths) =>
      act(query, (handle) => (handle as ElementHandle<HTMLInputElement>).uploadFile(...paths)),
    async otherTabUrls() {
      const pages = await browser.pages();
      return pages.filter((other) => other !== page).map((other) => other.url());
    },
    async closeOtherTabs() {
      for (const other of await browser.pages()) if (other !== page) await other.close();
    },
    async quit() {
      await browser.close();
    },
  };
}
