import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, WebElement, type WebDriver } from 'selenium-webdriver';
import { describeQuery, pageScript, waitFor, type Engine } from './engine';
import { findElement, type Query } from './page-query';

/** Debian's webkit2gtk-driver (WEBKIT_DRIVER_PATH overrides it) and the MiniBrowser it drives. */
const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ??
  readdirSync('/usr/lib')
    .map((arch) => join('/usr/lib', arch, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path)) ??
  'MiniBrowser';

/**
 * MiniBrowser's toolbar would keep its window wider than a phone (about 450 px): a GTK style sheet of the
 * browser's own profile shrinks the toolbar's widgets, so the page's viewport can be 390 px. It styles
 * GTK's widgets only; the page is laid out by WebKit as ever.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * WebKit (WebKitGTK, the engine closest to iPhone Safari that runs on Linux) over classic WebDriver:
 * Debian's WebKitWebDriver started here on a free loopback port, driving MiniBrowser in an X server
 * (run the suite under `xvfb-run`), with selenium-webdriver as the client. One browser per journey.
 */
export async function launchWebKit(baseUrl: string): Promise<Engine> {
  if (!process.env.DISPLAY) throw new Error('WebKit needs an X display: run the suite under xvfb-run');
  if (!existsSync(DRIVER)) throw new Error(`${DRIVER} is missing: apt-get install webkit2gtk-driver`);
  const profile = mkdtempSync(join(tmpdir(), 'portal-webkit-'));
  mkdirSync(join(profile, 'gtk-3.0'));
  writeFileSync(join(profile, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const server: ChildProcess = spawn(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, XDG_CONFIG_HOME: profile },
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitFor('WebKitWebDriver to listen', async () => (await fetch(`${driverUrl}/status`)).ok);
    driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    server.kill();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  await driver.manage().setTimeouts({ pageLoad: 120_000, script: 120_000 });
  const home = await driver.getWindowHandle();
  const viewport = () =>
    driver.executeScript<[number, number]>('return [window.innerWidth, window.innerHeight];');
  // What the toolbar adds to the page's size: measured once the window has taken a known size.
  const toolbar = await waitFor('the WebKit window to take its size', async () => {
    await driver.manage().window().setRect({ width: 1280, height: 900 });
    const rect = await driver.manage().window().getRect();
    const [innerWidth, innerHeight] = await viewport();
    const [againWidth, againHeight] = await viewport();
    const settled = rect.width === 1280 && innerWidth === againWidth && innerHeight === againHeight;
    return settled && innerWidth <= 1280 && innerWidth > 0
      ? { width: rect.width - innerWidth, height: rect.height - innerHeight }
      : null;
  });

  /** The element now, or null (one look: the caller's condition waits). */
  const find = async (query: Query): Promise<WebElement | null> => {
    const found: unknown = await driver.executeScript(pageScript(findElement, [query]));
    return found instanceof WebElement ? found : null;
  };

  /** Acts on the element once it is there, finding it again when React replaced it in between. */
  const act = async (query: Query, action: (element: WebElement) => Promise<void>) => {
    await waitFor(`${describeQuery(query)} to accept the action in WebKit`, async () => {
      const found = await find(query);
      if (!found) return null;
      await action(found);
      return true;
    });
  };

  return {
    name: 'webkit',
    async goto(path) {
      await driver.get(new URL(path, baseUrl).href);
    },
    async reload() {
      await driver.navigate().refresh();
    },
    async back() {
      await driver.navigate().back();
    },
    async setViewport(width, height) {
      // The window includes the toolbar: the window is the page's size plus the toolbar's, and GTK
      // resizes it asynchronously, so the page's size is waited for.
      await driver
        .manage()
        .window()
        .setRect({ width: width + toolbar.width, height: height + toolbar.height });
      await waitFor(`a ${width} × ${height} px page in WebKit`, async () => {
        const [innerWidth, innerHeight] = await viewport();
        return innerWidth === width && innerHeight === height;
      });
    },
    // The page's answer is JSON as the function returned it (WebDriver awaits a returned promise).
    run: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
      driver.executeScript<Awaited<R>>(pageScript(fn as (...args: never[]) => unknown, args)),
    exists: async (query) => (await find(query)) !== null,
    click: (query) => act(query, (found) => found.click()),
    type: (query, text) => act(query, (found) => found.sendKeys(text)),
    setFiles: (query, paths) => act(query, (found) => found.sendKeys(paths.join('\n'))),
    async otherTabUrls() {
      const urls: string[] = [];
      for (const handle of await driver.getAllWindowHandles()) {
        if (handle === home) continue;
        await driver.switchTo().window(handle);
        urls.push(await driver.getCurrentUrl());
      }
      await driver.switchTo().window(home);
      return urls;
    },
    async closeOtherTabs() {
      for (const handle of await driver.getAllWindowHandles()) {
        if (handle === home) continue;
        await driver.switchTo().window(handle);
        await driver.close();
      }
      await driver.switchTo().window(home);
    },
    async quit() {
      try {
        await driver.quit();
      } finally {
        server.kill();
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}
