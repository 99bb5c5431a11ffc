import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Remind password → the link from the e-mail/SMS outbox simulator → reset with the last 4 digits of the
 * personal code → log in with the new password; and the e-mail hash links.
 * Uses Tomas (39901012239), whom no other browser test logs in with a password.
 */
test.describe('password reminder and reset', () => {
  test('a phone reminder leads to a new password that logs in', async ({ page, request }) => {
    await page.goto('/login/remind-password');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('El. paštas arba telefono numeris').fill('8 634 56789');
    await page.getByRole('button', { name: 'Priminti slaptažodį' }).click();
    await expect(page).toHaveURL(/\/login\/remind-password\/success$/);
    await expect(await heading(page)).toHaveText('Slaptažodžio priminimas');
    await expect(page.getByRole('heading', { name: 'Priminimas išsiųstas' })).toBeVisible();
    await expectNoAxeViolations(page, 'reminder sent');

    // Reminders are sent from a queue after the answer (its timing must not tell whether the contact exists).
    let link = '';
    await expect
      .poll(async () => {
        const outbox = await request.get('/api/dev/outbox?recipient=37063456789');
        const { messages } = (await outbox.json()) as { messages: Array<{ link: string | null }> };
        link = messages[0]?.link ?? '';
        return link;
      })
      .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/slaptazodzio-keitimas-po-priminimo\?hash=/);

    await page.goto(link);
    await expect(await heading(page)).toHaveText('Naujo slaptažodžio kūrimas');
    await expectNoAxeViolations(page, 'reset form');
    await page.getByLabel('Paskutiniai 4 asmens kodo skaitmenys').fill('0000');
    await page.getByLabel('Naujas slaptažodis', { exact: true }).fill('Naujas-Slapt1');
    await page.getByLabel('Pakartokite naują slaptažodį').fill('Naujas-Slapt1');
    await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
    await expect(page.getByText('Asmens kodo paskutiniai 4 skaitmenys nesutampa.')).toBeVisible();
    await expect(page.getByLabel('Naujas slaptažodis', { exact: true })).toHaveValue('Naujas-Slapt1');
    await page.getByLabel('Paskutiniai 4 asmens kodo skaitmenys').fill('2239');
    await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
    await expect(page).toHaveURL(/\/password-reset-success$/);

    await page.getByRole('link', { name: 'Prisijungti' }).click();
    await page.getByLabel('El. paštas arba naudotojo vardas').fill('tomas.jankauskas@example.com');
    await page.getByLabel('Slaptažodis', { exact: true }).fill('Naujas-Slapt1');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);

    // The link was single use (opened once the logout is done: a portal that is still logged in goes home).
    await page.getByRole('button', { name: 'Atsijungti' }).click();
    await expect(page).toHaveURL(/\/login\//);
    await page.goto(link);
    await expect(page.getByText(/nuoroda nebegalioja/)).toBeVisible();
    await expectNoAxeViolations(page, 'expired link');
  });

  test('an unknown contact gets the same answer and no message', async ({ page, request }) => {
    await page.goto('/login/remind-password');
    await dismissCookies(page);
    await page.getByLabel('El. paštas arba telefono numeris').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Priminti slaptažodį' }).click();
    await expect(page).toHaveURL(/\/login\/remind-password\/success$/);
    const outbox = await request.get('/api/dev/outbox?recipient=nobody@example.com');
    expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
  });
});

test.describe('e-mail hash links', () => {
  test('marketing consent is saved from the e-mail link', async ({ page }) => {
    await page.goto('/external-gdpr-modification?hash=demo-gdpr-5c8e1a&type=1');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(page.getByText('Būtina pasirinkti, ar sutinkate')).toBeVisible();
    await expectNoAxeViolations(page, 'gdpr error');
    await page.getByLabel('Sutinku', { exact: true }).check();
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(page.getByText('Ačiū, jūsų pasirinkimą išsaugojome.')).toBeVisible();
  });

  test('the advertising channels are saved; an unknown link is refused with a clear message', async ({
    page,
  }) => {
    await page.goto('/external-advertising-send-mode-modification?hash=demo-notify-2d6f9b');
    await dismissCookies(page);
    await page.getByLabel('SMS žinute').check();
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(page.getByText('Ačiū, nustatymus išsaugojome.')).toBeVisible();
    await page.goto('/external-advertising-send-mode-modification?hash=unknown-link-123');
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(page.getByText('Nuoroda nebegalioja. Paprašykite naujos nuorodos.')).toBeVisible();
  });
});

