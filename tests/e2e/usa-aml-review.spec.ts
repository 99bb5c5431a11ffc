import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * The USA customer's questionnaire (spec §2, §5, §6, §8) in the browser, on a 390 px phone:
 * 39901012239 (USA citizen, pillar III only, seeded with a Pending questionnaire and so locked out of new
 * contracts and fund changes).
 *
 * These journeys change the persona for good (the questionnaire ends Valid), and every run of the suite
 * shares one database with the files in alphabetical order: this file is named to run last, after
 * aml.spec.ts and portal-overview.spec.ts, which expect the seeded Pending state. Each journey starts from
 * whatever state the customer is in (Pending, Invalid or an open draft), so the order inside it does not
 * matter either.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const USA_CUSTOMER = '39901012239';

/** Logs in with Smart-ID and returns the bearer token the SPA sends to the API. */
async function smartIdLogin(page: Page, code: string): Promise<string> {
  let token = '';
  page.on('request', (request) => {
    const authorization = request.headers()['authorization'];
    if (request.url().includes('/api/') && authorization?.startsWith('Bearer ')) token = authorization;
  });
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 20_000 });
  await expect.poll(() => token, { timeout: 20_000 }).not.toBe('');
  return token;
}

/**
 * The demo review (docs/demo.md: POST /api/Aml/DemoReviewDeclaration) decides the customer's Pending
 * questionnaire; a 404 means there is none Pending.
 */
async function demoReview(page: Page, token: string, decision: 'Valid' | 'Invalid'): Promise<number> {
  const response = await page.request.post('/api/Aml/DemoReviewDeclaration', {
    headers: { authorization: token },
    data: { decision },
  });
  return response.status();
}

const stepHeading = (page: Page) => page.locator('main h2').first();
const next = (page: Page) => page.getByRole('button', { name: 'Toliau' }).click();

/**
 * Opens the questionnaire at its identity-document step. A seeded (or left over) Pending questionnaire
 * is first rejected through the demo review, so that the customer fills a new one, as after a real
 * rejection.
 */
async function openIdentityStep(page: Page, token: string) {
  expect([200, 404]).toContain(await demoReview(page, token, 'Invalid'));
  await page.goto('/portal/aml');
  await expect(stepHeading(page)).toHaveText(/Mano kontaktai|Asmens tapatybės dokumentas/, {
    timeout: 20_000,
  });
  if ((await stepHeading(page).textContent()) === 'Mano kontaktai') {
    await page.getByLabel('El. paštas').fill('tomas@example.com');
    await page.getByLabel('Mobiliojo telefono numeris').fill('+37061234568');
    await page.getByLabel('Gyvenamosios vietos adresas').fill('Pilies g. 5, Vilnius');
    await next(page);
  }
  await expect(stepHeading(page)).toHaveText('Asmens tapatybės dokumentas');
  await expect(page).toHaveURL(/\/portal\/aml\/id-document$/);
}

async function fillDocument(page: Page, number: string) {
  await page.getByLabel('Dokumento rūšis').selectOption('IdCard');
  await page.getByLabel('Dokumento numeris').fill(number);
  await page.getByLabel('Galioja iki').fill('2031-05-01');
}

test('a .docx renamed to .pdf is refused as the document photo, and nothing else is lost', async ({
  page,
}) => {
  const token = await smartIdLogin(page, USA_CUSTOMER);
  await openIdentityStep(page, token);
  await fillDocument(page, 'AB7654321');
  // A DOCX is a ZIP: the local-file-header signature, then a member named like Word's.
  const docx = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]),
    Buffer.from('[Content_Types].xml<?xml version="1.0"?><Types/>word/document.xml'),
    Buffer.alloc(64, 0),
  ]);
  const refused = page.waitForResponse((r) => r.url().includes('/api/Aml/UploadIdentityDocument'));
  await page
    .getByLabel('Dokumento nuotrauka ar kopija (neprivaloma)')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: docx });
  expect((await refused).status()).toBe(400);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Netinkamas failo formatas. Galima įkelti tik JPG, PNG arba PDF failus',
    }),
  ).toBeVisible();
  await expect(page.getByText('Dokumento kopija įkelta.')).toHaveCount(0);
  await expectNoAxeViolations(page, 'AML refused document photo');
  // The answers typed before the refusal are still there.
  await expect(page.getByLabel('Dokumento numeris')).toHaveValue('AB7654321');
});

test('39901012239 fills the questionnaire: Pending, approved by the review, the offerings come back', async ({
  page,
}) => {
  const token = await smartIdLogin(page, USA_CUSTOMER);
  // Before: the USA lockout on the dashboard's offerings (§6).
  await expect(page.getByText('Kai kurios paslaugos laikinai neprieinamos')).toBeVisible();
  await openIdentityStep(page, token);
  await fillDocument(page, 'AB7654321');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Ryšys su Lietuva', { timeout: 20_000 });
  const reason = page.getByLabel('Kas jus sieja su Lietuva?');
  if (await reason.isVisible()) {
    await reason.selectOption({ index: 1 });
    await page.getByLabel('Trumpai paaiškinkite').fill('Gyvenu ir dirbu Lietuvoje');
  }
  await next(page);
  await expect(stepHeading(page)).toHaveText('Veikla');
  await page.getByLabel('Dirbu pagal darbo sutartį').check();
  await page.getByLabel('Veiklos sritis').fill('Informacinės technologijos');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Lėšų šaltiniai');
  await page.getByLabel('Darbo užmokestis').check();
  await next(page);
  await expect(stepHeading(page)).toHaveText('Mano pajamos');
  await page.getByLabel('15 000–30 000 EUR', { exact: true }).check();
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
  await expect(page).toHaveURL(/\/portal\/aml\/approve$/);
  await expect(page.getByRole('button', { name: 'Atidaryti anketą (PDF)' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Patvirtinti ir pateikti' }).click();
  // A USA person's questionnaire goes to a manual review (§6): Pending, and still locked out meanwhile.
  await expect(page.getByRole('heading', { name: 'Anketa tikrinama' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'AML pending after publish');
  await page.getByRole('link', { name: 'Į pradžią', exact: true }).click();
  await expect(await heading(page)).toHaveText('Pradžia');
  await expect(page.getByText('Jūsų anketa šiuo metu tikrinama. Apie rezultatą pranešime.')).toBeVisible();
  // The review approves it.
  expect(await demoReview(page, token, 'Valid')).toBe(200);
  await page.reload();
  await expect(await heading(page)).toHaveText('Pradžia');
  await expect(page.getByText('3P-2011402')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Kai kurios paslaugos laikinai neprieinamos')).toHaveCount(0);
  const offerings = page.getByRole('region', { name: 'Paslaugos jums' });
  await expect(offerings).toBeVisible();
  await expect(offerings.getByText('Neprieinama, kol nepatvirtinta kliento anketa.')).toHaveCount(0);
  await expect(offerings.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page, 'USA customer after the approval');
  await page.goto('/portal/aml');
  await expect(page.getByRole('heading', { name: 'Jūsų anketa galioja' })).toBeVisible({ timeout: 20_000 });
});
