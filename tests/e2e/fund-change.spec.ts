import { expect, test, type Page } from '@playwright/test';
import { workingDaysFromToday } from './calendar';
import { breakableContractNumbers, dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * 30303039914 (Jonas, AML valid) changes his pillar III fund with Smart-ID from the
 * dashboard's offer: the costs (§9) and the working day it takes effect (§1: 8 working days for pillar
 * III) before signing, the short AML steps skipped (AML Valid), a reload in the middle, the preview PDF,
 * the e-invoice offer, the date on success and the pending change on the contracts overview. At 390 px,
 * axe clean on every step.
 *
 * Afterwards Jonas's pillar III contract has a pending change (a note on its overview card); the journeys
 * after it expect nothing else of it, and demo-clock.spec.ts, after all of lane A, carries it out.
 */

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

test.describe('fund change', () => {
  test('30303039914 changes the pillar III fund with Smart-ID and sees the pending change and its date', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const effectiveDate = workingDaysFromToday(8);
    await smartIdLogin(page, '30303039914');

    await page.getByRole('link', { name: 'Keisti III pakopos pensijų fondą' }).click();
    await expect(page).toHaveURL(/\/portal\/fund-change\/start$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Pasirinkite sutartį ir naują fondą' })).toBeVisible();
    await page.getByRole('radio', { name: /3P-2008813/ }).check();
    // §1: only funds of the same pillar are offered, not the current one (Medio).
    const funds = page.getByRole('group', { name: 'Pasirinkite fondą' });
    await expect(funds.getByRole('radio', { name: /Medio/ })).toHaveCount(0);
    await expect(funds.getByRole('radio', { name: /Pensijų fondas 19/ })).toHaveCount(0);
    await funds.getByRole('radio', { name: /Bold III pakopos/ }).check();
    const costs = page.getByRole('region', { name: 'Ką kainuoja ir kada įsigalios' });
    // §1: 8 working days for pillar III, on a Lithuanian working day.
    await expect(costs.getByText(effectiveDate)).toBeVisible();
    // §9: a transfer out of the contract within the last 2 years: the 10 % withdrawal fee.
    await expect(costs.getByText(/^10\s?%/)).toBeVisible();
    // §9: over 2,000 EUR from a contract older than 12 months: no start fee.
    await expect(
      costs.getByText('Netaikomas: perkeliama daugiau nei 2 000 €', { exact: false }),
    ).toBeVisible();
    // The costs stand apart from the form in the design system's panel (not a card floating in a card),
    // their facts as label and value pairs, not indented like a browser's bare list.
    expect(
      await costs.evaluate((element) => {
        const style = getComputedStyle(element);
        const value = element.querySelector('dd');
        return {
          border: style.borderTopStyle,
          background: style.backgroundColor,
          shadow: style.boxShadow,
          valueIndent: value ? getComputedStyle(value).marginLeft : null,
        };
      }),
    ).toEqual({ border: 'solid', background: 'rgb(244, 247, 245)', shadow: 'none', valueIndent: '0px' });
    expect(await breakableContractNumbers(page)).toEqual([]);
    await expectNoAxeViolations(page, 'start');
    await page.getByRole('button', { name: 'Toliau' }).click();

    // AML is Valid: the short AML steps are skipped.
    await expect(page).toHaveURL(/\/portal\/fund-change\/client-data$/);
    await expectNoAxeViolations(page, 'client-data');

    // A reload in the middle resumes at the same step with the same choice.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Patikrinkite savo kontaktinius duomenis' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/portal\/fund-change\/client-data$/);
    await page.getByRole('button', { name: 'Duomenys teisingi' }).click();

    await expect(page).toHaveURL(/\/portal\/fund-change\/preview$/);
    // The preview PDF (GetChangeFundPreview) is there to read before signing.
    await expect(page.getByRole('link', { name: 'Peržiūrėti prašymą (PDF)' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(
        'iš fondo „Medio III pakopos pensijų fondas“ į fondą „Bold III pakopos pensijų fondas“',
        { exact: false },
      ),
    ).toBeVisible();
    expect(await breakableContractNumbers(page)).toEqual([]);
    await expectNoAxeViolations(page, 'preview');
    // Never disabled: pressed before the tick, the box says what is missing and gets the focus.
    await page.getByRole('button', { name: 'Pasirašyti', exact: true }).click();
    const accept = page.getByRole('checkbox', { name: /Perskaičiau prašymą/ });
    await expect(accept).toBeFocused();
    await expect(accept).toHaveAccessibleDescription(
      'Pažymėkite, kad perskaitėte prašymą ir sutinkate su mokesčiais ir data.',
    );
    await expectNoAxeViolations(page, 'preview, not accepted yet');
    await accept.check();
    // A double tap, as on a phone: the second tap must not act on what the first one brought under it.
    await page.getByRole('button', { name: 'Pasirašyti', exact: true }).dblclick();

    await expect(page.getByRole('heading', { name: 'Pasirašykite fondo keitimo prašymą' })).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/fund-change\/preview$/);
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/Contracts/ChangeFund')
        starts.push(request.url());
    });
    // The page learns nothing of the phone before the reload: its pings do not get through.
    const pings = '**/api/Contracts/PingChangeFund';
    await page.route(pings, (route) => route.abort());
    await page.getByLabel('Smart-ID', { exact: true }).check();
    await page.getByRole('button', { name: 'Pasirašyti su Smart-ID' }).click();
    await expect(page.getByText('Kontrolinis kodas')).toBeVisible({ timeout: 20_000 });

    // A reload while the phone is asked: the signing is not lost. Signed again, it is continued (the
    // same signing, not a second one and no second push to the phone) and ends signed.
    await page.reload();
    await page.unroute(pings);
    await expect(page).toHaveURL(/\/portal\/fund-change\/preview$/, { timeout: 20_000 });
    await page.getByRole('checkbox', { name: /Perskaičiau prašymą/ }).check();
    await page.getByRole('button', { name: 'Pasirašyti', exact: true }).click();

    // Pillar III: the e-invoice of the contributions is offered after signing.
    await expect(page).toHaveURL(/\/portal\/fund-change\/create-invoice$/, { timeout: 30_000 });
    expect(starts).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Įmokos į naują fondą' })).toBeVisible();
    await expectNoAxeViolations(page, 'create-invoice');
    await page.getByRole('button', { name: 'Toliau' }).click();

    await expect(page).toHaveURL(/\/portal\/fund-change\/success$/);
    await expect(page.getByRole('heading', { name: 'Fondo keitimo prašymas pateiktas' })).toBeVisible();
    await expect(page.getByText(effectiveDate)).toBeVisible();
    expect(await breakableContractNumbers(page)).toEqual([]);
    await expectNoAxeViolations(page, 'success');
    // A reload after signing shows the signed change again; nothing is signed twice.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Fondo keitimo prašymas pateiktas' })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole('link', { name: 'Mano sutartys' }).click();
    await expect(page).toHaveURL(/\/portal\/contracts-overview$/);
    const pillar3 = page.getByRole('region', { name: 'III pakopa · Sutartis Nr. 3P-2008813' });
    await expect(
      pillar3.getByText(
        `Pateiktas fondo keitimo prašymas: į fondą „Bold III pakopos pensijų fondas“ nuo ${effectiveDate}.`,
      ),
    ).toBeVisible();
    // One change at a time: the pillar III contract no longer offers it, pillar II still does.
    await expect(pillar3.getByRole('link', { name: 'Keisti fondą' })).toHaveCount(0);
    const pillar2 = page.getByRole('region', { name: 'II pakopa · Sutartis Nr. 2P-1004521' });
    await expect(pillar2.getByRole('link', { name: 'Keisti fondą' })).toBeVisible();
    await expectNoAxeViolations(page, 'contracts overview with the pending change');

    // The overview's link names the contract: the pillar II contract is chosen at the start.
    await pillar2.getByRole('link', { name: 'Keisti fondą' }).click();
    await expect(page).toHaveURL(/\/portal\/fund-change\/start/);
    await expect(page.getByRole('radio', { name: /2P-1004521/ })).toBeChecked({ timeout: 20_000 });
    await expect(
      page.getByText('Sutarties Nr. 3P-2008813 fondo keitimas jau pateiktas', { exact: false }),
    ).toBeVisible();
  });
});
