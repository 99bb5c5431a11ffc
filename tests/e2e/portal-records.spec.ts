import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';
import { fullChromium } from './chromium';

/**
 * The records screens on the seeded data of 30303039914 (Jonas: pillar II + III, two years of
 * transactions with all nine operation types, quarterly reports, unread notifications, e-invoices).
 */

// Reports and documents open as PDFs in a new tab: the full browser shows them (tests/e2e/chromium.ts).
test.use({ launchOptions: fullChromium });

async function loginJonas(page: Page) {
  // Keep every Blob the app turns into an object URL, so the test can read what was opened. (The
  // portal's CSP has connect-src 'self', so the page cannot fetch() a blob: URL.)
  await page.addInitScript(() => {
    const blobs = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    (window as unknown as { __blobs: Map<string, Blob> }).__blobs = blobs;
  });
  await page.goto('/login/email');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('El. paštas arba naudotojo vardas').fill('jonas01');
  await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
}

/** The first characters of a Blob the page made an object URL of, and its type. */
async function blobStart(page: Page, url: string, length = 5): Promise<{ start: string; type: string }> {
  return page.evaluate(
    async ({ url, length }) => {
      const blob = (window as unknown as { __blobs: Map<string, Blob> }).__blobs.get(url);
      if (!blob) return { start: '', type: '' };
      const buffer = await blob.arrayBuffer();
      return { start: String.fromCharCode(...new Uint8Array(buffer).slice(0, length)), type: blob.type };
    },
    { url, length },
  );
}

const OPERATION_NAMES = [
  'Įmoka',
  'Pervedimas iš kito fondo',
  'Išmoka',
  'Pervedimas į kitą fondą',
  'Nuolaida solidarumo mokesčio mokėtojui',
  'Pervedimas iš kito plano',
  'Pervedimas į kitą planą',
  'Atšaukta įmoka',
  'Investicijų grąža',
];

