/**
 * Orders carried out on their dates by the job queue (docs/executions.md), on a business clock the test
 * moves. Every date below is written out by hand from §1 and the Lithuanian calendar (Christmas Eve,
 * Christmas, New Year, Easter Monday, St John's Day), never computed by the function under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingValue } from '../../src/domain/assets';
import { untilAnswered, type TestServer } from './helpers';
import { startJobsServer } from './jobs-helpers';

/** The business clock: noon in Vilnius of the day set. */
const state = { now: Date.parse('2026-12-23T10:00:00Z') };
const clock = { now: () => state.now };
const setDay = (day: string): void => {
  state.now = Date.parse(`${day}T10:00:00Z`);
};

let server: TestServer;
beforeAll(async () => {
  server = await startJobsServer(
    { executionRetry: { retryLimit: 1, retryDelaySeconds: 1 } },
    { eidConfirmDelayMs: 0, clock, demo: { devOutbox: true } },
  );
});
afterAll(async () => {
  await server.close();
});

async function post(url: string, headers: Record<string, string>, payload: unknown) {
  const response = await server.app.inject({ method: 'POST', url, headers, payload: payload as object });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function setUnitValue(fundNr: string, date: string, value: number): Promise<void> {
  await server.db.query(
    `INSERT INTO fund_unit_values (fund_id, value_date, unit_value)
     VALUES ((SELECT id FROM funds WHERE fund_nr = $1), $2, $3)
     ON CONFLICT (fund_id, value_date) DO UPDATE SET unit_value = EXCLUDED.unit_value`,
    [fundNr, date, value],
  );
}

interface ContractView {
  contractNumber: string;
  status: string;
  unitCount: number;
  contractValue: number;
  fund: { fundNr: string };
  pendingFundChange: { effectiveDate: string } | null;
  pendingTermination: { executeOn: string } | null;
  pendingTransfer: { registerOn: string | null; transferOn: string } | null;
}

async function contract(
  persona: 'jonas' | 'lukas',
  contractNumber: string,
): Promise<ContractView | undefined> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/Contracts/GetContracts',
    headers: await server.auth(persona),
  });
  return response.json<ContractView[]>().find((row) => row.contractNumber === contractNumber);
}

async function transactions(contractNumber: string, date: string) {
  return server.db.query<{ operation_type: string; amount: number; units: number; unit_value: number }>(
    `SELECT t.operation_type, t.amount::float8 AS amount, t.units::float8 AS units, t.unit_value::float8 AS unit_value
       FROM transactions t JOIN contracts c ON c.id = t.contract_id
      WHERE c.contract_number = $1 AND t.trade_date = $2 ORDER BY t.id`,
    [contractNumber, date],
  );
}

async function notifications(persona: 'jonas' | 'lukas'): Promise<{ type: string; title: string }[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/Notifications/GetList',
    headers: await server.auth(persona),
  });
  return response.json<{ type: string; title: string }[]>();
}

async function runDue(): Promise<void> {
  const ran = await server.app.backgroundWork?.runDue(60_000);
  expect(ran?.settled).toBe(true);
}

async function signFundChange(contractNr: string, movingToFundNr: string): Promise<Record<string, unknown>> {
  const headers = await server.auth('jonas');
  const started = await post('/api/Contracts/ChangeFund', headers, {
    personalCode: '30303039914',
    fundChangeDto: { contractNr, movingToFundNr, gdpr: true },
  });
  expect(started.status).toBe(200);
  return (
    await untilAnswered(() => post('/api/Contracts/PingChangeFund', headers, { token: started.body.token }))
  ).body;
}

