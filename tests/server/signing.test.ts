import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-date';
import { isWorkingDay } from '../../src/domain/working-days';
import { startTestServer, SEED_TODAY, untilAnswered, type PersonaName, type TestServer } from './helpers';
import { issueConfirmation } from '../../server/step-up/confirmations';
import { freshConfirmation } from './step-up-helpers';

let server: TestServer;
beforeAll(async () => {
  // The simulated Smart-ID / Mobile-ID answers at once.
  server = await startTestServer({ eidConfirmDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

/** A bearer of a login session made with `provider` (§3 provider). */
async function authWith(persona: PersonaName, provider: string): Promise<{ authorization: string }> {
  const sessionId = randomBytes(32).toString('base64url');
  const rows = await server.db.query<{ subject: string }>(
    `INSERT INTO auth_refresh_families (family_id, customer_id, provider, scope, created_at, expires_at)
     VALUES ($1, $2, $3, 'offline_access openid sbam', now(), now() + interval '12 hours')
     RETURNING (SELECT auth_subject::text FROM customers WHERE id = $2) AS subject`,
    [sessionId, server.customerId(persona), provider],
  );
  const token = await server.app.accessTokens.issue({
    subject: rows[0]?.subject ?? '',
    sessionId,
    scope: 'offline_access openid sbam',
    ttlSeconds: 600,
  });
  return { authorization: `Bearer ${token}` };
}

async function post(url: string, headers: Record<string, string>, payload: unknown) {
  return server.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

async function contractsOf(persona: PersonaName) {
  const headers = await server.auth(persona);
  const response = await server.app.inject({ method: 'GET', url: '/api/Contracts/GetContracts', headers });
  return response.json<
    {
      contractNumber: string;
      pillar: number;
      status: string;
      cancellableUntil: string | null;
      fund: { fundNr: string };
      pendingFundChange?: { fundNr: string; effectiveDate: string } | null;
    }[]
  >();
}

async function secondPillarFundFor(persona: PersonaName): Promise<string> {
  const rows = await server.db.query<{ fund_nr: string }>(
    `SELECT f.fund_nr FROM funds f, customers c
     WHERE c.id = $1 AND f.pillar = 2 AND f.is_active
       AND extract(year FROM c.birth_date) BETWEEN coalesce(f.birth_year_from, 0) AND coalesce(f.birth_year_to, 9999)
     ORDER BY f.sort_order LIMIT 1`,
    [server.customerId(persona)],
  );
  return rows[0]?.fund_nr ?? '';
}

describe('signing a new pillar II contract (§4 Signing, §7)', () => {
  it('preview is a real PDF; create starts a signing; ping answers the contract once; the overview lists it', async () => {
    const headers = await server.auth('lukas');
    const fundNr = await secondPillarFundFor('lukas');
    const preview = await post('/api/v3/Contracts/GetSecondPillarNewContractPreview', headers, {
      fundNr,
      gdpr: true,
    });
    expect(preview.statusCode).toBe(200);
    const pdf = Buffer.from(preview.json<{ contentBase64: string }>().contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const started = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      fundNr,
      gdpr: true,
      signing: { provider: 'pension_smart_id' },
    });
    expect(started.statusCode).toBe(200);
    const { token, controlCode } = started.json<{ token: string; controlCode: string }>();
    expect(controlCode).toMatch(/^[0-9]{4}$/);

    // Two pings at once (two tabs, a client retry): exactly one contract.
    const [first, second] = await Promise.all([
      untilAnswered(() => post('/api/v3/Contracts/PingCreateNewContract', headers, { token })),
      untilAnswered(() => post('/api/v3/Contracts/PingCreateNewContract', headers, { token })),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const result = first.json<{ status: string; contractNumber: string }>();
    expect(result.status).toBe('signed');
    expect(second.json()).toEqual(first.json());

    const pillar2 = (await contractsOf('lukas')).filter((contract) => contract.pillar === 2);
    expect(pillar2).toHaveLength(1);
    expect(pillar2[0]).toMatchObject({
      contractNumber: result.contractNumber,
      status: 'Validating',
      // §4: a pillar II contract can be cancelled within 30 days of signing.
      cancellableUntil: addDays(SEED_TODAY, 30),
      fund: { fundNr },
    });

    // §8: a second contract in the pillar is refused before any signing starts.
    const again = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      fundNr,
      gdpr: true,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'contract_already_exists',
      message: 'Already exists contract in specified fund.',
    });
  });

  it('a refusal on the phone and the window over end with §8 messages and create nothing', async () => {
    const headers = await server.auth('gabija');
    // Gabija is a minor: §1 only adults sign by self-service.
    const minor = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      fundNr: '200',
      gdpr: true,
    });
    expect(minor.statusCode).toBe(403);

    const ona = await server.auth('ona');
    const before = (await contractsOf('ona')).length;
    const fundNr = '301';
    // The SK demo Mobile-ID number 37060000008 refuses.
    const refused = await post('/api/v3/Contracts/ThirdPillarCreateNewContract', ona, {
      fundNr,
      payerType: 'myself',
      paymentType: 'bank-transfer',
      monthlyAmount: 50,
      paymentDay: 5,
      gdpr: true,
      signing: { provider: 'pension_mobile_id', phoneNumber: '37060000008' },
    });
    expect(refused.statusCode).toBe(200);
    const ping = await untilAnswered(() =>
      post('/api/v3/Contracts/PingCreateNewContract', ona, {
        token: refused.json<{ token: string }>().token,
      }),
    );
    expect(ping.json()).toMatchObject({ status: 'cancelled', message: 'user_cancelled' });

    const waiting = await post('/api/v3/Contracts/ThirdPillarCreateNewContract', ona, {
      fundNr,
      payerType: 'myself',
      paymentType: 'bank-transfer',
      monthlyAmount: 50,
      paymentDay: 5,
      gdpr: true,
    });
    // §9: 10 minutes later the signing is over.
    await server.db.query(
      "UPDATE signing_sessions SET expires_at = now() - interval '1 second' WHERE status = 'pending'",
    );
    const expired = await post('/api/v3/Contracts/PingCreateNewContract', ona, {
      token: waiting.json<{ token: string }>().token,
    });
    expect(expired.json()).toMatchObject({ status: 'failed', message: 'session_expired' });
    expect((await contractsOf('ona')).length).toBe(before);
  });

  it('a customer logged in by password confirms with Smart-ID / Mobile-ID first (§4 Qualify)', async () => {
    // Mantas (pillar III only; Tomas, a USA citizen with a Pending questionnaire, is locked out by §6).
    const headers = await authWith('mantas', 'password');
    const fundNr = await secondPillarFundFor('mantas');
    const body = { fundNr, gdpr: true };
    const refused = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'confirmation_required' });
    const confirmation = await freshConfirmation(server, 'mantas', 'signing');
    const accepted = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      ...body,
      confirmation,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('an unknown or foreign token is a missing session', async () => {
    const headers = await server.auth('jonas');
    const response = await post('/api/v3/Contracts/PingCreateNewContract', headers, { token: 'made-up' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'session_missing' });
  });
});

/** A customer with one of SK's public demo personal codes (not seeded), logged in with Mobile-ID. */
async function demoIdentity(
  personalCode: string,
  provider = 'pension_mobile_id',
): Promise<{ authorization: string }> {
  const rows = await server.db.query<{ id: number; subject: string }>(
    `INSERT INTO customers (personal_code, first_name, last_name, birth_date, gender, business_account_status)
     VALUES ($1, 'Demo', 'Identity', '1904-03-03', 'male', 'Potential')
     RETURNING id, auth_subject::text AS subject`,
    [personalCode],
  );
  const row = rows[0];
  if (!row) throw new Error('customer not inserted');
  const sessionId = randomBytes(32).toString('base64url');
  await server.db.query(
    `INSERT INTO auth_refresh_families (family_id, customer_id, provider, scope, created_at, expires_at)
     VALUES ($1, $2, $3, 'offline_access openid sbam', now(), now() + interval '12 hours')`,
    [sessionId, row.id, provider],
  );
  const token = await server.app.accessTokens.issue({
    subject: row.subject,
    sessionId,
    scope: 'offline_access openid sbam',
    ttlSeconds: 600,
  });
  return { authorization: `Bearer ${token}` };
}

async function customerIdOf(personalCode: string): Promise<number> {
  const rows = await server.db.query<{ id: number }>('SELECT id FROM customers WHERE personal_code = $1', [
    personalCode,
  ]);
  return rows[0]?.id ?? 0;
}

async function anyPillar2Fund(): Promise<string> {
  const rows = await server.db.query<{ fund_nr: string }>(
    'SELECT fund_nr FROM funds WHERE pillar = 2 AND is_active ORDER BY sort_order LIMIT 1',
  );
  return rows[0]?.fund_nr ?? '';
}

async function pillar2ContractsOf(headers: { authorization: string }): Promise<number> {
  const response = await server.app.inject({ method: 'GET', url: '/api/Contracts/GetContracts', headers });
  return response.json<{ pillar: number }[]>().filter((contract) => contract.pillar === 2).length;
}

describe('the SK demo identities answer at signing as at login', () => {
  async function startAndPing(
    headers: { authorization: string },
    signing: { provider: string; phoneNumber?: string },
    phoneAnswers = true,
  ) {
    const started = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      fundNr: await anyPillar2Fund(),
      gdpr: true,
      signing,
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = started.json<{ token: string }>().token;
    const ping = phoneAnswers
      ? await untilAnswered(() => post('/api/v3/Contracts/PingCreateNewContract', headers, { token }))
      : await post('/api/v3/Contracts/PingCreateNewContract', headers, { token });
    return { token, ping };
  }

  it('Smart-ID 30403039917 refuses, 30403039972 picks a wrong code, 30403039983 never answers', async () => {
    const refuses = await demoIdentity('30403039917');
    const refused = await startAndPing(refuses, { provider: 'pension_smart_id' });
    expect(refused.ping.json()).toMatchObject({ status: 'cancelled', message: 'user_cancelled' });

    const wrongCode = await demoIdentity('30403039972');
    const wrong = await startAndPing(wrongCode, { provider: 'pension_smart_id' });
    expect(wrong.ping.json()).toMatchObject({ status: 'failed', message: 'wrong_vc' });

    const silent = await demoIdentity('30403039983');
    const waiting = await startAndPing(silent, { provider: 'pension_smart_id' }, false);
    // §4: 204 while the person has not signed; it never answers, so only the window ends it.
    expect(waiting.ping.statusCode).toBe(204);
    const again = await post('/api/v3/Contracts/PingCreateNewContract', silent, { token: waiting.token });
    expect(again.statusCode).toBe(204);
    await server.db.query(
      "UPDATE signing_sessions SET expires_at = now() - interval '1 second' WHERE status = 'pending'",
    );
    const over = await post('/api/v3/Contracts/PingCreateNewContract', silent, { token: waiting.token });
    expect(over.json()).toMatchObject({ status: 'failed', message: 'session_expired' });

    for (const headers of [refuses, wrongCode, silent]) expect(await pillar2ContractsOf(headers)).toBe(0);
  });

  it('Mobile-ID 37060000008 refuses, 37060000009 times out, 37060000007 has no certificate (known at the start)', async () => {
    const headers = await demoIdentity('30403039928');
    const refused = await startAndPing(headers, {
      provider: 'pension_mobile_id',
      phoneNumber: '37060000008',
    });
    expect(refused.ping.json()).toMatchObject({ status: 'cancelled', message: 'user_cancelled' });
    const timeout = await startAndPing(headers, {
      provider: 'pension_mobile_id',
      phoneNumber: '37060000009',
    });
    expect(timeout.ping.json()).toMatchObject({ status: 'failed', message: 'session_expired' });
    // Mobile-ID signing asks for the signing certificate first (/certificate): NOT_FOUND ends it at once.
    const noClient = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      fundNr: await anyPillar2Fund(),
      gdpr: true,
      signing: { provider: 'pension_mobile_id', phoneNumber: '37060000007' },
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toMatchObject({ code: 'unable_to_fetch_certificate' });
    expect(await pillar2ContractsOf(headers)).toBe(0);
  });

  it('a Smart-ID Basic account cannot sign: §8 "unable to fetch certificate" before any session', async () => {
    const headers = await demoIdentity('40504049999');
    const started = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      fundNr: await anyPillar2Fund(),
      gdpr: true,
      signing: { provider: 'pension_smart_id' },
    });
    expect(started.statusCode).toBe(400);
    expect(started.json()).toMatchObject({ code: 'unable_to_fetch_certificate' });
  });

  it('after a refusal a retry is a new signing that creates the contract once; the old token stays refused', async () => {
    const headers = await demoIdentity('39001010006');
    const refused = await startAndPing(headers, {
      provider: 'pension_mobile_id',
      phoneNumber: '37060000008',
    });
    expect(refused.ping.json()).toMatchObject({ status: 'cancelled' });
    const retried = await startAndPing(headers, { provider: 'pension_smart_id' });
    expect(retried.token).not.toBe(refused.token);
    expect(retried.ping.json()).toMatchObject({ status: 'signed' });
    const old = await post('/api/v3/Contracts/PingCreateNewContract', headers, { token: refused.token });
    expect(old.json()).toMatchObject({ status: 'cancelled', message: 'user_cancelled' });
    const repeated = await post('/api/v3/Contracts/PingCreateNewContract', headers, { token: retried.token });
    expect(repeated.json()).toEqual(retried.ping.json());
    expect(await pillar2ContractsOf(headers)).toBe(1);
  });

  it('the window is 10 minutes (§9 "Smart-ID contracting up to 10 minutes")', async () => {
    const headers = await demoIdentity('30403039939');
    const { token } = await startAndPing(headers, { provider: 'pension_smart_id' });
    const rows = await server.db.query<{ seconds: string }>(
      `SELECT extract(epoch FROM s.expires_at - s.created_at)::text AS seconds
         FROM signing_sessions s JOIN customers c ON c.id = s.customer_id
        WHERE c.personal_code = '30403039939'`,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.seconds)).toBe(600);
    expect(token).toBeTruthy();
  });
});

