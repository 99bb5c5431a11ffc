import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';
import { openPortal, RUTA, smartIdLogin } from './applications-support';

/**
 * Issue 13b, maximum accumulation (§3 AccumulateMaximum / ChangeTarif): Rūta's pillar II contract does
 * not accumulate the maximum yet; she applies and signs with Smart-ID. Jonas's is read only.
 */

test('a pillar II contract applies to accumulate the maximum and signs it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await smartIdLogin(page, RUTA);
  await openPortal(page, '/portal/applications/max-accumulations', 'Maksimalus kaupimas');
  await expect(page.getByText(/3\s%\snuo jūsų darbo užmokesčio/)).toBeVisible();
  await expect(page.getByLabel(/II pakopa/)).toBeChecked();
  await expectNoAxeViolations(page, 'max accumulation');
  await page.getByRole('button', { name: 'Pateikti prašymą' }).click();
  await page.getByRole('button', { name: 'Pasirašyti su Smart-ID' }).click();
  await expect(page.getByRole('heading', { name: 'Prašymas pateiktas' })).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page, 'max accumulation signed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
