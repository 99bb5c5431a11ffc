import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * The AML questionnaire (spec §2, §4, §5, §8, §9) in the browser, on a 390 px phone, for the
 * pillar-II-only customer 40504040001 whose questionnaire is due. The journeys share the customer's
 * draft, so they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
}

const stepHeading = (page: Page) => page.locator('main h2').first();
const next = (page: Page) => page.getByRole('button', { name: 'Toliau' }).click();

async function fillContacts(page: Page) {
  await expect(stepHeading(page)).toHaveText('Mano kontaktai');
  await page.getByLabel('El. paštas').fill('ona@example.lt');
  // The national form is one of the phone rule's (§5).
  await page.getByLabel('Mobiliojo telefono numeris').fill('8 612 34567');
  await page.getByLabel('Gyvenamosios vietos adresas').fill('Gedimino pr. 1, Vilnius');
}

async function fillDocument(page: Page, number: string, expiry = '2031-05-01') {
  await expect(stepHeading(page)).toHaveText('Asmens tapatybės dokumentas');
  await page.getByLabel('Dokumento rūšis').selectOption('IdCard');
  await page.getByLabel('Dokumento numeris').fill(number);
  await page.getByLabel('Galioja iki').fill(expiry);
}

test('every question must be answered; a failed save keeps the answers and a retry saves them', async ({
  page,
}) => {
  await smartIdLogin(page, '40504040001');
  await page.getByRole('link', { name: 'Pildyti kliento anketą' }).first().click();
  // The seeded draft (contacts answered 3 days ago) is continued at its first unanswered step.
  await expect(page).toHaveURL(/\/portal\/aml\/id-document$/);
  await expect(page.getByText('Žingsnis 2 iš 10')).toBeVisible();
  await page.getByRole('button', { name: 'Atgal' }).click();
  await expect(page).toHaveURL(/\/portal\/aml\/contacts\/my-contacts$/);
  await expect(page.getByText('Žingsnis 1 iš 10')).toBeVisible();
  await expect(page.getByLabel('El. paštas')).toHaveValue('ona.kazlauskiene@example.com');
  await expectNoAxeViolations(page, 'AML contacts');
  // §4: submit is blocked while a question is unanswered, and the errors are shown.
  await page.getByLabel('El. paštas').fill('');
  await next(page);
  await expect(page.getByText('Laukas yra privalomas').first()).toBeVisible();
  await expect(page).toHaveURL(/contacts\/my-contacts$/);
  await fillContacts(page);
  // The save fails once: the step moves on, the failure is visible, nothing is lost.
  await page.route('**/api/Aml/FillUserAmlDeclarationDraft', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' }),
  );
  await next(page);
  await expect(page.getByText('Atsakymų išsaugoti nepavyko')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/aml\/id-document$/);
  await page.getByRole('button', { name: 'Atgal' }).click();
  await expect(page.getByLabel('El. paštas')).toHaveValue('ona@example.lt');
  await page.unroute('**/api/Aml/FillUserAmlDeclarationDraft');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/Aml/FillUserAmlDeclarationDraft') && r.ok(),
  );
  await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await saved;
  await expect(page.getByText('Atsakymai išsaugoti')).toBeVisible();
});

