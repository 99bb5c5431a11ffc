/**
 * Issue 15: the JavaScript a browser downloads to show /login (every script response of a cold load until
 * the network is idle, compressed body bytes on the wire) stays within the budget of 140 KB, and every
 * script worth compressing goes out compressed. Same measurement as `npm run bench` (scripts/login-weight.mjs).
 */
import { expect, test } from '@playwright/test';
import { measureLoginJavaScript } from '../../scripts/login-weight.mjs';

test('the login page downloads at most 140 KB of JavaScript, compressed on the wire', async ({ page }) => {
  const result = await measureLoginJavaScript(page, '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const report = result.files
    .map((file) => `${file.transfer} B ${file.encoding} (gzip ${file.gzip} B)  ${new URL(file.url).pathname}`)
    .join('\n');
  console.log(
    `login JavaScript: ${(result.transfer / 1024).toFixed(1)} KB on the wire, ${(result.gzip / 1024).toFixed(1)} KB as gzip, ${result.files.length} files`,
  );
  expect(result.files.length, report).toBe(result.requested);
  expect(result.files.length, report).toBeGreaterThan(0);
  expect(result.transfer / 1024, report).toBeLessThanOrEqual(140);
  // Nothing worth compressing goes out raw (Chromium accepts brotli and gzip).
  expect(
    result.files.filter((file) => file.encoding === 'none' && file.transfer > 1024).map((file) => file.url),
  ).toEqual([]);
});
