import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Accepts only essential cookies so the banner does not cover content in screenshots. */
export async function dismissCookies(page: Page) {
  const button = page.getByRole('button', { name: 'Tik būtinieji' });
  if (await button.isVisible()) await button.click();
}
