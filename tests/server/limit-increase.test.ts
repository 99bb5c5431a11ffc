/**
 * Issue 13b, the server side of the limit increase (§5 "Limit increase", §9 "Limit increase threshold
 * 1000 EUR per year"): up to 1000 EUR a year the identity document is optional; above 1000 EUR it is
 * mandatory, and checked like the AML questionnaire's (expired, invalid, the lockout). Every refusal is a
 * clear 4xx with its own code, and nothing is recorded on a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-date';
import type { EndpointId } from '../../src/api/contract/endpoints';
import { getEndpoint } from '../../src/api/contract/endpoints';
import { SEED_TODAY, startTestServer, useOwnTestServer, type PersonaName, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function call(id: EndpointId, persona: PersonaName, payload?: unknown) {
  const endpoint = getEndpoint(id);
  const response = await server.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: await server.auth(persona),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const document = (documentNumber: string, expiryDate = addDays(SEED_TODAY, 400)) => ({
  documentType: 'IdCard',
  documentNumber,
  issuerCountry: 'LT',
  expiryDate,
});
const increase = (persona: PersonaName, yearlyAmountEur: number, identityDocument: unknown) =>
  call('Contracts.IncreaseContributionLimit', persona, {
    contractNumber: persona === 'jonas' ? '3P-2008813' : '3P-2011402',
    yearlyAmountEur,
    identityDocument,
  });
const limitOf = async (persona: PersonaName, contractNumber: string) =>
  (
    (await call('Contracts.GetContributionLimits', persona)).body as unknown as {
      contractNumber: string;
      yearlyLimitEur: number | null;
    }[]
  ).find((item) => item.contractNumber === contractNumber)?.yearlyLimitEur;

describe('limit increase (§5, §9)', () => {
  it('lists the active pillar III contracts with no limit raised yet', async () => {
    const answer = await call('Contracts.GetContributionLimits', 'jonas');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({ contractNumber: '3P-2008813', yearlyLimitEur: null, updatedAt: null }),
    ]);
  });

  it('up to 1000 EUR a year the questionnaire is optional', async () => {
    expect(await increase('jonas', 1000, null)).toMatchObject({
      status: 200,
      body: { contractNumber: '3P-2008813', yearlyLimitEur: 1000 },
    });
    expect(await limitOf('jonas', '3P-2008813')).toBe(1000);
  });

  it('an increase must be above the current limit: the same or a lower amount is 400 limit_not_higher', async () => {
    for (const amount of [1000, 800]) {
      const answer = await increase('jonas', amount, null);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'limit_not_higher', field: 'body.yearlyAmountEur' });
    }
    expect(await limitOf('jonas', '3P-2008813')).toBe(1000);
  });

  it('above 1000 EUR a year the document is mandatory: 400 identity_document_required, nothing recorded', async () => {
    const answer = await increase('jonas', 1000.01, null);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'identity_document_required', field: 'body.identityDocument' });
    expect(await limitOf('jonas', '3P-2008813')).toBe(1000);
  });

  it('an expired document is refused with document_expired (valid on its expiry day)', async () => {
    const expired = await increase('jonas', 2500, document('39125478', addDays(SEED_TODAY, -1)));
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('document_expired');
    expect(await limitOf('jonas', '3P-2008813')).toBe(1000);
    const lastDay = await increase('jonas', 2500, document('39125478', SEED_TODAY));
    expect(lastDay).toMatchObject({ status: 200, body: { yearlyLimitEur: 2500 } });
  });

  it('a document the register does not know as valid is refused with identity_document_invalid', async () => {
    const answer = await increase('jonas', 3000, document('LOST12345'));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('identity_document_invalid');
    expect(await limitOf('jonas', '3P-2008813')).toBe(2500);
  });

  it('a pillar II or another customer’s contract is 404; a bad amount is 400 validation', async () => {
    const pillar2 = await call('Contracts.IncreaseContributionLimit', 'jonas', {
      contractNumber: '2P-1004521',
      yearlyAmountEur: 500,
      identityDocument: null,
    });
    expect(pillar2.status).toBe(404);
    const foreign = await call('Contracts.IncreaseContributionLimit', 'jonas', {
      contractNumber: '3P-2011402',
      yearlyAmountEur: 500,
      identityDocument: null,
    });
    expect(foreign.status).toBe(404);
    const zero = await increase('jonas', 0, null);
    expect(zero.status).toBe(400);
    expect(zero.body.code).toBe('validation');
  });

  it('the identity-check lockout (3 invalid documents in 24 h) refuses with 423 user_locked', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await increase('tomas', 5000, document(`LOST0${i}999`))).status).toBe(400);
    // The third invalid document locks the check (the AML questionnaire's lockout) and says so.
    const third = await increase('tomas', 5000, document('LOST02999'));
    expect(third.status).toBe(423);
    expect(third.body).toMatchObject({ code: 'user_locked', blockedUntil: expect.any(String) });
    // While locked even a valid document is refused without being checked.
    const locked = await increase('tomas', 5000, document('39125478'));
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe('user_locked');
    expect(await limitOf('tomas', '3P-2011402')).toBeNull();
  });
});

describe('an amount that rounds to zero', () => {
  it('is refused with 400 on the field, never a 500, and changes nothing', async () => {
    const before = await limitOf('jonas', '3P-2008813');
    for (const amount of [0.001, 0.004, 0]) {
      const refused = await increase('jonas', amount, null);
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation', field: 'body.yearlyAmountEur' });
    }
    expect(await limitOf('jonas', '3P-2008813')).toBe(before);
  });
});

describe('increases sent at once (races: PostgreSQL runs them side by side)', () => {
  // A server of its own: Jonas's limit starts unset.
  const ownServer = useOwnTestServer();

  it('never leave a lower limit standing: the highest wins, each lower one is refused or came first', async () => {
    const own = ownServer();
    const headers = await own.auth('jonas');
    const endpoint = getEndpoint('Contracts.IncreaseContributionLimit');
    // The highest first: sent in this order, the lowest write would land last without the rule in the write.
    const amounts = [1000, 900, 800, 700, 600, 500, 400, 300, 200, 100];
    const answers = await Promise.all(
      amounts.map(async (yearlyAmountEur) => {
        const response = await own.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers,
          payload: { contractNumber: '3P-2008813', yearlyAmountEur, identityDocument: null },
        });
        return {
          yearlyAmountEur,
          status: response.statusCode,
          body: response.json<Record<string, unknown>>(),
        };
      }),
    );
    const limits = (
      await own.app.inject({
        method: getEndpoint('Contracts.GetContributionLimits').method,
        url: getEndpoint('Contracts.GetContributionLimits').path,
        headers,
      })
    ).json<{ contractNumber: string; yearlyLimitEur: number | null }[]>();
    expect(limits.find((item) => item.contractNumber === '3P-2008813')?.yearlyLimitEur).toBe(1000);
    expect(answers.find((answer) => answer.yearlyAmountEur === 1000)?.status).toBe(200);
    for (const answer of answers.filter((item) => item.status !== 200))
      expect(answer).toMatchObject({ status: 400, body: { code: 'limit_not_higher' } });
  });
});
