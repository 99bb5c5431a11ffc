import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** WCAG 2.0/2.1 A and AA: the bar every screen must pass with zero violations. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** Waits until the page's main heading is rendered (lazy route chunks loaded). */
export async function heading(page: Page) {
  const h1 = page.locator('main h1').first();
  await expect(h1).toBeVisible();
  return h1;
}

/**
 * Contract numbers (2P-…, 3P-…) in the page's main text that the browser may break at their hyphen: each
 * must stand in an element whose white-space keeps it on one line. Collapsed panels count too, they open
 * on the same screen. Options of a select are one line anyway.
 */
export async function breakableContractNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('option, script, style')) continue;
      const whiteSpace = getComputedStyle(parent).whiteSpace;
      if (whiteSpace === 'nowrap' || whiteSpace === 'pre') continue;
      for (const match of (node.textContent ?? '').matchAll(/\b\dP-\d+\b/g))
        found.push(
          `${location.pathname}: ${match[0]} in "${(parent.textContent ?? '').trim().slice(0, 60)}"`,
        );
    }
    return found;
  });
}

/** Accepts only essential cookies so the banner does not cover content in screenshots. */
export async function dismissCookies(page: Page) {
  const button = page.getByRole('button', { name: 'Tik būtinieji' });
  if (await button.isVisible()) await button.click();
}

/**
 * The demo's outside parties that scripts/e2e-server.mjs starts beside each lane's server (playwright.config.ts),
 * on the server's port + 30 and the next four: the SMTP capture (its reader on + 31), the SMS gateway
 * (+ 32), the bank (+ 33) and SK's Smart-ID / Mobile-ID fake (+ 34). Read from the running test's project, so each lane talks to its own.
 */
function fakesBasePort(): number {
  const base = test.info().project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8091}`;
  return Number(new URL(base).port) + 30;
}
export const fakeMailReader = () => `http://127.0.0.1:${fakesBasePort() + 1}/messages`;
/** SK's fake on + 34, with its "phone" (POST /phone/scan, /phone/open: server/fakes/sk/sk-fake.ts). */
export const skFakePhone = () => `http://127.0.0.1:${fakesBasePort() + 4}/phone`;
const fakeBank = () => `http://127.0.0.1:${fakesBasePort() + 3}`;

/** A handover assertion the demo bank signs for a personal code (server/fakes/bank.ts). */
export async function bankHandoverToken(request: APIRequestContext, personalCode: string): Promise<string> {
  const response = await request.post(`${fakeBank()}/api/handover`, { data: { personalCode } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}
