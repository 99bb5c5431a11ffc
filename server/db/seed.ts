/**
 * Demo seed: the six personas of the issue with realistic Lithuanian data, the funds with two years of
 * daily unit values, documents with real PDF content, and everything the portal's read calls show.
 *
 * Runs only on an empty database (no customers) and only when enabled (DEMO_SEED). Dates are relative
 * to `today` (default: today in Lithuania) and every generated number comes from a seeded PRNG, so two
 * seeds with the same `today` produce the same data.
 */
import { composeIBAN } from 'ibantools';
import {
  addDays,
  addMonths,
  dayOfWeek,
  todayInLithuania,
  type IsoDate,
} from '../../src/domain/calendar-date';
import { parsePersonalCode } from '../../src/domain/personal-code';
import { DOCUMENT_TYPE_CFG_NR } from '../../src/api/contract/document-types';
import type { DocumentType, OperationType } from '../../src/api/contract/common';
import { tokenHash } from '../auth/crypto-tokens';
import { hashPassword } from '../auth/password-hash';
import { BANKS } from '../data/banks';
import { renderPdf } from '../documents/pdf';
import { holdingValue } from '../../src/domain/assets';
import { formatMoney, formatUnits, NBSP } from '../../src/domain/format';
import { PAID_OPERATIONS } from '../../src/domain/transactions';
import { CUSTOMER_SERVICE_HOURS } from '../../src/domain/constants';
import type { Db, Queryable } from './db';

export interface SeedOptions {
  /** The seed's "today"; default today in Lithuania. */
  today?: IsoDate;
  /** Create the demo e-mail links (DEMO_LINK_HASHES); default true. Demo mode only (server/config.ts). */
  demoLinks?: boolean;
}

/** The demo logins printed at start and listed in the README. */
export const DEMO_PERSONAS = [
  {
    personalCode: '30303039914',
    name: 'Jonas Petrauskas',
    shows:
      'pillar II + III active, AML valid, 2 years of transactions (all 9 operation types), quarterly reports, unread notifications, e-invoice agreement; password login jonas01 / Pensija2026',
  },
  {
    personalCode: '40504040001',
    name: 'Ona Kazlauskienė',
    shows: 'pillar II only, AML invalid (due), profile update required',
  },
  {
    personalCode: '39901012239',
    name: 'Tomas Jankauskas',
    shows: 'USA citizen, pillar III only, AML pending',
  },
  {
    personalCode: '50001018865',
    name: 'Mantas Stankevičius',
    shows:
      'Mobile-ID +37060000666; pillar III with contributions stopped, registered vacation application, referred by broker PK-1024',
  },
  {
    personalCode: '50001029996',
    name: 'Lukas Vaitkus',
    shows: 'not a customer yet: no contracts (login ends in user_not_onboarded)',
  },
  { personalCode: '61101012257', name: 'Gabija Žukauskaitė', shows: 'a minor (born 2011)' },
  {
    personalCode: '48804121233',
    name: 'Rasa Mockutė',
    shows:
      'pillar II only, no AML questionnaire yet: joins pillar III through the short AML steps (issue 12)',
  },
  {
    personalCode: '48503121230',
    name: 'Rūta Balčiūnienė',
    shows:
      'pillar II + III accumulating, AML valid, no applications yet: the applications journeys (holiday, termination, maximum, limit) use her',
  },
  {
    personalCode: '48506150214',
    name: 'Rūta Paulauskienė',
    shows:
      'registered, not a customer yet (joins pillar II); password login ruta001 / Pensija2026, so signing asks for a Smart-ID / Mobile-ID confirmation first',
  },
  {
    personalCode: '48804210213',
    name: 'Rūta Žemaitė',
    shows:
      'pillar III without an e-invoice agreement; SEB (accepts e-invoices) and Revolut (does not) accounts (issue 14 e-invoice journey)',
  },
] as const;

export const DEMO_PASSWORD_LOGIN = {
  username: 'jonas01',
  password: 'Pensija2026',
  personalCode: '30303039914',
} as const;

/** A registered person who is not a customer yet and logs in by password (issue 12: qualify before signing). */
export const DEMO_PASSWORD_JOINER = {
  username: 'ruta001',
  password: 'Pensija2026',
  personalCode: '48506150214',
} as const;

/**
 * Demo e-mail link tokens (demo mode only, DEMO_LINKS): password reset, GDPR consent
 * (/external-gdpr-modification?hash=…&type=1) and advertising send mode for 30303039914; the
 * potential-customer exit (/isejimas-is-bendroves?hash=…, single use) for 50001029996. The reset and exit
 * links work once. Like a real reminder link they expire DEMO_LINK_TTL_HOURS after they were issued (at
 * seeding; a demo-mode start renews the unused ones, see syncDemoLinks); without demo links they are
 * deleted, because their hashes are public.
 */
export const DEMO_LINK_HASHES = {
  passwordReset: 'demo-reset-3f9a2c',
  potentialCustomer: 'demo-exit-7b1d4e',
  gdpr: 'demo-gdpr-5c8e1a',
  notifications: 'demo-notify-2d6f9b',
} as const;

/** Validity of a demo link, the same as a password reminder link's (server/api/link-tokens.ts). */
export const DEMO_LINK_TTL_HOURS = 24;

/**
 * Keeps the well-known demo links in step with the configuration: with demo links on, the unused ones are
 * renewed for DEMO_LINK_TTL_HOURS from now (a demo database may be days old); with them off, every demo
 * link is deleted, so a database once seeded in demo mode accepts none of the public hashes.
 */
export async function syncDemoLinks(db: Queryable, enabled: boolean): Promise<void> {
  const hashes = Object.values(DEMO_LINK_HASHES).map((token) => tokenHash(token));
  if (enabled) {
    await db.query(
      `UPDATE link_hashes SET expires_at = now() + make_interval(hours => $2::int)
        WHERE token_hash = ANY($1::text[]) AND used_at IS NULL AND revoked_at IS NULL`,
      [hashes, DEMO_LINK_TTL_HOURS],
    );
  } else {
    await db.query('DELETE FROM link_hashes WHERE token_hash = ANY($1::text[])', [hashes]);
  }
}