test('an expired document is refused with its message; an invalid one opens the modal', async ({ page }) => {
  await smartIdLogin(page, '40504040001');
  await page.goto('/portal/aml');
  // The draft is resumed at its first unanswered step.
  await expect(page).toHaveURL(/\/portal\/aml\/id-document$/);
  await expectNoAxeViolations(page, 'AML id-document');
  await fillDocument(page, 'AB1234567', '2020-01-01');
  await next(page);
  await expect(page.getByText('Dokumento galiojimo laikas pasibaigęs').first()).toBeVisible();
  await fillDocument(page, 'LOST12345');
  await next(page);
  const modal = page.getByRole('dialog', { name: 'Negaliojantis dokumentas' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page, 'AML invalid document modal');
  await modal.getByRole('button', { name: 'Taisyti duomenis' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('Dokumento numeris')).toHaveValue('LOST12345');
});

test('a pasted URL opens a later step only when the earlier ones are complete; leave, log out, log in, continue', async ({
  page,
}) => {
  await smartIdLogin(page, '40504040001');
  await page.goto('/portal/aml/other-questions');
  await expect(page).toHaveURL(/\/portal\/aml\/id-document$/);
  await fillDocument(page, 'AB1234567');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Ryšys su Lietuva');
  await expectNoAxeViolations(page, 'AML relation-with-lithuania');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Veikla');
  await expect(page).toHaveURL(/sources-of-income\/activities$/);
  await expectNoAxeViolations(page, 'AML activities');
  await page.getByLabel('Dirbu pagal darbo sutartį').check();
  await page.getByLabel('Veiklos sritis').fill('Švietimas');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/Aml/FillUserAmlDeclarationDraft') && r.ok(),
  );
  await next(page);
  await saved;
  await expect(stepHeading(page)).toHaveText('Lėšų šaltiniai');
  // Leave half-way: log out and in again.
  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await smartIdLogin(page, '40504040001');
  await page.goto('/portal/aml');
  await expect(page).toHaveURL(/sources-of-income\/sources$/);
  await page.getByRole('button', { name: 'Atgal' }).click();
  await expect(page.getByLabel('Veiklos sritis')).toHaveValue('Švietimas');
});

test('in English: the questionnaire, its progress and its messages are translated', async ({ page }) => {
  await smartIdLogin(page, '40504040001');
  await page.getByRole('button', { name: 'English' }).click();
  // The choice is remembered once its catalogue has loaded: wait for it before the page is reloaded.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/portal/aml/contacts/my-contacts');
  await expect(stepHeading(page)).toHaveText('My contact details');
  await expect(page.getByText('Step 1 of 10')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('ona@example.lt');
  await page.getByLabel('E-mail').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page, 'AML contacts in English');
  // Back to Lithuanian for the journeys that follow.
  await page.getByRole('button', { name: 'Lietuvių kalba' }).click();
  await expect(stepHeading(page)).toHaveText('Mano kontaktai');
});
test('three invalid documents within 24 h lock the identity check for 24 h: the lockout says until when and whom to call', async ({
  page,
}) => {
  // docs/demo.md rule: a number that starts with LOST or contains 0000 is invalid. Publishing checks the
  // document again and respects the lock, so this journey locks another customer than the one who
  // completes the questionnaire below: 48804210213, who opens a new questionnaire at its first step.
  await smartIdLogin(page, '48804210213');
  await page.goto('/portal/aml');
  await expect(page).toHaveURL(/\/portal\/aml\/contacts\/my-contacts$/);
  await fillContacts(page);
  await next(page);
  await expect(stepHeading(page)).toHaveText('Asmens tapatybės dokumentas');
  const modal = page.getByRole('dialog', { name: 'Negaliojantis dokumentas' });
  // Three invalid documents lock the check: after the first two the customer is told how many are left.
  for (const [number, left] of [
    ['LOST00001', 2],
    ['AB0000123', 1],
  ] as const) {
    await fillDocument(page, number);
    await next(page);
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(
      `Liko bandymų: ${left}. Jei ir tada dokumentas bus negaliojantis, dokumento tikrinimas bus užblokuotas 24 valandoms.`,
    );
    await modal.getByRole('button', { name: 'Taisyti duomenis' }).click();
    await expect(modal).toBeHidden();
  }
  await fillDocument(page, 'LOST99999');
  const checked = page.waitForResponse((r) => r.url().includes('/api/Aml/IsIdentityDocumentValid'));
  const before = Date.now();
  await next(page);
  const answer = (await (await checked).json()) as { locked?: boolean; lockedUntil?: string };
  expect(answer.locked).toBe(true);
  // §2: locked for 24 hours from now.
  const until = new Date(answer.lockedUntil ?? '').getTime();
  expect(until - before).toBeGreaterThan(24 * 3600_000 - 120_000);
  expect(until - before).toBeLessThan(24 * 3600_000 + 120_000);
  const lockout = page.getByRole('alert').filter({ hasText: 'Dokumento tikrinimas laikinai užblokuotas' });
  await expect(lockout).toBeVisible();
  await expect(modal).toBeHidden();
  const day = new Intl.DateTimeFormat('lt-LT', { dateStyle: 'long', timeZone: 'Europe/Vilnius' }).format(
    new Date(until),
  );
  await expect(lockout).toContainText('Per daug kartų nurodėte negaliojantį dokumentą. Bandyti vėl galėsite');
  await expect(lockout).toContainText(day);
  await expect(lockout).toContainText('Jei reikia pagalbos, skambinkite +370 5 268 2800.');
  // Nothing more can be sent while locked.
  await expect(page.getByLabel('Dokumento numeris')).toHaveCount(0);
  await expectNoAxeViolations(page, 'AML identity check locked');
});

test('40504040001 fills everything: the PEP branch, the approve step with the PDF, then the result', async ({
  page,
}) => {
  await smartIdLogin(page, '40504040001');
  await page.goto('/portal/aml');
  await expect(page).toHaveURL(/sources-of-income\/(sources|activities)$/);
  if (page.url().endsWith('/activities')) await next(page);
  await expect(stepHeading(page)).toHaveText('Lėšų šaltiniai');
  await expectNoAxeViolations(page, 'AML sources');
  await page.getByLabel('Darbo užmokestis').check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Mano pajamos');
  await expectNoAxeViolations(page, 'AML my-income');
  // §5 income ranges.
  for (const range of ['iki 1 000 EUR', '1 000–15 000 EUR', '15 000–30 000 EUR', '30 000–300 000 EUR'])
    await expect(page.getByLabel(range, { exact: true })).toBeVisible();
  await expect(page.getByLabel('daugiau nei 300 000 EUR')).toBeVisible();
  await page.getByLabel('1 000–15 000 EUR', { exact: true }).check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Politiškai pažeidžiamas asmuo');
  await expectNoAxeViolations(page, 'AML pep');
  const pep = page.getByRole('group', { name: /svarbias viešąsias pareigas/ });
  await pep.getByLabel('Taip').check();
  await page
    .getByRole('group', { name: /šeimos narys/ })
    .getByLabel('Ne')
    .check();
  await next(page);
  // The PEP branch: its details step appears only for a PEP.
  await expect(page).toHaveURL(/\/portal\/aml\/pep\/details$/);
  await expectNoAxeViolations(page, 'AML pep details');
  await page.getByRole('button', { name: 'Atgal' }).click();
  await pep.getByLabel('Ne').check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Kiti klausimai');
  await expectNoAxeViolations(page, 'AML other-questions');
  await page.getByLabel('Kaupti pensijai').check();
  await page.getByLabel('Kiek ketinate įmokėti per metus?').selectOption('upTo1000');
  await page
    .getByRole('group', { name: /savo vardu/ })
    .getByLabel('Taip')
    .check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Galutinis naudos gavėjas');
  await expectNoAxeViolations(page, 'AML final-beneficiary question');
  // The beneficiary branch: someone else → their screens.
  await page.getByRole('radio', { name: 'Ne' }).check();
  await next(page);
  await expect(page).toHaveURL(/final-beneficiary\/contacts$/);
  await expectNoAxeViolations(page, 'AML beneficiary contacts');
  await page.getByRole('button', { name: 'Atgal' }).click();
  await page.getByRole('radio', { name: 'Taip' }).check();
  // The PDF to approve must show this last answer: it is generated only after the answer is saved.
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    const body = request.postData() ?? '';
    if (
      request.url().includes('/Aml/FillUserAmlDeclarationDraft') &&
      /customerIsBeneficiary\\?":\s*true/.test(body)
    )
      order.push('last answer saved');
  });
  let authorization: string | undefined;
  let lastFill: Record<string, unknown> | undefined;
  page.on('request', (request) => {
    if (request.url().includes('/Aml/GenerateUserAmlDeclarationDraftPreview'))
      order.push('preview asked for');
    if (request.url().includes('/Aml/FillUserAmlDeclarationDraft')) {
      authorization = request.headers().authorization;
      lastFill = request.postDataJSON() as Record<string, unknown>;
    }
  });
  await next(page);
  await expect(page).toHaveURL(/\/portal\/aml\/approve$/);
  await expect.poll(() => order.includes('preview asked for')).toBe(true);
  expect(order.slice(0, 2)).toEqual(['last answer saved', 'preview asked for']);
  await expect(stepHeading(page)).toHaveText('Anketos patvirtinimas');
  await expect(page.getByRole('button', { name: 'Atidaryti anketą (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page, 'AML approve');

  // Another tab of the same customer saves the questionnaire without the final-beneficiary answer (as if
  // it were still at that step); publishing here then returns to the step now missing, not to an error.
  const otherTab = await page.request.post('/api/Aml/FillUserAmlDeclarationDraft', {
    headers: { authorization: authorization ?? '' },
    data: {
      ...lastFill,
      declarationJson: JSON.stringify({
        ...(JSON.parse(String(lastFill?.declarationJson)) as Record<string, unknown>),
        finalBeneficiary: undefined,
      }),
    },
  });
  expect(otherTab.ok()).toBe(true);
  await page.getByRole('button', { name: 'Patvirtinti ir pateikti' }).click();
  await expect(page).toHaveURL(/\/portal\/aml\/final-beneficiary\/question$/);
  await expect(stepHeading(page)).toHaveText('Galutinis naudos gavėjas');
  await page.getByRole('radio', { name: 'Taip' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/portal\/aml\/approve$/);
  await expect(page.getByRole('button', { name: 'Atidaryti anketą (PDF)' })).toBeVisible();
  await page.getByRole('button', { name: 'Patvirtinti ir pateikti' }).click();
  await expect(page).toHaveURL(/\/portal\/aml\/success$/);
  await expect(page.getByRole('heading', { name: 'Anketa pateikta ir patvirtinta' })).toBeVisible();
  await expectNoAxeViolations(page, 'AML success');
  await page.getByRole('link', { name: 'Į pradžią', exact: true }).click();
  await expect(await heading(page)).toHaveText('Pradžia');
  await expect(page.getByText('Užpildykite kliento anketą')).toHaveCount(0);
});

test('the USA customer whose questionnaire is under review is told so (Pending)', async ({ page }) => {
  await smartIdLogin(page, '39901012239');
  await page.goto('/portal/aml');
  await expect(page.getByRole('heading', { name: 'Anketa tikrinama' })).toBeVisible();
  await expectNoAxeViolations(page, 'AML pending');
});
