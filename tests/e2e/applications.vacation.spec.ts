import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';
import { daysFromToday, mobileIdLogin, openPortal, RUTA, smartIdLogin } from './applications-support';

/**
 * The contribution holiday (§5, §9) in the browser. Named to run after applications.spec.ts
 * (one shared database): Rūta (48503121230) is this file's own persona; Mantas (50001018865) is only read.
 */

test.describe.configure({ mode: 'default' });

const TOO_LATE = 'Prašymą reikia pateikti ne vėliau kaip likus 30 dienų iki atostogų pradžios';
const TOO_LONG = 'Atostogos nuo įmokų iš viso negali viršyti 12 mėnesių';
const OVERLAP = 'Atostogų laikotarpiai negali persidengti';

test('29 days ahead is refused with the 30-day message; the form shows 12 months left and the earliest start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await smartIdLogin(page, RUTA);
  await openPortal(page, '/portal/applications/vacation', 'Įmokų atostogos');
  await page.getByLabel(/2P-1013001/).check();
  await expect(page.getByTestId('vacation-months-left')).toHaveText('12 mėn.');
  await expectNoAxeViolations(page, 'vacation form');
  await page.getByLabel('Atostogų pradžia').fill(daysFromToday(29));
  await page.getByLabel('Trukmė (mėnesiais)').selectOption('3');
  await page.getByRole('button', { name: 'Pateikti prašymą' }).click();
  await expect(page.getByText(TOO_LATE, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'vacation refused');
  // Nothing fits a 390 px phone badly: no horizontal scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a holiday of 3 months starting in 40 days is registered and appears in the list; a 13th month is refused', async ({
  page,
}) => {
  await smartIdLogin(page, RUTA);
  await openPortal(page, '/portal/applications/vacation', 'Įmokų atostogos');
  await page.getByLabel(/2P-1013001/).check();
  await page.getByLabel('Atostogų pradžia').fill(daysFromToday(40));
  await page.getByLabel('Trukmė (mėnesiais)').selectOption('3');
  await page.getByRole('button', { name: 'Pateikti prašymą' }).click();
  // Nothing is signed unseen: the summary and the application's PDF, as the server rendered it, come first.
  const review = page.getByRole('region', { name: 'Patikrinkite prašymą' });
  await expect(review.getByText(/^2P-1013001, /)).toBeVisible({ timeout: 20_000 });
  await expect(review.getByText(daysFromToday(40), { exact: true })).toBeVisible();
  await expect(review.getByText('3 mėn.', { exact: true })).toBeVisible();
  const pdf = review.getByRole('link', { name: 'Peržiūrėti prašymą (PDF)' });
  await expect(pdf).toHaveAttribute('download', /^prasymas-HolidaysSuspensionContributions-2P-1013001-/);
  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoAxeViolations(page, 'vacation review');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  await review.getByRole('button', { name: 'Pasirašyti', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pasirašyti su Smart-ID' })).toBeVisible();
  await expectNoAxeViolations(page, 'vacation signing');
  await page.getByRole('button', { name: 'Pasirašyti su Smart-ID' }).click();
  await expect(page.getByRole('heading', { name: 'Prašymas pateiktas' })).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page, 'vacation signed');
  // The holiday is in the customer's list (Applications/GetList) with status registered.
  await openPortal(page, '/portal/applications/vacation', 'Įmokų atostogos');
  await page.getByLabel(/2P-1013001/).check();
  const registered = page.getByRole('region', { name: 'Jūsų įmokų atostogos' });
  await expect(registered.getByText('užregistruotos')).toBeVisible();
  await expect(registered.getByText(daysFromToday(40), { exact: false })).toBeVisible();

  // 3 months are registered now: 10 more (a 13th month) are refused, whatever the start.
  await expect(page.getByTestId('vacation-months-left')).toHaveText('9 mėn.');
  await page.getByLabel('Atostogų pradžia').fill(daysFromToday(200));
  await page.getByLabel('Trukmė (mėnesiais)').selectOption('10');
  await page.getByRole('button', { name: 'Pateikti prašymą' }).click();
  await expect(page.getByText(TOO_LONG, { exact: true })).toBeVisible();
});

test('Mantas (50001018865) sees his registered holiday and cannot overlap it', async ({ page }) => {
  await mobileIdLogin(page, '50001018865', '+37060000666');
  await openPortal(page, '/portal/applications/vacation', 'Įmokų atostogos');
  const registered = page.getByRole('region', { name: 'Jūsų įmokų atostogos' });
  await expect(registered).toBeVisible();
  await expect(registered.getByText('užregistruotos')).toBeVisible();
  await expect(page.getByTestId('vacation-months-left')).toHaveText('9 mėn.');
  // A start inside the registered holiday (it starts on the 1st of the month after next).
  const start = `${daysFromToday(62).slice(0, 7)}-15`;
  await page.getByLabel('Atostogų pradžia').fill(start);
  await page.getByLabel('Trukmė (mėnesiais)').selectOption('1');
  await page.getByRole('button', { name: 'Pateikti prašymą' }).click();
  await expect(page.getByText(OVERLAP, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'vacation overlap');
});
