// The login page's real JavaScript weight, as a browser downloads it: every script response of a cold load
// of `/login` in Chromium until the network is idle, with
//   - `transfer`: the compressed body bytes on the wire (Playwright's request sizes: the response body as
//     sent, with the Content-Encoding the server chose for Chromium's Accept-Encoding; headers not counted);
//   - `headers`: the response header bytes, reported apart;
//   - `gzip`: the body gzip'ed at level 9, independent of the server (the first definition, and what
//     the build's .gz files are).
// The budget (140 KB, goal 115 KB) applies to `transfer`, what the phone actually downloads.
// Used by `npm run bench` (scripts/bench-web.mjs) and by the budget test tests/e2e/login-weight.spec.ts.
import { gzipSync } from 'node:zlib';

export const LOGIN_JS_BUDGET_KB = 140;
export const LOGIN_JS_GOAL_KB = 115;

/**
 * @param {import('@playwright/test').Page} page a page of a fresh browser context (empty cache)
 * @param {string} url the login page's URL
 */
export async function measureLoginJavaScript(page, url) {
  const pending = [];
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
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.allSettled(pending))
    .filter((result) => result.status === 'fulfilled')
    .map((result) => result.value);
  files.sort((a, b) => b.transfer - a.transfer);
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
