/**
 * Every number from the specification's constants section (§9), plus the limits of §1 and §5 that
 * machines and rules read, named once. Durations carry their unit in the name (`_MS`, `_DAYS`, `_MONTHS`);
 * money is in whole euro (`_EUR`) unless the name says cents; rates are fractions (0.03 = 3 %).
 *
 * Machines read their `delays` from here; views and domain rules may import these too (this module has
 * no imports, so it fits every layer).
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

// ── Authentication (§4 Login, §9 Authentication) ────────────────────────────────────────────────

/** The access token is refreshed this long before it expires (2 min). */
export const ACCESS_TOKEN_REFRESH_LEAD_MS = 2 * MINUTE_MS;
/** Smart-ID / Mobile-ID: finalize-login polling interval (3 s). */
export const EID_POLL_INTERVAL_MS = 3 * SECOND_MS;
/** Smart-ID / Mobile-ID: the whole login window shown as a countdown (120 s). */
export const EID_LOGIN_WINDOW_MS = 120 * SECOND_MS;
/** Finalize-login errors other than `authorization_pending` are retried at most this many times. */
export const EID_MAX_FINALIZE_RETRIES = 10;
/** An idle session is logged out after 10 min of inactivity. */
export const INACTIVITY_TIMEOUT_MS = 10 * MINUTE_MS;
/**
 * The logout warning (with a countdown) appears when this much time is left, i.e. after
 * `INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS` = 5 min of inactivity.
 */
export const INACTIVITY_WARNING_MS = 5 * MINUTE_MS;
/** Idle time after which the logout warning appears (10 min - 5 min = 5 min). */
export const INACTIVITY_WARNING_AFTER_MS = INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS;
/** A recorded analytics-consent choice is valid for 30 days. */
export const ANALYTICS_CONSENT_DAYS = 30;
/** A broker referral is remembered for 3 months. */
export const REFERRAL_STORE_MONTHS = 3;
/** Smart-ID contract signing may take up to 10 minutes. */
export const SMART_ID_CONTRACTING_MAX_MS = 10 * MINUTE_MS;

// ── Formats and limits (§5, §9 Formats and limits) ──────────────────────────────────────────────

export const DATE_FORMAT_ISO = 'yyyy-MM-dd';
export const DATE_FORMAT_DISPLAY = 'dd/MM/yyyy';
export const DATE_TIME_FORMAT_ISO = 'yyyy-MM-dd HH:mm:ss';
/** Lithuanian phone numbers: +370 followed by this many digits. */
export const PHONE_PREFIX = '+370';
export const PHONE_NATIONAL_DIGITS = 8;
/** Personal code: 11 digits (or 6 digits, hyphen, 5 digits). */
export const PERSONAL_CODE_LENGTH = 11;
/** The personal-code tail asked in password reset and similar checks: exactly 4 digits. */
export const PERSONAL_CODE_TAIL_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 7;
/** A password-login username that is not an e-mail is exactly 7 characters. */
export const USERNAME_LENGTH = 7;
/** Broker referral code: 1-30 characters before the optional `@domain`. */
export const REFERRAL_CODE_MAX_LENGTH = 30;
/** Document upload: at most 5 files at once. */
export const UPLOAD_MAX_FILES = 5;
/** Document upload: at most 10 MB per file (bytes). */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Global toast auto-close (500 ms). */
export const TOAST_AUTO_CLOSE_MS = 500;
/** Success toast auto-close (1500 ms). */
export const TOAST_SUCCESS_AUTO_CLOSE_MS = 1500;
/** Minimum age for self-service contract signing. */
export const ADULT_AGE_YEARS = 18;

// ── Contributions and tax (§9) ──────────────────────────────────────────────────────────────────

