import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';
import { openPortal, RUTA, smartIdLogin } from './applications-support';

/**
 * Termination with the pause to think (§2): what is lost is shown before anything is signed,
 * and the confirmation appears only when the 10-second pause is over (the machine holds it). Nothing is
 * signed here, so Rūta's contracts stay as they are for the later files.
 */

test('termination cannot be signed without passing the pause', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await smartIdLogin(page, RUTA);
  await openPortal(page, '/portal/applications/termination', 'Sutarties nutraukimas');
  await page.getByLabel(/III pakopa/).check();
  // §9: what is lost, before anything is signed.
  await expect(page.getByText('Ką prarasite nutraukę sutartį')).toBeVisible();
  const losses = page.getByRole('status').filter({ hasText: 'Ką prarasite nutraukę sutartį' });
  await expect(losses.getByText(/Nebegalėsite susigrąžinti gyventojų pajamų mokesčio/)).toBeVisible();
  // Only losses under "what you lose": how long it takes is said apart, and no fee applied is no loss.
  await expect(losses.getByText(/netaikomas|darbo dien/)).toHaveCount(0);
  await expect(page.getByText(/^Sutartis nutraukiama per \d/)).toBeVisible();
  await expectNoAxeViolations(page, 'termination');

  await page.getByRole('button', { name: 'Nutraukti sutartį' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Pagalvokite dar kartą' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/Patvirtinti galėsite po \d+ s\./)).toBeVisible();
  // During the pause there is no way to confirm.
  await expect(modal.getByRole('button', { name: 'Taip, nutraukti sutartį' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'termination pause');
  // Keeping the contract closes the modal; asking again starts a new pause.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Nutraukti sutartį' }).click();
  await expect(modal.getByRole('button', { name: 'Taip, nutraukti sutartį' })).toHaveCount(0);
  // The pause is over after 10 s: only then can the customer confirm.
  await expect(modal.getByRole('button', { name: 'Taip, nutraukti sutartį' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(modal.getByText('Ar tikrai norite nutraukti sutartį?')).toBeVisible();
  await modal.getByRole('button', { name: 'Taip, nutraukti sutartį' }).click();
  // The summary with what is lost and the application's PDF come before any signing.
  const review = page.getByRole('region', { name: 'Patikrinkite prašymą' });
  await expect(review.getByText(/^3P-/)).toBeVisible({ timeout: 20_000 });
  await expect(review.getByText('Nutraukę sutartį prarasite:')).toBeVisible();
  const pdf = review.getByRole('link', { name: 'Peržiūrėti prašymą (PDF)' });
  await expect(pdf).toHaveAttribute('download', /^prasymas-EndContract-3P-/);
  await expectNoAxeViolations(page, 'termination review');
  await review.getByRole('button', { name: 'Pasirašyti', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pasirašykite prašymą nutraukti sutartį' })).toBeVisible();
  await expectNoAxeViolations(page, 'termination signing');
  // Back to the form keeps the chosen contract; nothing was signed.
  await page.getByRole('button', { name: 'Grįžti' }).click();
  await expect(page.getByLabel(/III pakopa/)).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
