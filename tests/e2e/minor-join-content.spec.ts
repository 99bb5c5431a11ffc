import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Issue 10 "content for each customer" and "English everywhere the customer reads", on the seeded
 * personas: the minor is sent to the customer centre (no register loop), a registered customer without
 * a contract gets a dashboard built around joining, the overdue e-invoice and the greeting on Jonas's
 * dashboard, the unread count in the menu, copy buttons on how to pay, notifications in English.
 *
 * The browser tests share one database and run one file at a time in name order, so this file's name
 * puts it after login.spec.ts (which expects 50001029996 unregistered; this file registers him) and
 * before onboarding.spec.ts (which signs him a pillar II contract).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

async function passwordLogin(page: Page) {
  await page.goto('/login/email');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('El. paštas arba naudotojo vardas').fill('jonas01');
  await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Savitarnos meniu' });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('a minor (61101012257)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`logging in leads to the customer centre, never to registration (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await smartIdLogin(page, '61101012257');
      await expect(page).toHaveURL(/\/error-500\?code=minor_not_allowed$/, { timeout: 20_000 });
      await expect(await heading(page)).toHaveText('Jus aptarnausime klientų aptarnavimo centre');
      await expect(page.getByText('tik pilnamečiai (nuo 18 metų)')).toBeVisible();
      const centre = page.getByRole('link', { name: 'Rasti artimiausią klientų aptarnavimo centrą' });
      await expect(centre).toHaveAttribute('href', /^https:\/\//);
      // No way into the register loop.
      await expect(page.getByRole('link', { name: 'Registruotis' })).toHaveCount(0);
      await expect(page.getByText('Pensijų kaupimo sutarties neturite')).toHaveCount(0);
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page, 'minor');
      await page.getByRole('link', { name: 'Grįžti į prisijungimą' }).click();
      await expect(page).toHaveURL(/\/login/);
    });
  }
});

test.describe('50001029996 registered, without a contract', () => {
  test('registers, logs in and gets a dashboard built around joining', async ({ page }) => {
    await page.goto('/register/smart-id');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('Asmens kodas').fill('50001029996');
    await page.locator('main form').getByRole('button', { name: 'Registruotis' }).click();
    await expect(page).toHaveURL(/\/register\/success$/, { timeout: 20_000 });

    await page.setViewportSize(PHONE);
    await smartIdLogin(page, '50001029996');
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByText('Sveiki, Lukas Vaitkus!')).toBeVisible();
    const join = page.getByRole('region', { name: 'Pradėkite kaupti pensijai' });
    await expect(join).toBeVisible();
    await expect(join.getByRole('link', { name: 'Pradėti kaupti II pakopoje' })).toBeVisible();
    await expect(join.getByRole('link', { name: 'Sudaryti III pakopos sutartį' })).toBeVisible();
    // Nothing that needs a contract: no totals, accounts, asset comparison, statement notice or tax relief.
    for (const absent of [
      'Sukauptas pensijų turtas',
      'Įmokos pagal sąskaitos tipą',
      'Turto palyginimas',
      'Svarbi informacija',
      'Susigrąžinkite iki 300 € gyventojų pajamų mokesčio',
    ]) {
      await expect(page.getByText(absent, { exact: true })).toHaveCount(0);
    }
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'join dashboard 390');
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page, 'join dashboard 1280');
  });
});

test.describe('30303039914 Jonas', () => {
  test.beforeEach(async ({ page }) => {
    await passwordLogin(page);
  });

  test('the dashboard greets him, surfaces the overdue e-invoice and counts unread notifications', async ({
    page,
  }) => {
    await expect(page.getByText('Sveiki, Jonas Petrauskas!')).toBeVisible();
    // The previous login (the seed's, or an earlier browser test's), shown to the minute, without seconds.
    await expect(
      page.getByText(/^Paskutinį kartą prisijungėte \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/),
    ).toBeVisible();
    const overdue = page.getByRole('status').filter({ hasText: 'Laiku neapmokėta e. sąskaita' });
    await expect(overdue).toContainText('3P-2008813');
    await expect(overdue).toContainText(/100,00\u00a0€ įmoka/);
    await overdue.getByRole('link', { name: 'Peržiūrėti e. sąskaitas' }).click();
    await expect(page).toHaveURL(/\/portal\/e-invoices\/invoices$/);
    await expect(page.getByText('ES-202611-2008813').first()).toBeVisible();
    await page.goBack();
    await heading(page);

    // The menu's Notifications item carries the unread count in its name.
    await expect(menu(page).getByRole('link', { name: /^Pranešimai \(\d+ neperskait/ })).toBeVisible();
    // Every working screen is reachable: accumulation performance and e-invoices from the dashboard.
    await page.getByRole('link', { name: 'Kaupimo rezultatai: vertė ir įmokėta suma' }).click();
    await expect(await heading(page)).toHaveText('Kaupimo rezultatai');
    await page.goBack();
    await expect(page.getByRole('link', { name: 'E. sąskaitos', exact: true })).toBeVisible();
    // One label for the pension total, the same figure in the asset comparison; investment funds apart.
    await expect(page.getByText('Sukauptas pensijų turtas', { exact: true })).toHaveCount(2);
    await expect(page.getByText('Investicinių fondų vertė į pensijų turtą neįskaičiuota.')).toBeVisible();
    // The investment-fund offer (when shown) never leads to the pillar III pension funds.
    await expect(page.getByRole('link', { name: 'Jūsų investiciniai fondai' })).toHaveAttribute(
      'href',
      '/portal/investment-funds',
    );
    await expectNoAxeViolations(page, 'dashboard');
  });

  test('how to pay: copy buttons for the IBAN, the payment purpose and the payer code, announced', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/portal/how-to-pay');
    await expect(await heading(page)).toHaveText('Kaip mokėti įmokas');
    await page.getByRole('button', { name: 'Kopijuoti: mokėtojo kodas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nukopijuota: mokėtojo kodas' })).toBeVisible();
    const payerCode = await page.evaluate(() => navigator.clipboard.readText());
    await expect(page.locator('.mono', { hasText: payerCode })).toBeVisible();
    await page.getByRole('button', { name: 'Kopijuoti: gavėjo sąskaita' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^LT\d{18}$/);
    await page.getByRole('button', { name: 'Kopijuoti: mokėjimo paskirtis' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'III pakopos pensijų įmoka pagal sutartį Nr. 3P-2008813',
    );
    // Jonas pays into pillar III: the tax relief and its calculator are for him.
    await expect(page.getByRole('heading', { name: 'Gyventojų pajamų mokesčio lengvata' })).toBeVisible();
    await expectNoAxeViolations(page, 'how to pay');
  });
});

test.describe('English', () => {
  test('50001018865 Mantas reads his notifications in English, with the unread count in the menu', async ({
    page,
  }) => {
    await page.goto('/login/mobile-id');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('Asmens kodas').fill('50001018865');
    await page.getByLabel('Mobiliojo telefono numeris').fill('+37060000666');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByText('Hello, Mantas Stankevičius!')).toBeVisible();
    // At least his seeded unread notice; the applications journey (earlier in the shared database) may
    // have added the decision of his renewal application.
    const notifications = page
      .getByRole('navigation', { name: 'Self-service menu' })
      .getByRole('link', { name: /^Notifications \((\d+) unread\)$/ });
    await notifications.click();
    await expect(await heading(page)).toHaveText('Notifications');
    await expect(page.getByText('No contributions to your contract')).toBeVisible();
    await expect(page.getByText('Sutartyje nėra įmokų')).toHaveCount(0);
    await expectNoAxeViolations(page, 'notifications in English');
  });
});
