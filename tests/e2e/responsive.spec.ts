import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  WIDTHS,
  PHONE,
  DESKTOP,
  horizontalOverflow,
  loggedIn,
  openScreen,
  rich,
  smallTapTargets,
  sparse,
  type Persona,
} from './responsive-support';
import { breakableContractNumbers, dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Issue 10 item 1: every working screen fits 320, 390, 768 and 1280 px wide windows without scrolling
 * sideways, and its tap targets are at least 44 px. Each screen is loaded once and measured at every
 * width by resizing the window (CSS reflows the same as on a fresh load).
 */

const PUBLIC_SCREENS = [
  '/login/smart-id',
  '/login/mobile-id',
  '/login/email',
  '/login/remind-password',
  '/register',
  '/register/smart-id',
  '/register/mobile-id',
  '/terms-and-conditions',
  '/error-404',
  '/error-500',
  '/error-500?code=user_not_onboarded',
  '/error-sb',
  '/error-timeout',
];

const PORTAL_SCREENS = [
  '/portal/dashboard',
  '/portal/contractsoverview',
  '/portal/investment-funds',
  '/portal/accumulation-performance',
  '/portal/how-to-pay',
  '/portal/account-transactions',
  '/portal/documents-list',
  '/portal/reports',
  '/portal/notifications-list',
  '/portal/e-invoices/invoices',
  '/portal/e-invoices/invoices-agreements',
  '/portal/terms-and-conditions',
  '/portal/password-change',
  '/portal/fund-change/start',
  // Screens whose flow is being prepared render the "being prepared" page.
  '/portal/user-information',
  '/portal/onboarding',
];

async function measure(page: Page, path: string, widths: readonly number[]) {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? PHONE.height : DESKTOP.height });
    for (const item of await horizontalOverflow(page)) problems.push(`${path} @${width}: ${item}`);
    if (width === PHONE.width)
      for (const item of await smallTapTargets(page))
        problems.push(`${path} @${width}: small target ${item}`);
  }
  return problems;
}

test('public screens fit 320, 390, 768 and 1280 px', async ({ page }) => {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  const problems: string[] = [];
  for (const path of PUBLIC_SCREENS) {
    await page.setViewportSize(DESKTOP);
    await openScreen(page, path);
    problems.push(...(await measure(page, path, WIDTHS)));
  }
  expect(problems).toEqual([]);
});

for (const persona of [rich, sparse] satisfies Persona[]) {
  test.describe(`portal screens of ${persona.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await loggedIn(browser, persona));
    });
    test.afterAll(async () => {
      await context.close();
    });

    test('fit 320, 390, 768 and 1280 px with 44 px tap targets', async () => {
      const problems: string[] = [];
      for (const path of PORTAL_SCREENS) {
        await page.setViewportSize(DESKTOP);
        await openScreen(page, path);
        problems.push(...(await measure(page, path, WIDTHS)));
      }
      expect(problems).toEqual([]);
    });

    test('value chart axis labels are at least 11 px on a phone and do not overlap', async () => {
      for (const width of [320, PHONE.width]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await openScreen(page, '/portal/accumulation-performance');
        const charts = page.locator('.value-chart__plot svg');
        await expect(charts.first()).toBeVisible();
        const ticks = await charts.evaluateAll((svgs) =>
          svgs.map((svg) => {
            const scale = (svg as SVGSVGElement).getScreenCTM()?.a ?? 0;
            return [...svg.querySelectorAll('.value-chart__tick')].map((text) => ({
              size: scale * parseFloat(getComputedStyle(text).fontSize),
              box: text.getBoundingClientRect().toJSON() as DOMRect,
            }));
          }),
        );
        for (const chart of ticks) {
          expect(chart.length).toBeGreaterThan(1);
          for (const tick of chart) expect(tick.size).toBeGreaterThanOrEqual(11);
          // The dates along the bottom (same y) do not overlap each other.
          const bottom = Math.max(...chart.map((tick) => tick.box.top));
          const dates = chart
            .filter((tick) => tick.box.top === bottom)
            .sort((a, b) => a.box.left - b.box.left);
          for (let i = 1; i < dates.length; i += 1)
            expect(dates[i]!.box.left).toBeGreaterThanOrEqual(dates[i - 1]!.box.right);
        }
      }
    });

    test('the changed screens pass axe at 390 px', async () => {
      test.setTimeout(300_000);
      await page.setViewportSize(PHONE);
      for (const path of [
        '/portal/dashboard',
        '/portal/investment-funds',
        '/portal/accumulation-performance',
        '/portal/account-transactions',
        '/portal/documents-list',
        '/portal/reports',
        '/portal/e-invoices/invoices',
        '/portal/e-invoices/invoices-agreements',
      ]) {
        await openScreen(page, path);
        await expectNoAxeViolations(page, `${persona.name} ${path} at 390 px`);
      }
      // The phone menu, open.
      await page.getByRole('button', { name: 'Meniu' }).click();
      await expectNoAxeViolations(page, `${persona.name} phone menu open`);
    });
  });
}

test('dates, contract numbers and amounts do not break inside at 320 px', async ({ browser }) => {
  const { context, page } = await loggedIn(browser, rich);
  await page.setViewportSize({ width: 320, height: PHONE.height });
  const broken: string[] = [];
  for (const path of ['/portal/account-transactions', '/portal/e-invoices/invoices', '/portal/reports']) {
    await openScreen(page, path);
    // A single line is as tall as its line height: a value broken over two lines is about twice that.
    broken.push(
      ...(await page.evaluate(() => {
        const pattern = /^(\d{4}-\d\d-\d\d|\dP-\d+|-?[\d\u00a0]+,\d\d\u00a0€)$/;
        const out: string[] = [];
        for (const cell of document.querySelectorAll<HTMLElement>('main td, main th, main span, main dd')) {
          const text = (cell.textContent ?? '').trim();
          if (!pattern.test(text) || cell.children.length > 0) continue;
          const range = document.createRange();
          range.selectNodeContents(cell);
          if (range.getClientRects().length > 1) out.push(`${location.pathname}: "${text}"`);
        }
        return out;
      })),
    );
  }
  // Contract numbers inside sentences, headings and labels: kept on one line wherever they are written.
  const screens: [string, string | RegExp][] = [
    ['/portal/dashboard', '3P-2008813'],
    ['/portal/contracts-overview', 'Sutartis Nr. 3P-2008813'],
    ['/portal/how-to-pay', 'Sutartis Nr. 3P-2008813'],
    ['/portal/applications/main', /sutartis 3P-2008813/],
    ['/portal/notifications-list', 'Įmoka įskaityta'],
    ['/portal/documents-list', '2P-1004521'],
    ['/portal/fund-change/start', /Sutartis Nr\. 3P-2008813/],
  ];
  for (const [path, shown] of screens) {
    await openScreen(page, path);
    await expect(page.locator('main').getByText(shown).first()).toBeVisible();
    broken.push(...(await breakableContractNumbers(page)));
  }
  await context.close();
  expect(broken).toEqual([]);
});
