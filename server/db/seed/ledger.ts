/**
 * The demo seed's ledger: every persona's contracts with their transactions (priced at the funds' unit values of
 * the day), the applications on them, and Jonas's e-invoice agreements and invoices, which follow his
 * contributions.
 */
import { addDays, addMonths, type IsoDate } from '../../../src/domain/calendar-date';
import type { OperationType } from '../../../src/api/contract/common';
import { demoIban } from './personas';
import { FUND_SEEDS, valueOn } from './funds';
import {
  insertOne,
  monthsBetween,
  nextBusinessDay,
  round,
  withDay,
  ts,
  type LedgerRow,
  type SeedContext,
  type TxSpec,
} from './seed-context';

/** The ledger rows of one contract, oldest first. */
export function ledgerRows(ctx: SeedContext, contractNumber: string): LedgerRow[] {
  return ctx.ledger.get(contractNumber)?.rows ?? [];
}

/** Units bought (or sold, negative) for an amount at a unit value: 4 decimals, like the unit values. */
function unitsFor(amount: number, unitValue: number): number {
  return round(amount / unitValue, 4);
}

interface ContractSeed {
  owner: string;
  contractNumber: string;
  pillar: 2 | 3;
  fundCode: string;
  status: string;
  accumulationState: string;
  renewalMode: string | null;
  signDate: IsoDate;
  payerCode: string | null;
  payerType: string | null;
  transactions: TxSpec[];
}

const SODRA = 'VSDFV (Sodra)';
/** Jonas's e-invoice (EIS-2023-004512): 100 € on the 5th of each month into 3P-2008813. */
export const JONAS_MONTHLY_AMOUNT = 100;
export const JONAS_PAYMENT_DAY = 5;

function monthly(
  from: IsoDate,
  count: number,
  day: number,
  op: OperationType,
  amount: (index: number) => number,
  accountType: string,
  counterparty: string,
): TxSpec[] {
  const result: TxSpec[] = [];
  for (let index = 0; index < count; index += 1) {
    result.push({
      op,
      date: nextBusinessDay(withDay(addMonths(from, index), day)),
      amount: amount(index),
      accountType,
      counterparty,
    });
  }
  return result;
}

