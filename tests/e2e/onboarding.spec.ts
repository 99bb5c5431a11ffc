import { expect, test, type Page } from '@playwright/test';
import { calendarDaysThenWorkingDay, workingDaysFromToday } from './calendar';
import { dismissCookies, expectNoAxeViolations, heading, bankHandoverToken } from './support';

/**
 * Issue 12: joining pillar II from the dashboard, signing with Smart-ID / Mobile-ID (the SK demo
 * identities refuse or never answer), a reload in the middle of the wizard, qualify before signing for a
 * bank-handover login, and the new contract in the contracts overview.
 */

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

/**
 * 50001029996 registers first (§2 /register), as the person did, then logs in. An earlier file
 * (minor-join-content.spec.ts, one shared database) may have registered him already: then the
 * registration says so, and he logs in all the same.
 */
async function registerWithSmartId(page: Page, code: string) {
  await page.goto('/register/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.locator('main form').getByRole('button', { name: 'Registruotis' }).click();
  const registered = page.getByRole('heading', { name: 'Registracija baigta' });
  const already = page.getByText('Jūs jau esate mūsų klientas');
  await expect(registered.or(already).first()).toBeVisible({ timeout: 30_000 });
}

async function signWithMobileId(page: Page, phone: string) {
  await page.getByLabel('Mobile-ID', { exact: true }).check();
  await page.getByLabel('Mobile-ID telefono numeris').fill(phone);
  await page.getByRole('button', { name: 'Pasirašyti su Mobile-ID' }).click();
}

/** A pillar II company of the seed's GetExternalFundProviders. */
const PROVIDER = 'UAB „Nemuno investicijos“';

/** Picks the first fund; with `transferFrom`, also the company the savings come from (§1 transfer). */
async function chooseFundAndConfirmContacts(page: Page, transferFrom?: string) {
  await expect(page).toHaveURL(/\/portal\/onboarding\/choose-second-pillar-fund$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Pasirinkite pensijų fondą' })).toBeVisible();
  await page.getByRole('radio').first().check();
  if (transferFrom) {
    const question = page.getByLabel('Ar turite šios pakopos pensijų santaupų kitoje bendrovėje?');
    await expect(question).toHaveValue('');
    // "No" first, then the seed's three pillar II companies only (not the two pillar III ones).
    await expect(question.locator('option').first()).toHaveText('Ne, neturiu');
    await expect(question.locator('option')).toHaveCount(4);
    await question.selectOption({ label: transferFrom });
    await expectNoAxeViolations(page, 'choose-second-pillar-fund with a transfer');
  }
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page).toHaveURL(/\/portal\/onboarding\/client-data$/);
}

test.describe('pillar II onboarding', () => {
  test('50001029996 joins pillar II: a refusal and a timeout at signing, a retry, the new contract once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerWithSmartId(page, '50001029996');
    await smartIdLogin(page, '50001029996');
    await page.getByRole('link', { name: 'Pradėti kaupti II pakopoje' }).first().click();
    await expectNoAxeViolations(page, 'choose-second-pillar-fund');
    // Savings at another company come along (§1: registered within 3 working days, then 3 days).
    await chooseFundAndConfirmContacts(page, PROVIDER);

    // A reload in the middle of the wizard resumes at the same step.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Patikrinkite savo kontaktinius duomenis' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/portal\/onboarding\/client-data$/);
    await expectNoAxeViolations(page, 'client-data');
    await page.getByRole('button', { name: 'Duomenys teisingi' }).click();

    await expect(page).toHaveURL(/\/portal\/onboarding\/sign-agreement$/);
    await expect(page.getByRole('link', { name: 'Peržiūrėti sutartį (PDF)' })).toBeVisible();
    // The transfer survived the reload, and is said before signing.
    await expect(
      page.getByText(
        `Lėšos iš ${PROVIDER} bus pervestos į naują sutartį: pervedimas bus įregistruotas per 3 darbo dienas nuo pasirašymo, o lėšos pervestos per 3 dienas po to.`,
        { exact: false },
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'sign-agreement');
    await page.getByRole('button', { name: 'Pasirašyti', exact: true }).click();

    // The SK demo Mobile-ID number 37060000008 refuses on the phone.
    await signWithMobileId(page, '+37060000008');
    await expect(page.getByText('Pasirašymas atšauktas.', { exact: false })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'signing refused');
    await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();

    // 37060000009 never answers: the signing ends as over.
    await signWithMobileId(page, '+37060000009');
    await expect(page.getByText('Kontrolinis kodas')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'signing control code');
    await expect(page.getByText('Pasirašymo laikas (10 minučių) baigėsi', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();

    // Smart-ID signs (the panel remembers the last method: choose Smart-ID again).
    await page.getByLabel('Smart-ID', { exact: true }).check();
    const create = page.waitForRequest(
      (r) => r.url().includes('/Contracts/SecondPillarCreateNewContract') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Pasirašyti su Smart-ID' }).click();
    const sent = (await create).postDataJSON() as { transferFromProviderId?: unknown };
    expect(sent.transferFromProviderId).toEqual(expect.any(Number));
    await expect(page).toHaveURL(/\/portal\/onboarding\/success-second-pillar$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Sutartis pasirašyta' })).toBeVisible();
    // The savings arrive 3 working days (registration) and 3 days after signing, on a working day.
    const arrives = calendarDaysThenWorkingDay(workingDaysFromToday(3), 3);
    await expect(
      page.getByText(`Lėšos iš ${PROVIDER} bus pervestos į jūsų naują sutartį iki ${arrives}.`),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'success-second-pillar');

    await page.getByRole('link', { name: 'Mano sutartys' }).click();
    await expect(page).toHaveURL(/\/portal\/contracts-overview$/);
    const cards = page.getByRole('heading', { name: /II pakopa · Sutartis Nr\./ });
    await expect(cards).toHaveCount(1);
    await expect(page.getByText('Sutarties galite atsisakyti iki', { exact: false })).toBeVisible();

    // The dashboard says the contract is signed and waits for Sodra, and does not offer joining again.
    await page.getByRole('button', { name: 'Meniu' }).click();
    await page.getByRole('link', { name: 'Pradžia' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(
      page.getByText(/^II pakopos sutartis Nr\. 2P-\d+ pasirašyta \d{4}-\d{2}-\d{2}\./),
    ).toBeVisible();
    await expect(page.getByText('Pensijų kaupimo sutarties dar neturite', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pradėti kaupti II pakopoje' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'dashboard with the contract waiting for Sodra');

    // Nothing created twice: joining again says the customer already has a contract.
    await page.goto('/portal/onboarding-start');
    await expect(page).toHaveURL(/\/portal\/onboarding\/already-onboarded$/, { timeout: 20_000 });
  });

  test('a bank-handover login confirms with Mobile-ID before signing (§4 Qualify)', async ({
    page,
    request,
  }) => {
    // 50001018865 (pillar III only) comes from the bank portal; the SK demo Mobile-ID 37060000666 is theirs.
    const token = await bankHandoverToken(request, '50001018865');
    await page.goto(`/login/sb/${token}`);
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
    await dismissCookies(page);
    await page.goto('/portal/onboarding-start');
    await chooseFundAndConfirmContacts(page);
    await page.getByRole('button', { name: 'Duomenys teisingi' }).click();
    await page.getByRole('button', { name: 'Pasirašyti', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Prieš pasirašydami patvirtinkite savo tapatybę' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'qualify before signing');
    // A bank login has no eID of its own: Smart-ID is offered; Mobile-ID comes with his known number.
    await expect(page.getByLabel('Smart-ID', { exact: true })).toBeChecked();
    await page.getByLabel('Mobile-ID', { exact: true }).check();
    await expect(page.getByLabel('Mobile-ID telefono numeris')).toHaveValue('+37060000666');
    await page.getByRole('button', { name: 'Patvirtinti su Mobile-ID' }).click();
    await expect(page.getByRole('heading', { name: 'Pasirašykite II pakopos sutartį' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('Mobile-ID', { exact: true }).check();
    await expect(page.getByLabel('Mobile-ID telefono numeris')).toHaveValue('+37060000666');
    await page.getByRole('button', { name: 'Pasirašyti su Mobile-ID' }).click();
    await expect(page).toHaveURL(/\/portal\/onboarding\/success-second-pillar$/, { timeout: 30_000 });
  });
});
