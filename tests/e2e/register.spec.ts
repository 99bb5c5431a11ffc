import { expect, test, type Page } from '@playwright/test';
import { personalCodeCheckDigit } from '../../src/domain/personal-code';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Registration by Smart-ID / Mobile-ID (§2, §6 adults only) as a person sees it, against the real server
 * and SK's fake (where any valid adult code without an account has Smart-ID and confirms a registration).
 */

/** A valid adult personal code nobody has registered yet (a man born 1987-03-18, random serial). */
function newAdultCode(): string {
  const serial = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const first10 = `3870318${serial}`;
  return `${first10}${personalCodeCheckDigit(first10)}`;
}

async function openRegister(page: Page, path: '/register/smart-id' | '/register/mobile-id') {
  await page.goto(path);
  await heading(page);
  await dismissCookies(page);
}

async function submit(page: Page) {
  await page.locator('main form').getByRole('button', { name: 'Registruotis' }).click();
}

test.describe('registration', () => {
  test('a new adult registers with Smart-ID, then logs in and reaches the portal', async ({ page }) => {
    const code = newAdultCode();
    await openRegister(page, '/register/smart-id');
    await expectNoAxeViolations(page, 'register form');

    await page.getByLabel('Asmens kodas').fill(code);
    await submit(page);
    const controlCode = page.locator('.control-code__value');
    await expect(controlCode).toHaveText(/^\d{4}$/);
    await expect(page.getByRole('timer')).toBeVisible();
    await expectNoAxeViolations(page, 'register control code');

    await expect(page).toHaveURL(/\/register\/success$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Registracija baigta' })).toBeVisible();
    // What really happened: registered, no contract yet, nothing sent by e-mail or SMS.
    await expect(page.getByText(/Sutarties dar neturite/)).toBeVisible();
    await expect(page.getByText(/el\. paštu arba SMS/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'register success');

    // Registering again: already a customer, with a link to log in.
    await openRegister(page, '/register/smart-id');
    await page.getByLabel('Asmens kodas').fill(code);
    await submit(page);
    await expect(page.getByText('Jūs jau esate mūsų klientas')).toBeVisible();
    await expect(page.locator('.control-code__value')).toHaveCount(0);
    await expectNoAxeViolations(page, 'already registered');
    await page.locator('main').getByRole('link', { name: 'Prisijunkite' }).click();
    await expect(page).toHaveURL(/\/login(\/smart-id)?$/);

    // Log in with the same code: the portal, not the "no contract" page.
    await page.goto('/login/smart-id');
    await heading(page);
    await page.getByLabel('Asmens kodas').fill(code);
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page.locator('.control-code__value')).toHaveText(/^\d{4}$/);
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
    await expect(await heading(page)).toHaveText('Pradžia');
  });

  test('a minor (61101012257) is directed to the customer centre without any eID session', async ({
    page,
  }) => {
    const eidRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/connect/')) eidRequests.push(request.url());
    });
    await openRegister(page, '/register/smart-id');
    await page.getByLabel('Asmens kodas').fill('61101012257');
    await submit(page);
    await expect(page.getByText('Savitarnoje sutartį gali sudaryti tik pilnamečiai')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rasti artimiausią centrą' })).toBeVisible();
    await expect(page.locator('.control-code__value')).toHaveCount(0);
    await expect(page.getByLabel('Asmens kodas')).toHaveValue('61101012257');
    expect(eidRequests).toEqual([]);
    await expectNoAxeViolations(page, 'minor');
  });

  test('Mobile-ID: a cancelled confirmation shows the error and keeps the values', async ({ page }) => {
    await openRegister(page, '/register/mobile-id');
    await page.getByLabel('Asmens kodas').fill('38501010002');
    await page.getByLabel('Mobiliojo telefono numeris').fill('+370 600 00008');
    await submit(page);
    await expect(page.locator('.control-code__value')).toHaveText(/^\d{4}$/);
    await expect(page.getByText('Prisijungimas atšauktas')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Asmens kodas')).toHaveValue('38501010002');
    await expect(page.getByLabel('Mobiliojo telefono numeris')).toHaveValue('+370 600 00008');
    await expectNoAxeViolations(page, 'register failed');
  });

  test('cancelling on the control-code screen returns to the filled form', async ({ page }) => {
    await openRegister(page, '/register/smart-id');
    await page.getByLabel('Asmens kodas').fill(newAdultCode());
    await submit(page);
    await expect(page.locator('.control-code__value')).toHaveText(/^\d{4}$/);
    await page.getByRole('button', { name: 'Atšaukti' }).click();
    await expect(page.locator('.control-code__value')).toHaveCount(0);
    await expect(page.getByLabel('Asmens kodas')).toHaveValue(/^3870318\d{4}$/);
    await expect(page).toHaveURL(/\/register\/smart-id$/);
  });
});
