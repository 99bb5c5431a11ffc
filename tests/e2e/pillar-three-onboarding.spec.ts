import { expect, test, type Page } from '@playwright/test';
import { addMonths, todayInLithuania } from '../../src/domain/calendar-date';
import { formatDate } from '../../src/domain/format';
import { workingDaysFromToday } from './calendar';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Issue 12 item 3: the pillar-II-only customer Rasa (48804121233, no AML questionnaire yet, a demo persona
 * of her own) joins pillar III on a 390 px phone: the fund with its fees, the short AML steps, her
 * contacts, the payments into the fund (the 83 EUR a month threshold), the contract PDF, Smart-ID signing,
 * and the new contract in the overview with its 6-month cancellation deadline. She has pillar III savings
 * with another company: chosen on the fund step, they go with the contract (§1: within 7 working days). A
 * reload in the middle of the questionnaire and one on the payments step resume where she was; axe is
 * clean on every step.
 */
test.use({ viewport: { width: 390, height: 844 } });

const stepHeading = (page: Page) => page.locator('main h2').first();
const next = (page: Page) => page.getByRole('button', { name: 'Toliau' }).click();
const TRANSFER_QUESTION = 'Ar turite šios pakopos pensijų santaupų kitoje bendrovėje?';
const PROVIDER = 'UAB „Nemuno investicijos“';

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

