import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading, skFakePhone } from './support';

/**
 * Smart-ID without a personal code (SK's device-link flows), against the real Smart-ID client and SK's
 * fake: on a computer the QR code, which the fake's "phone" scans; on a phone the Smart-ID app, which the
 * fake's "phone" opens and which comes back to the portal's callback. The callback works once, and only in
 * the browser that started the login.
 */

const START = 'Naudoti QR kodą arba Smart-ID programėlę šiame telefone';
const JONAS = '30303039914';

/** Starts a QR login and returns the first links the server built. */
async function startDeviceLink(page: Page) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  const started = page.waitForResponse((r) => r.url().endsWith('/connect/eid/device-link/initiate'));
  await page.getByRole('button', { name: START }).click();
  const response = await started;
  expect(response.status()).toBe(200);
  return (await response.json()) as { qr: string; web2app: string; expires_in: number };
}

test('on a computer: a QR code rebuilt every second, scanned by the phone, logs in', async ({
  page,
  request,
}) => {
  const first = await startDeviceLink(page);
  // SK's demo service in the links, a QR link and a Web2App link, and the 120 s window.
  expect(first.qr).toContain('deviceLinkType=QR');
  expect(first.web2app).toContain('deviceLinkType=Web2App');
  expect(first.expires_in).toBeGreaterThan(110);
  expect(first.expires_in).toBeLessThanOrEqual(120);
  const qr = page.getByRole('img', { name: 'Smart-ID QR kodas' });
  await expect(qr).toBeVisible();
  await expect(page.getByText('Liko laiko:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atidaryti Smart-ID programėlę' })).toHaveAttribute(
    'href',
    first.web2app,
  );
  await expectNoAxeViolations(page, 'smart-id qr');

  // The server rebuilds the link (its elapsedSeconds), and the QR on screen follows it.
  const drawn = await qr.locator('path').getAttribute('d');
  const refreshed = await page.waitForResponse(
    (r) => r.url().endsWith('/connect/eid/device-link/links') && r.status() === 200,
  );
  const links = (await refreshed.json()) as { qr: string };
  expect(links.qr).not.toBe(first.qr);
  await expect(qr.locator('path')).not.toHaveAttribute('d', drawn ?? '');

  // The phone scans the newest code (the fake refuses a stale one) and confirms as Jonas.
  const latest = await page.waitForResponse(
    (r) => r.url().endsWith('/connect/eid/device-link/links') && r.status() === 200,
  );
  const scanned = await request.post(`${skFakePhone()}/scan`, {
    data: { link: ((await latest.json()) as { qr: string }).qr, personalCode: JONAS },
  });
  expect(await scanned.json()).toEqual({ status: 'confirmed' });
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });

  // The browser is now remembered: the next login needs no personal code, only the push on the phone.
  await page.getByRole('button', { name: 'Atsijungti' }).click();
  await expect(page).toHaveURL(/\/login\//);
  await page.goto('/login/smart-id');
  const offer = page.getByRole('region', { name: 'Prisijungti kaip anksčiau' });
  await expect(offer).toBeVisible();
  await expect(page.getByLabel('Asmens kodas')).toBeVisible();
  await expectNoAxeViolations(page, 'smart-id remembered');
  const asBefore = page.waitForResponse((r) => r.url().endsWith('/connect/eid/remembered/initiate'));
  await offer.getByRole('button', { name: 'Prisijungti kaip anksčiau' }).click();
  expect((await asBefore).status()).toBe(200);
  // A notification login for the remembered person: the control code, then (SK's demo person confirms) in.
  await expect(page.getByText(/^\d{4}$/)).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });

  // "Not me": the browser is forgotten, on the server too (a start with its old cookie is refused).
  await page.getByRole('button', { name: 'Atsijungti' }).click();
  await expect(page).toHaveURL(/\/login\//);
  await page.goto('/login/smart-id');
  const forgotten = page.waitForResponse((r) => r.url().endsWith('/connect/eid/remembered/forget'));
  await page.getByRole('button', { name: 'Tai ne aš – pamiršti šią naršyklę' }).click();
  expect((await forgotten).status()).toBe(200);
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Asmens kodas')).toBeVisible();
  await expect(offer).toHaveCount(0);
  const again = await page.request.post('/connect/eid/remembered/initiate', {
    form: { client_id: 'pension-portal' },
  });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
});

test('a QR link older than the phone accepts is refused by it; cancelling ends the login', async ({
  page,
  request,
}) => {
  const first = await startDeviceLink(page);
  // Wait until the server has built newer links, then scan the first one: too old for the phone.
  await page.waitForResponse((r) => r.url().endsWith('/connect/eid/device-link/links') && r.status() === 200);
  await expect
    .poll(
      async () =>
        (
          await request.post(`${skFakePhone()}/scan`, { data: { link: first.qr, personalCode: JONAS } })
        ).status(),
      { timeout: 20_000 },
    )
    .toBe(409);
  await page.getByRole('button', { name: 'Atšaukti' }).click();
  await expect(page.getByLabel('Asmens kodas')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Smart-ID QR kodas' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login\/smart-id$/);
});

test('on a phone: the Smart-ID app comes back to this browser and logs in; another browser is refused', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDeviceLink(page);
  const open = page.getByRole('link', { name: 'Atidaryti Smart-ID programėlę' });
  await expect(open).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'smart-id on a phone');

  // The app confirms and opens the callback URL (with the secret's digest and the verifier).
  const opened = await request.post(`${skFakePhone()}/open`, {
    data: { link: await open.getAttribute('href'), personalCode: JONAS },
  });
  const { callbackUrl } = (await opened.json()) as { callbackUrl: string };
  expect(new URL(callbackUrl).pathname).toBe('/login/smart-id/callback');

  // Another browser (no binding cookie) is refused and says why.
  const other = await browser.newContext({ locale: 'lt-LT' });
  const stranger = await other.newPage();
  await stranger.goto(callbackUrl);
  await expect(stranger.getByText('Šiuo adresu prisijungti nepavyko')).toBeVisible({ timeout: 20_000 });
  // The query is gone from the address once read.
  expect(new URL(stranger.url()).search).toBe('');
  await expectNoAxeViolations(stranger, 'callback refused');
  await other.close();

  // This browser: the app opens the callback in a new tab, which logs in; the tab that started the login
  // says the login went on there.
  const appTab = await page.context().newPage();
  await appTab.goto(callbackUrl);
  await expect(appTab).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
  const moved = page
    .getByRole('alert')
    .filter({ hasText: 'Šis prisijungimas jau baigtas arba nebegalioja.' });
  await expect(moved).toBeVisible({ timeout: 20_000 });
  await expect(moved).toContainText('prisijungimas tęsiamas ten – šį skirtuką galite uždaryti');
  await expectNoAxeViolations(page, 'login continued in the other tab');
  await appTab.close();
});
