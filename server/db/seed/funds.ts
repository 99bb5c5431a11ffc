/**
 * The demo seed's funds: pillar II life-cycle funds and the pillar III funds with two years of daily unit values
 * (a seeded random walk), the reference data around them (banks, other companies' funds) and Jonas's
 * investment-fund holdings.
 */
import { addDays, type IsoDate } from '../../../src/domain/calendar-date';
import { BANKS } from '../../data/banks';
import { insertOne, isBusinessDay, round, type SeedContext } from './seed-context';

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

interface FundSeed {
  fundNr: string;
  pillar: 2 | 3;
  code: string;
  name: string;
  isin: string;
  ageGroup: string;
  /** The age group and strategy in English (the customer reads them in their language). */
  ageGroupEn: string;
  minAge: number | null;
  birthYearFrom: number | null;
  birthYearTo: number | null;
  riskLevel: number;
  strategy: string;
  strategyEn: string;
  managementFee: number;
  depositaryFee: number;
  otherCosts: number;
  isActive: boolean;
  /** Random walk: yearly drift and volatility, starting value. */
  drift: number;
  volatility: number;
  start: number;
}

const LIFE_CYCLE_RANGES: readonly [number, number][] = [
  [1954, 1960],
  [1961, 1967],
  [1968, 1974],
  [1975, 1981],
  [1982, 1988],
  [1989, 1995],
  [1996, 2002],
  [2003, 2009],
];

/**
 * Pillar III management fees (§9 lists 0.8%, 1%, 1.5% and 0.59% without the mapping). Mapping used here:
 * the equity-heavy funds cost more, the index fund least: extremo 1.5%, bold 1%, medio 1%, prudent 0.8%,
 * stable 0.8%, sustainable (index) 0.59%.
 */
const THIRD_PILLAR_FEES = {
  extremo: 1.5,
  bold: 1,
  medio: 1,
  prudent: 0.8,
  stable: 0.8,
  sustainable: 0.59,
} as const;

