/**
 * Every end result SK's services document besides OK, answered by the fake's phone exactly as the service
 * would: the login ends with the §8 code docs/eid.md gives it ("Errors", the login column), and nobody gets
 * tokens. And the code the portal shows for a login or a signing is the one the person's phone shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, AUTH_SCOPE } from '../../src/api/contract/auth-codes';
import { postForm, startTestServer, type TestServer } from './helpers';
import { phone } from './sk-fake-helpers';

let server: TestServer;

beforeAll(async () => {
  // The demo persons never answer by themselves here: each push waits for the phone.
  server = await startTestServer({ eidConfirmDelayMs: 10 * 60_000 });
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, fields: Record<string, string>) => postForm(server, url, fields);

/** Starts a login, has the phone end it with `endResult`, and polls until the login has its answer. */
async function endedWith(form: Record<string, string>, personalCode: string, endResult: string) {
  const started = await post(AUTH_PATHS.eidInitiate, form);
  expect(started.status).toBe(200);
  const poll = () =>
    post(AUTH_PATHS.token, { grant_type: 'eid_token', token: String(started.body.token), scope: AUTH_SCOPE });
  expect((await poll()).body.error).toBe('authorization_pending');
  expect(await phone(server.fake, 'refuse', { personalCode, endResult })).toEqual({
    status: 200,
    body: { status: 'refused' },
  });
  let answer = await poll();
  for (let tries = 0; answer.body.error === 'authorization_pending' && tries < 20; tries += 1)
    answer = await poll();
  return answer;
}

/** Who answers: Jonas on Smart-ID, 50001018865 on SK's Mobile-ID demo number. */
const SERVICES = {
  'Smart-ID': { personalCode: '30303039914', form: { provider: 'pension_smart_id' } },
  'Mobile-ID': {
    personalCode: '50001018865',
    form: { provider: 'pension_mobile_id', phone_number: '37060000666' },
  },
} as const;

it.each([
  // Smart-ID RP API v3 `result.endResult`
  ['Smart-ID', 'USER_REFUSED', 'user_cancelled'],
  ['Smart-ID', 'USER_REFUSED_INTERACTION', 'user_cancelled'],
  ['Smart-ID', 'USER_REFUSED_CERT_CHOICE', 'user_cancelled'],
  ['Smart-ID', 'TIMEOUT', 'session_expired'],
  ['Smart-ID', 'WRONG_VC', 'wrong_vc'],
  ['Smart-ID', 'REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP', 'server_error'],
  ['Smart-ID', 'DOCUMENT_UNUSABLE', 'server_error'],
  ['Smart-ID', 'ACCOUNT_UNUSABLE', 'server_error'],
  ['Smart-ID', 'PROTOCOL_FAILURE', 'server_error'],
  ['Smart-ID', 'EXPECTED_LINKED_SESSION', 'server_error'],
  ['Smart-ID', 'SERVER_ERROR', 'server_error'],
  // Mobile-ID REST `result`
  ['Mobile-ID', 'USER_CANCELLED', 'user_cancelled'],
  ['Mobile-ID', 'TIMEOUT', 'session_expired'],
  ['Mobile-ID', 'NOT_MID_CLIENT', 'mobile_id_does_not_exist'],
  ['Mobile-ID', 'PHONE_ABSENT', 'phone_absent'],
  ['Mobile-ID', 'DELIVERY_ERROR', 'server_error'],
  ['Mobile-ID', 'SIM_ERROR', 'server_error'],
  ['Mobile-ID', 'SIGNATURE_HASH_MISMATCH', 'server_error'],
] as const)('%s %s ends the login as %s', async (service, endResult, error) => {
  const { personalCode, form } = SERVICES[service];
  const answer = await endedWith({ ...form, personal_code: personalCode }, personalCode, endResult);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.body.error).toBe(error);
  expect(answer.body.access_token).toBeUndefined();
});

it('the phone refuses an end result the service does not have', async () => {
  const started = await post(AUTH_PATHS.eidInitiate, {
    provider: 'pension_smart_id',
    personal_code: '48503121230',
  });
  expect(started.status).toBe(200);
  expect(await phone(server.fake, 'refuse', { personalCode: '48503121230', endResult: 'MAYBE' })).toEqual({
    status: 400,
    body: { error: 'unknown_end_result' },
  });
});

describe('the code on screen is the one the phone shows', () => {
  const JONAS = '30303039914';
  const pendingCode = async (personalCode: string) => {
    const response = await fetch(`${server.fake.url}/phone/pending/${personalCode}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { verificationCode: string }).verificationCode;
  };

  it('login (the 4-digit code computed from our rpChallenge)', async () => {
    const started = await post(AUTH_PATHS.eidInitiate, {
      provider: 'pension_smart_id',
      personal_code: JONAS,
    });
    expect(started.body.control_code).toMatch(/^\d{4}$/);
    expect(await pendingCode(JONAS)).toBe(started.body.control_code);
    await phone(server.fake, 'refuse', { personalCode: JONAS });
  });

  it.each([
    ['Smart-ID (SK’s vc.value)', {}],
    [
      'Mobile-ID (from the hash sent)',
      { signing: { provider: 'pension_mobile_id', phoneNumber: '37061234567' } },
    ],
  ])('signing with %s', async (_name, signing) => {
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/Contracts/ChangeFund',
      headers: await server.auth('jonas'),
      payload: {
        personalCode: JONAS,
        fundChangeDto: { contractNr: '3P-2008813', movingToFundNr: '302', gdpr: true },
        ...signing,
      },
    });
    expect(started.statusCode).toBe(200);
    const { controlCode } = started.json<{ controlCode: string }>();
    expect(controlCode).toMatch(/^\d{4}$/);
    expect(await pendingCode(JONAS)).toBe(controlCode);
    await phone(server.fake, 'refuse', { personalCode: JONAS });
  });
});

it('Mobile-ID asks in Lithuanian: language LIT, and the text with Lithuanian letters in UCS-2', async () => {
  const person = '50001018865';
  const started = await post(AUTH_PATHS.eidInitiate, {
    provider: 'pension_mobile_id',
    personal_code: person,
    phone_number: '37060000666',
  });
  expect(started.status).toBe(200);
  const sent = server.fake.requests.findLast((request) => request.path === '/mid-api/authentication');
  expect(sent?.body).toMatchObject({
    phoneNumber: '+37060000666',
    nationalIdentityNumber: person,
    language: 'LIT',
    displayTextFormat: 'UCS-2',
  });
  expect(String((sent?.body as { displayText?: string }).displayText)).toMatch(/[ąčęėįšųūž]/);
  await phone(server.fake, 'refuse', { personalCode: person });
});