test.describe('account transactions', () => {
  test('30303039914 sees every operation type, totals and both contracts', async ({ page }) => {
    await loginJonas(page);
    await page
      .getByRole('navigation', { name: 'Savitarnos meniu' })
      .getByRole('link', { name: 'Operacijos' })
      .click();
    await expect(await heading(page)).toHaveText('Sąskaitos operacijos');
    const byType = page.getByRole('table', { name: 'Sumos pagal operacijos tipą' });
    for (const name of OPERATION_NAMES) {
      await expect(byType.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    const list = page.getByRole('table', { name: /Sąskaitos operacijos/ });
    await expect(list.getByRole('cell', { name: /2P-1004521/ }).first()).toBeVisible();
    await expect(list.getByRole('cell', { name: /3P-2008813/ }).first()).toBeVisible();
    // The section and the table's scroll box are two landmarks with two names.
    await expect(page.getByRole('region', { name: 'Operacijos', exact: true })).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Sąskaitos operacijos, naujausios viršuje', exact: true }),
    ).toBeVisible();
    // Lithuanian money format: decimal comma, euro sign after the number.
    await expect(page.locator('.records-totals dd').first()).toHaveText(/^\d[\d\u00a0]*,\d\d\u00a0€$/);
    await expectNoAxeViolations(page, 'transactions');
  });

  test('the filter by contract and period goes into the URL, and the back button restores it', async ({
    page,
  }) => {
    await loginJonas(page);
    await page.goto('/portal/account-transactions');
    await heading(page);
    const list = page.getByRole('table', { name: /Sąskaitos operacijos/ });
    const allRows = await list.locator('tbody tr').count();

    await page.getByLabel('Sutartis').selectOption('2P-1004521');
    await page.getByRole('button', { name: 'Rodyti operacijas' }).click();
    await expect(page).toHaveURL(/contract=2P-1004521/);
    await expect(list.locator('tbody tr').first()).toContainText('2P-1004521');
    const contractRows = await list.locator('tbody tr').count();
    expect(contractRows).toBeLessThan(allRows);
    await expect(list.locator('tbody tr', { hasText: '3P-2008813' })).toHaveCount(0);

    // Period: the last 12 months.
    const to = new Date().toISOString().slice(0, 10);
    const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
    await page.getByLabel('Laikotarpis nuo').fill(from);
    await page.getByLabel('Laikotarpis iki').fill(to);
    await page.getByRole('button', { name: 'Rodyti operacijas' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
    await expect(async () => {
      const dates = await list.locator('tbody tr td:first-child').allTextContents();
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.length).toBeLessThan(contractRows);
      for (const date of dates) expect(date >= from && date <= to).toBe(true);
    }).toPass();

    // A shared link opens the same filter (the browser treats it as a reload of the current entry).
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByLabel('Sutartis')).toHaveValue('2P-1004521');
    await expect(page.getByLabel('Laikotarpis nuo')).toHaveValue(from);

    // Back to the contract-only filter, then to everything.
    await page.goBack();
    await expect(page).toHaveURL(/contract=2P-1004521$/);
    await expect(page.getByLabel('Laikotarpis nuo')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/portal\/account-transactions$/);
    await expect(page.getByLabel('Sutartis')).toHaveValue('');
    await expect(list.locator('tbody tr')).toHaveCount(allRows);

    // A reversed period is refused with a message, and the URL does not change.
    await page.getByLabel('Laikotarpis nuo').fill('2025-12-31');
    await page.getByLabel('Laikotarpis iki').fill('2025-01-01');
    await page.getByRole('button', { name: 'Rodyti operacijas' }).click();
    await expect(page.getByRole('alert')).toContainText('Pradžios data negali būti vėlesnė');
    await expect(page).toHaveURL(/\/portal\/account-transactions$/);
    await expectNoAxeViolations(page, 'transactions filter error');
  });

  test('the CSV download: BOM, Lithuanian headers, ";" and a decimal comma', async ({ page }) => {
    await loginJonas(page);
    await page.goto('/portal/account-transactions?contract=3P-2008813');
    await heading(page);
    const rows = await page
      .getByRole('table', { name: /Sąskaitos operacijos/ })
      .locator('tbody tr')
      .count();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Atsisiųsti CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('saskaitos-operacijos-3P-2008813.csv');
    const path = await download.path();
    const bytes = await readFile(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Data;Sutarties Nr.;Pakopa;Fondas;Operacija;Suma, €;Vienetai;Vieneto vertė, €;Sąskaitos tipas;Mokėtojas arba gavėjas',
    );
    expect(lines.filter((line) => line !== '')).toHaveLength(rows + 1);
    expect(lines.every((line) => line === '' || line.startsWith('20'))).toBe(false);
    const deposit = lines.find((line) => line.includes(';Įmoka;'));
    expect(deposit).toMatch(
      /^\d{4}-\d\d-\d\d;3P-2008813;III pakopa;Medio III pakopos pensijų fondas;Įmoka;\d+,\d\d;/,
    );
    expect(lines.some((line) => line.includes(';Atšaukta įmoka;-100,00;'))).toBe(true);
  });
});

test.describe('reports', () => {
  test('quarterly reports open in a new tab as a PDF and download with their file name', async ({ page }) => {
    await loginJonas(page);
    await page
      .getByRole('navigation', { name: 'Savitarnos meniu' })
      .getByRole('link', { name: 'Ataskaitos' })
      .click();
    await expect(await heading(page)).toHaveText('Ataskaitos');
    const table = page.getByRole('table', { name: /Ataskaitos ir išrašai/ });
    await expect(table.getByRole('rowheader', { name: /Ketvirčio ataskaita/ }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Sąskaitos išrašas', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'reports');

    const firstRow = table.locator('tbody tr').first();
    const content = page.waitForResponse((r) => r.url().includes('/api/Documents/GetDocumentContent'));
    const popup = page.waitForEvent('popup');
    await firstRow
      // The title carries its period: 'Ketvirčio ataskaita, 2026 m. III ketvirtis'.
      .getByRole('button', {
        name: /^Peržiūrėti ?: Ketvirčio ataskaita, \d{4} m\. (I|II|III|IV) ketvirtis \(atsidarys naujame lange\)$/,
      })
      .click();
    const response = await content;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { mimeType: string; contentBase64: string };
    expect(body.mimeType).toBe('application/pdf');
    expect(Buffer.from(body.contentBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const tab = await popup;
    // The tab opens empty in the tap itself, then shows the file once it is loaded.
    await tab.waitForURL(/^blob:/);
    expect(await blobStart(page, tab.url())).toEqual({ start: '%PDF-', type: 'application/pdf' });
    await tab.close();

    const downloading = page.waitForEvent('download');
    await firstRow.getByRole('button', { name: /^Atsisiųsti/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ketvircio-ataskaita-\d{4}-\d\d\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

test.describe('notifications', () => {
  test('an unread notification is marked by a word; opening it marks it read on the server', async ({
    page,
  }) => {
    await loginJonas(page);
    await page
      .getByRole('navigation', { name: 'Savitarnos meniu' })
      .getByRole('link', { name: 'Pranešimai' })
      .click();
    await expect(await heading(page)).toHaveText('Pranešimai');
    await expect(page.getByText('Turite 2 neperskaitytus pranešimus.')).toBeVisible();
    // The menu item counts the unread ones, and follows the server after a read below.
    const menuItem = page
      .getByRole('navigation', { name: 'Savitarnos meniu' })
      .locator('a[href$="/notifications-list"]');
    await expect(menuItem).toHaveAccessibleName('Pranešimai (2 neperskaityti)');
    const unread = page.locator('.notification', { hasText: 'Naujas' });
    await expect(unread).toHaveCount(2);
    await expectNoAxeViolations(page, 'notifications');

    // The first unread one, by its panel id (the "unread" filter stops matching once it is read).
    const panel = await unread.first().getByRole('button').getAttribute('aria-controls');
    const toggle = page.locator(`button[aria-controls="${panel}"]`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const marked = page.waitForResponse((r) => r.url().includes('/api/Notifications/UpdateStatusRead'));
    const reloaded = page.waitForResponse((r) => r.url().includes('/api/Notifications/GetList'));
    await toggle.click();
    expect((await marked).status()).toBe(200);
    await reloaded;
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Turite 1 neperskaitytą pranešimą.')).toBeVisible();
    await expect(menuItem).toHaveAccessibleName('Pranešimai (1 neperskaitytas)');
    await expect(page.locator('.notification', { hasText: 'Naujas' })).toHaveCount(1);
    await expectNoAxeViolations(page, 'notification open');

    // The server kept it: a reload shows one unread.
    await page.reload();
    await heading(page);
    await expect(page.locator('.notification', { hasText: 'Naujas' })).toHaveCount(1);
    // Opening a read one does not write again.
    let writes = 0;
    page.on('request', (r) => {
      if (r.url().includes('UpdateStatusRead')) writes += 1;
    });
    const readToggle = page
      .locator('.notification:not(:has(.notification__badge))')
      .first()
      .getByRole('button')
      .first();
    await readToggle.click();
    // The click handler would send the write before the panel opens; once it is open nothing was sent.
    await expect(readToggle).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    expect(writes).toBe(0);
  });
});

test.describe('documents', () => {
  test('filter by type in the URL, a PDF preview in a new tab and a download', async ({ page }) => {
    await loginJonas(page);
    await page
      .getByRole('navigation', { name: 'Savitarnos meniu' })
      .getByRole('link', { name: 'Dokumentai' })
      .click();
    await expect(await heading(page)).toHaveText('Dokumentai');
    const table = page.getByRole('table', { name: /Dokumentai/ });
    await expect(table.getByRole('cell', { name: 'Sutartis', exact: true }).first()).toBeVisible();
    const all = await table.locator('tbody tr').count();
    await expectNoAxeViolations(page, 'documents');

    await page.getByLabel('Dokumento tipas').selectOption('Contract');
    await page.getByRole('button', { name: 'Rodyti dokumentus' }).click();
    await expect(page).toHaveURL(/type=Contract/);
    await expect(page.getByRole('heading', { name: 'Dokumentai: Sutartis' })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(['Sutartis', 'Sutartis']);
    expect(all).toBeGreaterThan(2);

    const row = table.locator('tbody tr', { hasText: '2P-1004521' });
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: /^Peržiūrėti ?: Pensijų kaupimo sutartis 2P-1004521/ }).click();
    const tab = await popup;
    // The tab opens empty in the tap itself, then shows the file once it is loaded.
    await tab.waitForURL(/^blob:/);
    expect(await blobStart(page, tab.url())).toEqual({ start: '%PDF-', type: 'application/pdf' });
    await tab.close();

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Atsisiųsti/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('sutartis-2P-1004521.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoAxeViolations(page, 'documents filtered');

    await page.goBack();
    await expect(page).toHaveURL(/\/portal\/documents-list$/);
    await expect(table.locator('tbody tr')).toHaveCount(all);
  });
});

test.describe('e-invoices', () => {
  test('both lists with sub-navigation to each', async ({ page }) => {
    await loginJonas(page);
    await page.goto('/portal/e-invoices');
    await expect(await heading(page)).toHaveText('E. sąskaitos');
    const invoices = page.getByRole('table', { name: /E. sąskaitos, naujausios/ });
    const agreements = page.getByRole('table', { name: 'E. sąskaitų sutikimai' });
    await expect(invoices.locator('tbody tr')).toHaveCount(6);
    await expect(agreements.locator('tbody tr')).toHaveCount(2);
    await expect(agreements.getByText('Galiojantis')).toBeVisible();
    await expect(agreements.getByText('Nutrauktas')).toBeVisible();
    await expect(agreements.getByText('Kas mėnesį')).toBeVisible();
    await expectNoAxeViolations(page, 'e-invoices');

    const subnav = page.getByRole('navigation', { name: 'E. sąskaitų skiltys' });
    await subnav.getByRole('link', { name: 'Sąskaitos' }).click();
    await expect(page).toHaveURL(/\/portal\/e-invoices\/invoices$/);
    await expect(subnav.getByRole('link', { name: 'Sąskaitos' })).toHaveAttribute('aria-current', 'page');
    await expect(invoices.locator('tbody tr')).toHaveCount(6);
    await expect(agreements).toHaveCount(0);
    await expect(invoices.getByText('Apmokėta').first()).toBeVisible();
    await expectNoAxeViolations(page, 'invoices');

    await subnav.getByRole('link', { name: 'Sutikimai' }).click();
    await expect(page).toHaveURL(/\/portal\/e-invoices\/invoices-agreements$/);
    await expect(await heading(page)).toHaveText('E. sąskaitų sutikimai');
    await expect(agreements.locator('tbody tr')).toHaveCount(2);
    await expect(invoices).toHaveCount(0);
    await expectNoAxeViolations(page, 'invoice agreements');
  });
});

test.describe('the API down: load-failure screen, then retry recovers', () => {
  const views: Array<[string, string, string]> = [
    ['/portal/account-transactions', '**/api/Transfers/GetTransfers*', 'Sąskaitos operacijos'],
    ['/portal/reports', '**/api/Documents/GetAllDocuments*', 'Ataskaitos'],
    ['/portal/notifications-list', '**/api/Notifications/GetList*', 'Pranešimai'],
    ['/portal/documents-list', '**/api/Documents/GetAllDocuments*', 'Dokumentai'],
    ['/portal/e-invoices', '**/api/v2/Invoices/GetInvoices*', 'E. sąskaitos'],
    ['/portal/e-invoices/invoices', '**/api/v2/Invoices/GetInvoices*', 'E. sąskaitos'],
    [
      '/portal/e-invoices/invoices-agreements',
      '**/api/v2/Invoices/GetInvoiceAgreements*',
      'E. sąskaitų sutikimai',
    ],
  ];
  for (const [url, api, title] of views) {
    test(`${url}`, async ({ page }) => {
      await loginJonas(page);
      await page.route(api, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Nepavyko įkelti duomenų' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expectNoAxeViolations(page, `${url} failed`);
      await page.unroute(api);
      await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
      await expect(await heading(page)).toHaveText(title);
      await expect(page.getByRole('heading', { name: 'Nepavyko įkelti duomenų' })).toBeHidden();
      await expect(page.locator('main table, main .notification').first()).toBeVisible();
    });
  }

  test('a document that fails to load says so next to its buttons, and the next click works', async ({
    page,
  }) => {
    await loginJonas(page);
    await page.goto('/portal/reports');
    await heading(page);
    const api = '**/api/Documents/GetDocumentContent*';
    await page.route(api, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const row = page
      .getByRole('table', { name: /Ataskaitos ir išrašai/ })
      .locator('tbody tr')
      .first();
    await row.getByRole('button', { name: /^Atsisiųsti/ }).click();
    await expect(row.getByRole('alert')).toHaveText('Dokumento įkelti nepavyko. Bandykite dar kartą.');
    await page.unroute(api);
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Atsisiųsti/ }).click();
    await downloading;
    await expect(row.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('a customer with little history', () => {
  test('39901012239 (pillar III only, Smart-ID): no reports and no e-invoices are said plainly', async ({
    page,
  }) => {
    await page.goto('/login/smart-id');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('Asmens kodas').fill('39901012239');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });

    await page
      .getByRole('navigation', { name: 'Savitarnos meniu' })
      .getByRole('link', { name: 'Ataskaitos' })
      .click();
    await expect(page.getByRole('heading', { name: 'Ataskaitų dar nėra' })).toBeVisible();
    await expectNoAxeViolations(page, 'reports empty');

    await page
      .getByRole('navigation', { name: 'Savitarnos meniu' })
      .getByRole('link', { name: 'Operacijos' })
      .click();
    const byType = page.getByRole('table', { name: 'Sumos pagal operacijos tipą' });
    await expect(byType.getByRole('rowheader')).toHaveText(['Įmoka', 'Iš viso']);
    await expect(page.getByLabel('Sutartis').locator('option')).toHaveText([
      'Visos sutartys',
      /^3P-2011402 – III pakopa, /,
    ]);

    await page.goto('/portal/e-invoices');
    await expect(page.getByText(/E. sąskaitų dar nėra/)).toBeVisible();
    await expect(page.getByText(/E. sąskaitų sutikimų neturite/)).toBeVisible();
    await expectNoAxeViolations(page, 'e-invoices empty');
  });
});