/** Pillar II contribution from salary: 3 %. */
export const CONTRIBUTION_RATE = 0.03;
/** Pillar II state contribution: 1.5 %. */
export const STATE_CONTRIBUTION_RATE = 0.015;
/** Pillar II state incentive, about 197 EUR per year. */
export const STATE_INCENTIVE_EUR_PER_YEAR = 197;
/** Contribution holiday (vacation): at most 12 months in total. */
export const HOLIDAY_MAX_MONTHS = 12;
/** Contribution holiday: each period at least 1 month. */
export const HOLIDAY_MIN_PERIOD_MONTHS = 1;
/** Contribution holiday: request at least 30 days before the start. */
export const HOLIDAY_REQUEST_LEAD_DAYS = 30;
/** A pillar II contract can be cancelled within 30 days of signing. */
export const PILLAR_2_CANCELLATION_DAYS = 30;
/** A pillar III contract can be cancelled within 6 months, if no first payment was made. */
export const PILLAR_3_CANCELLATION_MONTHS = 6;
/** Income tax relief: up to 300 EUR ... */
export const TAX_RELIEF_MAX_EUR = 300;
/** ... on contributions up to 1500 EUR per year. */
export const TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR = 1500;
/** Tax relief deadline: 28 December (month is 1-based). */
export const TAX_RELIEF_DEADLINE = { month: 12, day: 28 } as const;
/** Typical payment suggestion: 50-90 EUR. */
export const TYPICAL_PAYMENT_MIN_EUR = 50;
export const TYPICAL_PAYMENT_MAX_EUR = 90;
/** The first e-invoice is sent to the bank within 5 days of the contract. */
export const FIRST_E_INVOICE_DAYS = 5;

// ── Third-pillar fees (§9) ──────────────────────────────────────────────────────────────────────

/** Management fees offered by third-pillar funds (the fund mapping is not specified). */
export const MANAGEMENT_FEE_RATES = [0.008, 0.01, 0.015, 0.0059] as const;
export const DEPOSITARY_FEE_RATE_RANGE = { min: 0.0015, max: 0.002 } as const;
export const OTHER_COSTS_RATE_RANGE = { min: 0.002, max: 0.005 } as const;
/** Withdrawal fee 10 % when within 2 years of the last withdrawal, otherwise 0 %. */
export const WITHDRAWAL_FEE_RATE = 0.1;
export const WITHDRAWAL_FEE_WINDOW_YEARS = 2;
/** Start fee over the first 12 months: capped at 200 EUR (minimum 100), or 300 (minimum 200) for sustainable funds. */
export const START_FEE_PERIOD_MONTHS = 12;
export const START_FEE = { max: 200, min: 100 } as const;
export const START_FEE_SUSTAINABLE = { max: 300, min: 200 } as const;
/** A transfer over 2000 EUR and 12 months waives the start fee; below 2000 EUR assets a startup fee applies. */
export const START_FEE_WAIVER_TRANSFER_EUR = 2000;
export const START_FEE_WAIVER_CONTRACT_MONTHS = 12;

// ── Investment, limits, AML (§5, §9 Other) ──────────────────────────────────────────────────────

/** Limit increase: above 1000 EUR per year the questionnaire (with document number and expiry) is mandatory. */
export const LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR = 1000;
/** Investment threshold: up to 1000 EUR per year (83 EUR per month) or more. */
export const INVESTMENT_THRESHOLD_EUR_PER_YEAR = 1000;
export const INVESTMENT_THRESHOLD_EUR_PER_MONTH = 83;
/** Income ranges offered (EUR per year): upper bounds of the first four ranges; the last is "over 300 000". */
export const INCOME_RANGE_BOUNDS_EUR = [1000, 15000, 30000, 300000] as const;
/** An incomplete AML questionnaire draft is kept 15 days. */
export const AML_DRAFT_KEPT_DAYS = 15;
/** The AML questionnaire takes about 3 minutes (shown to the user). */
export const AML_QUESTIONNAIRE_MINUTES = 3;
/** Asset comparison divides by 240 (details not specified). */
export const ASSET_COMPARISON_DIVISOR = 240;

// ── Processing times (§1) ───────────────────────────────────────────────────────────────────────

export const FUND_CHANGE_WORKING_DAYS = { pillar2: 9, pillar3: 8 } as const;
export const FUND_TERMINATION_WORKING_DAYS = {
  pillar2: { min: 1, max: 2 },
  pillar3: { min: 1, max: 1 },
} as const;
export const PILLAR_2_TRANSFER_REGISTRATION_WORKING_DAYS = 3;
export const PILLAR_2_TRANSFER_DAYS = 3;
export const PILLAR_3_ASSET_TRANSFER_WORKING_DAYS = 7;

// ── Customer service and promotions (§9 Other) ──────────────────────────────────────────────────

/** Customer service every day 08:00-22:00; phone on weekdays 8-18 and Saturdays 9-13 (hours, 24 h clock). */
export const CUSTOMER_SERVICE_HOURS = {
  everyDay: { from: 8, to: 22 },
  phoneWeekdays: { from: 8, to: 18 },
  phoneSaturday: { from: 9, to: 13 },
} as const;
/** Deposit promotion: 4 % for 6 months on 100-25000 EUR. */
export const DEPOSIT_PROMOTION = { rate: 0.04, months: 6, minEur: 100, maxEur: 25000 } as const;
