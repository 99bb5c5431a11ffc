// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/domain/constants';

/**
 * Every constant of src/domain/constants.ts against the specification's literal value (portal-spec.md
 * §9 "Business constants and limits", §5 "Validation rules", §1). A changed constant fails here, whatever
 * the code that reads it does with it.
 */
const SPEC: ReadonlyArray<readonly [name: keyof typeof constants, value: unknown, reference: string]> = [
  // §9 Authentication
  [
    'ACCESS_TOKEN_REFRESH_LEAD_MS',
    120_000,
    '§9 Authentication: access token refreshed 2 minutes before expiry',
  ],
  ['EID_POLL_INTERVAL_MS', 3_000, '§9 Authentication: device polling 3 s'],
  ['EID_LOGIN_WINDOW_MS', 120_000, '§9 Authentication: window 120 s'],
  ['EID_MAX_FINALIZE_RETRIES', 10, '§9 Authentication: max 10 finalize retries'],
  [
    'DEVICE_LINK_REFRESH_MS',
    1_000,
    "SK's Smart-ID device-link documentation: the QR link rebuilt every second",
  ],
  ['EID_REMEMBERED_BROWSER_MS', 2_592_000_000, 'docs/eid.md: a remembered browser is kept 30 days'],
  ['DEVICE_LINK_MAX_AGE_MS', 3_000, "SK's Smart-ID device-link documentation: no QR older than 3 s shown"],
  ['INACTIVITY_TIMEOUT_MS', 600_000, '§9 Authentication: inactivity session 10 min'],
  ['INACTIVITY_WARNING_MS', 300_000, '§9 Authentication: logout warning at 5 min (the countdown is 5 min)'],
  [
    'INACTIVITY_WARNING_AFTER_MS',
    300_000,
    '§9 Authentication: logout warning at 5 min (10 min - 5 min idle)',
  ],
  ['ANALYTICS_CONSENT_DAYS', 30, '§9 Authentication: analytics consent valid 30 days'],
  ['REFERRAL_STORE_MONTHS', 3, '§9 Authentication: referral stored 3 months'],
  // §9 Formats and limits, §5 Validation rules, §1
  ['PHONE_PREFIX', '+370', '§9 Formats and limits: phone prefix +370'],
  ['PHONE_NATIONAL_DIGITS', 8, '§5 Phone: +370 followed by 8 digits'],
  ['PERSONAL_CODE_LENGTH', 11, '§9 Formats and limits: personal code 11 digits'],
  ['PERSONAL_CODE_TAIL_LENGTH', 4, '§5 Personal code: the tail must be exactly 4 digits'],
  ['PASSWORD_MIN_LENGTH', 7, '§9 Formats and limits: password minimum 7'],
  ['USERNAME_LENGTH', 7, '§5 Password login username: email form, or a 7-character username'],
  ['REFERRAL_CODE_MAX_LENGTH', 30, '§5 Broker referral code: 1-30 characters'],
  ['UPLOAD_MAX_FILES', 5, '§9 Formats and limits: upload 5 files'],
  ['UPLOAD_MAX_FILE_BYTES', 10 * 1024 * 1024, '§9 Formats and limits: upload 10 Mb each'],
  ['TOAST_AUTO_CLOSE_MS', 500, '§9 Formats and limits: toast auto-close 500 ms (global)'],
  ['TOAST_SUCCESS_AUTO_CLOSE_MS', 1500, '§9 Formats and limits: toast auto-close 1500 ms (success)'],
  [
    'UPLOAD_ACCEPTED_MIME_TYPES',
    ['image/jpeg', 'image/png', 'application/pdf'],
    '§5 Document upload: JPG, PNG or PDF only (no Doc/Docx)',
  ],
  ['ADULT_AGE_YEARS', 18, '§1: only adults (18+) can sign contracts by self-service'],
  // §9 Contributions and tax
  ['CONTRIBUTION_RATE', 0.03, '§9 Contributions and tax: contribution rate 3%'],
  ['STATE_CONTRIBUTION_RATE', 0.015, '§9 Contributions and tax: plus 1.5% from the state'],
  ['STATE_INCENTIVE_EUR_PER_YEAR', 197, '§9 Contributions and tax: state incentive about 197 EUR per year'],
  ['HOLIDAY_MAX_MONTHS', 12, '§9 Contributions and tax: holiday maximum 12 months'],
  ['HOLIDAY_MIN_PERIOD_MONTHS', 1, '§5 Vacation from contributions: at least 1 month per period'],
  ['HOLIDAY_REQUEST_LEAD_DAYS', 30, '§5 Vacation from contributions: at least 30 days before the start'],
  ['PILLAR_2_CANCELLATION_DAYS', 30, '§9 Contributions and tax: cancellation 30 days for pillar II'],
  ['PILLAR_3_CANCELLATION_MONTHS', 6, '§9 Contributions and tax: 6 months for pillar III (no first payment)'],
  ['TAX_RELIEF_MAX_EUR', 300, '§9 Contributions and tax: income tax relief up to 300 EUR'],
  [
    'TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR',
    1500,
    '§9 Contributions and tax: on contributions up to 1500 EUR per year',
  ],
  ['TAX_RELIEF_DEADLINE', { month: 12, day: 28 }, '§9 Contributions and tax: deadline 28 December'],
  ['TYPICAL_PAYMENT_MIN_EUR', 50, '§9 Contributions and tax: typical payment suggestion 50-90 EUR'],
  ['TYPICAL_PAYMENT_MAX_EUR', 90, '§9 Contributions and tax: typical payment suggestion 50-90 EUR'],
  ['FIRST_E_INVOICE_DAYS', 5, '§9 Contributions and tax: first e-invoice within 5 days of the contract'],
  // §9 Other, §5 Limit increase
  ['LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR', 1000, '§9 Other: limit increase threshold 1000 EUR per year'],
  [
    'INVESTMENT_THRESHOLD_EUR_PER_MONTH',
    83,
    '§5 Investment thresholds: up to 1,000 EUR per year (83 per month)',
  ],
  ['ASSET_COMPARISON_DIVISOR', 240, '§9 Other: asset comparison uses a divide-by-240 rule'],
  ['AML_DRAFT_KEPT_DAYS', 15, '§9 Other: incomplete AML draft kept 15 days'],
  ['SIGNING_WINDOW_MS', 600_000, '§9 Other: Smart-ID contracting up to 10 minutes'],
  ['WITHDRAWAL_FEE_RATE', 0.1, '§9 Third-pillar fees: withdrawal fee 10%'],
  ['WITHDRAWAL_FEE_YEARS', 2, '§9 Third-pillar fees: within 2 years of the last withdrawal'],
  ['START_FEE_PERIOD_MONTHS', 12, '§9 Third-pillar fees: start fee over the first 12 months'],
  ['START_FEE', { capEur: 200, minEur: 100 }, '§9 Third-pillar fees: capped at 200 (minimum 100)'],
  [
    'START_FEE_SUSTAINABLE',
    { capEur: 300, minEur: 200 },
    '§9 Third-pillar fees: 300 (minimum 200) for sustainable',
  ],
  ['START_FEE_WAIVER_ASSETS_EUR', 2000, '§9 Third-pillar fees: a transfer over 2000 EUR ...'],
  ['START_FEE_WAIVER_CONTRACT_MONTHS', 12, '§9 Third-pillar fees: ... and 12 months waives the start fee'],
  [
    'DEPOSIT_PROMOTION',
    { rate: 0.04, months: 6, minEur: 100, maxEur: 25000 },
    '§9 Other: deposit promotion 4% for 6 months, 100-25000 EUR',
  ],
  [
    'CUSTOMER_SERVICE_HOURS',
    { everyDay: { from: 8, to: 22 }, weekdays: { from: 8, to: 18 }, saturday: { from: 9, to: 13 } },
    '§9 Other: customer service every day 8:00-22:00; phone weekdays 8-18, Saturdays 9-13',
  ],
  [
    'TERMINATION_WORKING_DAYS',
    { pillar2: { min: 1, max: 2 }, pillar3: { min: 1, max: 1 } },
    '§1 Execution times: fund termination 1-2 working days for pillar II, 1 for pillar III',
  ],
];