describe('§6 lockouts at signing', () => {
  it('a USA citizen whose questionnaire is not Valid cannot start a new contract', async () => {
    // Tomas (39901012239) is a USA citizen with a Pending questionnaire in the seed.
    const headers = await server.auth('tomas');
    const response = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      fundNr: await secondPillarFundFor('tomas'),
      gdpr: true,
      signing: { provider: 'pension_smart_id' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('changing the pillar III fund (§7 ChangeFund, PingChangeFund)', () => {
  it('preview PDF, signing, the pending change with its working-day date on the overview', async () => {
    const headers = await server.auth('jonas');
    const contract = (await contractsOf('jonas')).find((c) => c.pillar === 3);
    expect(contract).toBeDefined();
    const movingToFundNr = contract?.fund.fundNr === '302' ? '301' : '302';
    const contractNr = contract?.contractNumber ?? '';
    const preview = await post('/api/v3/Contracts/GetChangeFundPreview', headers, {
      contractNr,
      movingToFundNr,
    });
    expect(preview.statusCode).toBe(200);
    expect(
      Buffer.from(preview.json<{ contentBase64: string }>().contentBase64, 'base64')
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const wrongPerson = await post('/api/Contracts/ChangeFund', headers, {
      personalCode: '40504040001',
      fundChangeDto: { contractNr, movingToFundNr, gdpr: true },
    });
    expect(wrongPerson.statusCode).toBe(403);

    const started = await post('/api/Contracts/ChangeFund', headers, {
      personalCode: '30303039914',
      fundChangeDto: { contractNr, movingToFundNr, gdpr: true },
    });
    expect(started.statusCode).toBe(200);
    const ping = await post('/api/Contracts/PingChangeFund', headers, {
      token: started.json<{ token: string }>().token,
    });
    const result = ping.json<{ status: string; effectiveDate: string }>();
    expect(result.status).toBe('signed');
    expect(isWorkingDay(result.effectiveDate)).toBe(true);
    expect(result.effectiveDate > SEED_TODAY).toBe(true);

    const after = (await contractsOf('jonas')).find((c) => c.contractNumber === contractNr);
    expect(after?.pendingFundChange).toEqual({
      fundNr: movingToFundNr,
      fundName: expect.any(String),
      effectiveDate: result.effectiveDate,
    });
    // A second change while one is pending is refused.
    const second = await post('/api/Contracts/ChangeFund', headers, {
      personalCode: '30303039914',
      fundChangeDto: { contractNr, movingToFundNr: '304', gdpr: true },
    });
    expect(second.statusCode).toBe(409);
  });
});

describe('signings completing at the same moment (races: PostgreSQL runs them side by side)', () => {
  const thirdPillar = {
    fundNr: '301',
    payerType: 'myself',
    paymentType: 'bank-transfer',
    monthlyAmount: 50,
    paymentDay: 5,
    gdpr: true,
  };

  it('20 signings of new contracts pinged at once make one living contract per pillar', async () => {
    const headers = await demoIdentity('39001010109');
    const customerId = await customerIdOf('39001010109');
    const fundNr = await anyPillar2Fund();
    const tokens: { pillar: 2 | 3; token: string }[] = [];
    // Every start passes the check: no contract exists yet.
    for (let index = 0; index < 20; index += 1) {
      const pillar = index % 2 === 0 ? 2 : 3;
      const started = await post(
        `/api/v3/Contracts/${pillar === 2 ? 'Second' : 'Third'}PillarCreateNewContract`,
        headers,
        pillar === 2 ? { fundNr, gdpr: true } : thirdPillar,
      );
      expect(started.statusCode, started.body).toBe(200);
      tokens.push({ pillar, token: started.json<{ token: string }>().token });
    }
    const pings = await Promise.all(
      tokens.map(async ({ pillar, token }) => ({
        pillar,
        answer: (
          await untilAnswered(() => post('/api/v3/Contracts/PingCreateNewContract', headers, { token }))
        ).json<{
          status: string;
          message: string | null;
        }>(),
      })),
    );
    for (const pillar of [2, 3]) {
      const answers = pings.filter((ping) => ping.pillar === pillar).map((ping) => ping.answer);
      expect(
        answers.filter((answer) => answer.status === 'signed'),
        `pillar ${pillar}`,
      ).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 'signed')).toEqual(
        Array.from({ length: 9 }, () => expect.objectContaining({ message: 'contract_already_exists' })),
      );
    }
    const living = await server.db.query<{ pillar: number; count: number }>(
      'SELECT pillar, count(*)::int AS count FROM contracts WHERE customer_id = $1 GROUP BY pillar ORDER BY pillar',
      [customerId],
    );
    expect(living).toEqual([
      { pillar: 2, count: 1 },
      { pillar: 3, count: 1 },
    ]);
  });

  it('one step-up confirmation starts one signing, also when 20 starts present it at once', async () => {
    const headers = await demoIdentity('39001010110', 'password');
    const customerId = await customerIdOf('39001010110');
    const { confirmation } = await issueConfirmation(server.db, {
      customerId,
      action: 'signing',
      provider: 'pension_smart_id',
      now: Date.now(),
    });
    const starts = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/v3/Contracts/ThirdPillarCreateNewContract', headers, { ...thirdPillar, confirmation }),
      ),
    );
    expect(starts.filter((start) => start.statusCode === 200)).toHaveLength(1);
    for (const refused of starts.filter((start) => start.statusCode !== 200)) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'confirmation_required' });
    }
    const again = await post('/api/v3/Contracts/ThirdPillarCreateNewContract', headers, {
      ...thirdPillar,
      confirmation,
    });
    expect(again.json()).toMatchObject({ code: 'confirmation_required' });
    const sessions = await server.db.query('SELECT 1 FROM signing_sessions WHERE customer_id = $1', [
      customerId,
    ]);
    expect(sessions).toHaveLength(1);
  });
});