/**
 * The logged-in password change needs a fresh Smart-ID / Mobile-ID confirmation (§4 Qualify; README
 * "Security"): Jonas (password jonas01, Smart-ID 30303039914) confirms with Smart-ID before the change.
 */
test.describe('password change in the portal', () => {
  async function passwordLogin(page: Page) {
    await page.goto('/login/email');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('El. paštas arba naudotojo vardas').fill('jonas01');
    await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
  }

  async function fill(page: Page, oldPassword: string, newPassword: string) {
    await page.getByLabel('Dabartinis slaptažodis').fill(oldPassword);
    await page.getByLabel('Naujas slaptažodis', { exact: true }).fill(newPassword);
    await page.getByLabel('Pakartokite naują slaptažodį').fill(newPassword);
    await page.getByRole('button', { name: 'Pakeisti slaptažodį' }).click();
  }

  async function confirmWithSmartId(page: Page) {
    await expect(page.getByRole('heading', { name: 'Patvirtinkite slaptažodžio keitimą' })).toBeVisible();
    await page.getByRole('button', { name: 'Patvirtinti su Smart-ID' }).click();
    await expect(page.getByText('Kontrolinis kodas')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^\d{4}$/)).toBeVisible();
  }

  test('same password, the confirmation screen, a wrong old password, then a real change (and back)', async ({
    page,
  }) => {
    await passwordLogin(page);
    // The portal menu's item (the login page has a "Slaptažodis" tab too, so the menu is named).
    await page
      .getByRole('navigation', { name: 'Savitarnos meniu' })
      .getByRole('link', { name: 'Slaptažodis' })
      .click();
    await expect(await heading(page)).toHaveText('Slaptažodžio keitimas');

    // §5: the same password is refused before anything is sent.
    await fill(page, 'Pensija2026', 'Pensija2026');
    await expect(page.getByText('Naujas slaptažodis turi skirtis nuo senojo')).toBeVisible();

    // A valid form asks for the fresh confirmation; going back keeps what was typed.
    await fill(page, 'Neteisingas1', 'Pensija2027');
    await expect(page.getByRole('heading', { name: 'Patvirtinkite slaptažodžio keitimą' })).toBeVisible();
    await expectNoAxeViolations(page, 'confirmation choice');
    await page.getByRole('button', { name: 'Grįžti' }).click();
    await expect(page.getByLabel('Dabartinis slaptažodis')).toHaveValue('Neteisingas1');
    await page.getByRole('button', { name: 'Pakeisti slaptažodį' }).click();

    await confirmWithSmartId(page);
    await expectNoAxeViolations(page, 'confirmation control code');
    // Confirmed on the (simulated) phone: the server checks the old password.
    await expect(page.getByText('Neteisingas dabartinis slaptažodis.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Naujas slaptažodis', { exact: true })).toHaveValue('Pensija2027');
    await expectNoAxeViolations(page, 'password change error');

    // The confirmation is still valid (only a success uses it): no second confirmation for the retry.
    await page.getByLabel('Dabartinis slaptažodis').fill('Pensija2026');
    await page.getByRole('button', { name: 'Pakeisti slaptažodį' }).click();
    await expect(page).toHaveURL(/\/portal\/password-change\/success$/, { timeout: 20_000 });
    await expect(await heading(page)).toHaveText('Slaptažodis pakeistas');

    // Back to the demo password: the used confirmation is not accepted again, so Smart-ID is asked anew.
    await page.goto('/portal/password-change');
    await fill(page, 'Pensija2027', 'Pensija2026');
    await confirmWithSmartId(page);
    await expect(page).toHaveURL(/\/portal\/password-change\/success$/, { timeout: 30_000 });
  });
});
