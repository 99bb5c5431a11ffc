import { expect, test } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, fakeMailReader, heading } from './support';

/**
 * What happens after the customer leaves, in the demo. 30303039914 signs a change of his
 * pillar II fund, the demo's clock moves to its execution date (POST /api/dev/clock), and the contracts
 * overview shows the new fund, with a notification; a password reminder arrives over SMTP at the demo's
 * capture server.
 *
 * It runs in a project of its own after lane A's journeys (playwright.config.ts): moving the demo's clock
 * carries out every pending order (the pillar III change left by fund-change.spec.ts too), which no other
 * journey may meet. File order alone cannot promise that: Playwright runs files with other worker options
 * (portal-records.spec.ts's full Chromium) in a worker group of their own, after the rest.
 */

interface CapturedMail {
  subject: string;
  text: string;
}

test.describe('after the customer leaves', () => {
  test('a fund change signed today shows the new fund once the demo clock passes its execution date', async ({
    page,
    request,
  }) => {
    await page.goto('/login/smart-id');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('Asmens kodas').fill('30303039914');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });

    await page.goto('/portal/contracts-overview');
    const pillar2 = page.getByRole('region', { name: 'II pakopa · Sutartis Nr. 2P-1004521' });
    await pillar2.getByRole('link', { name: 'Keisti fondą' }).click();
    await expect(page.getByRole('radio', { name: /2P-1004521/ })).toBeChecked({ timeout: 20_000 });
    const fund = page.getByRole('group', { name: 'Pasirinkite fondą' }).getByRole('radio').first();
    const fundLabel = (await fund.evaluate((input) => input.closest('label')?.textContent ?? '')).trim();
    const fundName = /Pensijų fondas \d{4}-\d{4}/.exec(fundLabel)?.[0] ?? fundLabel;
    await fund.check();
    await page.getByRole('button', { name: 'Toliau' }).click();
    await page.getByRole('button', { name: 'Duomenys teisingi' }).click();
    await page.getByRole('checkbox', { name: /Perskaičiau prašymą/ }).check();
    await page.getByRole('button', { name: 'Pasirašyti', exact: true }).click();
    await page.getByLabel('Smart-ID', { exact: true }).check();
    await page.getByRole('button', { name: 'Pasirašyti su Smart-ID' }).click();
    await expect(page.getByRole('heading', { name: 'Fondo keitimo prašymas pateiktas' })).toBeVisible({
      timeout: 30_000,
    });

    await page.goto('/portal/contracts-overview');
    const note = pillar2.getByText(/Pateiktas fondo keitimo prašymas: .* nuo (\d{4}-\d{2}-\d{2})\./);
    await expect(note).toBeVisible({ timeout: 20_000 });
    const effectiveDate = /nuo (\d{4}-\d{2}-\d{2})/.exec((await note.textContent()) ?? '')?.[1] ?? '';

    // The demo's clock moves to the execution date and runs what fell due.
    const clock = (await (await request.get('/api/dev/clock')).json()) as { today: string };
    const days = Math.round((Date.parse(effectiveDate) - Date.parse(clock.today)) / 86_400_000);
    expect(days).toBeGreaterThan(0);
    const moved = await request.post('/api/dev/clock', { data: { advanceDays: days } });
    expect(await moved.json()).toMatchObject({ today: effectiveDate, settled: true });

    await page.reload();
    await expect(pillar2.getByText(fundName, { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(pillar2.getByText('Pateiktas fondo keitimo prašymas', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page, 'contracts overview after the change');
    await page.goto('/portal/notifications-list');
    await expect(page.getByText('Fondas pakeistas').first()).toBeVisible({ timeout: 20_000 });
  });

  test('a password reminder requested in the demo arrives over SMTP at the capture server', async ({
    request,
  }) => {
    const email = 'jonas.petrauskas@example.com';
    const remind = await request.post('/api/Authentication/RemindPassword', {
      data: { kind: 'email', value: email },
    });
    expect(remind.ok()).toBe(true);
    await expect
      .poll(
        async () => {
          const read = await request.get(`${fakeMailReader()}?to=${encodeURIComponent(email)}`);
          return ((await read.json()) as { messages: CapturedMail[] }).messages[0]?.subject ?? null;
        },
        { timeout: 60_000 },
      )
      .toBe('Slaptažodžio priminimas');
    const outbox = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
    const [latest] = ((await outbox.json()) as { messages: { delivery: { status: string } }[] }).messages;
    expect(latest?.delivery.status).toBe('sent');
  });
});
