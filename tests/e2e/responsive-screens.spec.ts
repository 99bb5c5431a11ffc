import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP, PHONE, loggedIn, openScreen, rich } from './responsive-support';
import { dismissCookies } from './support';

/**
 * Issue 10: how the dashboard, transactions, reports and login look on a 390 px phone and a 1280 px
 * desktop, compared with the committed baselines (tests/e2e/responsive-screens.spec.ts-snapshots/) in
 * Debian's Chromium with its fonts. The browser clock is frozen for the whole run and animations are
 * off. The demo seed is generated relative to today, so figures and dates change from day to day: every
 * element whose own text holds a digit is masked (and the chart), and only the first screen (the
 * viewport, not the whole page, whose length follows the number of rows) is compared. Update the
 * baselines with `--update-snapshots` after an intended layout change.
 */

const SIZES = { phone: PHONE, desktop: DESKTOP } as const;

/**
 * Marks every element whose own text holds a digit (dates, amounts, contract numbers, counts) and
 * returns the regions to mask: those elements and the charts. Labels, headings and layout stay visible.
 */
async function dataRegions(page: Page) {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/\d/.test(node.textContent ?? '')) node.parentElement?.setAttribute('data-screenshot-mask', '');
    }
  });
  return [page.locator('main [data-screenshot-mask]'), page.locator('main svg:not([width])')];
}

async function compare(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: await dataRegions(page),
    maxDiffPixelRatio: 0.01,
  });
}

test.describe('screenshots', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await loggedIn(browser, rich));
    await page.clock.setFixedTime(new Date());
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`dashboard, transactions and reports at ${size} size`, async () => {
      await page.setViewportSize(viewport);
      for (const [path, name] of [
        ['/portal/dashboard', 'dashboard'],
        ['/portal/account-transactions', 'transactions'],
        ['/portal/reports', 'reports'],
      ] as const) {
        await openScreen(page, path);
        await compare(page, `${name}-${size}`);
      }
    });
  }
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`login at ${size} size`, async ({ page }) => {
    await page.clock.setFixedTime(new Date());
    await page.setViewportSize(viewport);
    await openScreen(page, '/login/smart-id');
    await dismissCookies(page);
    await compare(page, `login-${size}`);
  });
}
