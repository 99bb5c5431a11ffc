/**
 * §7 ChangeFund / PingChangeFund / GetChangeFundPreview: the preview PDF says what the
 * change costs (§9) and when it takes effect (§1: 8 working days for pillar III, 9 for pillar II, on the
 * Lithuanian calendar); the change is made once, in the transaction that marks the signing signed, also
 * when a retried client signs it twice; another customer's contract is refused; a second change while one
 * is pending is refused with a clear message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './pdf-reader';
import { startTestServer, SEED_TODAY, type TestServer, untilAnswered } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ eidConfirmDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

/** Lithuanian public holidays of the years the tests may run in, written out (§1 working days). */
const HOLIDAYS = new Set([
  ...['2026-01-01', '2026-02-16', '2026-03-11', '2026-04-05', '2026-04-06', '2026-05-01', '2026-05-03'],
  ...['2026-06-07', '2026-06-24', '2026-07-06', '2026-08-15', '2026-11-01', '2026-11-02', '2026-12-24'],
  ...['2026-12-25', '2026-12-26', '2027-01-01', '2027-02-16', '2027-03-11', '2027-03-28', '2027-03-29'],
  ...['2027-05-01', '2027-05-02', '2027-06-06', '2027-06-24', '2027-07-06', '2027-08-15', '2027-11-01'],
  ...['2027-11-02', '2027-12-24', '2027-12-25', '2027-12-26'],
]);

