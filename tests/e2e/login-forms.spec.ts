import { expect, test } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/** §4 Forms and §5 rules on the login screens: messages in Lithuanian, shown after blur or submit. */
test.describe('login forms (bad input)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login/smart-id');
    await heading(page);
    await dismissCookies(page);
  });

  test('Smart-ID: errors appear only after submit, in Lithuanian, and clear when fixed', async ({ page }) => {
    const code = page.getByLabel('Asmens kodas');
    await code.fill('3030303991');
    await expect(page.getByText('Neteisingas asmens kodas')).toHaveCount(0);
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page.getByText('Neteisingas asmens kodas')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'smart-id invalid');
    await code.fill('');
    await expect(page.getByText('Laukas yra privalomas')).toBeVisible();
    await code.fill('30303039915');
    await expect(page.getByText('Neteisingas asmens kodas')).toBeVisible();
  });

  test('a pasted personal code with spaces or a hyphen is cleaned', async ({ page }) => {
    const code = page.getByLabel('Asmens kodas');
    await code.focus();
    await code.fill('303 030 39914');
    await expect(code).toHaveValue('30303039914');
    await code.fill('303030-39914');
    await expect(code).toHaveValue('30303039914');
    await code.blur();
    await expect(page.locator('.field__error')).toHaveCount(0);
  });

  test('Mobile-ID: a phone §5 cannot read gets the format hint; blank +370 counts as empty', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Mobile-ID' }).click();
    await expect(page).toHaveURL(/\/login\/mobile-id$/);
    const phone = page.getByLabel('Mobiliojo telefono numeris');
    await expect(phone).toHaveValue('+370');
    await page.getByLabel('Asmens kodas').fill('50001018865');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page.getByText('Laukas yra privalomas')).toBeVisible();
    await phone.fill('+370 600 0066');
    // Seven digits after +370: not a number §5 normalises, so the field says which forms it takes.
    await expect(page.getByText('Neteisingas telefono numerio formatas', { exact: false })).toBeVisible();
    await phone.fill('+370 600 00666');
    await expect(page.locator('.field__error')).toHaveCount(0);
  });

  test('Password: username must be an e-mail or 7 characters; password required; show/hide', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Slaptažodis' }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
    const username = page.getByLabel('El. paštas arba naudotojo vardas');
    await username.fill('abc');
    await username.blur();
    await expect(page.getByText('Neteisingi duomenys')).toBeVisible();
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page.getByText('Laukas yra privalomas')).toBeVisible();
    const password = page.getByLabel('Slaptažodis', { exact: true });
    await password.fill('Secret1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /Rodyti/ }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expectNoAxeViolations(page, 'password form');
  });

  test('Remind password accepts an e-mail or a phone only', async ({ page }) => {
    await page.goto('/login/remind-password');
    const field = page.getByLabel('El. paštas arba telefono numeris');
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Priminti slaptažodį' }).click();
    await expect(page.getByText('Neteisingi duomenys')).toBeVisible();
    await field.fill('860000666');
    await expect(page.locator('.field__error')).toHaveCount(0);
    await expectNoAxeViolations(page, 'remind');
  });

  test('keyboard only: tabs and the form are reachable and usable without a mouse', async ({ page }) => {
    const mobileTab = page.getByRole('link', { name: 'Mobile-ID' });
    await mobileTab.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\/mobile-id$/);
    await page.getByLabel('Asmens kodas').focus();
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Neteisingas asmens kodas')).toBeVisible();
  });
});