describe('a fund change is carried out on its execution date (§1), across a weekend and holidays', () => {
  it('signed on Wednesday 2026-12-23: pillar III on 2027-01-07 (8 working days), pillar II on 2027-01-08 (9)', async () => {
    setDay('2026-12-23');
    // 24-26 December (Christmas Eve, Christmas, the second day), a weekend and 1 January are not working days.
    expect(await signFundChange('3P-2008813', '302')).toMatchObject({
      status: 'signed',
      effectiveDate: '2027-01-07',
    });
    expect(await signFundChange('2P-1004521', '201')).toMatchObject({
      status: 'signed',
      effectiveDate: '2027-01-08',
    });
    const before = await contract('jonas', '3P-2008813');
    expect(before?.pendingFundChange).toMatchObject({ effectiveDate: '2027-01-07' });
    await setUnitValue('303', '2027-01-07', 1.5);
    await setUnitValue('302', '2027-01-07', 2.125);

    // The day before: nothing happens.
    setDay('2027-01-06');
    await runDue();
    expect(await transactions('3P-2008813', '2027-01-07')).toEqual([]);
    expect((await contract('jonas', '3P-2008813'))?.fund.fundNr).toBe('303');

    // The day: every unit sold at the old fund's unit value of that day, bought in the new fund.
    setDay('2027-01-07');
    await runDue();
    const units = before?.unitCount ?? 0;
    expect(units).toBeGreaterThan(0);
    const amount = holdingValue(units, 1.5);
    const bought = Math.floor((amount / 2.125) * 1e4) / 1e4;
    expect(await transactions('3P-2008813', '2027-01-07')).toEqual([
      { operation_type: 'om', amount: -amount, units: -units, unit_value: 1.5 },
      { operation_type: 'im', amount, units: bought, unit_value: 2.125 },
    ]);
    const after = await contract('jonas', '3P-2008813');
    expect(after).toMatchObject({ fund: { fundNr: '302' }, pendingFundChange: null, unitCount: bought });
    expect(after?.contractValue).toBe(holdingValue(bought, 2.125));
    expect((await notifications('jonas'))[0]).toMatchObject({
      type: 'ContractChange',
      title: 'Fondas pakeistas',
    });
    // The customer's transactions keep every earlier deposit in the fund it bought (Medio), the sale in
    // Medio and the purchase in Bold: the contract's new fund does not rewrite its history.
    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/Transfers/GetTransfers?contractNumber=3P-2008813',
      headers: await server.auth('jonas'),
    });
    const rows = listed.json<{ tradeDate: string; operationType: string; fundName: string }[]>();
    const fundOf = (row: { tradeDate: string; operationType: string }) =>
      row.tradeDate === '2027-01-07' && row.operationType === 'im'
        ? 'Bold III pakopos pensijų fondas'
        : 'Medio III pakopos pensijų fondas';
    expect(rows.filter((row) => row.operationType === 'ip').length).toBeGreaterThan(0);
    expect(rows.map((row) => row.fundName)).toEqual(rows.map(fundOf));
    // Pillar II waits for its ninth working day.
    expect((await contract('jonas', '2P-1004521'))?.pendingFundChange).toMatchObject({
      effectiveDate: '2027-01-08',
    });

    // Run again: nothing twice.
    await runDue();
    expect(await transactions('3P-2008813', '2027-01-07')).toHaveLength(2);
  });

  it('waits for the day’s unit value: without it the order is retried, not carried out at another price', async () => {
    setDay('2027-01-08');
    await runDue();
    expect(await transactions('2P-1004521', '2027-01-08')).toEqual([]);
    const [change] = await server.db.query<{ status: string }>(
      "SELECT fc.status FROM fund_changes fc JOIN contracts c ON c.id = fc.contract_id WHERE c.contract_number = '2P-1004521'",
    );
    expect(change?.status).toBe('registered');
  });
});

describe('a termination is carried out on its §1 working day', () => {
  /** An application signed at `signedAt` whose review (real time, not the business clock) is due now. */
  async function approvedTermination(contractNumber: string, signedAt: string): Promise<void> {
    await server.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number; customer_id: number }>(
        'SELECT id, customer_id FROM contracts WHERE contract_number = $1',
        [contractNumber],
      );
      const [application] = await tx.query<{ id: number }>(
        `INSERT INTO applications (customer_id, contract_id, action_type, kind, status, created_at, status_changed_at,
                                   processing_at, decide_at, details)
         VALUES ($1, $2, 'EndContract', 'EndContract', 'processing', $3, $3, now(), now(), $4) RETURNING id`,
        [row?.customer_id, row?.id, signedAt, JSON.stringify({ bankAccountNumber: 'LT601010012345678901' })],
      );
      expect(application).toBeDefined();
    });
  }

  it('signed on Friday 2027-03-26: pillar III paid out on Tuesday 2027-03-30 (Easter Monday is not a working day), pillar II on 2027-03-31', async () => {
    await approvedTermination('3P-2008813', '2027-03-26T09:00:00Z');
    await approvedTermination('2P-1004521', '2027-03-26T09:00:00Z');
    setDay('2027-03-26');
    // The review approves both (BeingFinished) and records their days.
    await runDue();
    expect(await contract('jonas', '3P-2008813')).toMatchObject({
      status: 'BeingFinished',
      pendingTermination: { executeOn: '2027-03-30' },
    });
    expect((await contract('jonas', '2P-1004521'))?.pendingTermination).toEqual({ executeOn: '2027-03-31' });
    await setUnitValue('302', '2027-03-30', 2.25);
    const units = (await contract('jonas', '3P-2008813'))?.unitCount ?? 0;

    setDay('2027-03-29');
    await runDue();
    expect(await transactions('3P-2008813', '2027-03-30')).toEqual([]);

    setDay('2027-03-30');
    await runDue();
    expect(await transactions('3P-2008813', '2027-03-30')).toEqual([
      { operation_type: 'op', amount: -holdingValue(units, 2.25), units: -units, unit_value: 2.25 },
    ]);
    expect(await contract('jonas', '3P-2008813')).toMatchObject({
      status: 'Finished',
      unitCount: 0,
      pendingTermination: null,
    });
    expect((await contract('jonas', '2P-1004521'))?.status).toBe('BeingFinished');
    expect((await notifications('jonas'))[0]).toMatchObject({ title: 'Sutartis nutraukta' });
  });
});

