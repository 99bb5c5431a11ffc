import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/contract/common';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let headers: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  headers = await server.auth('jonas');
});
afterAll(async () => {
  await server.close();
});

async function expectClientError(
  request: InjectOptions,
  status: number,
  expected: Partial<ApiError> = {},
): Promise<ApiError> {
  const response = await server.app.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  const body = ApiError.parse(response.json());
  expect(body).toMatchObject({ status, ...expected });
  expect(response.body).not.toMatch(/\bat [\w.]+ \(|node_modules|\.ts:\d+/);
  return body;
}

describe('bad input gets a clear 4xx and the process keeps serving', () => {
  it('malformed JSON', async () => {
    await expectClientError(
      {
        method: 'PUT',
        url: '/api/Notifications/ModifySettings',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"paymentReminder": "SMS",',
      },
      400,
      { code: 'bad_request', field: 'body' },
    );
  });

  it('wrong types, missing fields and unknown enum values name the field', async () => {
    const settings = {
      paymentReminder: 'SMS',
      processedPayment: 'None',
      quarterReport: 'EMail',
      contractWithoutPayments: 'Post',
      reportsByEmail: true,
    };
    await expectClientError(
      {
        method: 'PUT',
        url: '/api/Notifications/ModifySettings',
        headers,
        payload: { ...settings, reportsByEmail: 'yes' },
      },
      400,
      { code: 'validation', field: 'body.reportsByEmail' },
    );
    await expectClientError(
      {
        method: 'PUT',
        url: '/api/Notifications/ModifySettings',
        headers,
        payload: { ...settings, quarterReport: 'Pigeon' },
      },
      400,
      { code: 'validation', field: 'body.quarterReport' },
    );
    const { quarterReport: _omitted, ...missing } = settings;
    await expectClientError(
      { method: 'PUT', url: '/api/Notifications/ModifySettings', headers, payload: missing },
      400,
      {
        code: 'validation',
        field: 'body.quarterReport',
      },
    );
    await expectClientError(
      {
        method: 'POST',
        url: '/api/Contracts/ChangeFund',
        headers,
        payload: {
          personalCode: '30303039915',
          fundChangeDto: { contractNr: 'x', movingToFundNr: 'y', gdpr: true },
        },
      },
      400,
      { code: 'validation', field: 'body.personalCode' },
    );
    await expectClientError(
      { method: 'PUT', url: '/api/Notifications/UpdateStatusRead?notificationNr=abc', headers },
      400,
      {
        field: 'query.notificationNr',
      },
    );
    await expectClientError(
      { method: 'GET', url: '/api/Documents/GetDocumentContent?id=99999999999999', headers },
      400,
      {
        field: 'query.id',
      },
    );
    await expectClientError(
      { method: 'GET', url: '/api/Transfers/GetTransfers?dateFrom=2025-02-30', headers },
      400,
      {
        field: 'query.dateFrom',
      },
    );
    await expectClientError({ method: 'PUT', url: '/api/Notifications/ModifySettings', headers }, 400, {
      code: 'validation',
      field: 'body',
    });
  });

  it('huge bodies get 413', async () => {
    const huge = JSON.stringify({ step: 'x'.repeat(2 * 1024 * 1024), pillar: 2 });
    await expectClientError(
      {
        method: 'POST',
        url: '/api/Contracts/Log',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: huge,
      },
      413,
      { code: 'payload_too_large' },
    );
  });

  it('unsupported content types get 415', async () => {
    await expectClientError(
      {
        method: 'POST',
        url: '/api/Contracts/Log',
        headers: { ...headers, 'content-type': 'application/xml' },
        payload: '<x/>',
      },
      415,
      { code: 'unsupported_media_type' },
    );
  });

  it('unknown API routes get 404 JSON; a known one asked with another method 405 with Allow', async () => {
    await expectClientError({ method: 'GET', url: '/api/Nope/Nothing', headers }, 404, { code: 'not_found' });
    await expectClientError({ method: 'DELETE', url: '/api/Dashboard/GetDashboard', headers }, 405, {
      code: 'method_not_allowed',
    });
    const wrongMethod = await server.app.inject({
      method: 'DELETE',
      url: '/api/Dashboard/GetDashboard',
      headers,
    });
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    await expectClientError({ method: 'GET', url: '/connect/nothing' }, 404, { code: 'not_found' });
  });

  it('nothing is half-written and the server still answers', async () => {
    const before = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    await server.app.inject({
      method: 'POST',
      url: '/api/v3/Users/UpdateProfile',
      headers,
      payload: {
        email: 'ona.kazlauskiene@example.com',
        phoneNumber: '+37060000001',
        addressDiffers: false,
        address: { countryCode: 'LT', city: 'Vilnius', street: 'A', house: '1', postalCode: 'LT-1' },
      },
    });
    const phones = await server.db.query<{ phone: string }>(
      `SELECT phone FROM customer_phones WHERE customer_id = $1 AND kind = 'primary'`,
      [server.customerId('jonas')],
    );
    expect(phones[0]?.phone).toBe('+37061234567');
    const after = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    expect(after[0]?.count).toBe(before[0]?.count);
    const dashboard = await server.app.inject({ method: 'GET', url: '/api/Dashboard/GetDashboard', headers });
    expect(dashboard.statusCode).toBe(200);
  });

  it('an id too large for the database (2^31) is a 400, not a 500 (found by the bench fuzz)', async () => {
    await expectClientError(
      { method: 'GET', url: '/api/Documents/GetAllDocuments?documentTypeCfgNr=2147483648', headers },
      400,
      { code: 'validation' },
    );
    await expectClientError(
      {
        method: 'POST',
        url: '/api/Aml/GenerateUserAmlDeclarationDraftPreview',
        headers,
        payload: { draftUserDeclarationId: 2147483648 },
      },
      400,
      { code: 'validation' },
    );
  });
});
