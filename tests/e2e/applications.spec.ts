/**
 * Issue 13 (base): stop and renew contributions for pillar III as signed applications, the list shows the
 * new application at once (registered), axe clean, and the screens fit a 390 px phone.
 *
 * First a server error on submission (GetDocumentPreview answering 500, routed by Playwright) shows
 * error-500-applications, and back keeps the choice; it changes no data.
 * Data: Tomas (39901012239, pillar III accumulating) stops; Mantas (50001018865, contributions stopped)
 * renews. Both applications stay open for APPLICATION_REVIEW_DELAY_MS (60 s by default) a step; files
 * sorting after this one see them as open or decided.
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

async function signWithSmartId(page: Page) {
  await expect(page).toHaveURL(/\/portal\/applications\/sign-applications$/);
  await expect(page.getByRole('link', { name: /PDF/ })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-applications');
  await page.getByRole('button', { name: 'Pasirašyti', exact: true }).click();
  await page.getByRole('button', { name: 'Pasirašyti su Smart-ID' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/success$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prašymas pateiktas');
  await expectNoAxeViolations(page, 'success');
}

test('a server error on submission shows error-500-applications; back (button or browser) keeps what was chosen', async ({
  page,
}) => {
  // Changes no data: the preview (GetDocumentPreview) answers 500 and nothing is signed.
  await smartIdLogin(page, '39901012239');
  await page.goto('/portal/applications/main');
  await page.getByRole('link', { name: 'Sustabdyti įmokas' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/third-pillar$/);
  const understood = page.getByLabel('Supratau, ką tai reiškia valstybės skatinimui');
  await understood.check();
  await page.route('**/api/Documents/GetDocumentPreview', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, code: 'internal', message: 'Internal server error' }),
    }),
  );
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/error-500-applications$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prašymo pateikti nepavyko');
  await expect(page.getByText(/Niekas nepasirašyta/)).toBeVisible();
  await expectNoAxeViolations(page, 'error-500-applications');
  // The button returns to the form with the acknowledgement still ticked.
  await page.getByRole('button', { name: 'Grįžti prie prašymo' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/third-pillar$/);
  await expect(understood).toBeChecked();
  // Again, and this time the browser's back button: the same.
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/error-500-applications$/, { timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/portal\/applications\/third-pillar$/);
  await expect(understood).toBeChecked();
  // The server answers again: retrying from the form reaches the signing, nothing was lost.
  await page.unroute('**/api/Documents/GetDocumentPreview');
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/sign-applications$/, { timeout: 30_000 });
});

test('stop pillar III contributions: the tax relief is said before signing, the list shows it registered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await smartIdLogin(page, '39901012239');
  await page.goto('/portal/applications/main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prašymai');
  await expectNoAxeViolations(page, 'main');
  await page.getByRole('link', { name: 'Sustabdyti įmokas' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/third-pillar$/);
  // §9: the income tax relief of up to 300 € on up to 1 500 € a year, said plainly before signing.
  await expect(page.getByText(/negausite gyventojų pajamų mokesčio lengvatos/)).toContainText('300,00');
  await expectNoAxeViolations(page, 'third-pillar');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await page.getByLabel('Supratau, ką tai reiškia valstybės skatinimui').check();
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await signWithSmartId(page);
  await page.getByRole('link', { name: 'Į prašymų sąrašą' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/main$/);
  const item = page.locator('.applications-list__item').filter({ hasText: 'Įmokų sustabdymas' }).first();
  await expect(item).toContainText('Būsena: Užregistruotas');
  // An open application of the kind blocks a second one, and the page says why.
  await expect(page.getByText(/jau pateiktas ir dar nagrinėjamas/).first()).toBeVisible();
});

test('the persona with stopped contributions (50001018865) renews pillar III contributions', async ({
  page,
}) => {
  await smartIdLogin(page, '50001018865');
  await page.goto('/portal/applications/main');
  await page.getByRole('link', { name: 'Atnaujinti įmokas' }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/third-pillar$/);
  await expect(page.getByText(/vėl galėsite gauti gyventojų pajamų mokesčio lengvatą/)).toBeVisible();
  await page.getByLabel('Supratau, ką tai reiškia valstybės skatinimui').check();
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await signWithSmartId(page);
  await page.getByRole('link', { name: 'Į prašymų sąrašą' }).click();
  const item = page.locator('.applications-list__item').filter({ hasText: 'Įmokų atnaujinimas' }).first();
  await expect(item).toContainText('Būsena: Užregistruotas');
  // The registered holiday is still listed.
  await expect(page.locator('.applications-list__item').filter({ hasText: 'Įmokų atostogos' })).toBeVisible();
});
