import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations, heading } from './support';

/**
 * Issue 14: contacts with the fresh Smart-ID confirmation and the code sent to the new e-mail and phone
 * (from the outbox simulator), the dashboard prompt disappearing; bank accounts with the §8 answers;
 * notification channels and consents kept after a reload. Every screen is checked with axe.
 * Uses Ona (40504040001, profile update required) and Jonas (30303039914).
 */

async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

/** The fresh confirmation of a sensitive change: Smart-ID, the control code, then the simulator confirms. */
async function confirmWithSmartId(page: Page) {
  await page.getByRole('button', { name: 'Patvirtinti su Smart-ID' }).click();
  await expect(page.getByText('Kontrolinis kodas')).toBeVisible({ timeout: 20_000 });
}

/** The 6-digit code of the newest message to a recipient (the e-mail/SMS provider simulator). */
async function codeSentTo(request: APIRequestContext, recipient: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
      const { messages } = (await outbox.json()) as { messages: Array<{ body: string }> };
      code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('contacts: a new e-mail and phone are confirmed with Smart-ID and the codes; the prompt disappears', async ({
  page,
  request,
}) => {
  await smartIdLogin(page, '40504040001');
  await expect(page.getByText('Atnaujinkite savo kontaktinius duomenis')).toBeVisible();
  await page.getByRole('link', { name: 'Atnaujinti kontaktinius duomenis' }).click();
  await expect(await heading(page)).toHaveText('Kontaktiniai duomenys');
  await expect(page.getByLabel('El. paštas')).toHaveValue('ona.kazlauskiene@example.com');
  await expectNoAxeViolations(page, 'contacts form');

  // §5: an e-mail with '*' and a phone the phone rule cannot read are refused before anything is sent.
  await page.getByLabel('El. paštas').fill('ona*@example.com');
  await page.getByLabel('Mobiliojo telefono numeris').fill('8623456');
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Neteisingi duomenys')).toHaveCount(2);
  await expectNoAxeViolations(page, 'contacts errors');

  // §8: an e-mail of another customer. The new phone in the national form (8 6XX XXXXX) is taken.
  await page.getByLabel('El. paštas').fill('jonas.petrauskas@example.com');
  await page.getByLabel('Mobiliojo telefono numeris').fill('8 699 11223');
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(
    page.getByRole('heading', { name: 'Patvirtinkite kontaktinių duomenų keitimą' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'step-up choice');
  // A Smart-ID login is offered Smart-ID; Mobile-ID comes with the phone Ona is known by.
  await expect(page.getByLabel('Smart-ID', { exact: true })).toBeChecked();
  await page.getByLabel('Mobile-ID', { exact: true }).check();
  await expect(page.getByLabel('Mobile-ID telefono numeris')).toHaveValue('+37062345678');
  await page.getByLabel('Smart-ID', { exact: true }).check();
  await confirmWithSmartId(page);
  await expect(page.getByText('Šis el. pašto adresas jau užregistruotas.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Mobiliojo telefono numeris')).toHaveValue('8 699 11223');

  // The confirmation is kept for the corrected e-mail: the codes follow.
  await page.getByLabel('El. paštas').fill('ona.nauja@example.com');
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByRole('heading', { name: 'Patvirtinkite naują el. pašto adresą' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page, 'code screen');
  await page.getByLabel('Patvirtinimo kodas').fill('000000');
  await page.getByRole('button', { name: 'Patvirtinti', exact: true }).click();
  await expect(page.getByText('Neteisingas patvirtinimo kodas.')).toBeVisible();
  await page.getByLabel('Patvirtinimo kodas').fill(await codeSentTo(request, 'ona.nauja@example.com'));
  await page.getByRole('button', { name: 'Patvirtinti', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Patvirtinkite naują telefono numerį' })).toBeVisible();
  // The phone's code field starts empty: the e-mail's code is not offered for it.
  await expect(page.getByLabel('Patvirtinimo kodas')).toHaveValue('');
  await page.getByLabel('Patvirtinimo kodas').fill(await codeSentTo(request, '+37069911223'));
  await page.getByRole('button', { name: 'Patvirtinti', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/user-information\/contacts\/success$/);
  await expect(await heading(page)).toHaveText('Kontaktiniai duomenys atnaujinti');
  await expectNoAxeViolations(page, 'contacts success');

  await page.getByRole('link', { name: 'Mano duomenys' }).first().click();
  await expect(page.getByText('ona.nauja@example.com')).toBeVisible();
  await expect(page.getByText('+37069911223')).toBeVisible();
  await expectNoAxeViolations(page, 'user information');
  await page.goto('/portal/dashboard');
  await expect(await heading(page)).toHaveText('Pradžia');
  await expect(page.getByText('Atnaujinkite savo kontaktinius duomenis')).toHaveCount(0);
});

test('contacts: the address search fills the address; an address-only change needs no confirmation', async ({
  page,
}) => {
  await smartIdLogin(page, '30303039914');
  await page.goto('/portal/user-information/contacts');
  await expect(await heading(page)).toHaveText('Kontaktiniai duomenys');
  const search = page.getByLabel('Adreso paieška');
  await search.fill('Gedimino');
  const results = page.getByRole('list', { name: 'Rasti adresai' });
  await expect(results).toBeVisible();
  await results.getByRole('button').first().click();
  await expect(page.getByText(/Pasirinktas adresas:/)).toBeVisible();
  await expect(page.getByLabel('Gatvė')).toHaveValue(/Gedimino/);
  await search.fill('zzzz nėra tokio');
  await expect(page.getByText('Adresas nerastas. Įveskite jį laukuose žemiau.')).toBeVisible();
  await expectNoAxeViolations(page, 'address not found');
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page).toHaveURL(/\/portal\/user-information\/contacts\/success$/);
});

test('bank details: a wrong IBAN, a new one (with Mobile-ID, as Jonas logged in) and a repeated one', async ({
  page,
}) => {
  // Mobile-ID login with the phone in the national form; the confirmation below offers the same.
  await page.goto('/login/mobile-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill('30303039914');
  await page.getByLabel('Mobiliojo telefono numeris').fill('8 612 34567');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
  await page.goto('/portal/user-information/bank-details');
  await expect(await heading(page)).toHaveText('Banko sąskaita');
  await expectNoAxeViolations(page, 'bank details');

  // §5: a wrong check digit and a wrong SWIFT are refused in the browser.
  await page.getByLabel('Banko sąskaitos numeris (IBAN)').fill('LT65 7300 0012 3456 7891');
  await page.getByLabel('Banko SWIFT kodas').fill('HABALT2');
  await page.getByRole('button', { name: 'Pridėti sąskaitą' }).click();
  await expect(page.getByText('Neteisinga banko sąskaita')).toBeVisible();
  await expect(page.getByText('Neteisingas SWIFT kodas')).toBeVisible();

  // §8: a valid IBAN of no known bank → 'Cannot find bank account'.
  await page.getByLabel('Banko sąskaitos numeris (IBAN)').fill('LT41 1234 5012 3456 7890');
  await page.getByLabel('Banko SWIFT kodas').fill('HABALT22');
  await page.getByRole('button', { name: 'Pridėti sąskaitą' }).click();
  // Offered as he logged in: Mobile-ID, with his number filled in (and editable).
  await expect(page.getByLabel('Mobile-ID', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Mobile-ID telefono numeris')).toHaveValue('+37061234567');
  await page.getByRole('button', { name: 'Patvirtinti su Mobile-ID' }).click();
  await expect(page.getByText('Kontrolinis kodas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Banko sąskaita nerasta: patikrinkite, ar numeris teisingas.')).toBeVisible({
    timeout: 30_000,
  });

  // A new account (the kept confirmation is used).
  await page.getByLabel('Banko sąskaitos numeris (IBAN)').fill('LT65 7300 0012 3456 7890');
  await page.getByRole('button', { name: 'Pridėti sąskaitą' }).click();
  await expect(page.getByText('Banko sąskaita pridėta.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('bank-accounts')).toContainText('LT65 7300 0012 3456 7890');
  await expectNoAxeViolations(page, 'bank account added');

  // The same account again (§5 unique): refused as typed, before any eID confirmation is asked for.
  await page.getByRole('button', { name: 'Pridėti kitą sąskaitą' }).click();
  await page.getByLabel('Banko sąskaitos numeris (IBAN)').fill('LT657300001234567890');
  await page.getByLabel('Banko SWIFT kodas').fill('HABALT22');
  await page.getByRole('button', { name: 'Pridėti sąskaitą' }).click();
  await expect(page.getByText('Ši banko sąskaita jau pridėta')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Patvirtinti su / })).toHaveCount(0);
  await expect(page.getByLabel('Banko sąskaitos numeris (IBAN)')).toHaveValue('LT657300001234567890');
});

test('notification channels and the marketing consent are kept after a reload', async ({ page }) => {
  await smartIdLogin(page, '30303039914');
  await page.goto('/portal/notifications-options');
  await expect(await heading(page)).toHaveText('Pranešimų nustatymai');
  await expectNoAxeViolations(page, 'notification options');
  await page.getByLabel('Sutinku', { exact: true }).check();
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Sutikimas išsaugotas.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hasAcceptedEpn'))).toBe('true');

  await page.goto('/portal/notifications-options/core-notifications');
  await expect(await heading(page)).toHaveText('Pagrindiniai pranešimai');
  const reminders = page.getByRole('group', { name: 'Priminimai apie įmokas' });
  await reminders.getByLabel('El. paštu').uncheck();
  await reminders.getByLabel('SMS').uncheck();
  await reminders.getByLabel('Paštu', { exact: true }).uncheck();
  await expect(reminders.getByText('Pasirinkite bent vieną variantą')).toBeVisible();
  await reminders.getByLabel('SMS').check();
  await expectNoAxeViolations(page, 'core notifications');
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  // §9: the success toast is announced (role=status) and closes by itself.
  const toast = page.getByRole('status').getByText('Pranešimų nustatymai išsaugoti.');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Priminimai apie įmokas' }).getByLabel('SMS')).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Priminimai apie įmokas' }).getByLabel('El. paštu'),
  ).not.toBeChecked();

  await page.goto('/portal/notifications-options/gdpr-notifications');
  await expect(await heading(page)).toHaveText('Sutikimai dėl duomenų');
  await expectNoAxeViolations(page, 'gdpr notifications');
  const marketing = page.getByRole('group', { name: /pensijų fondų naujienas/ });
  const wanted = (await marketing.getByLabel('Sutinku', { exact: true }).isChecked())
    ? 'Nesutinku'
    : 'Sutinku';
  await marketing.getByLabel(wanted, { exact: true }).check();
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Sutikimai išsaugoti.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: /pensijų fondų naujienas/ }).getByLabel(wanted, { exact: true }),
  ).toBeChecked();
});

test('broker contacts with a referral code; every settings screen passes axe and fits a 390 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // §5 referral: a link with the broker code; the code is kept and the broker's contacts are shown.
  await page.goto('/login?tk=PK-1024');
  await smartIdLogin(page, '30303039914');
  await page.goto('/portal/user-information');
  const broker = page.getByRole('region', { name: 'Jūsų konsultantas' });
  await expect(broker.getByText('Rūta Jonaitienė, UAB „Finansų partneriai“')).toBeVisible();
  await expect(broker.getByRole('link', { name: '+37061111222' })).toBeVisible();
  // … and in the footer, next to the code.
  await expect(page.getByRole('contentinfo').getByText(/Konsultantas: Rūta Jonaitienė/)).toBeVisible();
  await page.goto('/portal/user-information/contacts');
  await expect(page.getByRole('region', { name: 'Jūsų konsultantas' })).toBeVisible();
  for (const [url, title] of [
    ['/portal/user-information', 'Mano duomenys'],
    ['/portal/user-information/contacts', 'Kontaktiniai duomenys'],
    ['/portal/user-information/bank-details', 'Banko sąskaita'],
    ['/portal/notifications-options', 'Pranešimų nustatymai'],
    ['/portal/notifications-options/core-notifications', 'Pagrindiniai pranešimai'],
    ['/portal/notifications-options/gdpr-notifications', 'Sutikimai dėl duomenų'],
  ] as const) {
    await page.goto(url);
    await expect(await heading(page)).toHaveText(title);
    await expectNoAxeViolations(page, `${url} at 390 px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