describe('money from another provider arrives on its §1 dates', () => {
  async function provider(pillar: 2 | 3): Promise<number> {
    const [row] = await server.db.query<{ id: number }>(
      'SELECT id FROM external_fund_providers WHERE pillar = $1 ORDER BY id LIMIT 1',
      [pillar],
    );
    return row?.id ?? 0;
  }

  it('signed on Monday 2027-06-21: pillar II registered on 2027-06-25 (St John’s Day skipped), transferred on 2027-06-28; pillar III on 2027-07-01', async () => {
    setDay('2027-06-21');
    const headers = await server.auth('lukas');
    const pillar2 = await post('/api/v3/Contracts/SecondPillarCreateNewContract', headers, {
      fundNr: '201',
      gdpr: true,
      transferFromProviderId: await provider(2),
    });
    expect(pillar2.status).toBe(200);
    const signed2 = await untilAnswered(() =>
      post('/api/v3/Contracts/PingCreateNewContract', headers, { token: pillar2.body.token }),
    );
    expect(signed2.body).toMatchObject({ status: 'signed', effectiveDate: '2027-06-28' });
    const pillar3 = await post('/api/v3/Contracts/ThirdPillarCreateNewContract', headers, {
      fundNr: '303',
      payerType: 'myself',
      paymentType: 'bank-transfer',
      monthlyAmount: 50,
      paymentDay: 5,
      gdpr: true,
      transferFromProviderId: await provider(3),
    });
    expect(pillar3.status).toBe(200);
    const signed3 = await untilAnswered(() =>
      post('/api/v3/Contracts/PingCreateNewContract', headers, { token: pillar3.body.token }),
    );
    expect(signed3.body).toMatchObject({ status: 'signed', effectiveDate: '2027-07-01' });
    const number2 = String(signed2.body.contractNumber);
    const number3 = String(signed3.body.contractNumber);
    expect(await contract('lukas', number2)).toMatchObject({
      status: 'Validating',
      pendingTransfer: { registerOn: '2027-06-25', transferOn: '2027-06-28' },
    });
    expect((await contract('lukas', number3))?.pendingTransfer).toMatchObject({
      registerOn: null,
      transferOn: '2027-07-01',
    });
    await setUnitValue('201', '2027-06-28', 1.1);
    await setUnitValue('303', '2027-07-01', 1.6);

    setDay('2027-06-24');
    await runDue();
    expect((await contract('lukas', number2))?.status).toBe('Validating');

    setDay('2027-06-25');
    await runDue();
    expect(await contract('lukas', number2)).toMatchObject({ status: 'Active', unitCount: 0 });

    setDay('2027-06-28');
    await runDue();
    const [received] = await transactions(number2, '2027-06-28');
    expect(received).toMatchObject({ operation_type: 'il', unit_value: 1.1 });
    expect(received?.units).toBe(Math.floor(((received?.amount ?? 0) / 1.1) * 1e4) / 1e4);
    expect((await contract('lukas', number2))?.pendingTransfer).toBeNull();
    expect(await transactions(number3, '2027-07-01')).toEqual([]);

    setDay('2027-07-01');
    await runDue();
    expect((await transactions(number3, '2027-07-01'))[0]).toMatchObject({
      operation_type: 'il',
      unit_value: 1.6,
    });
    expect(await contract('lukas', number3)).toMatchObject({ status: 'Active', pendingTransfer: null });
    expect((await notifications('lukas')).map((notice) => notice.title)).toEqual(
      expect.arrayContaining(['Perkėlimas užregistruotas', 'Lėšos perkeltos']),
    );
  });
});
