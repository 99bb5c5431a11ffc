import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Issue 14 item 5: e-invoice agreements end to end (§2 invoices-agreements, §5 E-invoice, §7 Invoices).
 * The journey's own persona 48804210213 (Rūta: a pillar III contract without an agreement, a SEB and a
 * Revolut account) is used by no other file, so what it creates and disables changes nothing another
 * journey expects. At a phone's width (390 px), by keyboard-reachable controls, axe clean on every state.
 */
const PERSONA = '48804210213';
const AGREEMENTS = '/portal/e-invoices/invoices-agreements';
/** Rūta's accounts (server/db/seed.ts): SEB accepts e-invoices, Revolut does not. */
const SEB = 'LT727044060000888777';
const REVOLUT = 'LT293250000098765432';

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

async function expectNoSidewaysScroll(page: Page, context: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${context} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('an e-invoice agreement: an unsupported bank refused, signed with Smart-ID, then disabled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await smartIdLogin(page, PERSONA);
  await page.goto(AGREEMENTS);
  await expect(await heading(page)).toHaveText('E. sąskaitų sutikimai');
  const table = page.getByRole('table', { name: 'E. sąskaitų sutikimai' });
  const activeRows = table.locator('tbody tr', { hasText: 'Galiojantis' });
  await expect(page.getByRole('button', { name: 'Sudaryti e. sąskaitos sutikimą' })).toBeVisible();
  const activeBefore = await activeRows.count();
  expect(activeBefore, 'the journey starts with no active agreement').toBe(0);

  // The form (§3 fields): the only open contract is chosen already.
  await page.getByRole('button', { name: 'Sudaryti e. sąskaitos sutikimą' }).click();
  const form = page.getByRole('region', { name: 'Naujas e. sąskaitos sutikimas' });
  await expect(form.getByLabel('Sutartis')).toHaveValue('3P-2014207');
  await form.getByLabel('Įmokos suma, EUR').fill('60');
  await form.getByLabel('Mokėjimo diena (1–28)').fill('12');
  await form.getByLabel('Periodiškumas').selectOption('quarterly');
  await form.getByLabel('Banko sąskaita').selectOption(REVOLUT);
  await expectNoAxeViolations(page, 'agreement form');
  await expectNoSidewaysScroll(page, 'agreement form');

  // §5: Revolut does not accept e-invoices: refused, with the list of the banks that do.
  await form.getByRole('button', { name: 'Tęsti ir pasirašyti' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('Revolut Bank UAB e. sąskaitų nepriima.');
  for (const bank of [
    'AB SEB bankas',
    'Swedbank, AB',
    'Luminor Bank AS Lietuvos skyrius',
    'Artea bankas, AB',
  ])
    await expect(refusal.getByRole('listitem').filter({ hasText: bank })).toBeVisible();
  await expectNoAxeViolations(page, 'unsupported bank');
  await expectNoSidewaysScroll(page, 'unsupported bank');

  // The SEB account: what was typed is kept; sign with Smart-ID.
  await form.getByLabel('Banko sąskaita').selectOption(SEB);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Įmokos suma, EUR')).toHaveValue('60');
  await form.getByRole('button', { name: 'Tęsti ir pasirašyti' }).click();
  // Nothing is signed unseen: the agreement in words first.
  const summary = page.getByRole('region', { name: 'Patikrinkite e. sąskaitos sutikimą' });
  await expect(summary.getByText(/^3P-2014207, /)).toBeVisible();
  await expect(summary.getByText('Kas ketvirtį', { exact: true })).toBeVisible();
  await expect(summary.getByText(/AB SEB bankas$/)).toBeVisible();
  await expectNoAxeViolations(page, 'agreement summary');
  await expectNoSidewaysScroll(page, 'agreement summary');
  await summary.getByRole('button', { name: 'Pasirašyti', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pasirašykite e. sąskaitos sutikimą' })).toBeVisible();
  await expectNoAxeViolations(page, 'signing method');
  await page.getByRole('button', { name: 'Pasirašyti su Smart-ID' }).click();
  await expect(page.getByText('Kontrolinis kodas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('E. sąskaitos sutikimas pasirašytas.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Pirmąją e. sąskaitą į jūsų banką išsiųsime per 5 dienas.')).toBeVisible();
  await expect(activeRows).toHaveCount(activeBefore + 1);
  const created = activeRows.first();
  await expect(created).toContainText('3P-2014207');
  await expect(created).toContainText('Kas ketvirtį');
  await expect(created).toContainText('AB SEB bankas');
  await expectNoAxeViolations(page, 'agreement signed');
  await expectNoSidewaysScroll(page, 'agreement signed');

  // §5: the contract has its agreement now: no new one may be submitted.
  await page.getByRole('button', { name: 'Sudaryti e. sąskaitos sutikimą' }).click();
  await expect(page.getByText('Naujų e. sąskaitų sutikimų pateikti negalima.')).toBeVisible();
  await expectNoAxeViolations(page, 'no new agreement');
  await page.getByRole('button', { name: 'Uždaryti' }).click();

  // Disable it after the confirmation dialog; "keep it" first changes nothing.
  const agreement = (await created.locator('th').textContent())?.trim() ?? '';
  expect(agreement).toMatch(/^EIS-\d{4}-\d{6}$/);
  await page.getByRole('button', { name: `Nutraukti sutikimą ${agreement}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nutraukti e. sąskaitos sutikimą?' });
  await expect(dialog).toContainText(agreement);
  await expectNoAxeViolations(page, 'disable dialog');
  await dialog.getByRole('button', { name: 'Palikti galioti' }).click();
  await expect(dialog).toBeHidden();
  await expect(activeRows).toHaveCount(activeBefore + 1);
  await page.getByRole('button', { name: `Nutraukti sutikimą ${agreement}` }).click();
  await dialog.getByRole('button', { name: 'Nutraukti sutikimą' }).click();
  await expect(page.getByText('E. sąskaitos sutikimas nutrauktas.')).toBeVisible();
  await expect(activeRows).toHaveCount(activeBefore);
  await expect(table.locator('tbody tr', { hasText: agreement })).toContainText('Nutrauktas');
  await expectNoAxeViolations(page, 'agreement disabled');

  // Kept after a reload: the server has it.
  await page.reload();
  await expect(table.locator('tbody tr', { hasText: agreement })).toContainText('Nutrauktas');
});
