import { expect, test } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Every row of the §2 route table, as a visitor sees it: where each URL lands, what it shows, and
 * zero axe violations on every page.
 */
test.describe('public routes', () => {
  const landings: Array<[from: string, to: string | RegExp, title: string]> = [
    ['/', '/login/smart-id', 'Prisijungimas prie pensijų savitarnos'],
    ['/login', '/login/smart-id', 'Prisijungimas prie pensijų savitarnos'],
    ['/login/password', '/login/smart-id', 'Prisijungimas prie pensijų savitarnos'],
    ['/login/smart-id', '/login/smart-id', 'Prisijungimas prie pensijų savitarnos'],
    ['/login/mobile-id', '/login/mobile-id', 'Prisijungimas prie pensijų savitarnos'],
    ['/login/email', '/login/email', 'Prisijungimas prie pensijų savitarnos'],
    ['/login/remind-password', '/login/remind-password', 'Slaptažodžio priminimas'],
    ['/login/remind-password/success', '/login/remind-password/success', 'Slaptažodžio priminimas'],
    ['/login/no-such-method', '/error-404', 'Puslapis nerastas'],
    ['/prisijungimas', '/login/smart-id', 'Prisijungimas prie pensijų savitarnos'],
    ['/register', '/register', 'Registracija'],
    ['/register/smart-id', '/register/smart-id', 'Registracija'],
    ['/register/mobile-id', '/register/mobile-id', 'Registracija'],
    ['/register/success', '/register/success', 'Registracija'],
    ['/registracija', '/register', 'Registracija'],
    ['/registracija#smartid', '/register/smart-id', 'Registracija'],
    ['/registracija#mparasas', '/register/mobile-id', 'Registracija'],
    ['/password-reset?hash=abcdef123456', '/password-reset', 'Naujo slaptažodžio kūrimas'],
    ['/password-reset-success', '/password-reset-success', 'Slaptažodis pakeistas'],
    [
      '/slaptazodzio-keitimas-po-priminimo?hash=abcdef123456',
      '/slaptazodzio-keitimas-po-priminimo',
      'Naujo slaptažodžio kūrimas',
    ],
    ['/terms-and-conditions', '/terms-and-conditions', 'Savitarnos naudojimosi sąlygos'],
    [
      '/external-gdpr-modification?hash=abcdef123456',
      '/external-gdpr-modification',
      'Sutikimas dėl duomenų tvarkymo',
    ],
    ['/patvirtinimas?hash=abcdef123456', '/patvirtinimas', 'Sutikimas dėl duomenų tvarkymo'],
    [
      '/external-advertising-send-mode-modification?hash=abcdef123456',
      '/external-advertising-send-mode-modification',
      'Pranešimų gavimo būdas',
    ],
    ['/pranesimu-nustatymai', '/login/smart-id', 'Prisijungimas prie pensijų savitarnos'],
    ['/imoku-limitas', '/imoku-limitas', 'Įmokų limito didinimas'],
    ['/isejimas-is-bendroves#abcdef123456', '/isejimas-is-bendroves', 'Atsisakymas tapti klientu'],
    ['/error-500', '/error-500', 'Įvyko klaida'],
    ['/error-500?code=user_not_onboarded', '/error-500', 'Pensijų kaupimo sutarties neturite'],
    ['/error-500?code=server_error', '/error-500', 'Įvyko klaida'],
    ['/error-404', '/error-404', 'Puslapis nerastas'],
    ['/error-sb', '/error-sb', 'Prisijungti per banką nepavyko'],
    ['/error-timeout', '/error-timeout', 'Sistema šiuo metu užimta'],
    ['/no/such/page', '/error-404', 'Puslapis nerastas'],
    ['/portal/dashboard', '/login/smart-id', 'Prisijungimas prie pensijų savitarnos'],
  ];

  // The same page reached from several URLs is checked by axe once (the file runs its tests in order, in one
  // worker): what differs per URL is where it lands and what it shows, checked every time.
  const axeChecked = new Set<string>();
  for (const [from, to, title] of landings) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) =>
        typeof to === 'string' ? url.pathname === to : to.test(url.pathname),
      );
      await expect(await heading(page)).toHaveText(title);
      await expect(page).toHaveTitle(/Pensijų savitarna$/);
      const landing = `${String(to)} ${title}`;
      if (!axeChecked.has(landing)) {
        axeChecked.add(landing);
        await expectNoAxeViolations(page, from);
      }
    });
  }

  test('a portal URL keeps the return URL on the way to login', async ({ page }) => {
    await page.goto('/pranesimu-nustatymai');
    await expect(page).toHaveURL(/\/login\/smart-id\?returnUrl=%2Fportal%2Fnotifications-options/);
  });

  test('/login goes to the last used method, and a tampered value falls back to Smart-ID', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions');
    await page.evaluate(() => localStorage.setItem('loginMethod', 'mobile-id'));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login\/mobile-id$/);
    await page.evaluate(() => localStorage.setItem('loginMethod', '<script>'));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login\/smart-id$/);
  });

  test('the 404 page has a back button and help contacts', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await heading(page);
    await page.goto('/definitely/not/here');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { name: 'Reikia pagalbos?' })).toBeVisible();
    await page.getByRole('button', { name: 'Grįžti atgal' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
  });

  test('user_not_onboarded offers registration', async ({ page }) => {
    await page.goto('/error-500?code=user_not_onboarded');
    await page.getByRole('link', { name: 'Registruotis' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('shell', () => {
  test('skip link, document title and visible focus', async ({ page }) => {
    await page.goto('/login/smart-id');
    await heading(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pereiti prie turinio' });
    await expect(skip).toBeFocused();
    await expect(page).toHaveTitle('Prisijungimas su Smart-ID – Pensijų savitarna');
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    // The skip link lands on the page's main heading, past the header.
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('the self-service switcher opens with the keyboard and lists the group portals', async ({ page }) => {
    await page.goto('/login/smart-id');
    const toggle = page.getByRole('button', { name: /Pensijų savitarna/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Internetinė bankininkystė', 'Lizingas', 'Draudimas', 'Verslui']) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expectNoAxeViolations(page, 'switcher open');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('footer shows service hours; the broker code from a referral link is kept', async ({ page }) => {
    await page.goto('/login/smart-id?tk=BROKER-7');
    const footer = page.getByRole('contentinfo');
    // §9: customer service every day 8:00–22:00; the phone on weekdays 8–18 and Saturdays 9–13 (the same
    // phone hours as the help texts').
    await expect(footer).toContainText('Kasdien 8:00–22:00.');
    await expect(footer).toContainText('darbo dienomis 8–18 val., šeštadieniais 9–13 val.');
    await expect(footer).toContainText('Konsultanto kodas: BROKER-7');
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('contentinfo')).toContainText('Konsultanto kodas: BROKER-7');
  });

  test('cookie consent is remembered; the maintenance bar is hidden outside its window', async ({ page }) => {
    await page.goto('/login/smart-id');
    await expect(page.getByRole('region', { name: 'Slapukų nustatymai' })).toBeVisible();
    await page.getByRole('button', { name: 'Sutinku su visais' }).click();
    await expect(page.getByRole('region', { name: 'Slapukų nustatymai' })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
    expect(stored.analytics).toBe(true);
    await page.reload();
    await heading(page);
    await expect(page.getByRole('region', { name: 'Slapukų nustatymai' })).toHaveCount(0);
    await expect(page.locator('.maintenance-bar')).toHaveCount(0);
  });

  test('language: English on demand, remembered, <html lang> follows; tampered value falls back', async ({
    page,
  }) => {
    await page.goto('/login/smart-id');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(await heading(page)).toHaveText('Log in to the pension self-service');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page, 'english');
    await page.evaluate(() => localStorage.setItem('language', 'xx-evil'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
    await expect(await heading(page)).toHaveText('Prisijungimas prie pensijų savitarnos');
  });

  test('a failed lazy chunk reloads once, then shows the page-updated message without looping', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.route(/\/assets\/terms-.*\.js$/, (route) => route.abort());
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { name: 'Puslapis atnaujintas' })).toBeVisible();
    // The first page load plus exactly one automatic reload, and no more once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAttempted'))).toBe('1');
    await expect(page.getByRole('link', { name: 'Prisijungti iš naujo' })).toBeVisible();
    await expectNoAxeViolations(page, 'page updated');
  });

  test('offline, a page whose code cannot be fetched says so without reloading, and loads once back online', async ({
    page,
    context,
  }) => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/login/smart-id');
    await dismissCookies(page);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Naudojimosi sąlygos' }).click();
    // No reload: it would have shown the browser's own "no internet" page in place of the portal.
    await expect(page.getByRole('heading', { name: 'Nepavyko įkelti duomenų' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Patikrinkite interneto ryšį');
    await expectNoAxeViolations(page, 'offline page');
    expect(loads).toBe(1);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Savitarnos naudojimosi sąlygos');
    expect(loads).toBe(1);
  });
});
