import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/api/contract/common';
import { verifyPassword } from '../../server/auth/password-hash';
import { demoIban } from '../../server/db/seed/personas';
import { startTestServer, type TestServer } from './helpers';
import { codeSentTo, freshConfirmation } from './step-up-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function auditCount(action: string): Promise<number> {
  const rows = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM audit_log WHERE action = $1',
    [action],
  );
  return rows[0]?.count ?? 0;
}

describe('implemented writes', () => {
  it('ModifySettings stores the channels and audits', async () => {
    const headers = await server.auth('jonas');
    const settings = {
      paymentReminder: 'SMS',
      processedPayment: 'None',
      quarterReport: 'EMailAndSMSAndPost',
      contractWithoutPayments: 'Post',
      reportsByEmail: false,
    };
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/Notifications/ModifySettings',
      headers,
      payload: settings,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(settings);
    const read = await server.app.inject({ method: 'GET', url: '/api/Notifications/GetSettings', headers });
    expect(read.json()).toEqual(settings);
    expect(await auditCount('notifications.modify-settings')).toBe(1);
  });

  it('UpdateStatusRead marks the notification read', async () => {
    const headers = await server.auth('jonas');
    const list = (
      await server.app.inject({ method: 'GET', url: '/api/Notifications/GetList', headers })
    ).json<{ notificationNr: number; isRead: boolean }[]>();
    const unread = list.find((n) => !n.isRead);
    expect(unread).toBeDefined();
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/Notifications/UpdateStatusRead?notificationNr=${unread?.notificationNr}`,
      headers,
    });
    expect(response.json()).toEqual({ ok: true });
    const after = (
      await server.app.inject({ method: 'GET', url: '/api/Notifications/GetList', headers })
    ).json<{ notificationNr: number; isRead: boolean }[]>();
    expect(after.find((n) => n.notificationNr === unread?.notificationNr)?.isRead).toBe(true);
    const missing = await server.app.inject({
      method: 'PUT',
      url: '/api/Notifications/UpdateStatusRead?notificationNr=999999',
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('ModifyGdprAgreement, UpdateEpnAgreement, ModifyBannerAlert, UpdateAssetScoreAgreement', async () => {
    const headers = await server.auth('ona');
    const gdpr = await server.app.inject({
      method: 'PUT',
      url: '/api/Users/ModifyGdprAgreement?gdprAgreement=true&gdprType=5',
      headers,
    });
    expect(gdpr.statusCode).toBe(200);
    expect(gdpr.json()).toMatchObject({ sbProfilingAgreement: true, marketingAgreement: null });
    const epn = await server.app.inject({
      method: 'PUT',
      url: '/api/Authentication/UpdateEpnAgreement?epnAgreement=false',
      headers,
    });
    expect(epn.statusCode).toBe(200);
    const banner = await server.app.inject({
      method: 'PUT',
      url: '/api/Dashboard/ModifyBannerAlert?showBannerAlert=false',
      headers,
    });
    expect(banner.statusCode).toBe(200);
    const dashboard = (
      await server.app.inject({ method: 'GET', url: '/api/Dashboard/GetDashboard', headers })
    ).json<{ showBannerAlert: boolean }>();
    expect(dashboard.showBannerAlert).toBe(false);
    const contact = (
      await server.app.inject({ method: 'GET', url: '/api/v3/Users/GetContactInformation', headers })
    ).json<{ epnAgreement: boolean | null }>();
    expect(contact.epnAgreement).toBe(false);
    const agree = await server.app.inject({
      method: 'PUT',
      url: '/api/Dashboard/UpdateAssetScoreAgreement?approved=true',
      headers,
    });
    expect(agree.statusCode).toBe(200);
    const score = await server.app.inject({ method: 'GET', url: '/api/Dashboard/GetAssetScore', headers });
    expect(score.statusCode).toBe(200);
    await server.app.inject({
      method: 'PUT',
      url: '/api/Dashboard/UpdateAssetScoreAgreement?approved=false',
      headers,
    });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/Dashboard/GetAssetScore', headers })).statusCode,
    ).toBe(204);
    const bad = await server.app.inject({
      method: 'PUT',
      url: '/api/Users/ModifyGdprAgreement?gdprAgreement=true&gdprType=2',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', field: 'query.gdprType' });
  });

  it('CreateBankAccount: created, invalid IBAN 500, unknown bank 500, duplicate 400, wrong SWIFT 400', async () => {
    const headers = await server.auth('gabija');
    const confirmation = await freshConfirmation(server, 'gabija', 'bank-account');
    const iban = demoIban('73000', '10001112223');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/BankAccounts/CreateBankAccount',
      headers,
      payload: {
        confirmation,
        bankAccountNumber: iban.replace(/(.{4})/g, '$1 ').trim(),
        swiftCode: 'HABALT22',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      bankAccountNumber: iban,
      bankName: 'Swedbank, AB',
      isPrimary: true,
    });
    const invalid = await server.app.inject({
      method: 'POST',
      url: '/api/BankAccounts/CreateBankAccount',
      headers,
      payload: {
        confirmation: await freshConfirmation(server, 'gabija', 'bank-account'),
        bankAccountNumber: 'LT00 7300 0100 0111 2223',
        swiftCode: 'HABALT22',
      },
    });
    expect(invalid.statusCode).toBe(500);
    expect(invalid.json()).toMatchObject({ code: 'invalid_iban', message: ERROR_MESSAGES.invalidIban });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/BankAccounts/CreateBankAccount',
      headers,
      payload: {
        confirmation: await freshConfirmation(server, 'gabija', 'bank-account'),
        bankAccountNumber: demoIban('99999', '12345678901'),
        swiftCode: 'HABALT22',
      },
    });
    expect(unknown.statusCode).toBe(500);
    expect(unknown.json()).toMatchObject({ code: 'unidentified_iban', message: 'Cannot find bank account' });
    const duplicate = await server.app.inject({
      method: 'POST',
      url: '/api/BankAccounts/CreateBankAccount',
      headers,
      payload: {
        confirmation: await freshConfirmation(server, 'gabija', 'bank-account'),
        bankAccountNumber: iban,
        swiftCode: 'HABALT22',
      },
    });
    expect(duplicate.statusCode).toBe(400);
    const wrongSwift = await server.app.inject({
      method: 'POST',
      url: '/api/BankAccounts/CreateBankAccount',
      headers,
      payload: {
        confirmation: await freshConfirmation(server, 'gabija', 'bank-account'),
        bankAccountNumber: demoIban('70440', '11112222333'),
        swiftCode: 'HABALT22',
      },
    });
    expect(wrongSwift.statusCode).toBe(400);
    expect(wrongSwift.json()).toMatchObject({ field: 'body.swiftCode' });
    const accounts = (
      await server.app.inject({ method: 'GET', url: '/api/BankAccounts/GetBankAccounts', headers })
    ).json<unknown[]>();
    expect(accounts).toHaveLength(1);
    expect(await auditCount('bank-accounts.create')).toBe(1);
  });

  it('ResetPassword: wrong old password, same password, then success', async () => {
    const headers = await server.auth('jonas');
    const url = '/api/Authentication/ResetPassword';
    // One confirmation serves every attempt until one succeeds (refusals roll back, docs/security.md).
    const confirmation = await freshConfirmation(server, 'jonas', 'password');
    const wrong = await server.app.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        confirmation,
        oldPassword: 'Nope1234',
        newPassword: 'Naujas2026',
        confirmNewPassword: 'Naujas2026',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_old_password',
      message: ERROR_MESSAGES.invalidOldPassword,
    });
    const same = await server.app.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        confirmation,
        oldPassword: 'Pensija2026',
        newPassword: 'Pensija2026',
        confirmNewPassword: 'Pensija2026',
      },
    });
    expect(same.json()).toMatchObject({ code: 'passwords_should_differ' });
    const weak = await server.app.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        confirmation,
        oldPassword: 'Pensija2026',
        newPassword: 'aaaaaaaa',
        confirmNewPassword: 'aaaaaaaa',
      },
    });
    expect(weak.json()).toMatchObject({ code: 'validation', field: 'body.newPassword' });
    const ok = await server.app.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        confirmation,
        oldPassword: 'Pensija2026',
        newPassword: 'Naujas2026!',
        confirmNewPassword: 'Naujas2026!',
      },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM password_credentials WHERE username = $1',
      ['jonas01'],
    );
    expect(await verifyPassword('Naujas2026!', row?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('Pensija2026', row?.password_hash ?? '')).toBe(false);
  });

  it('UpdateProfile: email of another customer is rejected and nothing is half-written', async () => {
    const headers = await server.auth('tomas');
    const confirmation = await freshConfirmation(server, 'tomas', 'contacts');
    const address = {
      countryCode: 'LT',
      city: 'Vilnius',
      street: 'Pylimo g.',
      house: '14',
      flat: '2',
      postalCode: 'LT-01117',
    };
    const taken = await server.app.inject({
      method: 'POST',
      url: '/api/v3/Users/UpdateProfile',
      headers,
      payload: {
        confirmation,
        email: 'JONAS.petrauskas@example.com',
        phoneNumber: '+37069999999',
        addressDiffers: false,
        address,
      },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'email_already_exists',
      message: ERROR_MESSAGES.emailAlreadyExists,
    });
    const phone = await server.app.inject({
      method: 'POST',
      url: '/api/v3/Users/UpdateProfile',
      headers,
      payload: {
        confirmation,
        email: 'tomas.j@example.com',
        phoneNumber: '+37061234567',
        addressDiffers: false,
        address,
      },
    });
    expect(phone.json()).toMatchObject({ code: 'phone_duplicated' });
    let contact = (
      await server.app.inject({ method: 'GET', url: '/api/v3/Users/GetContactInformation', headers })
    ).json<{ email: string; phoneNumber: string }>();
    expect(contact).toMatchObject({ email: 'tomas.jankauskas@example.com', phoneNumber: '+37063456789' });
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/v3/Users/UpdateProfile',
      headers,
      payload: {
        confirmation,
        email: 'tomas.j@example.com',
        phoneNumber: '+37069999999',
        addressDiffers: false,
        address,
      },
    });
    expect(ok.statusCode).toBe(200);
    // The new e-mail and phone wait for the codes sent to them (tests/server/step-up.test.ts).
    const pending = ok.json<{ pendingContactChanges: { verificationId: number; kind: string }[] }>()
      .pendingContactChanges;
    expect(pending.map((change) => change.kind).sort()).toEqual(['email', 'phone']);
    for (const change of pending) {
      const recipient = change.kind === 'email' ? 'tomas.j@example.com' : '+37069999999';
      const verified = await server.app.inject({
        method: 'POST',
        url: '/api/v3/Users/VerifyContact',
        headers,
        payload: { verificationId: change.verificationId, code: await codeSentTo(server, recipient) },
      });
      expect(verified.statusCode).toBe(200);
      contact = verified.json();
    }
    expect(contact).toMatchObject({ email: 'tomas.j@example.com', phoneNumber: '+37069999999' });
  });

  it('AML draft: create returns the open draft, fill stores JSON', async () => {
    const headers = await server.auth('lukas');
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/Aml/CreateUserAmlDeclarationDraft',
      headers,
    });
    expect(first.statusCode).toBe(200);
    const draft = first.json<{ id: number; expiresAt: string }>();
    const second = await server.app.inject({
      method: 'POST',
      url: '/api/Aml/CreateUserAmlDeclarationDraft',
      headers,
    });
    expect(second.json<{ id: number }>().id).toBe(draft.id);
    const days = (new Date(draft.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14.9);
    const filled = await server.app.inject({
      method: 'POST',
      url: '/api/Aml/FillUserAmlDeclarationDraft',
      headers,
      payload: {
        draftUserDeclarationId: draft.id,
        declarationJson: '{"pep":{"isPep":false,"isRelatedToPep":false}}',
        documentUploadedToPSI: true,
      },
    });
    expect(filled.json()).toMatchObject({
      declarationJson: '{"pep":{"isPep":false,"isRelatedToPep":false}}',
    });
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/Aml/FillUserAmlDeclarationDraft',
      headers,
      payload: { draftUserDeclarationId: draft.id, declarationJson: '{oops', documentUploadedToPSI: true },
    });
    expect(notJson.json()).toMatchObject({ code: 'validation', field: 'body.declarationJson' });
  });
});

describe('password reset from a reminder link (no auth)', () => {
  it('validates the hash, checks the last 4 digits, sets the password once', async () => {
    const url = '/api/Authentication/ChangePassword';
    const hash = 'demo-reset-3f9a2c';
    const valid = await server.app.inject({
      method: 'POST',
      url: '/api/Authentication/ValidateChangePasswordToken',
      payload: { hash },
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ valid: true });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/Authentication/ValidateChangePasswordToken',
      payload: { hash: 'nope' },
    });
    expect(unknown.json()).toMatchObject({
      status: 400,
      code: 'invalid_token_expired',
      message: ERROR_MESSAGES.invalidTokenExpired,
    });
    const mismatch = await server.app.inject({
      method: 'POST',
      url,
      payload: { hash, partialBusinessAccountId: '1234', newPassword: 'Priminta2026' },
    });
    expect(mismatch.json()).toMatchObject({
      code: 'personal_code_mismatch',
      message: ERROR_MESSAGES.personalCodeMismatch,
    });
    const ok = await server.app.inject({
      method: 'POST',
      url,
      payload: { hash, partialBusinessAccountId: '9914', newPassword: 'Priminta2026' },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM password_credentials WHERE username = $1',
      ['jonas01'],
    );
    expect(await verifyPassword('Priminta2026', row?.password_hash ?? '')).toBe(true);
    const reused = await server.app.inject({
      method: 'POST',
      url,
      payload: { hash, partialBusinessAccountId: '9914', newPassword: 'Kitas2026!' },
    });
    expect(reused.json()).toMatchObject({ code: 'invalid_token_expired' });
  });
});