export const FUND_SEEDS: readonly FundSeed[] = [
  {
    fundNr: '200',
    pillar: 2,
    code: 'p2-preserve',
    name: 'Pensijų turto išsaugojimo fondas',
    isin: 'LTIF00000500',
    ageGroup: 'gimę iki 1954 m. ir pensininkai',
    ageGroupEn: 'born before 1954 and pensioners',
    minAge: null,
    birthYearFrom: null,
    birthYearTo: 1953,
    riskLevel: 2,
    strategy: 'Obligacijos ir pinigų rinkos priemonės',
    strategyEn: 'Bonds and money market instruments',
    managementFee: 0.2,
    depositaryFee: 0.03,
    otherCosts: 0.05,
    isActive: true,
    drift: 0.03,
    volatility: 0.025,
    start: 1.1482,
  },
  ...LIFE_CYCLE_RANGES.map(([from, to], index): FundSeed => ({
    fundNr: String(201 + index),
    pillar: 2,
    code: `p2-${from}-${to}`,
    name: `Pensijų fondas ${from}-${to}`,
    isin: `LTIF0000${String(510 + index).padStart(4, '0')}`,
    ageGroup: `gimę ${from}-${to} m.`,
    ageGroupEn: `born ${from}-${to}`,
    minAge: null,
    birthYearFrom: from,
    birthYearTo: to,
    riskLevel: Math.min(6, 3 + Math.floor(index / 2)),
    strategy: index < 2 ? 'Subalansuota, mažėjanti akcijų dalis' : 'Akcijos su gyvenimo ciklo mažinimu',
    strategyEn: index < 2 ? 'Balanced, a falling share of equities' : 'Equities with life-cycle de-risking',
    managementFee: 0.2,
    depositaryFee: 0.03,
    otherCosts: 0.05,
    isActive: true,
    drift: 0.04 + index * 0.008,
    volatility: 0.05 + index * 0.015,
    start: round(1.25 + index * 0.11, 4),
  })),
  {
    fundNr: '301',
    pillar: 3,
    code: 'extremo',
    name: 'Extremo III pakopos pensijų fondas',
    isin: 'LTIF00000601',
    ageGroup: '16+',
    ageGroupEn: '16+',
    minAge: 16,
    birthYearFrom: null,
    birthYearTo: null,
    riskLevel: 6,
    strategy: 'Ambicinga: iki 100 % akcijų',
    strategyEn: 'Ambitious: up to 100% equities',
    managementFee: THIRD_PILLAR_FEES.extremo,
    depositaryFee: 0.2,
    otherCosts: 0.5,
    isActive: true,
    drift: 0.09,
    volatility: 0.16,
    start: 1.6214,
  },
  {
    fundNr: '302',
    pillar: 3,
    code: 'bold',
    name: 'Bold III pakopos pensijų fondas',
    isin: 'LTIF00000602',
    ageGroup: '16+',
    ageGroupEn: '16+',
    minAge: 16,
    birthYearFrom: null,
    birthYearTo: null,
    riskLevel: 5,
    strategy: 'Aktyvi: iki 80 % akcijų',
    strategyEn: 'Active: up to 80% equities',
    managementFee: THIRD_PILLAR_FEES.bold,
    depositaryFee: 0.2,
    otherCosts: 0.4,
    isActive: true,
    drift: 0.07,
    volatility: 0.12,
    start: 1.4875,
  },
  {
    fundNr: '303',
    pillar: 3,
    code: 'medio',
    name: 'Medio III pakopos pensijų fondas',
    isin: 'LTIF00000603',
    ageGroup: '47+',
    ageGroupEn: '47+',
    minAge: 47,
    birthYearFrom: null,
    birthYearTo: null,
    riskLevel: 4,
    strategy: 'Subalansuota: iki 50 % akcijų',
    strategyEn: 'Balanced: up to 50% equities',
    managementFee: THIRD_PILLAR_FEES.medio,
    depositaryFee: 0.15,
    otherCosts: 0.3,
    isActive: true,
    drift: 0.05,
    volatility: 0.08,
    start: 1.3369,
  },
  {
    fundNr: '304',
    pillar: 3,
    code: 'prudent',
    name: 'Prudent III pakopos pensijų fondas',
    isin: 'LTIF00000604',
    ageGroup: 'visi amžiaus tarpsniai',
    ageGroupEn: 'all ages',
    minAge: null,
    birthYearFrom: null,
    birthYearTo: null,
    riskLevel: 3,
    strategy: 'Nuosaiki: iki 30 % akcijų',
    strategyEn: 'Moderate: up to 30% equities',
    managementFee: THIRD_PILLAR_FEES.prudent,
    depositaryFee: 0.15,
    otherCosts: 0.25,
    isActive: true,
    drift: 0.035,
    volatility: 0.05,
    start: 1.2203,
  },
  {
    fundNr: '305',
    pillar: 3,
    code: 'stable',
    name: 'Stable III pakopos pensijų fondas',
    isin: 'LTIF00000605',
    ageGroup: '58+',
    ageGroupEn: '58+',
    minAge: 58,
    birthYearFrom: null,
    birthYearTo: null,
    riskLevel: 2,
    strategy: 'Konservatyvi: obligacijos',
    strategyEn: 'Conservative: bonds',
    managementFee: THIRD_PILLAR_FEES.stable,
    depositaryFee: 0.15,
    otherCosts: 0.2,
    isActive: true,
    drift: 0.025,
    volatility: 0.03,
    start: 1.0974,
  },
  {
    fundNr: '306',
    pillar: 3,
    code: 'sustainable',
    name: 'Sustainable indeksinis III pakopos pensijų fondas',
    isin: 'LTIF00000606',
    ageGroup: '16+',
    ageGroupEn: '16+',
    minAge: 16,
    birthYearFrom: null,
    birthYearTo: null,
    riskLevel: 5,
    strategy: 'Indeksinė: tvarių įmonių akcijų indeksai',
    strategyEn: 'Index: sustainable company equity indices',
    managementFee: THIRD_PILLAR_FEES.sustainable,
    depositaryFee: 0.2,
    otherCosts: 0.2,
    isActive: true,
    drift: 0.08,
    volatility: 0.14,
    start: 1.0412,
  },
];

/**
 * Business-day unit values from today - 730 days to today, a seeded geometric random walk. Fees are in
 * the unit value (net asset value after the management and depositary fees), as with real funds, so the
 * ledger has no separate fee transactions.
 */
function generateUnitValues(fund: FundSeed, today: IsoDate): Map<IsoDate, number> {
  const random = mulberry32(hashString(fund.code));
  const values = new Map<IsoDate, number>();
  let value = fund.start;
  const dailyDrift = fund.drift / 252;
  const dailyVol = fund.volatility / Math.sqrt(252);
  for (let date = addDays(today, -730); date <= today; date = addDays(date, 1)) {
    if (!isBusinessDay(date)) continue;
    value = value * Math.exp(dailyDrift - (dailyVol * dailyVol) / 2 + dailyVol * gaussian(random));
    // Published with 4 decimals, as the screens show them: units × unit value is then exact to the cent.
    values.set(date, round(value, 4));
  }
  return values;
}