describe('spec constants (§9, §5, §1) have the specification’s values', () => {
  it.each(SPEC)('%s = %j (%s)', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it('every exported constant is pinned in the table above, once', () => {
    const pinned = SPEC.map(([name]) => name);
    expect(new Set(pinned).size).toBe(pinned.length);
    expect([...pinned].sort()).toEqual(Object.keys(constants).sort());
  });
});

// ── Static scan: every constant is used outside tests ─────────────────────────────────────────────

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CONSTANTS_FILE = join(ROOT, 'src/domain/constants.ts');
/** Where production code lives (tests, generated catalogues and build output excluded). */
const SOURCE_DIRS = ['src', 'machines', 'server', 'scripts', 'stories', '.storybook'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'locales']);

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return SKIP_DIRS.has(entry) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry) ? [path] : [];
  });
}

const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** Names each file imports from src/domain/constants.ts (by resolving the relative module path). */
function importsOfConstants(): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    if (file === CONSTANTS_FILE) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const [, names = '', specifier = ''] = match;
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier).replace(/\.(ts|js)$/, '');
      if (`${target}.ts` !== CONSTANTS_FILE) continue;
      for (const raw of names.split(',')) {
        const name = raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) users.set(name, [...(users.get(name) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return users;
}

describe('spec constants are used', () => {
  it('every exported constant is imported by code outside tests (delete it, or use it where its rule lives)', () => {
    const users = importsOfConstants();
    const unused = Object.keys(constants).filter((name) => !users.has(name));
    expect(unused).toEqual([]);
  });

  it('the scan sees real imports (machines, views and the server)', () => {
    const users = importsOfConstants();
    expect(users.get('EID_POLL_INTERVAL_MS')).toContain('machines/auth/eid-login.machine.ts');
    expect(users.get('EID_LOGIN_WINDOW_MS')).toContain('server/auth/eid-sessions.ts');
    expect(users.get('ASSET_COMPARISON_DIVISOR')).toContain('server/api/dashboard.ts');
  });
});