async function expectFits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('48804121233 joins pillar III through the short AML steps and sees the new contract with its deadline', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // She arrives by a broker's referral link (§1): the broker is to be credited with the contract.
  await page.goto('/?tk=VLN/07');
  await smartIdLogin(page, '48804121233');
  await page.getByRole('link', { name: 'Sudaryti III pakopos pensijų kaupimo sutartį' }).first().click();

  // choose-third-pillar-fund: the funds of her age group with their §9 costs.
  await expect(page).toHaveURL(/\/portal\/onboarding\/choose-third-pillar-fund$/, { timeout: 20_000 });
  await expect(stepHeading(page)).toHaveText('Pasirinkite III pakopos pensijų fondą');
  await expect(page.getByText('Valdymo mokestis', { exact: false }).first()).toBeVisible();
  await page.getByRole('radio').first().check();
  await expect(page.getByText('Pradinis mokestis per pirmuosius 12 mėn.', { exact: false })).toBeVisible();
  // Savings with another company: "no" first, then the pillar III companies only.
  const question = page.getByLabel(TRANSFER_QUESTION);
  await expect(question).toHaveValue('');
  await expect(question.locator('option').first()).toHaveText('Ne, neturiu');
  await question.selectOption({ label: PROVIDER });
  const providerId = Number(await question.inputValue());
  expect(providerId).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'choose-third-pillar-fund');
  await expectFits(page);
  await next(page);

  // The short AML steps (her AML is not Valid).
  await expect(page).toHaveURL(/\/portal\/onboarding\/aml-process$/, { timeout: 20_000 });
  await expect(stepHeading(page)).toHaveText('Mano kontaktai', { timeout: 20_000 });
  // What the portal knows is not typed again: her e-mail is there already.
  await expect(page.getByLabel('El. paštas')).toHaveValue('rasa.mockute@example.com');
  await page.getByLabel('Mobiliojo telefono numeris').fill('+37067712345');
  await page.getByLabel('Gyvenamosios vietos adresas').fill('Antakalnio g. 17-8, Vilnius');
  await expectNoAxeViolations(page, 'aml-process');
  await next(page);
  await expect(page).toHaveURL(/\/portal\/onboarding\/aml-identification$/);
  await expect(stepHeading(page)).toHaveText('Asmens tapatybės dokumentas');
  await page.getByLabel('Dokumento rūšis').selectOption('IdCard');
  await page.getByLabel('Dokumento numeris').fill('AB1234567');
  await page.getByLabel('Galioja iki').fill('2031-05-01');
  await expectNoAxeViolations(page, 'aml-identification');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Ryšys su Lietuva');
  await expect(page).toHaveURL(/\/portal\/onboarding\/aml-process$/);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/Aml/FillUserAmlDeclarationDraft') && r.ok(),
  );
  await next(page);
  await saved;
  await expect(stepHeading(page)).toHaveText('Veikla');
  await expect(page).toHaveURL(/\/portal\/onboarding\/aml-income$/);

  // A reload in the middle of the questionnaire resumes at the same step (the draft is on the server).
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Veikla', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/portal\/onboarding\/aml-income$/);
  await expectNoAxeViolations(page, 'aml-income');
  await page.getByLabel('Dirbu pagal darbo sutartį').check();
  await page.getByLabel('Veiklos sritis').fill('Švietimas');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Lėšų šaltiniai');
  await page.getByLabel('Darbo užmokestis').check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Mano pajamos');
  await page.getByLabel('1 000–15 000 EUR', { exact: true }).check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Politiškai pažeidžiamas asmuo');
  await page
    .getByRole('group', { name: /svarbias viešąsias pareigas/ })
    .getByLabel('Ne')
    .check();
  await page
    .getByRole('group', { name: /šeimos narys/ })
    .getByLabel('Ne')
    .check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Kiti klausimai');
  await page.getByLabel('Kaupti pensijai').check();
  await page.getByLabel('Kiek ketinate įmokėti per metus?').selectOption('upTo1000');
  await page
    .getByRole('group', { name: /savo vardu/ })
    .getByLabel('Taip')
    .check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Galutinis naudos gavėjas');
  await page.getByRole('radio', { name: 'Taip' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/portal\/onboarding\/aml-preview$/);
  await expect(page.getByRole('button', { name: 'Atidaryti anketą (PDF)' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'aml-preview');
  await page.getByRole('button', { name: 'Patvirtinti ir pateikti' }).click();

  // client-data.
  await expect(page).toHaveURL(/\/portal\/onboarding\/client-data$/, { timeout: 30_000 });
  await expect(stepHeading(page)).toHaveText('Patikrinkite savo kontaktinius duomenis');
  await expect(page.getByText('rasa.mockute@example.com')).toBeVisible();
  await expectNoAxeViolations(page, 'client-data');
  await page.getByRole('button', { name: 'Duomenys teisingi' }).click();

  // payments-into-fund: 50-90 EUR suggested; above 83 EUR a month the limit questionnaire is mandatory.
  await expect(page).toHaveURL(/\/portal\/onboarding\/payments-into-fund$/);
  await expect(page.getByText('Dažniausiai mokama 50', { exact: false })).toBeVisible();
  await page.getByLabel('Mėnesio įmoka, €').fill('84');
  await expect(page.getByText('Įmokos viršija', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'payments-into-fund above the threshold');
  await next(page);
  await expect(page.getByText('Patvirtinkite, kad susipažinote', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/onboarding\/payments-into-fund$/);
  await page.getByLabel('Mėnesio įmoka, €').fill('83');
  await expect(page.getByText('Įmokos viršija', { exact: false })).toHaveCount(0);
  await page.getByLabel('Mėnesio įmoka, €').fill('60');
  await expect(
    page.getByText('Pirmoji e. sąskaita bus išsiųsta į jūsų banką per 5 dienas', { exact: false }),
  ).toBeVisible();
  await expectFits(page);

  // A reload on the payments step keeps the plan.
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Įmokos į fondą', { timeout: 30_000 });
  await expect(page.getByLabel('Mėnesio įmoka, €')).toHaveValue('60');
  await expectNoAxeViolations(page, 'payments-into-fund');

  // sign-agreement: the contract PDF first (with the transfer, also after the reload), then Smart-ID.
  const preview = page.waitForRequest(
    (r) => r.url().includes('/Contracts/GetThirdPillarNewContractPreview') && r.method() === 'POST',
  );
  await next(page);
  await expect(page).toHaveURL(/\/portal\/onboarding\/sign-agreement$/);
  expect((await preview).postDataJSON()).toMatchObject({
    transferFromProviderId: providerId,
    brokerCode: 'VLN/07',
  });
  await expect(page.getByRole('link', { name: 'Peržiūrėti sutartį (PDF)' })).toBeVisible({ timeout: 20_000 });
  // §9: the start fee is said where the contract is signed, not only where the fund was chosen.
  await expect(page.getByTestId('start-fee')).toContainText(
    /Pradinis mokestis per pirmuosius 12 mėn\. – ne daugiau kaip \d+,00\s€/,
  );
  await expect(
    page.getByText(`Lėšos iš ${PROVIDER} bus pervestos į naują sutartį per 7 darbo dienas nuo pasirašymo.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'sign-agreement');
  await expectFits(page);
  await page.getByRole('button', { name: 'Pasirašyti', exact: true }).click();
  await page.getByLabel('Smart-ID', { exact: true }).check();
  const create = page.waitForRequest(
    (r) => r.url().includes('/Contracts/ThirdPillarCreateNewContract') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pasirašyti su Smart-ID' }).click();
  expect((await create).postDataJSON()).toMatchObject({
    transferFromProviderId: providerId,
    brokerCode: 'VLN/07',
  });
  await expect(page.getByText('Kontrolinis kodas')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'signing control code');

  await expect(page).toHaveURL(/\/portal\/onboarding\/success-third-pillar$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Sutartis pasirašyta' })).toBeVisible();
  const until = formatDate(addMonths(todayInLithuania(), 6));
  await expect(page.getByText(until, { exact: false }).first()).toBeVisible();
  // The signing's answer says when the savings arrive (§1: within 7 working days).
  const arrives = workingDaysFromToday(7);
  await expect(
    page.getByText(`Lėšos iš ${PROVIDER} bus pervestos į jūsų naują sutartį iki ${arrives}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'success-third-pillar');
  await expectFits(page);

  // The contracts overview: the new pillar III contract with its status and cancellation deadline.
  await page.getByRole('link', { name: 'Mano sutartys' }).click();
  await expect(page).toHaveURL(/\/portal\/contracts-overview$/);
  const card = page.locator('section.contract-card', {
    has: page.getByRole('heading', { name: /III pakopa · Sutartis Nr\./ }),
  });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Patvirtinta');
  await expect(card).toContainText(`Sutarties galite atsisakyti iki ${until}`);

  // Joining again: she already has a pillar III contract.
  await page.goto('/portal/onboarding/choose-third-pillar-fund');
  await expect(page).toHaveURL(/\/portal\/onboarding\/third-pillar-exists$/, { timeout: 20_000 });
  await expectNoAxeViolations(page, 'third-pillar-exists');
});
