/**
 * Issue 14 settings on the server: the §8 IBAN answers as the portal reads them, and no customer reads or
 * changes another customer's contacts, pending contact changes, bank accounts, channels or consents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPortalError } from '../../src/api/errors';
import { demoIban } from '../../server/db/seed/personas';
import { startTestServer, type PersonaName, type TestServer } from './helpers';
import { freshConfirmation } from './step-up-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function call(
  persona: PersonaName,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  const response = await server.app.inject({
    method,
    url,
    headers: await server.auth(persona),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** What the portal makes of an answer (src/api/errors.ts, §8). */
const portalKind = (answer: { status: number; body: unknown }) =>
  toPortalError({ status: answer.status, body: answer.body }).kind;

describe('CreateBankAccount answers (§5, §8)', () => {
  const create = async (persona: PersonaName, bankAccountNumber: string, swiftCode = 'HABALT22') =>
    call(persona, 'POST', '/api/BankAccounts/CreateBankAccount', {
      confirmation: await freshConfirmation(server, persona, 'bank-account'),
      bankAccountNumber,
      swiftCode,
    });

  it("an invalid IBAN is 500 'Neteisinga banko sąskaita' → invalid-iban", async () => {
    const answer = await create('mantas', 'LT65 7300 0012 3456 7891');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ message: 'Neteisinga banko sąskaita' });
    expect(portalKind(answer)).toBe('invalid-iban');
  });

  it("a valid IBAN of no known bank is 500 'Cannot find bank account' → unidentified-iban", async () => {
    const answer = await create('mantas', 'LT41 1234 5012 3456 7890');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ message: 'Cannot find bank account' });
    expect(portalKind(answer)).toBe('unidentified-iban');
  });

  it('a repeated IBAN is refused with its own message → iban-repeated; another customer may add it', async () => {
    const iban = demoIban('73000', '10007776665');
    expect((await create('mantas', iban)).status).toBe(200);
    const repeated = await create('mantas', iban.toLowerCase());
    expect(repeated.status).toBe(400);
    expect(repeated.body).toMatchObject({
      code: 'bank_account_exists',
      message: 'Bank account already exists',
    });
    expect(portalKind(repeated)).toBe('iban-repeated');
    // The other customer neither sees Mantas's account nor is refused for it.
    const onas = await call('ona', 'GET', '/api/BankAccounts/GetBankAccounts');
    expect(JSON.stringify(onas.body)).not.toContain(iban);
    expect((await create('ona', iban)).status).toBe(200);
  });

  it("another customer's confirmation is refused like a missing one", async () => {
    const answer = await call('mantas', 'POST', '/api/BankAccounts/CreateBankAccount', {
      confirmation: await freshConfirmation(server, 'ona', 'bank-account'),
      bankAccountNumber: demoIban('73000', '10005554443'),
      swiftCode: 'HABALT22',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'confirmation_required' });
  });
});

describe('phones in any form of the one phone rule (§5)', () => {
  type Contacts = {
    address: Record<string, unknown>;
    email: string;
    phoneNumber: string;
    secondaryPhoneNumber: string | null;
    pendingContactChanges: { kind: string; value: string }[];
  };
  const contactsOf = async (persona: PersonaName) =>
    (await call(persona, 'GET', '/api/v3/Users/GetContactInformation')).body as Contacts;
  /** '+37061234567' as a customer types it at home: '8 612 34567'. */
  const national = (phone: string) => `8 ${phone.slice(4, 7)} ${phone.slice(7)}`;

  it('UpdateProfile takes the national form of the same phone as no change, and a new one in the +370 form', async () => {
    const before = await contactsOf('mantas');
    const same = await call('mantas', 'POST', '/api/v3/Users/UpdateProfile', {
      email: before.email,
      phoneNumber: national(before.phoneNumber),
      secondaryPhoneNumber: null,
      addressDiffers: false,
      address: before.address,
    });
    // The same number: no confirmation asked for and nothing waits for a code.
    expect(same.status).toBe(200);
    expect((same.body as Contacts).phoneNumber).toBe(before.phoneNumber);
    expect((same.body as Contacts).pendingContactChanges).toEqual([]);

    const changed = await call('mantas', 'POST', '/api/v3/Users/UpdateProfile', {
      confirmation: await freshConfirmation(server, 'mantas', 'contacts'),
      email: before.email,
      phoneNumber: '8 677 12399',
      secondaryPhoneNumber: '370 5 212 3499',
      addressDiffers: false,
      address: before.address,
    });
    expect(changed.status).toBe(200);
    expect(
      (changed.body as Contacts).pendingContactChanges.map(({ kind, value }) => ({ kind, value })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'phone', value: '+37067712399' },
        { kind: 'secondaryPhone', value: '+37052123499' },
      ]),
    );
  });

  it('a phone the rule cannot read is still refused', async () => {
    const before = await contactsOf('mantas');
    const refused = await call('mantas', 'POST', '/api/v3/Users/UpdateProfile', {
      email: before.email,
      phoneNumber: '8 612 345',
      addressDiffers: false,
      address: before.address,
    });
    expect(refused.status).toBe(400);
  });
});

