import { expect, test } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';
import { daysFromToday, RUTA, smartIdLogin } from './applications-support';

/** Issue 13b, the limit increase (§5, §9): /imoku-limitas leads into it after login. */

test('/imoku-limitas explains the rules and its login leads into the limit increase', async ({ page }) => {
  await page.goto('/imoku-limitas');
  await heading(page);
  await dismissCookies(page);
  await expectNoAxeViolations(page, '/imoku-limitas');
  await page.getByRole('link', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/returnUrl=%2Fportal%2Flimit-increase/);
  await page.getByLabel('Asmens kodas').fill(RUTA);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/limit-increase$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Įmokų limito didinimas' })).toBeVisible();
});

test('up to 1000 EUR the questionnaire is optional; above it the document is demanded', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await smartIdLogin(page, RUTA);
  // Logged in, /imoku-limitas goes straight to the flow.
  await page.goto('/imoku-limitas');
  await expect(page).toHaveURL(/\/portal\/limit-increase$/, { timeout: 30_000 });
  await expect(page.getByLabel('Metinė įmokų suma (EUR)')).toBeVisible();
  await expectNoAxeViolations(page, 'limit amount');

  await page.getByLabel('Metinė įmokų suma (EUR)').fill('1000');
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.getByRole('heading', { name: 'Anketa neprivaloma' })).toBeVisible();
  await expectNoAxeViolations(page, 'limit optional');
  await page.getByRole('button', { name: 'Atgal' }).click();

  await page.getByLabel('Metinė įmokų suma (EUR)').fill('1500');
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(
    page.getByRole('heading', { name: 'Kliento anketa: asmens tapatybės dokumentas' }),
  ).toBeVisible();
  // The document is mandatory: without it nothing is sent.
  await page.getByRole('button', { name: 'Patvirtinti ir padidinti limitą' }).click();
  await expect(page.getByText('Laukas yra privalomas').first()).toBeVisible();
  await expectNoAxeViolations(page, 'limit document');
  // An expired document is refused with its message.
  await page.getByLabel('Dokumento numeris').fill('39125478');
  await page.getByLabel('Galioja iki').fill(daysFromToday(-1));
  await page.getByRole('button', { name: 'Patvirtinti ir padidinti limitą' }).click();
  await expect(page.getByText('Dokumento galiojimo laikas pasibaigęs')).toBeVisible();
  await page.getByLabel('Galioja iki').fill(daysFromToday(400));
  await page.getByRole('button', { name: 'Patvirtinti ir padidinti limitą' }).click();
  // Her first limit is set, not "increased".
  await expect(page.getByRole('heading', { name: 'Limitas nustatytas' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/1\s500,00\s€/)).toBeVisible();
  await expectNoAxeViolations(page, 'limit done');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // An "increase" to less than the 1 500 € she has now is refused before anything is sent.
  await page.goto('/portal/limit-increase');
  await page.getByLabel('Metinė įmokų suma (EUR)').fill('800');
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.getByText('Naujas limitas turi būti didesnis už dabartinį')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anketa neprivaloma' })).toHaveCount(0);
});
