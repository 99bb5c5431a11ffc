// The login page's real JavaScript weight, as a browser downloads it: every script response of a cold load
// of `/login` in Chromium until the login form is shown and the network has been idle for a second, with
//   - `gzip`: the body gzip'ed at level 9, independent of the server: the definition, and what the
//     build's .gz files are. The budget (140 KB, goal 115 KB) applies to this figure;
//   - `transfer`: the compressed body bytes on the wire (Playwright's request sizes: the response body as
//     sent, with the Content-Encoding the server chose for Chromium's Accept-Encoding, i.e. brotli);
//   - `headers`: the response header bytes, reported apart.
// "Idle" is measured here rather than with Playwright's `networkidle` (500 ms without a connection),
// which on a busy machine can fire while the entry script still runs and before it asks for the login
// screen's chunks.
// Used by `npm run bench` (scripts/bench-web.mjs) and by the budget test tests/e2e/login-weight.spec.ts.
import { gzipSync } from 'node:zlib';

export const LOGIN_JS_BUDGET_KB = 140;
export const LOGIN_JS_GOAL_KB = 115;

const QUIET_MS = 1000;
const LIMIT_MS = 60_000;

/**
 * @param {import('@playwright/test').Page} page a page of a fresh browser context (empty cache)
 * @param {string} url the login page's URL
 */
export async function measureLoginJavaScript(page, url) {
  const pending = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, body, headers] = await Promise.all([
          response.request().sizes(),
          response.body(),
          response.allHeaders(),
        ]);
        return {
          url: response.url(),
          encoding: headers['content-encoding'] ?? 'none',
          transfer: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // The login page is shown: its heading and a field of its form.
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: LIMIT_MS });
  await page.getByRole('textbox').first().waitFor({ timeout: LIMIT_MS });
  const until = Date.now() + LIMIT_MS;
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() > until) throw new Error(`the network did not become idle (${inFlight} requests open)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  const files = (await Promise.allSettled(pending))
    .filter((result) => result.status === 'fulfilled')
    .map((result) => result.value);
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return {
    files,
    requested: pending.length,
    transfer: sum('transfer'),
    headers: sum('headers'),
    gzip: sum('gzip'),
  };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