/** The potential customer (no contracts) the demo exit link belongs to. */
export const DEMO_EXIT_PERSONAL_CODE = '50001029996';

// ----------------------------------------------------------------------------------------------
// Deterministic helpers
// ----------------------------------------------------------------------------------------------

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

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** Units bought (or sold, negative) for an amount at a unit value: 4 decimals, like the unit values. */
export function unitsFor(amount: number, unitValue: number): number {
  return round(amount / unitValue, 4);
}

/** Whole calendar months from the month of `from` to the month of `to` (0 when the same month). */
function monthsBetween(from: IsoDate, to: IsoDate): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7))
  );
}

function isBusinessDay(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6;
}

/** The date itself if a business day, else the next Monday. */
function nextBusinessDay(date: IsoDate): IsoDate {
  let current = date;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  return current;
}

/** The date with the day of month replaced (clamped to 28). */
function withDay(date: IsoDate, day: number): IsoDate {
  return `${date.slice(0, 8)}${String(Math.min(day, 28)).padStart(2, '0')}`;
}

// ----------------------------------------------------------------------------------------------
// Funds
// ----------------------------------------------------------------------------------------------

interface FundSeed {
  fundNr: string;
  pillar: 2 | 3;
  code: string;
  name: string;
  isin: string;
  ageGroup: string;
  /** The age group and strategy in English (issue 10: the customer reads them in their language). */
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
export const THIRD_PILLAR_FEES = {
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
function valueOn(values: Map<IsoDate, number>, date: IsoDate): number {
  let current = date;
  for (let i = 0; i < 10; i += 1) {
    const value = values.get(current);
    if (value !== undefined) return value;
    current = addDays(current, -1);
  }
  const first = values.values().next().value;
  return first ?? 1;
}

// ----------------------------------------------------------------------------------------------
// Customers
// ----------------------------------------------------------------------------------------------

interface AddressSeed {
  street: string;
  house: string;
  flat: string | null;
  postalCode: string;
  city: 'Vilnius' | 'Kaunas';
}

interface CustomerSeed {
  personalCode: string;
  firstName: string;
  lastName: string;
  citizenship: string;
  isUsaCitizen: boolean;
  businessAccountStatus: string;
  profileUpdateRequired: boolean;
  epnAgreement: boolean | null;
  assetScoreAgreement: boolean | null;
  mobileIdPhone: string | null;
  emails: string[];
  phones: { primary: string | null; secondary: string | null };
  residence: AddressSeed;
  mailing: AddressSeed | null;
  gdpr: Partial<Record<1 | 4 | 5 | 6, boolean | null>>;
  bankAccounts: { bankCode: string; account: string; isPrimary: boolean }[];
  notificationSettings: [string, string, string, string, boolean];
}

const CITY_INFO = {
  Vilnius: { state: 'Vilniaus apskritis', municipality: 'Vilniaus miesto savivaldybė' },
  Kaunas: { state: 'Kauno apskritis', municipality: 'Kauno miesto savivaldybė' },
} as const;

const CUSTOMERS: readonly CustomerSeed[] = [
  {
    personalCode: '30303039914',
    firstName: 'Jonas',
    lastName: 'Petrauskas',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Existing',
    profileUpdateRequired: false,
    epnAgreement: true,
    assetScoreAgreement: true,
    mobileIdPhone: '+37061234567',
    emails: ['jonas.petrauskas@example.com', 'j.petrauskas@example.org'],
    phones: { primary: '+37061234567', secondary: '+37052123456' },
    residence: { street: 'Gedimino pr.', house: '9', flat: '12', postalCode: 'LT-01103', city: 'Vilnius' },
    mailing: { street: 'Vilniaus g.', house: '31', flat: '5', postalCode: 'LT-01402', city: 'Vilnius' },
    gdpr: { 1: true, 4: true, 5: false, 6: null },
    bankAccounts: [
      { bankCode: '70440', account: '60000123456', isPrimary: true },
      { bankCode: '73000', account: '10004567890', isPrimary: false },
    ],
    notificationSettings: ['EMailAndSMS', 'EMail', 'EMail', 'EMail', true],
  },
  {
    personalCode: '40504040001',
    firstName: 'Ona',
    lastName: 'Kazlauskienė',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Retired',
    profileUpdateRequired: true,
    epnAgreement: null,
    assetScoreAgreement: null,
    mobileIdPhone: null,
    emails: ['ona.kazlauskiene@example.com'],
    phones: { primary: '+37062345678', secondary: null },
    residence: { street: 'Laisvės al.', house: '53', flat: '4', postalCode: 'LT-44309', city: 'Kaunas' },
    mailing: null,
    gdpr: { 1: null },
    bankAccounts: [{ bankCode: '40100', account: '00005551234', isPrimary: true }],
    notificationSettings: ['Post', 'None', 'PostAndEMail', 'Post', false],
  },
  {
    personalCode: '39901012239',
    firstName: 'Tomas',
    lastName: 'Jankauskas',
    citizenship: 'LT',
    isUsaCitizen: true,
    businessAccountStatus: 'Existing',
    profileUpdateRequired: false,
    epnAgreement: true,
    assetScoreAgreement: null,
    mobileIdPhone: null,
    emails: ['tomas.jankauskas@example.com'],
    phones: { primary: '+37063456789', secondary: null },
    residence: {
      street: 'Konstitucijos pr.',
      house: '21',
      flat: '45',
      postalCode: 'LT-08130',
      city: 'Vilnius',
    },
    mailing: null,
    gdpr: { 1: false, 4: false, 5: false, 6: false },
    bankAccounts: [{ bankCode: '32500', account: '00012345678', isPrimary: true }],
    notificationSettings: ['EMail', 'EMail', 'EMail', 'SMS', true],
  },
  {
    personalCode: '50001018865',
    firstName: 'Mantas',
    lastName: 'Stankevičius',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Existing',
    profileUpdateRequired: false,
    epnAgreement: false,
    assetScoreAgreement: false,
    mobileIdPhone: '+37060000666',
    emails: ['mantas.stankevicius@example.com'],
    phones: { primary: '+37060000666', secondary: null },
    residence: { street: 'Savanorių pr.', house: '192', flat: '17', postalCode: 'LT-44151', city: 'Kaunas' },
    mailing: null,
    gdpr: { 1: true, 4: null, 5: null, 6: null },
    bankAccounts: [{ bankCode: '73000', account: '10009876543', isPrimary: true }],
    notificationSettings: ['SMS', 'SMS', 'EMail', 'EMailAndSMS', true],
  },
  {
    personalCode: '50001029996',
    firstName: 'Lukas',
    lastName: 'Vaitkus',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Potential',
    profileUpdateRequired: false,
    epnAgreement: null,
    assetScoreAgreement: null,
    mobileIdPhone: '+37064567890',
    emails: ['lukas.vaitkus@example.com'],
    phones: { primary: '+37064567890', secondary: null },
    residence: { street: 'Žirmūnų g.', house: '68', flat: '21', postalCode: 'LT-09124', city: 'Vilnius' },
    mailing: null,
    gdpr: {},
    bankAccounts: [{ bankCode: '70440', account: '60000765432', isPrimary: true }],
    notificationSettings: ['EMail', 'EMail', 'EMail', 'EMail', true],
  },
  {
    personalCode: '61101012257',
    firstName: 'Gabija',
    lastName: 'Žukauskaitė',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Potential',
    profileUpdateRequired: false,
    epnAgreement: null,
    assetScoreAgreement: null,
    mobileIdPhone: null,
    emails: ['gabija.zukauskaite@example.com'],
    phones: { primary: '+37065678901', secondary: null },
    residence: { street: 'Vytauto pr.', house: '27', flat: '3', postalCode: 'LT-44352', city: 'Kaunas' },
    mailing: null,
    gdpr: {},
    bankAccounts: [],
    notificationSettings: ['EMail', 'EMail', 'EMail', 'EMail', true],
  },
  {
    personalCode: '48804121233',
    firstName: 'Rasa',
    lastName: 'Mockutė',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Existing',
    profileUpdateRequired: false,
    epnAgreement: true,
    assetScoreAgreement: null,
    mobileIdPhone: null,
    emails: ['rasa.mockute@example.com'],
    phones: { primary: '+37067712345', secondary: null },
    residence: { street: 'Antakalnio g.', house: '17', flat: '8', postalCode: 'LT-10312', city: 'Vilnius' },
    mailing: null,
    gdpr: { 1: false },
    bankAccounts: [{ bankCode: '70440', account: '60008123456', isPrimary: true }],
    notificationSettings: ['EMail', 'EMail', 'EMail', 'EMail', true],
  },
  {
    personalCode: '48503121230',
    firstName: 'Rūta',
    lastName: 'Balčiūnienė',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Existing',
    profileUpdateRequired: false,
    epnAgreement: false,
    assetScoreAgreement: false,
    mobileIdPhone: '+37061234570',
    emails: ['ruta.balciuniene@example.com'],
    phones: { primary: '+37061234570', secondary: null },
    residence: { street: 'Vilniaus g.', house: '12', flat: '4', postalCode: 'LT-01402', city: 'Vilnius' },
    mailing: null,
    gdpr: { 1: false, 4: null, 5: null, 6: null },
    bankAccounts: [{ bankCode: '73000', account: '10001234567', isPrimary: true }],
    notificationSettings: ['EMail', 'EMail', 'EMail', 'EMail', true],
  },
  {
    personalCode: DEMO_PASSWORD_JOINER.personalCode,
    firstName: 'Rūta',
    lastName: 'Paulauskienė',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Potential',
    profileUpdateRequired: false,
    epnAgreement: null,
    assetScoreAgreement: null,
    mobileIdPhone: '+37069912345',
    emails: ['ruta.paulauskiene@example.com'],
    phones: { primary: '+37069912345', secondary: null },
    residence: { street: 'Antakalnio g.', house: '17', flat: '8', postalCode: 'LT-10312', city: 'Vilnius' },
    mailing: null,
    gdpr: {},
    bankAccounts: [{ bankCode: '70440', account: '60000246810', isPrimary: true }],
    notificationSettings: ['EMail', 'EMail', 'EMail', 'EMail', true],
  },
  {
    // The e-invoice journey's own customer (tests/e2e/e-invoices.spec.ts creates and disables agreements).
    personalCode: '48804210213',
    firstName: 'Rūta',
    lastName: 'Žemaitė',
    citizenship: 'LT',
    isUsaCitizen: false,
    businessAccountStatus: 'Existing',
    profileUpdateRequired: false,
    epnAgreement: true,
    assetScoreAgreement: null,
    mobileIdPhone: null,
    emails: ['ruta.zemaite@example.com'],
    phones: { primary: '+37067890123', secondary: null },
    residence: { street: 'Pylimo g.', house: '14', flat: '8', postalCode: 'LT-01117', city: 'Vilnius' },
    mailing: null,
    gdpr: { 1: false },
    bankAccounts: [
      { bankCode: '70440', account: '60000888777', isPrimary: true },
      { bankCode: '32500', account: '00098765432', isPrimary: false },
    ],
    notificationSettings: ['EMail', 'EMail', 'EMail', 'EMail', true],
  },
];

export function demoIban(bankCode: string, account: string): string {
  const iban = composeIBAN({ countryCode: 'LT', bban: `${bankCode}${account}` });
  if (!iban) throw new Error(`Cannot compose IBAN for ${bankCode}${account}`);
  return iban;
}

// ----------------------------------------------------------------------------------------------
// Contracts and transactions
// ----------------------------------------------------------------------------------------------

interface TxSpec {
  op: OperationType;
  date: IsoDate;
  amount: number;
  accountType: string | null;
  counterparty: string | null;
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
const JONAS_MONTHLY_AMOUNT = 100;
const JONAS_PAYMENT_DAY = 5;

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
      // Rasa (issue 12): pillar II only, in the life-cycle fund of her birth year; joins pillar III.
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
    // Rūta (issue 13b): both pillars accumulating, nothing applied for yet.
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

// ----------------------------------------------------------------------------------------------
// Seeding
// ----------------------------------------------------------------------------------------------

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
  return (rows[0]?.count ?? 0) === 0;
}

/** Seeds the demo data when the database has no customers. Returns true when it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, options);
  return true;
}

interface Ctx {
  tx: Queryable;
  today: IsoDate;
  demoLinks: boolean;
  customerIds: Map<string, number>;
  fundIds: Map<string, number>;
  unitValues: Map<string, Map<IsoDate, number>>;
  contractIds: Map<string, number>;
  /** Every contract's transactions as inserted (units and unit values), by contract number. */
  ledger: Map<string, LedgerContract>;
}

interface LedgerRow extends TxSpec {
  units: number;
  unitValue: number;
}

interface LedgerContract {
  owner: string;
  contractNumber: string;
  pillar: 2 | 3;
  fundCode: string;
  fundName: string;
  signDate: IsoDate;
  rows: LedgerRow[];
}

async function insertOne(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Insert returned no id');
  return id;
}

function ts(date: IsoDate, time = '09:00:00'): string {
  return `${date}T${time}Z`;
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  const today = options.today ?? todayInLithuania();
  const passwordHash = await hashPassword(DEMO_PASSWORD_LOGIN.password);
  await db.transaction(async (tx) => {
    // Another process may have seeded between the emptiness check and here.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [727_003]);
    const existing = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
    if ((existing[0]?.count ?? 0) > 0) return;
    const ctx: Ctx = {
      tx,
      today,
      demoLinks: options.demoLinks ?? true,
      customerIds: new Map(),
      fundIds: new Map(),
      unitValues: new Map(),
      contractIds: new Map(),
      ledger: new Map(),
    };
    await seedReferenceData(ctx);
    await seedFunds(ctx);
    await seedCustomers(ctx, passwordHash);
    await seedContracts(ctx);
    await seedApplications(ctx);
    await seedDocumentsAndNotifications(ctx);
    await seedInvoices(ctx);
    await seedAml(ctx);
    await seedBrokers(ctx);
    await seedInvestmentFunds(ctx);
    await seedPreviousLogins(ctx);
    await tx.query(`INSERT INTO audit_log (customer_id, action, details) VALUES (NULL, 'seed.demo', $1)`, [
      JSON.stringify({ today, personas: DEMO_PERSONAS.map((persona) => persona.personalCode) }),
    ]);
  });
}

async function seedReferenceData({ tx }: Ctx): Promise<void> {
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

async function seedFunds(ctx: Ctx): Promise<void> {
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

async function seedCustomers(ctx: Ctx, passwordHash: string): Promise<void> {
  const { tx } = ctx;
  for (const customer of CUSTOMERS) {
    const info = parsePersonalCode(customer.personalCode);
    if (!info) throw new Error(`Invalid seed personal code ${customer.personalCode}`);
    const id = await insertOne(
      tx,
      `INSERT INTO customers (personal_code, first_name, last_name, birth_date, gender, citizenship, is_usa_citizen,
         business_account_status, profile_update_required, epn_agreement, asset_score_agreement, mobile_id_phone, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
      [
        customer.personalCode,
        customer.firstName,
        customer.lastName,
        info.birthDate,
        info.gender,
        customer.citizenship,
        customer.isUsaCitizen,
        customer.businessAccountStatus,
        customer.profileUpdateRequired,
        customer.epnAgreement,
        customer.assetScoreAgreement,
        customer.mobileIdPhone,
        ts(addDays(ctx.today, -900)),
      ],
    );
    ctx.customerIds.set(customer.personalCode, id);
    for (const [index, email] of customer.emails.entries()) {
      await tx.query('INSERT INTO customer_emails (customer_id, email, is_primary) VALUES ($1, $2, $3)', [
        id,
        email,
        index === 0,
      ]);
    }
    for (const kind of ['primary', 'secondary'] as const) {
      const phone = customer.phones[kind];
      if (phone)
        await tx.query('INSERT INTO customer_phones (customer_id, phone, kind) VALUES ($1, $2, $3)', [
          id,
          phone,
          kind,
        ]);
    }
    const addresses: [string, AddressSeed | null][] = [
      ['residence', customer.residence],
      ['mailing', customer.mailing],
    ];
    for (const [kind, address] of addresses) {
      if (!address) continue;
      const cityInfo = CITY_INFO[address.city];
      await tx.query(
        `INSERT INTO customer_addresses (customer_id, kind, country_code, state, municipality, city, street, house, flat, postal_code)
         VALUES ($1, $2, 'LT', $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          kind,
          cityInfo.state,
          cityInfo.municipality,
          address.city,
          address.street,
          address.house,
          address.flat,
          address.postalCode,
        ],
      );
    }
    for (const [type, accepted] of Object.entries(customer.gdpr)) {
      await tx.query('INSERT INTO gdpr_agreements (customer_id, gdpr_type, accepted) VALUES ($1, $2, $3)', [
        id,
        Number(type),
        accepted,
      ]);
    }
    for (const account of customer.bankAccounts) {
      const bank = BANKS.find((candidate) => candidate.bankCode === account.bankCode);
      if (!bank) throw new Error(`Unknown bank ${account.bankCode}`);
      await tx.query(
        `INSERT INTO bank_accounts (customer_id, iban, swift_code, bank_name, is_primary, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          demoIban(account.bankCode, account.account),
          bank.swiftCode,
          bank.name,
          account.isPrimary,
          ts(addDays(ctx.today, -800)),
        ],
      );
    }
    const [paymentReminder, processedPayment, quarterReport, withoutPayments, byEmail] =
      customer.notificationSettings;
    await tx.query(
      `INSERT INTO notification_settings (customer_id, payment_reminder, processed_payment, quarter_report, contract_without_payments, reports_by_email)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, paymentReminder, processedPayment, quarterReport, withoutPayments, byEmail],
    );
  }
  const jonas = ctx.customerIds.get(DEMO_PASSWORD_LOGIN.personalCode);
  await tx.query(
    'INSERT INTO password_credentials (customer_id, username, password_hash) VALUES ($1, $2, $3)',
    [jonas, DEMO_PASSWORD_LOGIN.username, passwordHash],
  );
  // Rūta registered (§2 /register) and logs in by password; she has no contract yet. Her demo password is
  // Jonas's (DEMO_PASSWORD_JOINER.password), so the one hash computed per seed serves both.
  const ruta = ctx.customerIds.get(DEMO_PASSWORD_JOINER.personalCode);
  await tx.query(
    'INSERT INTO password_credentials (customer_id, username, password_hash) VALUES ($1, $2, $3)',
    [ruta, DEMO_PASSWORD_JOINER.username, passwordHash],
  );
  await tx.query('UPDATE customers SET registered_at = $2 WHERE id = $1', [ruta, ts(addDays(ctx.today, -3))]);
  // The exit link belongs to a potential customer (no contracts), the others to Jonas.
  const lukas = ctx.customerIds.get(DEMO_EXIT_PERSONAL_CODE);
  const hashes: [string, string, number | undefined][] = [
    [DEMO_LINK_HASHES.passwordReset, 'password-reset', jonas],
    [DEMO_LINK_HASHES.potentialCustomer, 'potential-customer', lukas],
    [DEMO_LINK_HASHES.gdpr, 'gdpr', jonas],
    [DEMO_LINK_HASHES.notifications, 'notifications', jonas],
  ];
  if (!ctx.demoLinks) return;
  for (const [token, purpose, customerId] of hashes) {
    // Only the SHA-256 of a link token is stored (server/api/link-tokens.ts).
    await tx.query(
      `INSERT INTO link_hashes (token_hash, customer_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
      [tokenHash(token), customerId, purpose, DEMO_LINK_TTL_HOURS],
    );
  }
}

async function seedContracts(ctx: Ctx): Promise<void> {
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
      `INSERT INTO transactions (contract_id, customer_id, operation_type, trade_date, amount, units, unit_value, account_type, counterparty)
       SELECT $1, $2, op, d, amount, units, uv, account_type, counterparty
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

async function seedApplications(ctx: Ctx): Promise<void> {
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

interface QuarterInfo {
  /** '2026 m. III ketvirtis' */
  label: string;
  /** '2026 m. III ketvirčio' */
  labelGenitive: string;
  /** 'Q3 2026' */
  labelEn: string;
  start: IsoDate;
  end: IsoDate;
}

const ROMAN_QUARTERS = ['I', 'II', 'III', 'IV'] as const;

/** The last `count` completed calendar quarters before `today`, newest first. */
function completedQuarters(today: IsoDate, count: number): QuarterInfo[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  let quarterIndex = year * 4 + Math.floor((month - 1) / 3) - 1;
  const result: QuarterInfo[] = [];
  for (let i = 0; i < count; i += 1, quarterIndex -= 1) {
    const qYear = Math.floor(quarterIndex / 4);
    const q = (quarterIndex % 4) + 1;
    const start = `${qYear}-${String((q - 1) * 3 + 1).padStart(2, '0')}-01`;
    const end = addDays(addMonths(start, 3), -1);
    result.push({
      label: `${qYear} m. ${ROMAN_QUARTERS[q - 1]} ketvirtis`,
      labelGenitive: `${qYear} m. ${ROMAN_QUARTERS[q - 1]} ketvirčio`,
      labelEn: `Q${q} ${qYear}`,
      start,
      end,
    });
  }
  return result;
}

async function insertDocument(
  ctx: Ctx,
  doc: {
    owner: string;
    contractNumber: string | null;
    type: DocumentType;
    title: string;
    titleEn: string;
    fileName: string;
    content: Uint8Array;
    created: IsoDate;
  },
): Promise<number> {
  return insertOne(
    ctx.tx,
    `INSERT INTO documents (customer_id, contract_id, document_type, document_type_cfg_nr, title, title_en, file_name, mime_type, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'application/pdf', $8, $9) RETURNING id`,
    [
      ctx.customerIds.get(doc.owner),
      doc.contractNumber ? ctx.contractIds.get(doc.contractNumber) : null,
      doc.type,
      DOCUMENT_TYPE_CFG_NR[doc.type],
      doc.title,
      doc.titleEn,
      doc.fileName,
      doc.content,
      ts(doc.created, '06:00:00'),
    ],
  );
}

const eur = (value: number): string => formatMoney(value, 'lt');
const { weekdays: serviceWeekdays, saturday: serviceSaturday } = CUSTOMER_SERVICE_HOURS;
/** The portal's one set of service hours (src/domain/constants.ts), as the footer and help texts print them. */
const PDF_FOOTER = `Pensijų fondų valdymo įmonė · Klientų aptarnavimas darbo dienomis ${serviceWeekdays.from}–${serviceWeekdays.to} val., šeštadieniais ${serviceSaturday.from}–${serviceSaturday.to} val.`;

/**
 * A statement of the customer's contracts over a period, from the ledger: contributions in the period,
 * units held at its end, the unit value of that day and their product (holdingValue, to the cent).
 */
async function periodReport(
  ctx: Ctx,
  owner: string,
  name: string,
  period: { title: string; start: IsoDate; end: IsoDate; paidHeader: string },
): Promise<Uint8Array> {
  const rows = [...ctx.ledger.values()]
    .filter((contract) => contract.owner === owner)
    .sort((a, b) => (a.contractNumber < b.contractNumber ? -1 : 1))
    .map((contract) => {
      const upToEnd = contract.rows.filter((row) => row.date <= period.end);
      const units = round(
        upToEnd.reduce((sum, row) => sum + row.units, 0),
        4,
      );
      const paid =
        contract.rows
          .filter(
            (row) => row.date >= period.start && row.date <= period.end && PAID_OPERATIONS.includes(row.op),
          )
          .reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100;
      const unitValue = valueOn(ctx.unitValues.get(contract.fundCode) ?? new Map(), period.end);
      return [
        contract.contractNumber,
        contract.fundName,
        eur(paid),
        `${formatUnits(units)}${NBSP}vnt.`,
        formatUnits(unitValue),
        eur(holdingValue(units, unitValue)),
      ];
    });
  return renderPdf({
    title: period.title,
    subtitle: `${name}, laikotarpis ${period.start} – ${period.end}`,
    table: {
      header: [
        'Sutartis',
        'Fondas',
        { header: period.paidHeader, align: 'right' },
        { header: 'Vienetai', align: 'right' },
        { header: 'Vieneto vertė', align: 'right' },
        { header: 'Vertė laikotarpio pab.', align: 'right' },
      ],
      rows,
    },
    paragraphs: [
      'Vertė – vienetų skaičius, padaugintas iš vieneto vertės laikotarpio pabaigoje. Valdymo mokesčiai jau įskaičiuoti į vieneto vertę.',
      'Ši ataskaita parengta automatiškai. Investavimo rezultatai praeityje negarantuoja tokių pačių rezultatų ateityje.',
    ],
    footer: PDF_FOOTER,
    date: new Date(`${addDays(period.end, 10)}T06:00:00Z`),
  });
}

function quarterReport(ctx: Ctx, owner: string, name: string, quarter: QuarterInfo): Promise<Uint8Array> {
  return periodReport(ctx, owner, name, {
    title: `Ketvirčio ataskaita, ${quarter.label}`,
    start: quarter.start,
    end: quarter.end,
    paidHeader: 'Įmokos per ketvirtį',
  });
}

/** The ledger rows of one contract, oldest first. */
function ledgerRows(ctx: Ctx, contractNumber: string): LedgerRow[] {
  return ctx.ledger.get(contractNumber)?.rows ?? [];
}

async function seedDocumentsAndNotifications(ctx: Ctx): Promise<void> {
  const { today } = ctx;
  const quarters = completedQuarters(today, 8);
  const reports: { id: number; quarter: QuarterInfo; created: IsoDate }[] = [];
  for (const quarter of quarters) {
    const created = addDays(quarter.end, 10);
    if (created > today) continue;
    const id = await insertDocument(ctx, {
      owner: '30303039914',
      contractNumber: null,
      type: 'Report',
      title: `Ketvirčio ataskaita, ${quarter.label}`,
      titleEn: `Quarterly report, ${quarter.labelEn}`,
      fileName: `ketvircio-ataskaita-${quarter.start.slice(0, 7)}.pdf`,
      content: await quarterReport(ctx, '30303039914', 'Jonas Petrauskas', quarter),
      created,
    });
    reports.push({ id, quarter, created });
  }
  for (const contract of ctx.ledger.values()) {
    const owner = CUSTOMERS.find((customer) => customer.personalCode === contract.owner);
    if (!owner) continue;
    const name = `${owner.firstName} ${owner.lastName}`;
    await insertDocument(ctx, {
      owner: contract.owner,
      contractNumber: contract.contractNumber,
      type: 'Contract',
      title: `Pensijų kaupimo sutartis ${contract.contractNumber}`,
      titleEn: `Pension accumulation contract ${contract.contractNumber}`,
      fileName: `sutartis-${contract.contractNumber}.pdf`,
      content: await renderPdf({
        title: `Pensijų kaupimo sutartis Nr. ${contract.contractNumber}`,
        subtitle: `Pasirašyta ${contract.signDate}`,
        rows: [
          ['Dalyvis', name],
          ['Pensijų pakopa', `${contract.pillar === 2 ? 'II' : 'III'} pakopa`],
          ['Fondas', contract.fundName],
          ['Sutarties data', contract.signDate],
        ],
        paragraphs: [
          'Sutartis pasirašyta elektroniniu parašu. Sutarties sąlygos pateiktos fondo taisyklėse.',
        ],
        footer: PDF_FOOTER,
        date: new Date(`${contract.signDate}T08:00:00Z`),
      }),
      created: contract.signDate,
    });
  }

  const simpleDoc = async (
    owner: string,
    type: DocumentType,
    title: string,
    titleEn: string,
    fileName: string,
    created: IsoDate,
    paragraphs: string[],
  ): Promise<number> =>
    insertDocument(ctx, {
      owner,
      contractNumber: null,
      type,
      title,
      titleEn,
      fileName,
      content: await renderPdf({
        title,
        subtitle: created,
        paragraphs,
        footer: PDF_FOOTER,
        date: new Date(`${created}T08:00:00Z`),
      }),
      created,
    });
  await simpleDoc(
    '30303039914',
    'Gdpr',
    'Sutikimas dėl asmens duomenų tvarkymo',
    'Consent to personal data processing',
    'gdpr-sutikimas.pdf',
    addDays(today, -400),
    ['Klientas sutiko gauti rinkodaros pranešimus ir banko grupės pasiūlymus.'],
  );
  // The annual statement of last year, issued on 15 January (of this year, or of last year when this
  // year's is not out yet).
  const thisYearStatement = `${today.slice(0, 4)}-01-15`;
  const statementYear = Number(today.slice(0, 4)) - (thisYearStatement <= today ? 1 : 2);
  await insertDocument(ctx, {
    owner: '30303039914',
    contractNumber: null,
    type: 'STA',
    title: `Metinis sąskaitos išrašas, ${statementYear} m.`,
    titleEn: `Annual account statement, ${statementYear}`,
    fileName: `metinis-israsas-${statementYear}.pdf`,
    content: await periodReport(ctx, '30303039914', 'Jonas Petrauskas', {
      title: `Metinis sąskaitos išrašas, ${statementYear} m.`,
      start: `${statementYear}-01-01`,
      end: `${statementYear}-12-31`,
      paidHeader: 'Įmokos per metus',
    }),
    created: `${statementYear + 1}-01-15`,
  });
  await simpleDoc(
    '30303039914',
    'PaymentAttachment',
    'E. sąskaitos sutikimo patvirtinimas',
    'E-invoice consent confirmation',
    'e-saskaitos-patvirtinimas.pdf',
    addDays(today, -400),
    [
      `E. sąskaitų sutikimas EIS-2023-004512 pateiktas AB SEB bankas: ${eur(JONAS_MONTHLY_AMOUNT)} kas mėnesį iki ${JONAS_PAYMENT_DAY} d. į sutartį 3P-2008813.`,
    ],
  );
  const lastQuarter = quarters[0];
  const onaReport =
    lastQuarter && addDays(lastQuarter.end, 10) <= today
      ? {
          quarter: lastQuarter,
          created: addDays(lastQuarter.end, 10),
          id: await insertDocument(ctx, {
            owner: '40504040001',
            contractNumber: null,
            type: 'Report',
            title: `Ketvirčio ataskaita, ${lastQuarter.label}`,
            titleEn: `Quarterly report, ${lastQuarter.labelEn}`,
            fileName: `ketvircio-ataskaita-${lastQuarter.start.slice(0, 7)}.pdf`,
            content: await quarterReport(ctx, '40504040001', 'Ona Kazlauskienė', lastQuarter),
            created: addDays(lastQuarter.end, 10),
          }),
        }
      : null;

  const notifications: NotificationSeed[] = [];
  reports.slice(0, 3).forEach((report, index) => {
    notifications.push(quarterReportNotice('30303039914', report, index > 0));
  });
  if (onaReport) notifications.push(quarterReportNotice('40504040001', onaReport, false));
  // Processed payments: the two latest contributions Jonas made himself, on the day they were credited.
  const jonasOwn = ledgerRows(ctx, '3P-2008813').filter(
    (row) => row.op === 'ip' && row.accountType === 'PersonalContributions',
  );
  jonasOwn
    .slice(-2)
    .reverse()
    .forEach((row, index) => {
      notifications.push({
        owner: '30303039914',
        type: 'ProcessedPayment',
        title: 'Įmoka įskaityta',
        titleEn: 'Contribution credited',
        message: `Jūsų ${formatMoney(row.amount, 'lt')} įmoka į III pakopos sutartį 3P-2008813 įskaityta ${row.date}.`,
        messageEn: `Your ${formatMoney(row.amount, 'en')} contribution to pillar III contract 3P-2008813 was credited on ${row.date}.`,
        documentId: null,
        isRead: index > 0,
        created: row.date,
      });
    });
  // Reminders before a due date: Jonas's for this month's e-invoice (still unpaid), Tomas's before
  // his next contribution on the 10th.
  notifications.push(
    reminderNotice(
      '30303039914',
      JONAS_PAYMENT_DAY,
      withDay(today, 1) <= today ? withDay(today, 1) : today,
      true,
    ),
  );
  const tomasReminder = addDays(withDay(today, 10), -5);
  notifications.push(
    reminderNotice(
      '39901012239',
      10,
      tomasReminder <= today ? tomasReminder : addMonths(tomasReminder, -1),
      false,
    ),
  );
  const mantasLast = ledgerRows(ctx, '3P-2012519')
    .filter((row) => row.op === 'ip')
    .at(-1);
  if (mantasLast) {
    const months = monthsBetween(mantasLast.date, today);
    notifications.push({
      owner: '50001018865',
      type: 'ContractWithoutPayments',
      title: 'Sutartyje nėra įmokų',
      titleEn: 'No contributions to your contract',
      message: `Į sutartį 3P-2012519 įmokų negauta jau ${months} mėn. (paskutinė įmoka ${mantasLast.date}).`,
      messageEn: `No contributions have reached contract 3P-2012519 for ${months} months (the last one on ${mantasLast.date}).`,
      documentId: null,
      isRead: false,
      created: addDays(today, -12),
    });
  }
  for (const notice of notifications) {
    await ctx.tx.query(
      `INSERT INTO notifications (customer_id, type, title, title_en, message, message_en, document_id, is_read, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [
        ctx.customerIds.get(notice.owner),
        notice.type,
        notice.title,
        notice.titleEn,
        notice.message,
        notice.messageEn,
        notice.documentId,
        notice.isRead,
        ts(notice.created <= today ? notice.created : today, '07:30:00'),
      ],
    );
  }
}

interface NotificationSeed {
  owner: string;
  type: 'QuarterReport' | 'PaymentReminder' | 'ProcessedPayment' | 'ContractWithoutPayments';
  title: string;
  titleEn: string;
  message: string;
  messageEn: string;
  documentId: number | null;
  isRead: boolean;
  created: IsoDate;
}

function quarterReportNotice(
  owner: string,
  report: { id: number; quarter: QuarterInfo; created: IsoDate },
  isRead: boolean,
): NotificationSeed {
  return {
    owner,
    type: 'QuarterReport',
    title: 'Parengta ketvirčio ataskaita',
    titleEn: 'Your quarterly report is ready',
    message: `Jūsų ${report.quarter.labelGenitive} ataskaita jau dokumentų sąraše.`,
    messageEn: `Your report for ${report.quarter.labelEn} is in your documents.`,
    documentId: report.id,
    isRead,
    created: report.created,
  };
}

function reminderNotice(owner: string, day: number, created: IsoDate, isRead: boolean): NotificationSeed {
  return {
    owner,
    type: 'PaymentReminder',
    title: 'Primename apie įmoką',
    titleEn: 'Contribution reminder',
    message: `Iki mėnesio ${day} d. laukiame jūsų III pakopos įmokos.`,
    messageEn: `We expect your pillar III contribution by day ${day} of the month.`,
    documentId: null,
    isRead,
    created,
  };
}

/**
 * Jonas's e-invoices of the last six months, from the ledger: a month with his 100 € contribution is
 * paid, this month's (no contribution yet) is unpaid, or overdue after its due date.
 */
async function seedInvoices(ctx: Ctx): Promise<void> {
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

async function seedAml(ctx: Ctx): Promise<void> {
  const { today, tx } = ctx;
  const declaration = async (
    owner: string,
    status: string,
    validUntil: IsoDate | null,
    created: IsoDate,
    withFile: boolean,
  ): Promise<void> => {
    let documentId: number | null = null;
    if (withFile) {
      documentId = await insertDocument(ctx, {
        owner,
        contractNumber: null,
        type: 'AmlDocument',
        title: 'Kliento pažinimo anketa',
        titleEn: 'Know-your-customer questionnaire',
        fileName: `kpa-${created}.pdf`,
        content: await renderPdf({
          title: 'Kliento pažinimo (AML) anketa',
          subtitle: `Pateikta ${created}`,
          rows: [
            ['Pajamų šaltinis', 'Darbo užmokestis'],
            ['Metinės pajamos', '15 000–30 000 €'],
            ['Politiškai pažeidžiamas asmuo', 'Ne'],
            ['Galutinis naudos gavėjas', 'Pats klientas'],
          ],
          footer: PDF_FOOTER,
          date: new Date(`${created}T08:00:00Z`),
        }),
        created,
      });
    }
    await tx.query(
      `INSERT INTO aml_declarations (customer_id, status, valid_until, document_id, declaration_json, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        ctx.customerIds.get(owner),
        status,
        validUntil,
        documentId,
        JSON.stringify({ income: '15000-30000', pep: false }),
        ts(created),
      ],
    );
  };
  await declaration('30303039914', 'Valid', addDays(today, 500), addDays(today, -230), true);
  await declaration('40504040001', 'Invalid', addDays(today, -30), addDays(today, -760), true);
  await declaration('39901012239', 'Pending', null, addDays(today, -2), false);
  await declaration('50001018865', 'Valid', addDays(today, 300), addDays(today, -430), true);
  await declaration('48503121230', 'Valid', addDays(today, 400), addDays(today, -300), true);
  // An incomplete draft of Ona's, last saved 3 days ago (kept 15 days after the last save): a typed
  // AmlDeclarationDraft with the contacts step answered.
  await tx.query(
    `INSERT INTO aml_drafts (customer_id, declaration_json, created_at, updated_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
    [
      ctx.customerIds.get('40504040001'),
      JSON.stringify({
        contacts: {
          email: 'ona.kazlauskiene@example.com',
          phone: '+37062345678',
          address: 'Laisvės al. 53-4, LT-44309 Kaunas',
          countryOfResidence: 'LT',
        },
      }),
      ts(addDays(today, -3)),
      ts(addDays(today, 12)),
    ],
  );
}

async function seedBrokers(ctx: Ctx): Promise<void> {
  const { tx } = ctx;
  const brokerId = await insertOne(
    tx,
    `INSERT INTO brokers (broker_code, name, company, email, phone_number) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    ['PK-1024', 'Rūta Jonaitienė', 'UAB „Finansų partneriai“', 'ruta.jonaitiene@example.com', '+37061111222'],
  );
  await tx.query(
    `INSERT INTO brokers (broker_code, name, company, email, phone_number) VALUES ($1, $2, $3, $4, $5)`,
    ['VLN/07', 'Darius Mockus', 'UAB „Pensijų konsultantai“', 'darius.mockus@example.com', '+37062222333'],
  );
  await tx.query(
    `INSERT INTO referrals (customer_id, broker_id, contract_id, referral_email, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      ctx.customerIds.get('50001018865'),
      brokerId,
      ctx.contractIds.get('3P-2012519'),
      'mantas.stankevicius@example.com',
      ts(addMonths(ctx.today, -20)),
    ],
  );
}

async function seedInvestmentFunds(ctx: Ctx): Promise<void> {
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

/**
 * An earlier login of each customer with contracts (a logged-out refresh-token family), so the dashboard
 * greets them with the time of their last login: two days ago in the evening (Vilnius time).
 */
async function seedPreviousLogins(ctx: Ctx): Promise<void> {
  const earlier = addDays(ctx.today, -2);
  for (const [personalCode, time] of [
    ['30303039914', '16:42:00'],
    ['40504040001', '07:15:00'],
    ['39901012239', '12:05:00'],
    ['50001018865', '18:30:00'],
  ] as const) {
    const customerId = ctx.customerIds.get(personalCode);
    if (customerId === undefined) continue;
    await ctx.tx.query(
      `INSERT INTO auth_refresh_families (family_id, customer_id, provider, scope, created_at, expires_at, revoked_at, revoked_reason)
       VALUES ($1, $2, 'pension_smart_id', 'offline_access openid sbam', $3, $3::timestamptz + interval '12 hours',
               $3::timestamptz + interval '9 minutes', 'logout')`,
      [`seed-previous-login-${personalCode}`, customerId, ts(earlier, time)],
    );
  }
}