function contractSeeds(today: IsoDate): ContractSeed[] {
  const start = addDays(today, -725);
  const jonasPillar3: TxSpec[] = [
    {
      op: 'il',
      date: nextBusinessDay(addDays(start, 3)),
      amount: 1200,
      accountType: null,
      counterparty: 'Gyvybės draudimo sutartis GD-55120',
    },
    // 100 € on the 5th of every month (by e-invoice EIS-2023-004512 in the last 400 days) up to last
    // month: this month's e-invoice is still unpaid (seedInvoices), so this month has no contribution.
    ...monthly(
      addDays(start, 10),
      monthsBetween(addDays(start, 10), today),
      JONAS_PAYMENT_DAY,
      'ip',
      () => JONAS_MONTHLY_AMOUNT,
      'PersonalContributions',
      'Jonas Petrauskas',
    ),
    ...monthly(
      addDays(start, 40),
      7,
      20,
      'ip',
      () => 150,
      'EmployerContributions',
      'UAB „Baltijos logistika“',
    ),
    {
      op: 'oc',
      date: nextBusinessDay(withDay(addMonths(start, 9), 12)),
      amount: -100,
      accountType: 'PersonalContributions',
      counterparty: 'Jonas Petrauskas',
    },
    {
      op: 'ol',
      date: nextBusinessDay(addDays(start, 420)),
      amount: -300,
      accountType: null,
      counterparty: 'III pakopos pensijų fondas „Stable“ (kita sutartis)',
    },
    {
      op: 'rv',
      date: nextBusinessDay(addDays(start, 360)),
      amount: 38.6,
      accountType: null,
      counterparty: null,
    },
    {
      op: 'rv',
      date: nextBusinessDay(addDays(start, 720)),
      amount: 44.15,
      accountType: null,
      counterparty: null,
    },
  ];
  const jonasPillar2: TxSpec[] = [
    {
      op: 'im',
      date: nextBusinessDay(addDays(start, 1)),
      amount: 8546.32,
      accountType: null,
      counterparty: 'UAB „Kita pensijų fondų valdymo įmonė“',
    },
    ...monthly(
      addDays(start, 15),
      23,
      15,
      'ip',
      (i) => round(84 + (i % 5) * 2.35, 2),
      'SocialInsuranceContributions',
      SODRA,
    ),
    {
      op: 'ic',
      date: nextBusinessDay(addDays(start, 180)),
      amount: 23.4,
      accountType: 'SocialInsuranceContributions',
      counterparty: SODRA,
    },
    {
      op: 'ic',
      date: nextBusinessDay(addDays(start, 545)),
      amount: 26.1,
      accountType: 'SocialInsuranceContributions',
      counterparty: SODRA,
    },
    {
      op: 'om',
      date: nextBusinessDay(addDays(start, 300)),
      amount: -152.4,
      accountType: null,
      counterparty: 'Pensijų fondas 1954-1960',
    },
    {
      op: 'op',
      date: nextBusinessDay(addDays(start, 600)),
      amount: -420,
      accountType: null,
      counterparty: 'Jonas Petrauskas',
    },
    {
      op: 'rv',
      date: nextBusinessDay(addDays(start, 365)),
      amount: 61.2,
      accountType: null,
      counterparty: null,
    },
  ];
  return [
    {
      owner: '30303039914',
      contractNumber: '2P-1004521',
      pillar: 2,
      fundCode: 'p2-preserve',
      status: 'Active',
      accumulationState: 'Accumulating',
      renewalMode: null,
      signDate: '2016-05-12',
      payerCode: null,
      payerType: null,
      transactions: jonasPillar2,
    },
    {
      owner: '30303039914',
      contractNumber: '3P-2008813',
      pillar: 3,
      fundCode: 'medio',
      status: 'Active',
      accumulationState: 'Accumulating',
      renewalMode: 'AccumulationRenew',
      signDate: '2021-03-01',
      payerCode: '9020088130',
      payerType: 'myself-and-employer',
      transactions: jonasPillar3,
    },
    {
      owner: '40504040001',
      contractNumber: '2P-1007730',
      pillar: 2,
      fundCode: 'p2-preserve',
      status: 'Active',
      accumulationState: 'Accumulating',
      renewalMode: null,
      signDate: '2011-09-30',
      payerCode: null,
      payerType: null,
      transactions: [
        {
          op: 'im',
          date: nextBusinessDay(addDays(start, 2)),
          amount: 12310.55,
          accountType: null,
          counterparty: 'UAB „Kita pensijų fondų valdymo įmonė“',
        },
        ...monthly(addDays(start, 15), 23, 16, 'ip', () => 55.8, 'SocialInsuranceContributions', SODRA),
      ],
    },
    {
      owner: '39901012239',
      contractNumber: '3P-2011402',
      pillar: 3,
      fundCode: 'bold',
      status: 'Active',
      accumulationState: 'Accumulating',
      renewalMode: 'Max',
      signDate: addMonths(today, -14),
      payerCode: '9020114021',
      payerType: 'myself',
      // Every month on the 10th, this month's too once the 10th has passed (later dates are dropped).
      transactions: monthly(
        addMonths(today, -13),
        14,
        10,
        'ip',
        () => 50,
        'PersonalContributions',
        'Tomas Jankauskas',
      ),
    },
    {
      owner: '50001018865',
      contractNumber: '3P-2012519',
      pillar: 3,
      fundCode: 'sustainable',
      status: 'Active',
      accumulationState: 'Stopped',
      renewalMode: 'DontRenew',
      signDate: addMonths(today, -20),
      payerCode: '9020125190',
      payerType: 'myself',
      transactions: monthly(
        addMonths(today, -19),
        13,
        25,
        'ip',
        () => 80,
        'PersonalContributions',
        'Mantas Stankevičius',
      ),
    },
    {
      // Rasa: pillar II only, in the life-cycle fund of her birth year; joins pillar III.
      owner: '48804121233',
      contractNumber: '2P-1009124',
      pillar: 2,
      fundCode: 'p2-1982-1988',
      status: 'Active',
      accumulationState: 'Accumulating',
      renewalMode: null,
      signDate: addMonths(today, -30),
      payerCode: null,
      payerType: null,
      transactions: monthly(
        addMonths(today, -12),
        12,
        15,
        'ip',
        () => 64.2,
        'SocialInsuranceContributions',
        SODRA,
      ),
    },
    // Rūta: both pillars accumulating, nothing applied for yet.
    {
      owner: '48503121230',
      contractNumber: '2P-1013001',
      pillar: 2,
      fundCode: 'p2-preserve',
      status: 'Active',
      accumulationState: 'Accumulating',
      renewalMode: null,
      signDate: '2012-04-16',
      payerCode: null,
      payerType: null,
      transactions: monthly(
        addMonths(today, -12),
        12,
        15,
        'ip',
        () => 64.2,
        'SocialInsuranceContributions',
        SODRA,
      ),
    },
    {
      owner: '48503121230',
      contractNumber: '3P-2013001',
      pillar: 3,
      fundCode: 'medio',
      status: 'Active',
      accumulationState: 'Accumulating',
      renewalMode: 'AccumulationRenew',
      signDate: addMonths(today, -30),
      payerCode: '9020130010',
      payerType: 'myself',
      transactions: monthly(
        addMonths(today, -12),
        12,
        20,
        'ip',
        () => 60,
        'PersonalContributions',
        'Rūta Balčiūnienė',
      ),
    },
    {
      owner: '48804210213',
      contractNumber: '3P-2014207',
      pillar: 3,
      fundCode: 'medio',
      status: 'Active',
      accumulationState: 'Accumulating',
      renewalMode: 'AccumulationRenew',
      signDate: addMonths(today, -8),
      payerCode: '9020142070',
      payerType: 'myself',
      transactions: monthly(
        addMonths(today, -7),
        7,
        12,
        'ip',
        () => 60,
        'PersonalContributions',
        'Rūta Žemaitė',
      ),
    },
  ];
}

