/**
 * The one home of every number of the specification's §9 (business constants and limits) and §5
 * (validation rules) that the portal implements. Machines read their `delays` from here, domain rules
 * their limits, views the figures they print, and the server the same limits (the server may import
 * src/domain). This module has no imports, so it fits every layer.
 *
 * Conventions: durations carry their unit in the name (`_MS`, `_DAYS`, `_MONTHS`); money is in whole
 * euro (`_EUR`); rates are fractions (0.03 = 3 %).
 *
 * Rules: a value is defined here once and nowhere else (no copy in a rule, a view or the server); every
 * export is used outside tests; tests/unit/domain/spec-constants.test.ts pins each value to the spec's
 * literal value and fails when an export is not imported anywhere. A §9 number whose rule is not built
 * yet (fees, processing times, customer-service hours, Smart-ID contracting, toasts, AML questionnaire
 * length …) is added here together with the code that uses it.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

// ── §9 Authentication ───────────────────────────────────────────────────────────────────────────

/** The access token is refreshed this long before it expires (2 min). */
export const ACCESS_TOKEN_REFRESH_LEAD_MS = 2 * MINUTE_MS;
/** Smart-ID / Mobile-ID: finalize-login polling interval (3 s). */
export const EID_POLL_INTERVAL_MS = 3 * SECOND_MS;
/** Smart-ID / Mobile-ID: the whole login window shown as a countdown (120 s); the server ends it too. */
export const EID_LOGIN_WINDOW_MS = 120 * SECOND_MS;
/** Smart-ID QR code: its link is rebuilt by the server every second (SK's device-link rules). */
export const DEVICE_LINK_REFRESH_MS = SECOND_MS;
/** Smart-ID QR code: none older than this is ever on screen (SK's device-link rules). */
export const DEVICE_LINK_MAX_AGE_MS = 3 * SECOND_MS;
/**
 * Smart-ID: a browser that completed a device-link login may start the next login without the personal code
 * for this long (30 days: SK recommends remembering the device; docs/eid.md "Remembered browser").
 */
export const EID_REMEMBERED_BROWSER_MS = 30 * 24 * 60 * MINUTE_MS;
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

// ── §9 Formats and limits, §5 Validation rules ──────────────────────────────────────────────────

/** Lithuanian phone numbers: +370 followed by 8 digits. */
export const PHONE_PREFIX = '+370';
export const PHONE_NATIONAL_DIGITS = 8;
/** Personal code: 11 digits (or 6 digits, hyphen, 5 digits). */
export const PERSONAL_CODE_LENGTH = 11;
/** The personal-code tail asked in password reset: exactly 4 digits. */
export const PERSONAL_CODE_TAIL_LENGTH = 4;
/** Passwords have at least 7 characters. */
export const PASSWORD_MIN_LENGTH = 7;
/** A password-login username that is not an e-mail is exactly 7 characters. */
export const USERNAME_LENGTH = 7;
/** Broker referral code: 1-30 characters before the optional `@domain`. */
export const REFERRAL_CODE_MAX_LENGTH = 30;
/** Document upload: at most 5 files at once. */
export const UPLOAD_MAX_FILES = 5;
/** Document upload: at most 10 MB per file (bytes). */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Document upload: JPG, PNG or PDF only (no DOC/DOCX). */
export const UPLOAD_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** §9 Formats and limits: toast auto-close 500 ms (global) … */
export const TOAST_AUTO_CLOSE_MS = 500;
/** … and 1500 ms for a success message. */
export const TOAST_SUCCESS_AUTO_CLOSE_MS = 1500;
/** §1: only adults (18+) sign contracts by self-service. */
export const ADULT_AGE_YEARS = 18;

// ── §9 Contributions and tax ────────────────────────────────────────────────────────────────────

/** Pillar II contribution from salary: 3 %. */
export const CONTRIBUTION_RATE = 0.03;
/** Pillar II state contribution: 1.5 %. */
export const STATE_CONTRIBUTION_RATE = 0.015;
/** Pillar II state incentive, about 197 EUR per year. */
export const STATE_INCENTIVE_EUR_PER_YEAR = 197;
/** Contribution holiday (vacation): at most 12 months in total. */
export const HOLIDAY_MAX_MONTHS = 12;
/** §5: each holiday period lasts at least 1 month. */
export const HOLIDAY_MIN_PERIOD_MONTHS = 1;
/** §5: a holiday is requested at least 30 days before it starts. */
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

// ── §9 Third-pillar fees ────────────────────────────────────────────────────────────────────────

/** Withdrawal fee: 10 % when the money is taken out within 2 years of the last withdrawal, else 0 %. */
export const WITHDRAWAL_FEE_RATE = 0.1;
export const WITHDRAWAL_FEE_YEARS = 2;
/** Start fee over the first 12 months: capped at 200 EUR (minimum 100) ... */
export const START_FEE_PERIOD_MONTHS = 12;
export const START_FEE = { capEur: 200, minEur: 100 } as const;
/** ... or 300 EUR (minimum 200) for the sustainable fund. */
export const START_FEE_SUSTAINABLE = { capEur: 300, minEur: 200 } as const;
/** A transfer of over 2000 EUR from a contract older than 12 months waives the start fee. */
export const START_FEE_WAIVER_ASSETS_EUR = 2000;
export const START_FEE_WAIVER_CONTRACT_MONTHS = 12;

// ── §9 Other, §5 Limit increase ─────────────────────────────────────────────────────────────────

/** Limit increase: above 1000 EUR per year the questionnaire (with document number and expiry) is mandatory. */
export const LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR = 1000;
/** §5 Investment thresholds: "up to 1,000 EUR per year (83 per month) or more" – the monthly figure shown. */
export const INVESTMENT_THRESHOLD_EUR_PER_MONTH = 83;
/** Asset comparison: total assets / 240 (months) = the monthly amount over 20 years. */
export const ASSET_COMPARISON_DIVISOR = 240;
/** An incomplete AML questionnaire draft is kept 15 days. */
export const AML_DRAFT_KEPT_DAYS = 15;
/** §9 "Smart-ID contracting up to 10 minutes": the window of one contract / fund-change signing. */
export const SIGNING_WINDOW_MS = 10 * MINUTE_MS;
/** Deposit promotion: 4 % for 6 months on 100-25000 EUR. */
export const DEPOSIT_PROMOTION = { rate: 0.04, months: 6, minEur: 100, maxEur: 25000 } as const;
/**
 * Customer service hours: weekdays 8-18, Saturdays 9-13 (§9 "phone weekdays 8-18, Saturdays 9-13").
 * §9 also says "every day 8:00-22:00"; the portal shows one set of hours everywhere (footer, help texts,
 * PDFs), the phone hours, because every place that shows hours shows them next to the phone number.
 */
export const CUSTOMER_SERVICE_HOURS = {
  /** Customer service (in writing and online) every day. */
  everyDay: { from: 8, to: 22 },
  /** By phone. */
  weekdays: { from: 8, to: 18 },
  saturday: { from: 9, to: 13 },
} as const;

// ── §1 Execution times (termination) ─────────────────────────────────────────────────

/** §1: fund termination takes 1-2 working days for pillar II and 1 working day for pillar III. */
export const TERMINATION_WORKING_DAYS = {
  pillar2: { min: 1, max: 2 },
  pillar3: { min: 1, max: 1 },
} as const;
