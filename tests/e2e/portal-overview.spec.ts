import { expect, test, type Page } from '@playwright/test';
import { activePromotions } from '../../src/flows/overview/promotions';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Issue 5 overview screens on the seeded personas: dashboard, contracts, investment funds, accumulation
 * performance, how to pay and terms; a failure (API down -> load-failure screen -> retry) per data view;
 * axe on every screen.
 */

const MONEY = /\d[\d\u00a0]*,\d{2}\u00a0€/;

async function passwordLogin(page: Page) {
  await page.goto('/login/email');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('El. paštas arba naudotojo vardas').fill('jonas01');
  await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Savitarnos meniu' });

/** Opens a portal screen as a fresh page load (empty data cache; the session is restored). */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(await heading(page)).toHaveText(title);
}

test.describe('30303039914 (both pillars, password login)', () => {
  test.beforeEach(async ({ page }) => {
    await passwordLogin(page);
  });

  test('dashboard: two contracts with values, accounts, offerings, asset score, promotions', async ({
    page,
  }) => {
    await expect(await heading(page)).toHaveText('Pradžia');
    const contracts = page.getByRole('region', { name: 'Galiojančios sutartys' });
    await expect(contracts.getByRole('heading', { name: 'II pakopa', exact: true })).toBeVisible();
    await expect(contracts.getByRole('heading', { name: 'III pakopa' })).toBeVisible();
    await expect(contracts.getByText('2P-1004521')).toBeVisible();
    await expect(contracts.getByText('3P-2008813')).toBeVisible();
    await expect(contracts.getByText('Medio III pakopos pensijų fondas')).toBeVisible();
    const facts = contracts.locator('dl.contract-facts');
    await expect(facts).toHaveCount(2);
    for (const index of [0, 1]) {
      const fact = facts.nth(index);
      await expect(fact.getByText('Galiojanti', { exact: false })).toBeVisible();
      // Number, status, fund, value, paid sum, unit value, unit count.
      const values = fact.getByRole('definition');
      await expect(values.nth(3)).toHaveText(MONEY);
      await expect(values.nth(4)).toHaveText(MONEY);
      await expect(values.nth(5)).toHaveText(/^\d+,\d{4}$/);
      await expect(values.nth(6)).toHaveText(/^\d[\d\u00a0]*,\d{4}$/);
    }
    const accounts = page.getByRole('table', { name: 'Įmokėtos sumos pagal sąskaitos tipą' });
    await expect(accounts.getByRole('row')).toHaveCount(4);
    for (const name of ['Socialinio draudimo (Sodros) įmokos', 'Darbdavio įmokos', 'Asmeninės įmokos']) {
      await expect(accounts.getByRole('rowheader', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Keisti II pakopos pensijų fondą' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jūsų investiciniai fondai' })).toBeVisible();
    // Jonas has consented to the asset comparison.
    await expect(page.getByText('Jūsų įvertinimas tarp bendraamžių')).toBeVisible();
    // No prompts for him.
    await expect(page.getByText('Užpildykite kliento anketą')).toHaveCount(0);
    await expect(page.getByText('Atnaujinkite savo kontaktinius duomenis')).toHaveCount(0);
    // Promotions only inside their windows (the browser runs on the real clock).
    const depositShown = activePromotions(new Date()).some((promotion) => promotion.id === 'deposit-offer');
    await expect(page.getByRole('heading', { name: /Terminuotasis indėlis su 4\s%/ })).toHaveCount(
      depositShown ? 1 : 0,
    );
    if (depositShown)
      await expect(
        page.getByText(/6 mėnesiams, kai įnešate nuo 100,00\u00a0€ iki 25\u00a0000,00\u00a0€/),
      ).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard');
  });

  test('asset-score consultation: the phone is validated, then the request is sent', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Norite aptarti rezultatą su konsultantu?' });
    await form.getByRole('button', { name: 'Užsakyti konsultaciją' }).click();
    await expect(form.getByText('Laukas yra privalomas')).toBeVisible();
    await form.getByLabel('Telefono numeris').fill('+37061234567');
    await form.getByRole('button', { name: 'Užsakyti konsultaciją' }).click();
    await expect(page.getByText('Konsultacijos užklausa gauta')).toBeVisible();
  });

  test('contracts overview: statuses in Lithuanian, actions, cancellation window', async ({ page }) => {
    await menu(page).getByRole('link', { name: 'Sutartys', exact: true }).click();
    await expect(await heading(page)).toHaveText('Sutarčių apžvalga');
    const pillar2 = page.getByRole('region', { name: 'II pakopa · Sutartis Nr. 2P-1004521' });
    const pillar3 = page.getByRole('region', { name: 'III pakopa · Sutartis Nr. 3P-2008813' });
    for (const card of [pillar2, pillar3]) {
      await expect(card.getByText('Galiojanti')).toBeVisible();
      await expect(card.getByText('Sutarties atsisakyti nebegalima')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Nutraukti sutartį' })).toBeVisible();
    }
    await expect(pillar2.getByRole('link', { name: 'Nutraukti kaupimą ir grįžti į Sodrą' })).toBeVisible();
    await expect(pillar3.getByText('9020088130')).toBeVisible();
    await expectNoAxeViolations(page, 'contracts overview');
    await open(page, '/portal/contracts-overview', 'Sutarčių apžvalga');
    await expect(page.getByText('2P-1004521')).toBeVisible();
  });

  test('investment funds: holdings and the six pillar III funds with risk, age group and fees', async ({
    page,
  }) => {
    await open(page, '/portal/investment-funds', 'Investiciniai fondai');
    const holdings = page.getByRole('table', { name: 'Jūsų investicinių fondų vienetai ir vertė' });
    await expect(holdings.getByRole('row')).toHaveCount(3);
    const funds = page.getByRole('table', { name: /III pakopos pensijų fondai/ });
    await expect(funds.getByRole('row')).toHaveCount(7);
    const extremo = funds.getByRole('row', { name: /Extremo/ });
    await expect(extremo.getByText('6 iš 7')).toBeVisible();
    await expect(extremo.getByRole('cell', { name: '16+' })).toBeVisible();
    await expect(extremo.getByRole('cell', { name: '1,5\u00a0%' })).toBeVisible();
    await expectNoAxeViolations(page, 'investment funds');
  });

  test('accumulation performance: a keyboard-usable chart with a data table per contract', async ({
    page,
  }) => {
    await open(page, '/portal/accumulation-performance', 'Kaupimo rezultatai');
    const charts = page.getByRole('slider', { name: 'Grafiko taškas' });
    await expect(charts).toHaveCount(2);
    const chart = charts.first();
    const last = await chart.getAttribute('aria-valuetext');
    expect(last).toMatch(MONEY);
    await chart.focus();
    await page.keyboard.press('Home');
    await expect(chart).toHaveAttribute('aria-valuenow', '1');
    const first = await chart.getAttribute('aria-valuetext');
    expect(first).not.toBe(last);
    await page.keyboard.press('ArrowRight');
    await expect(chart).toHaveAttribute('aria-valuenow', '2');
    await page.keyboard.press('End');
    await expect(chart).toHaveAttribute('aria-valuetext', last ?? '');
    const details = page.locator('details').first();
    await details.getByText('Rodyti duomenis lentele').click();
    const table = details.getByRole('table');
    await expect(table).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(20);
    await expectNoAxeViolations(page, 'accumulation performance');
  });

  test('how to pay: payment details, e-invoice, rates and the tax-relief calculator', async ({ page }) => {
    await menu(page).getByRole('link', { name: 'Kaip mokėti', exact: true }).click();
    await expect(await heading(page)).toHaveText('Kaip mokėti įmokas');
    const pillar3 = page.getByRole('group', { name: 'III pakopa · Sutartis Nr. 3P-2008813' });
    await expect(pillar3.getByText('9020088130')).toBeVisible();
    await expect(pillar3.getByText('LT59 7044 0000 0030 1000')).toBeVisible();
    await expect(pillar3.getByText(/pagal sutartį Nr\. 3P-2008813/)).toBeVisible();
    await expect(pillar3.getByText(/Mokate e\. sąskaita: 100,00\u00a0€/)).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'II pakopa · Sutartis Nr. 2P-1004521' }).getByText(/perveda Sodra/),
    ).toBeVisible();
    await expect(page.getByText(/nuo 50,00\u00a0€ iki 90,00\u00a0€/)).toBeVisible();
    await expect(page.getByText(/apie 197,00\u00a0€ per metus/)).toBeVisible();
    await page.getByLabel('Įmokos į III pakopą per metus, €').fill('1000');
    await expect(page.getByRole('status').filter({ hasText: 'Susigrąžinsite' })).toContainText(
      '200,00\u00a0€',
    );
    await expectNoAxeViolations(page, 'how to pay');
  });

  test('the menu reaches the applications, the document upload and the notification settings', async ({
    page,
  }) => {
    const pages: Array<[link: string, url: RegExp, title: string]> = [
      ['Prašymai', /\/portal\/applications/, 'Prašymai'],
      ['Dokumentų įkėlimas', /\/portal\/document-upload$/, 'Dokumentų įkėlimas'],
      ['Pranešimų nustatymai', /\/portal\/notifications-options$/, 'Pranešimų nustatymai'],
    ];
    for (const [link, url, title] of pages) {
      await menu(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(await heading(page)).toHaveText(title);
      await expect(menu(page).getByRole('link', { name: link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expectNoAxeViolations(page, 'notification settings from the menu');
  });

  test('terms and conditions inside the portal', async ({ page }) => {
    await open(page, '/portal/terms-and-conditions', 'Savitarnos naudojimosi sąlygos');
    await expect(page.getByRole('navigation', { name: 'Savitarnos meniu' })).toBeVisible();
    await expectNoAxeViolations(page, 'terms');
  });

  test('the banner alert is dismissed for good (ModifyBannerAlert)', async ({ page }) => {
    const banner = page.getByText('Svarbi informacija');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Daugiau nerodyti' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(await heading(page)).toHaveText('Pradžia');
    await expect(page.getByText('2P-1004521')).toBeVisible();
    await expect(page.getByText('Svarbi informacija')).toHaveCount(0);
  });
});

test.describe('the API down: load-failure screen, then retry recovers', () => {
  const cases: Array<[path: string, api: string, title: string, shows: string]> = [
    ['/portal/dashboard', '**/api/Dashboard/GetDashboard*', 'Pradžia', 'Galiojančios sutartys'],
    [
      '/portal/contractsoverview',
      '**/api/Contracts/GetContractActions*',
      'Sutarčių apžvalga',
      'Galimi veiksmai',
    ],
    [
      '/portal/investment-funds',
      '**/api/Funds/GetThirdPillarFunds*',
      'Investiciniai fondai',
      'Extremo III pakopos pensijų fondas',
    ],
    [
      '/portal/accumulation-performance',
      '**/api/Transfers/GetTransfers*',
      'Kaupimo rezultatai',
      'Rodyti duomenis lentele',
    ],
    ['/portal/how-to-pay', '**/api/Contracts/GetContracts*', 'Kaip mokėti įmokas', '9020088130'],
  ];
  for (const [path, api, title, shows] of cases) {
    test(path, async ({ page }) => {
      await passwordLogin(page);
      await page.route(api, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Nepavyko įkelti duomenų' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectNoAxeViolations(page, `${path} failed`);
      await page.unroute(api);
      await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
      await expect(await heading(page)).toHaveText(title);
      await expect(page.getByText(shows).first()).toBeVisible();
    });
  }

  test('the asset score fails alone: the dashboard stays, with a retry for that part', async ({ page }) => {
    await passwordLogin(page);
    await page.route('**/api/Dashboard/GetAssetScore*', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.goto('/portal/dashboard');
    const section = page.getByRole('region', { name: 'Turto palyginimas' });
    await expect(section.getByText('Turto palyginimo šiuo metu įkelti nepavyko.')).toBeVisible();
    await expect(page.getByText('2P-1004521')).toBeVisible();
    await page.unroute('**/api/Dashboard/GetAssetScore*');
    await section.getByRole('button', { name: 'Bandyti dar kartą' }).click();
    await expect(section.getByText('Jūsų įvertinimas tarp bendraamžių')).toBeVisible();
  });
});

test('40504040001 (pillar II only) sees the AML and profile prompts, then consents to the asset score', async ({
  page,
}) => {
  await smartIdLogin(page, '40504040001');
  await expect(await heading(page)).toHaveText('Pradžia');
  await expect(page.getByText('2P-1007730')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'III pakopa' })).toHaveCount(0);
  await expect(page.getByText('Užpildykite kliento anketą')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pildyti kliento anketą' })).toHaveAttribute(
    'href',
    '/portal/aml',
  );
  await expect(page.getByText('Atnaujinkite savo kontaktinius duomenis')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atnaujinti kontaktinius duomenis' })).toHaveAttribute(
    'href',
    '/portal/user-information/contacts',
  );
  await expect(
    page.getByRole('link', { name: 'Sudaryti III pakopos pensijų kaupimo sutartį' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Ona dashboard');
  // No consent yet (GetAssetScore 204): consent, then the score is loaded.
  const section = page.getByRole('region', { name: 'Turto palyginimas' });
  await section.getByRole('button', { name: 'Sutinku, palyginti mano turtą' }).click();
  await expect(section.getByText('Jūsų įvertinimas tarp bendraamžių')).toBeVisible();
  await expectNoAxeViolations(page, 'Ona asset score');
  await page.getByRole('link', { name: 'Atnaujinti kontaktinius duomenis' }).click();
  await expect(page).toHaveURL(/\/portal\/user-information\/contacts$/);
});

test('39901012239 (USA citizen, AML pending) sees the lockout on the offerings', async ({ page }) => {
  await smartIdLogin(page, '39901012239');
  await expect(await heading(page)).toHaveText('Pradžia');
  await expect(page.getByText('3P-2011402')).toBeVisible();
  const lockout = page.getByRole('status').filter({ hasText: 'Kai kurios paslaugos laikinai neprieinamos' });
  await expect(lockout).toBeVisible();
  await expect(lockout.getByText('Jūsų anketa šiuo metu tikrinama. Apie rezultatą pranešime.')).toBeVisible();
  const offerings = page.getByRole('region', { name: 'Paslaugos jums' });
  await expect(offerings.getByText('Neprieinama, kol nepatvirtinta kliento anketa.')).toHaveCount(3);
  await expect(offerings.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page, 'USA lockout');
  await open(page, '/portal/contractsoverview', 'Sutarčių apžvalga');
  await expect(page.getByText('3P-2011402')).toBeVisible();
  await expectNoAxeViolations(page, 'Tomas contracts');
});

test.describe('§8: a write that fails on the server leaves for the error pages', () => {
  const write = '**/api/Dashboard/UpdateAssetScoreAgreement*';

  test('an unsuppressed 5xx goes to /error-500', async ({ page }) => {
    await passwordLogin(page);
    const section = page.getByRole('region', { name: 'Turto palyginimas' });
    await expect(section.getByText('Jūsų įvertinimas tarp bendraamžių')).toBeVisible();
    await page.route(write, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, code: 'internal', message: 'Internal server error' }),
      }),
    );
    await section.getByRole('button', { name: 'Atšaukti sutikimą dėl turto palyginimo' }).click();
    await expect(page).toHaveURL(/\/error-500$/, { timeout: 20_000 });
    await expect(await heading(page)).toHaveText('Įvyko klaida');
    await expectNoAxeViolations(page, '/error-500 after a failed write');
  });

  test('a deadlock message goes to /error-timeout', async ({ page }) => {
    await passwordLogin(page);
    const section = page.getByRole('region', { name: 'Turto palyginimas' });
    await expect(section.getByText('Jūsų įvertinimas tarp bendraamžių')).toBeVisible();
    await page.route(write, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 500,
          code: 'internal',
          message: 'Transaction (Process ID 61) was deadlocked on lock resources',
        }),
      }),
    );
    await section.getByRole('button', { name: 'Atšaukti sutikimą dėl turto palyginimo' }).click();
    await expect(page).toHaveURL(/\/error-timeout$/, { timeout: 20_000 });
    await expect(await heading(page)).toHaveText('Sistema šiuo metu užimta');
    await expectNoAxeViolations(page, '/error-timeout after a failed write');
  });
});