export async function seedContracts(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  for (const contract of contractSeeds(ctx.today)) {
    const customerId = ctx.customerIds.get(contract.owner);
    const fundId = ctx.fundIds.get(contract.fundCode);
    const values = ctx.unitValues.get(contract.fundCode);
    if (!customerId || !fundId || !values) throw new Error(`Bad contract seed ${contract.contractNumber}`);
    const contractId = await insertOne(
      tx,
      `INSERT INTO contracts (contract_number, customer_id, pillar, contract_type, fund_id, status, accumulation_state, renewal_mode,
         sign_date, payer_code, payer_type, contribution_rate_percent, first_payment_date)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
      [
        contract.contractNumber,
        customerId,
        contract.pillar,
        contract.pillar === 2 ? 'SecondLevelPensionFundContract' : 'ThirdLevelPensionFundContract',
        fundId,
        contract.status,
        contract.accumulationState,
        contract.renewalMode,
        contract.signDate,
        contract.payerCode,
        contract.payerType,
        contract.pillar === 2 ? 4.5 : null,
        contract.transactions.map((transaction) => transaction.date).sort()[0] ?? null,
      ],
    );
    ctx.contractIds.set(contract.contractNumber, contractId);
    const fundName = FUND_SEEDS.find((fund) => fund.code === contract.fundCode)?.name ?? contract.fundCode;
    const rows = contract.transactions
      .filter((transaction) => transaction.date <= ctx.today)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const ledgerRows: LedgerRow[] = rows.map((transaction) => {
      const unitValue = valueOn(values, transaction.date);
      return { ...transaction, unitValue, units: unitsFor(transaction.amount, unitValue) };
    });
    const unitValues = ledgerRows.map((row) => row.unitValue);
    ctx.ledger.set(contract.contractNumber, {
      owner: contract.owner,
      contractNumber: contract.contractNumber,
      pillar: contract.pillar,
      fundCode: contract.fundCode,
      fundName,
      signDate: contract.signDate,
      rows: ledgerRows,
    });
    await tx.query(
      `INSERT INTO transactions (contract_id, customer_id, fund_id, operation_type, trade_date, amount, units, unit_value, account_type, counterparty)
       SELECT $1, $2, (SELECT fund_id FROM contracts WHERE id = $1), op, d, amount, units, uv, account_type, counterparty
       FROM unnest($3::text[], $4::date[], $5::numeric[], $6::numeric[], $7::numeric[], $8::text[], $9::text[])
         AS t(op, d, amount, units, uv, account_type, counterparty)`,
      [
        contractId,
        customerId,
        rows.map((transaction) => transaction.op),
        rows.map((transaction) => transaction.date),
        rows.map((transaction) => transaction.amount),
        ledgerRows.map((row) => row.units),
        unitValues,
        rows.map((transaction) => transaction.accountType),
        rows.map((transaction) => transaction.counterparty),
      ],
    );
  }
}

export async function seedApplications(ctx: SeedContext): Promise<void> {
  const { today } = ctx;
  const apps: [string, string, string, string, string, IsoDate, IsoDate | null, IsoDate | null][] = [
    [
      '30303039914',
      '2P-1004521',
      'ChangeTarif',
      'UpdateAccumulation',
      'approved',
      addDays(today, -300),
      addDays(today, -290),
      null,
    ],
    [
      '30303039914',
      '2P-1004521',
      'ChangeTarif',
      'AccumulateMaximum',
      'processing',
      addDays(today, -3),
      addMonths(withDay(today, 1), 1),
      null,
    ],
    [
      '30303039914',
      '3P-2008813',
      'StopAccumulations',
      'StopAccumulation',
      'rejected',
      addDays(today, -200),
      addDays(today, -170),
      null,
    ],
    [
      '30303039914',
      '3P-2008813',
      'RenewAccumulations',
      'UpdateAccumulation',
      'approved',
      addDays(today, -190),
      addDays(today, -180),
      null,
    ],
    [
      '40504040001',
      '2P-1007730',
      'ReturnToSodra',
      'StopAccumulationReturnToSodra',
      'rejected',
      addDays(today, -95),
      null,
      null,
    ],
    [
      '50001018865',
      '3P-2012519',
      'StopAccumulations',
      'StopAccumulation',
      'approved',
      addMonths(today, -6),
      addMonths(today, -6),
      null,
    ],
    [
      '50001018865',
      '3P-2012519',
      'SodraVacation',
      'HolidaysSuspensionContributions',
      'registered',
      addDays(today, -2),
      withDay(addMonths(today, 2), 1),
      addDays(withDay(addMonths(today, 5), 1), -1),
    ],
  ];
  for (const [owner, contractNumber, actionType, kind, status, created, startDate, endDate] of apps) {
    await ctx.tx.query(
      `INSERT INTO applications (customer_id, contract_id, action_type, kind, status, start_date, end_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        ctx.customerIds.get(owner),
        ctx.contractIds.get(contractNumber),
        actionType,
        kind,
        status,
        startDate,
        endDate,
        ts(created, '10:24:00'),
      ],
    );
  }
}