function workingDaysAfter(from: string, n: number): string {
  const day = new Date(`${from}T12:00:00Z`);
  let left = n;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !HOLIDAYS.has(iso)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

async function post(url: string, headers: Record<string, string>, payload: unknown) {
  return server.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

async function fundChanges(contractNr: string) {
  return server.db.query<{ to_fund: string; effective_date: string; status: string }>(
    `SELECT f.fund_nr AS to_fund, fc.effective_date::text AS effective_date, fc.status
       FROM fund_changes fc JOIN contracts c ON c.id = fc.contract_id JOIN funds f ON f.id = fc.to_fund_id
      WHERE c.contract_number = $1`,
    [contractNr],
  );
}

const JONAS = '30303039914';
const change = (contractNr: string, movingToFundNr: string, extra: Record<string, unknown> = {}) => ({
  personalCode: JONAS,
  fundChangeDto: { contractNr, movingToFundNr, gdpr: true },
  ...extra,
});

describe('GetChangeFundPreview (§7)', () => {
  it('is a PDF of this change: the fees of §9 and the working day of §1', async () => {
    const headers = await server.auth('jonas');
    const response = await post('/api/v3/Contracts/GetChangeFundPreview', headers, {
      contractNr: '3P-2008813',
      movingToFundNr: '302',
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.json<{ contentBase64: string }>().contentBase64);
    expect(text).toContain('Prašymas pakeisti pensijų fondą');
    expect(text).toContain('Jonas Petrauskas');
    expect(text).toContain('Bold III pakopos pensijų fondas');
    // Jonas moved 300 € to another plan (ol) within the last 2 years: §9 the 10 % withdrawal fee.
    expect(text).toMatch(/Išstojimo mokestis 10 %/);
    // Over 2,000 € from a contract signed in 2021: no start fee.
    expect(text).toContain('Pradinis mokestis netaikomas');
    expect(text).toContain(`Pakeitimas įsigalios ${workingDaysAfter(SEED_TODAY, 8)}`);
  });

  it('pillar II: 9 working days and no third-pillar fees', async () => {
    const headers = await server.auth('jonas');
    const response = await post('/api/v3/Contracts/GetChangeFundPreview', headers, {
      contractNr: '2P-1004521',
      movingToFundNr: '201',
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.json<{ contentBase64: string }>().contentBase64);
    expect(text).toContain(`Pakeitimas įsigalios ${workingDaysAfter(SEED_TODAY, 9)}`);
    expect(text).not.toContain('Išstojimo mokestis');
    expect(text).not.toContain('Pradinis mokestis');
  });

  it('refuses a fund of the other pillar, the current fund and another customer’s contract', async () => {
    const headers = await server.auth('jonas');
    // §1: switching from pillar II to pillar III is not possible.
    const otherPillar = await post('/api/v3/Contracts/GetChangeFundPreview', headers, {
      contractNr: '2P-1004521',
      movingToFundNr: '302',
    });
    expect(otherPillar.statusCode).toBe(400);
    const same = await post('/api/v3/Contracts/GetChangeFundPreview', headers, {
      contractNr: '3P-2008813',
      movingToFundNr: '303',
    });
    expect(same.json()).toMatchObject({ code: 'contract_already_exists' });
    // Ona's contract is not Jonas's to read: indistinguishable from a missing one.
    const foreign = await post('/api/v3/Contracts/GetChangeFundPreview', headers, {
      contractNr: '2P-1007730',
      movingToFundNr: '201',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('ChangeFund -> PingChangeFund (§7, §4 Signing)', () => {
  it('refuses another customer’s contract and a personal code that is not the customer’s', async () => {
    const headers = await server.auth('jonas');
    const foreign = await post('/api/Contracts/ChangeFund', headers, change('2P-1007730', '201'));
    expect(foreign.statusCode).toBe(404);
    const ona = await post('/api/Contracts/ChangeFund', headers, {
      ...change('2P-1004521', '201'),
      personalCode: '40504040001',
    });
    expect(ona.statusCode).toBe(403);
    expect(await fundChanges('2P-1007730')).toEqual([]);
  });

  it('a retried client that signs the same change twice gets one change, and both pings its date', async () => {
    const headers = await server.auth('jonas');
    // The first start's answer was lost (a client retry): two signings of the same change.
    const first = await post('/api/Contracts/ChangeFund', headers, change('3P-2008813', '302'));
    const second = await post('/api/Contracts/ChangeFund', headers, change('3P-2008813', '302'));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const [a, b] = await Promise.all([
      untilAnswered(() =>
        post('/api/Contracts/PingChangeFund', headers, { token: first.json<{ token: string }>().token }),
      ),
      untilAnswered(() =>
        post('/api/Contracts/PingChangeFund', headers, { token: second.json<{ token: string }>().token }),
      ),
    ]);
    const expected = workingDaysAfter(SEED_TODAY, 8);
    expect(a.json()).toMatchObject({
      status: 'signed',
      contractNumber: '3P-2008813',
      effectiveDate: expected,
    });
    expect(b.json()).toMatchObject({
      status: 'signed',
      contractNumber: '3P-2008813',
      effectiveDate: expected,
    });
    // §3: registered, waiting for its working day; the contract itself stays Active in its fund.
    expect(await fundChanges('3P-2008813')).toEqual([
      { to_fund: '302', effective_date: expected, status: 'registered' },
    ]);
    const contracts = await server.app.inject({ method: 'GET', url: '/api/Contracts/GetContracts', headers });
    const pillar3 = contracts
      .json<
        { contractNumber: string; status: string; fund: { fundNr: string }; pendingFundChange: unknown }[]
      >()
      .find((c) => c.contractNumber === '3P-2008813');
    expect(pillar3).toMatchObject({
      status: 'Active',
      fund: { fundNr: '303' },
      pendingFundChange: {
        fundNr: '302',
        fundName: 'Bold III pakopos pensijų fondas',
        effectiveDate: expected,
      },
    });

    // A ping repeated later answers the same result.
    const again = await post('/api/Contracts/PingChangeFund', headers, {
      token: first.json<{ token: string }>().token,
    });
    expect(again.json()).toEqual(a.json());
  });

  it('a second change while one is pending is refused with a clear message, also at signing', async () => {
    const headers = await server.auth('jonas');
    const refused = await post('/api/Contracts/ChangeFund', headers, change('3P-2008813', '306'));
    expect(refused.statusCode).toBe(409);
    // Its own code, so the portal can say why (a second tab's signing is refused at the start).
    expect(refused.json()).toMatchObject({ code: 'fund_change_pending' });
    expect(refused.json<{ message: string }>().message).toContain('already being processed');

    // Pillar II: two signings of different funds; the second to complete is refused, nothing half-made.
    const one = await post('/api/Contracts/ChangeFund', headers, change('2P-1004521', '201'));
    const two = await post('/api/Contracts/ChangeFund', headers, change('2P-1004521', '202'));
    expect(two.statusCode).toBe(200);
    const signed = await untilAnswered(() =>
      post('/api/Contracts/PingChangeFund', headers, { token: one.json<{ token: string }>().token }),
    );
    expect(signed.json()).toMatchObject({ status: 'signed', effectiveDate: workingDaysAfter(SEED_TODAY, 9) });
    const late = await untilAnswered(() =>
      post('/api/Contracts/PingChangeFund', headers, { token: two.json<{ token: string }>().token }),
    );
    expect(late.json()).toMatchObject({ status: 'failed', message: 'fund_change_pending' });
    expect((await fundChanges('2P-1004521')).map((row) => row.to_fund)).toEqual(['201']);
  });

  it('a ping of another customer’s fund-change signing is a missing session, and creates nothing', async () => {
    const ona = await server.auth('ona');
    const started = await post('/api/Contracts/ChangeFund', ona, {
      ...change('2P-1007730', '201'),
      personalCode: '40504040001',
    });
    expect(started.statusCode).toBe(200);
    const jonas = await server.auth('jonas');
    const foreign = await post('/api/Contracts/PingChangeFund', jonas, {
      token: started.json<{ token: string }>().token,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'session_missing' });
    expect(await fundChanges('2P-1007730')).toEqual([]);
  });
});