/** Unit value on a date, or of the latest business day before it. */
export function valueOn(values: Map<IsoDate, number>, date: IsoDate): number {
  let current = date;
  for (let i = 0; i < 10; i += 1) {
    const value = values.get(current);
    if (value !== undefined) return value;
    current = addDays(current, -1);
  }
  const first = values.values().next().value;
  return first ?? 1;
}

export async function seedReferenceData({ tx }: SeedContext): Promise<void> {
  for (const bank of BANKS) {
    await tx.query(
      'INSERT INTO banks (bank_code, country_code, name, swift_code, supports_e_invoice) VALUES ($1, $2, $3, $4, $5)',
      [bank.bankCode, 'LT', bank.name, bank.swiftCode, bank.supportsEInvoice],
    );
  }
  const providers: [string, number, { name: string; isin: string }[]][] = [
    [
      'UAB „Šiaurės investicijų valdymas“',
      2,
      [{ name: 'Šiaurės pensijų fondas 1975-1981', isin: 'LTIF00000701' }],
    ],
    [
      'UAB „Baltic Pension Asset Management“',
      2,
      [{ name: 'BPAM pensijų fondas 1982-1988', isin: 'LTIF00000711' }],
    ],
    ['UAB „Nemuno investicijos“', 2, [{ name: 'Nemuno pensijų fondas 1968-1974', isin: 'LTIF00000721' }]],
    [
      'UAB „Šiaurės investicijų valdymas“',
      3,
      [{ name: 'Šiaurės III pakopos akcijų fondas', isin: 'LTIF00000731' }],
    ],
    [
      'UAB „Nemuno investicijos“',
      3,
      [{ name: 'Nemuno III pakopos subalansuotas fondas', isin: 'LTIF00000741' }],
    ],
  ];
  for (const [name, pillar, funds] of providers) {
    await tx.query('INSERT INTO external_fund_providers (name, pillar, funds) VALUES ($1, $2, $3)', [
      name,
      pillar,
      JSON.stringify(funds),
    ]);
  }
}

export async function seedFunds(ctx: SeedContext): Promise<void> {
  let order = 0;
  for (const fund of FUND_SEEDS) {
    order += 1;
    const id = await insertOne(
      ctx.tx,
      `INSERT INTO funds (fund_nr, pillar, code, name, isin, age_group, min_age, birth_year_from, birth_year_to, risk_level,
         strategy, management_fee_percent, depositary_fee_percent, other_costs_percent, is_active, sort_order,
         age_group_en, strategy_en)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) RETURNING id`,
      [
        fund.fundNr,
        fund.pillar,
        fund.code,
        fund.name,
        fund.isin,
        fund.ageGroup,
        fund.minAge,
        fund.birthYearFrom,
        fund.birthYearTo,
        fund.riskLevel,
        fund.strategy,
        fund.managementFee,
        fund.depositaryFee,
        fund.otherCosts,
        fund.isActive,
        order,
        fund.ageGroupEn,
        fund.strategyEn,
      ],
    );
    ctx.fundIds.set(fund.code, id);
    const values = generateUnitValues(fund, ctx.today);
    ctx.unitValues.set(fund.code, values);
    await ctx.tx.query(
      `INSERT INTO fund_unit_values (fund_id, value_date, unit_value)
       SELECT $1, d, v FROM unnest($2::date[], $3::numeric[]) AS t(d, v)`,
      [id, [...values.keys()], [...values.values()]],
    );
  }
}

export async function seedInvestmentFunds(ctx: SeedContext): Promise<void> {
  const holdings: [string, string, number, number, number][] = [
    ['Obligacijų fondas „Baltijos obligacijos“', 'LTIF00000468', 812.4471, 12.3391, 9800],
    ['Akcijų fondas „Pasaulio akcijos“', 'LTIF00000479', 305.1187, 21.7742, 5200],
  ];
  for (const [name, isin, units, unitValue, invested] of holdings) {
    await ctx.tx.query(
      `INSERT INTO investment_fund_holdings (customer_id, fund_name, isin, units, unit_value, invested_sum, value_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [ctx.customerIds.get('30303039914'), name, isin, units, unitValue, invested, addDays(ctx.today, -1)],
    );
  }
}
