import { expect, test, type Page, type Request } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading, bankHandoverToken } from './support';

/** §4 Login as a person sees it, for each demo identity of SK's fake and the password login. */

async function smartId(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

async function mobileId(page: Page, code: string, phone: string) {
  await page.goto('/login/mobile-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByLabel('Mobiliojo telefono numeris').fill(phone);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

async function passwordLogin(page: Page, username: string, password: string) {
  await page.goto('/login/email');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('El. paštas arba naudotojo vardas').fill(username);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

test.describe('Smart-ID', () => {
  test('30303039914 confirms: control code, countdown, then the portal', async ({ page }) => {
    await smartId(page, '30303039914');
    const code = page.locator('.control-code__value');
    await expect(code).toHaveText(/^\d{4}$/);
    await expect(page.getByRole('timer')).toHaveText(/^[0-2]:\d\d$/);
    await expectNoAxeViolations(page, 'control code');
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
    await expect(await heading(page)).toHaveText('Pradžia');
    await expectNoAxeViolations(page, 'portal');
    expect(await page.evaluate(() => localStorage.getItem('loginMethod'))).toBe('smart-id');
    // The access token never goes to localStorage.
    const local = await page.evaluate(() => JSON.stringify(localStorage));
    expect(local).not.toMatch(/eyJ/);
  });

  test('30403039917 refuses: "Prisijungimas atšauktas", the code stays in the field', async ({ page }) => {
    await smartId(page, '30403039917');
    await expect(page.getByText('Prisijungimas atšauktas')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Asmens kodas')).toHaveValue('30403039917');
    await expectNoAxeViolations(page, 'cancelled');
  });

  // 30403039983 never answers: the 120 s window ends it (tests/e2e/login-messages.spec.ts, with page.clock).

  test('40504049999 is Smart-ID Basic: a closable modal', async ({ page }) => {
    await smartId(page, '40504049999');
    const dialog = page.getByRole('dialog', { name: 'Smart-ID Basic paskyra' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'smart_id_basic modal');
    await dialog.getByRole('button', { name: 'Uždaryti' }).click();
    await expect(dialog).toBeHidden();
  });

  test('30403039972 picks a wrong verification code: a clear error', async ({ page }) => {
    await smartId(page, '30403039972');
    await expect(page.getByText(/neteisingas kontrolinis kodas/i)).toBeVisible({ timeout: 20_000 });
  });

  test('a person without Smart-ID gets smart_id_does_not_exist', async ({ page }) => {
    await smartId(page, '38501010002');
    await expect(page.getByText(/Smart-ID paskyra nerasta/)).toBeVisible({ timeout: 20_000 });
  });

  test('50001029996 is not a customer: the no-contract page with a register button', async ({ page }) => {
    await smartId(page, '50001029996');
    await expect(page).toHaveURL(/\/error-500\?code=user_not_onboarded$/, { timeout: 20_000 });
    await expect(await heading(page)).toHaveText('Pensijų kaupimo sutarties neturite');
    await expect(page.getByRole('link', { name: 'Registruotis' })).toBeVisible();
    await expectNoAxeViolations(page, 'not onboarded');
  });

  test('cancel during the wait returns to the form with the code kept', async ({ page }) => {
    await smartId(page, '30303039914');
    await expect(page.locator('.control-code__value')).toHaveText(/^\d{4}$/);
    await page.getByRole('button', { name: 'Atšaukti' }).click();
    await expect(page.getByLabel('Asmens kodas')).toHaveValue('30303039914');
    await expect(page).toHaveURL(/\/login\/smart-id$/);
  });
});

test.describe('Mobile-ID', () => {
  test('50001018865 with +37060000666 confirms and mobile-id is remembered', async ({ page }) => {
    await mobileId(page, '50001018865', '+37060000666');
    await expect(page.locator('.control-code__value')).toHaveText(/^\d{4}$/);
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('loginMethod'))).toBe('mobile-id');
    await page.getByRole('button', { name: 'Atsijungti' }).click();
    await expect(page).toHaveURL(/\/login\/mobile-id$/);
  });

  test('+37060000007 is not a Mobile-ID client', async ({ page }) => {
    await mobileId(page, '50001018865', '+37060000007');
    await expect(page.getByText(/Mobile-ID šiam telefono numeriui/)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'mobile-id error');
  });
});

test.describe('password and session', () => {
  test('jonas01 logs in; an authorized visitor to /login goes to the portal; logout ends it', async ({
    page,
  }) => {
    await passwordLogin(page, 'jonas01', 'Pensija2026');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.goto('/login/smart-id');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.getByRole('button', { name: 'Atsijungti' }).click();
    await expect(page).toHaveURL(/\/login\//);
    await page.goto('/portal/reports');
    await expect(page).toHaveURL(/\/login\/smart-id\?returnUrl=/);
  });

  test('a reload keeps the session (refresh token in sessionStorage only)', async ({ page }) => {
    await passwordLogin(page, 'jonas01', 'Pensija2026');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.reload();
    await expect(await heading(page)).toHaveText('Pradžia');
    expect(await page.evaluate(() => sessionStorage.getItem('sessionRefresh'))).toBeTruthy();
  });

  test('a reload refreshes the session once and reads each of the first screen’s data once (head start)', async ({
    page,
  }) => {
    await passwordLogin(page, 'jonas01', 'Pensija2026');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(await heading(page)).toHaveText('Pradžia');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    /** The API and auth requests of one reload of `path`, as "METHOD /path?query". */
    const reload = async (path: string, title: string) => {
      const sent: string[] = [];
      const record = (request: Request) => {
        const url = new URL(request.url());
        if (/^\/(api|connect)\//.test(url.pathname))
          sent.push(`${request.method()} ${url.pathname}${url.search}`);
      };
      page.on('request', record);
      await page.goto(path);
      await expect(await heading(page)).toHaveText(title);
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      return sent;
    };
    const stored = await page.evaluate(() => sessionStorage.getItem('sessionRefresh'));
    const dashboard = await reload('/portal/dashboard', 'Pradžia');
    expect(dashboard.filter((r) => r === 'POST /connect/token')).toHaveLength(1);
    for (const read of [
      'GET /api/Notifications/GetList',
      'GET /api/Dashboard/GetDashboard',
      'GET /api/Contracts/GetContracts',
      'GET /api/Dashboard/GetAssetScore',
      'GET /api/Contracts/ExistsInvestmentFundContracts',
      'GET /api/v2/Invoices/GetInvoices',
      'GET /api/Documents/GetAllDocuments?documentTypeCfgNr=10',
    ]) {
      expect(
        dashboard.filter((r) => r === read),
        read,
      ).toHaveLength(1);
    }
    // The rotated refresh token is kept, so the next reload (another screen) works the same way.
    const rotated = await page.evaluate(() => sessionStorage.getItem('sessionRefresh'));
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(stored);
    const reports = await reload('/portal/reports', 'Ataskaitos');
    expect(reports.filter((r) => r === 'POST /connect/token')).toHaveLength(1);
    expect(reports.filter((r) => r === 'GET /api/Notifications/GetList')).toHaveLength(1);
    // The inlined stylesheet is allowed by the CSP (its hash), nothing is refused, and it applies (the
    // brand mark, an inline-grid in a flex row, computes to grid; unstyled it would be inline).
    expect(violations).toEqual([]);
    await expect(page.locator('.brand__mark').first()).toHaveCSS('display', 'grid');
  });

  test('the return URL is followed after login', async ({ page }) => {
    await page.goto('/portal/reports');
    await expect(page).toHaveURL(/returnUrl=%2Fportal%2Freports/);
    await dismissCookies(page);
    await page.getByRole('link', { name: 'Slaptažodis' }).click();
    await page.getByLabel('El. paštas arba naudotojo vardas').fill('jonas01');
    await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/reports$/);
    await expect(await heading(page)).toHaveText('Ataskaitos');
  });

  test('keyboard only: a person logs in with the password without touching the mouse', async ({ page }) => {
    await page.goto('/login/email');
    await heading(page);
    await page.getByLabel('El. paštas arba naudotojo vardas').focus();
    await page.keyboard.type('jonas.petrauskas@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pensija2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
  });

  test('every portal screen is registered with its title behind the guard', async ({ page }) => {
    await passwordLogin(page, 'jonas01', 'Pensija2026');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const checks: Array<[string, string]> = [
      ['/portal/how-to-pay', 'Kaip mokėti įmokas'],
      ['/portal/notifications-options', 'Pranešimų nustatymai'],
      ['/portal/contractsoverview', 'Sutarčių apžvalga'],
      ['/portal/onboarding/choose-third-pillar-fund', 'III pakopos pensijų kaupimo sutartis'],
      ['/portal/fund-change/preview', 'Pensijų fondo keitimas'],
      ['/portal/aml/final-beneficiary/beneficiary-pep', 'Kliento anketa'],
      ['/portal/applications/vacation', 'Įmokų atostogos'],
      ['/portal/aml-update', 'Kliento anketa'],
      ['/portal/no-such-screen', 'Puslapis nerastas'],
    ];
    for (const [url, title] of checks) {
      await page.goto(url);
      await expect(await heading(page)).toHaveText(title);
    }
    await page.goto('/portal/e-invoices');
    await expectNoAxeViolations(page, 'being prepared');
  });
});

test.describe('refresh token reuse', () => {
  test('a stolen refresh token used twice revokes the whole family: the customer must log in again', async ({
    page,
    request,
  }) => {
    await page.goto('/login/email');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('El. paštas arba naudotojo vardas').fill('jonas01');
    await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const stolen = await page.evaluate(() => sessionStorage.getItem('sessionRefresh'));
    expect(stolen).toBeTruthy();
    // An attacker rotates the token first ...
    const first = await request.post('/connect/token', {
      form: { grant_type: 'refresh_token', client_id: 'pension-portal', refresh_token: stolen! },
    });
    expect(first.ok()).toBe(true);
    // ... so the customer's next use of it is a reuse: refused, and the family (the attacker's new token too) revoked.
    const attackerToken = ((await first.json()) as { refresh_token: string }).refresh_token;
    await page.reload();
    await expect(page).toHaveURL(/\/login\//);
    const again = await request.post('/connect/token', {
      form: { grant_type: 'refresh_token', client_id: 'pension-portal', refresh_token: attackerToken },
    });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
  });

  test('a read refused after the session ended elsewhere ends it here too, with no word of the connection', async ({
    page,
    request,
  }) => {
    await passwordLogin(page, 'jonas01', 'Pensija2026');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    // The session ends elsewhere (a logout in another tab of the same session revokes the family) ...
    const refreshToken = await page.evaluate(() => sessionStorage.getItem('sessionRefresh'));
    const revoked = await request.post('/connect/revocation', {
      form: { token: refreshToken!, token_type_hint: 'refresh_token', client_id: 'pension-portal' },
    });
    expect(revoked.ok()).toBe(true);
    // ... so this page's next read is refused: the login page says the session ended. The read is the
    // click's, unless one of the dashboard's own reads got there first.
    const operations = page.getByRole('link', { name: 'Operacijos' });
    const ended = page.getByText('Jūsų sesija baigėsi.');
    await expect(operations.or(ended).first()).toBeVisible();
    if (await operations.isVisible()) await operations.click({ timeout: 10_000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/login\//);
    await expect(page.getByText('Jūsų sesija baigėsi.')).toBeVisible();
    await expect(page.getByText(/Patikrinkite interneto ryšį/)).toHaveCount(0);
    // Nothing was typed wrong.
    await expect(page.getByText('Neteisingi prisijungimo duomenys.')).toHaveCount(0);
  });
});

test.describe('two tabs of one session', () => {
  test('a duplicated tab and the first both stay logged in through reloads; a logout in one ends both', async ({
    page,
    context,
  }) => {
    await passwordLogin(page, 'jonas01', 'Pensija2026');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    // Duplicating a tab (or window.open) copies its sessionStorage: both tabs hold the same refresh token.
    const copied = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    const second = await context.newPage();
    await second.addInitScript((entries: string) => {
      if (sessionStorage.length > 0) return;
      for (const [key, value] of JSON.parse(entries) as [string, string][])
        sessionStorage.setItem(key, value);
    }, copied);
    await second.goto(page.url());
    await expect(await heading(second)).toHaveText('Pradžia');
    // The duplicate exchanged the shared token when it opened; the first tab's next exchange must not
    // present the spent one (the server would revoke the session of both).
    await page.reload();
    await expect(await heading(page)).toHaveText('Pradžia');
    await second.reload();
    await expect(await heading(second)).toHaveText('Pradžia');
    await second.getByRole('link', { name: 'Operacijos' }).first().click();
    await expect(await heading(second)).toHaveText('Sąskaitos operacijos');
    // A logout in one tab ends the session in the other, which says so.
    await page.getByRole('button', { name: 'Atsijungti' }).click();
    await expect(page).toHaveURL(/\/login\//);
    await expect(second).toHaveURL(/\/login\//, { timeout: 15_000 });
    await expect(second.getByText('Jūs atsijungėte nuo savitarnos.')).toBeVisible();
    await second.close();
  });
});

test.describe('bank handover', () => {
  test('a handover token logs in once, is removed from the URL, and cannot be reused', async ({
    page,
    request,
  }) => {
    const token = await bankHandoverToken(request, '30303039914');
    await page.goto(`/login/sb/${token}`);
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
    const history = await page.evaluate(() => window.location.href);
    expect(history).not.toContain(token);
    await page.getByRole('button', { name: 'Atsijungti' }).click();
    await expect(page).toHaveURL(/\/login\//);
    await page.goto(`/login/sb/${token}`);
    await expect(page).toHaveURL(/\/error-sb$/);
    await expect(await heading(page)).toHaveText('Prisijungti per banką nepavyko');
    await expectNoAxeViolations(page, 'error-sb');
    await page.getByRole('link', { name: 'Prisijungti kitu būdu' }).click();
    await expect(page).toHaveURL(/\/login\/smart-id$/);
    await expect(page.locator('.alert--error')).toHaveCount(0);
  });
});

test.describe('inactivity', () => {
  test('after 5 idle minutes a warning with a countdown offers one-click extend; at 10 the session ends', async ({
    page,
  }) => {
    await page.clock.install();
    await passwordLogin(page, 'jonas01', 'Pensija2026');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.clock.fastForward('05:01');
    const dialog = page.getByRole('alertdialog', { name: 'Ar dar esate čia?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText(/^4:\d\d$/);
    await expectNoAxeViolations(page, 'inactivity warning');
    await dialog.getByRole('button', { name: 'Pratęsti sesiją' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.fastForward('05:01');
    await expect(dialog).toBeVisible();
    await page.clock.fastForward('05:00');
    await expect(page).toHaveURL(/\/login\//);
  });
});

// Runs last: it locks jonas01 for 15 minutes, which the tests above log in with.
test.describe('password lockout', () => {
  test('a wrong password says so, repeated failures lock the account (told by e-mail and, with the right password, on screen), and a password reset unlocks it', async ({
    page,
    request,
  }) => {
    const recipient = 'jonas.petrauskas@example.com';
    const inbox = async () => {
      const outbox = await request.get(`/api/dev/outbox?recipient=${recipient}`);
      return ((await outbox.json()) as { messages: Array<{ body: string; link: string | null }> }).messages;
    };
    await passwordLogin(page, 'jonas01', 'Wrong-pass1');
    await expect(page.getByText('Neteisingi prisijungimo duomenys.')).toBeVisible();
    await expect(page.getByLabel('El. paštas arba naudotojo vardas')).toHaveValue('jonas01');
    const submit = page.getByRole('button', { name: 'Prisijungti' });
    for (let i = 0; i < 5; i += 1) {
      await submit.click();
      await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    }
    // Locked: the login answers exactly as for a wrong password (nobody can probe who is locked); the
    // customer learns it from the message sent when the lock started.
    await expect(page.getByText('Neteisingi prisijungimo duomenys.')).toBeVisible();
    await expectNoAxeViolations(page, 'locked');
    await expect
      .poll(async () => (await inbox()).some((message) => message.body.includes('užblokuotas')))
      .toBe(true);
    // The right password while locked is not let in, but told the account is locked and whom to call.
    await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
    await submit.click();
    await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    await expect(
      page.getByText(/Prieiga užblokuota\. Skambinkite klientų aptarnavimo telefonu \+370/),
    ).toBeVisible();
    await expect(page.getByText('Neteisingi prisijungimo duomenys.')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/portal\//);

    // A reset through the reminder link unlocks the account (and keeps the suite's password).
    await page.goto('/login/remind-password');
    await page.getByLabel('El. paštas arba telefono numeris').fill(recipient);
    await page.getByRole('button', { name: 'Priminti slaptažodį' }).click();
    await expect(page).toHaveURL(/\/login\/remind-password\/success$/);
    let link = '';
    await expect
      .poll(async () => {
        // The newest message with a link (password-change and lockout notices carry none).
        link = (await inbox()).find((message) => message.link)?.link ?? '';
        return link;
      })
      .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/slaptazodzio-keitimas-po-priminimo\?hash=/);
    await page.goto(link);
    await page.getByLabel('Paskutiniai 4 asmens kodo skaitmenys').fill('9914');
    await page.getByLabel('Naujas slaptažodis', { exact: true }).fill('Pensija2026');
    await page.getByLabel('Pakartokite naują slaptažodį').fill('Pensija2026');
    await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
    await expect(page).toHaveURL(/\/password-reset-success$/);
    await passwordLogin(page, 'jonas01', 'Pensija2026');
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
  });
});