describe('a customer never reads or changes another customer’s settings', () => {
  it('a pending contact change of one customer cannot be verified or resent by another', async () => {
    const contacts = (await call('jonas', 'GET', '/api/v3/Users/GetContactInformation')).body as {
      address: Record<string, unknown>;
      phoneNumber: string;
      secondaryPhoneNumber: string | null;
    };
    const updated = await call('jonas', 'POST', '/api/v3/Users/UpdateProfile', {
      confirmation: await freshConfirmation(server, 'jonas', 'contacts'),
      email: 'jonas.settings-test@example.com',
      phoneNumber: contacts.phoneNumber,
      secondaryPhoneNumber: contacts.secondaryPhoneNumber,
      addressDiffers: false,
      address: contacts.address,
    });
    expect(updated.status).toBe(200);
    const pending = (updated.body.pendingContactChanges as { verificationId: number }[])[0];
    expect(pending).toBeDefined();
    const verificationId = pending?.verificationId ?? 0;
    const verify = await call('ona', 'POST', '/api/v3/Users/VerifyContact', {
      verificationId,
      code: '123456',
    });
    expect(verify.status).toBe(404);
    const resend = await call('ona', 'POST', '/api/v3/Users/ResendContactCode', { verificationId });
    expect(resend.status).toBe(404);
    // Nor does it show in the other customer's details.
    const onas = await call('ona', 'GET', '/api/v3/Users/GetContactInformation');
    expect(onas.body.pendingContactChanges).toEqual([]);
    expect(JSON.stringify(onas.body)).not.toContain('jonas.settings-test@example.com');
  });

  it('channels, consents and the notices agreement change only the caller’s own', async () => {
    const onaBefore = await call('ona', 'GET', '/api/Notifications/GetSettings');
    const onaContacts = await call('ona', 'GET', '/api/v3/Users/GetContactInformation');
    const settings = {
      paymentReminder: 'SMS',
      processedPayment: 'EMailAndSMS',
      quarterReport: 'Post',
      contractWithoutPayments: 'PostAndEMail',
      reportsByEmail: false,
    };
    expect((await call('tomas', 'PUT', '/api/Notifications/ModifySettings', settings)).status).toBe(200);
    expect(
      (await call('tomas', 'PUT', '/api/Users/ModifyGdprAgreement?gdprAgreement=true&gdprType=1')).status,
    ).toBe(200);
    expect(
      (await call('tomas', 'PUT', '/api/Authentication/UpdateEpnAgreement?epnAgreement=false')).status,
    ).toBe(200);
    expect((await call('tomas', 'GET', '/api/Notifications/GetSettings')).body).toEqual(settings);
    expect(await call('ona', 'GET', '/api/Notifications/GetSettings')).toEqual(onaBefore);
    const onaAfter = await call('ona', 'GET', '/api/v3/Users/GetContactInformation');
    expect(onaAfter.body.gdpr).toEqual(onaContacts.body.gdpr);
    expect(onaAfter.body.epnAgreement).toEqual(onaContacts.body.epnAgreement);
    const tomas = await call('tomas', 'GET', '/api/v3/Users/GetContactInformation');
    expect(tomas.body).toMatchObject({ epnAgreement: false, gdpr: { marketingAgreement: true } });
  });

  it('every settings call needs a bearer token', async () => {
    for (const [method, url] of [
      ['GET', '/api/v3/Users/GetContactInformation'],
      ['GET', '/api/BankAccounts/GetBankAccounts'],
      ['GET', '/api/Notifications/GetSettings'],
      ['GET', '/api/Notifications/UserValues'],
      ['PUT', '/api/Notifications/ModifySettings'],
      ['PUT', '/api/Users/ModifyGdprAgreement?gdprAgreement=true&gdprType=1'],
      ['PUT', '/api/Authentication/UpdateEpnAgreement?epnAgreement=true'],
      ['POST', '/api/v3/Users/VerifyContact'],
      ['POST', '/api/v3/Users/ResendContactCode'],
      ['POST', '/api/BankAccounts/CreateBankAccount'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