/**
 * Jonas's e-invoices of the last six months, from the ledger: a month with his 100 € contribution is
 * paid, this month's (no contribution yet) is unpaid, or overdue after its due date.
 */
export async function seedInvoices(ctx: SeedContext): Promise<void> {
  const { today, tx } = ctx;
  const customerId = ctx.customerIds.get('30303039914');
  const contractId = ctx.contractIds.get('3P-2008813');
  await tx.query(
    `INSERT INTO invoice_agreements (customer_id, contract_id, agreement, sum, payment_day, period, iban, bank_name, contract_date, status)
     VALUES ($1, $2, 'EIS-2023-004512', $3, $4, 'monthly', $5, 'AB SEB bankas', $6, 'active')`,
    [
      customerId,
      contractId,
      JONAS_MONTHLY_AMOUNT,
      JONAS_PAYMENT_DAY,
      demoIban('70440', '60000123456'),
      addDays(today, -400),
    ],
  );
  await tx.query(
    `INSERT INTO invoice_agreements (customer_id, contract_id, agreement, sum, payment_day, period, iban, bank_name, contract_date, status)
     VALUES ($1, $2, 'EIS-2021-001877', 300, 20, 'quarterly', $3, 'Swedbank, AB', '2021-03-15', 'disabled')`,
    [customerId, contractId, demoIban('73000', '10004567890')],
  );
  const own = ledgerRows(ctx, '3P-2008813').filter(
    (row) => row.op === 'ip' && row.accountType === 'PersonalContributions',
  );
  for (let i = 0; i < 6; i += 1) {
    const issue = withDay(addMonths(today, -i), 1);
    const due = withDay(issue, JONAS_PAYMENT_DAY);
    const paid = own.some(
      (row) => row.date.slice(0, 7) === issue.slice(0, 7) && row.amount === JONAS_MONTHLY_AMOUNT,
    );
    const status = paid ? 'paid' : due < today ? 'overdue' : 'unpaid';
    await tx.query(
      `INSERT INTO invoices (customer_id, contract_id, invoice_nr, amount, issue_date, due_date, status, bank_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'AB SEB bankas')`,
      [
        customerId,
        contractId,
        `ES-${issue.slice(0, 7).replace('-', '')}-2008813`,
        JONAS_MONTHLY_AMOUNT,
        issue,
        due,
        status,
      ],
    );
  }
}
