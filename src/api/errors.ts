/**
 * The §8 API error catalogue as one pure function: an HTTP status and body -> a typed PortalError the
 * machines and views act on (show a field error, a modal, or redirect to an error page).
 *
 * Rules, in order:
 *  1. 204 -> no-content.
 *  2. A body with a non-empty `errors` array (AML answers) -> aml-errors, redirect to /error-500.
 *  3. 500 'Neteisinga banko sąskaita' -> invalid-iban; 500 'Cannot find bank account' -> unidentified-iban.
 *  4. The 400 specials (recognised by code, or by message for robustness): unable to fetch certificate,
 *     contract already exists, session missing or timed out (server-communication), invalid-old-pass,
 *     passwords-should-differ, email already exists, phone duplicated, personal code not matching the
 *     last 4 symbols, invalid token expired.
 *  5. A message containing 'deadlock' or 'timeout' -> timeout-error, redirect to /error-timeout.
 *  6. 5xx -> server-error, redirect to /error-500 (unless suppress5xx).
 *  7. 401 unauthorized, 403 forbidden (ip-banned when the body names blockedUntil), 408 timeout,
 *     429 rate-limited, 499 cancelled, 400 validation (naming the field), other 4xx client-error.
 * `suppress5xx` drops the redirect of every 5xx answer (the caller shows its own message).
 */
import { ERROR_MESSAGES } from './contract/common';

export type PortalErrorRedirect = '/error-500' | '/error-timeout';

export type PortalErrorKind =
  | 'no-content'
  | 'network'
  | 'server-error'
  | 'timeout-error'
  | 'unauthorized'
  | 'forbidden'
  | 'ip-banned'
  | 'rate-limited'
  | 'timeout'
  | 'cancelled'
  | 'validation'
  | 'not-found'
  | 'client-error'
  | 'unexpected'
  // §8 400 specials
  | 'unable-to-fetch-certificate'
  | 'contract-already-exists'
  | 'server-communication'
  | 'invalid-old-pass'
  | 'passwords-should-differ'
  | 'email-already-exists'
  | 'phone-duplicated'
  | 'personal-code-mismatch'
  | 'invalid-token-expired'
  | 'iban-repeated'
  // §8 500 specials
  | 'invalid-iban'
  | 'unidentified-iban'
  | 'aml-errors'
  // Sensitive changes (docs/security.md)
  | 'confirmation-required'
  | 'user-locked'
  | 'verification-code-invalid'
  | 'verification-expired'
  // §5 E-invoice
  | 'e-invoice-not-allowed'
  | 'unsupported-bank';

export interface PortalError {
  kind: PortalErrorKind;
  /** HTTP status; 0 when no answer arrived (network failure). */
  status: number;
  message: string;
  /** The server's machine code when it sent one. */
  code?: string;
  /** The offending field for validation errors ('body.email'). */
  field?: string;
  /** For ip-banned / rate-limited: when the block ends (ISO). */
  blockedUntil?: string;
  /** For aml-errors: the questionnaire errors. */
  errors?: { field: string; message: string }[];
  /** Where the app must navigate, if anywhere. */
  redirect?: PortalErrorRedirect;
}

export interface ErrorInput {
  status: number;
  body?: unknown;
  suppress5xx?: boolean;
}

interface BodyFields {
  code?: string;
  message?: string;
  field?: string;
  blockedUntil?: string;
  errors?: { field: string; message: string }[];
}

function readBody(body: unknown): BodyFields {
  if (typeof body === 'string') return { message: body };
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  const message =
    text(record.message) ??
    text(record.Message) ??
    text(record.error_description) ??
    text(record.title) ??
    text(record.error);
  const errors = Array.isArray(record.errors)
    ? record.errors
        .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
        .map((item) => ({ field: text(item.field) ?? '', message: text(item.message) ?? '' }))
    : undefined;
  return {
    code: text(record.code),
    message,
    field: text(record.field),
    blockedUntil: text(record.blockedUntil),
    errors,
  };
}

const contains = (message: string, fragment: string): boolean =>
  message.toLowerCase().includes(fragment.toLowerCase());

/** The 400 specials, matched by the server's code first and the message second. */
const SPECIALS_400: readonly { kind: PortalErrorKind; code: string; test: (message: string) => boolean }[] = [
  {
    kind: 'unable-to-fetch-certificate',
    code: 'unable_to_fetch_certificate',
    test: (m) => contains(m, 'unable to fetch certificate'),
  },
  {
    kind: 'contract-already-exists',
    code: 'contract_already_exists',
    test: (m) => contains(m, ERROR_MESSAGES.contractAlreadyExists.replace(/\.$/, '')),
  },
  {
    kind: 'server-communication',
    code: 'session_missing',
    test: (m) =>
      contains(m, 'session') &&
      (contains(m, 'missing') || contains(m, 'timed out') || contains(m, 'expired')),
  },
  {
    kind: 'invalid-old-pass',
    code: 'invalid_old_password',
    test: (m) => contains(m, 'old password') && !contains(m, 'differ'),
  },
  {
    kind: 'passwords-should-differ',
    code: 'passwords_should_differ',
    test: (m) => contains(m, 'differ') || contains(m, 'same as the old') || contains(m, 'equals old'),
  },
  {
    kind: 'email-already-exists',
    code: 'email_already_exists',
    test: (m) => contains(m, 'email already exists'),
  },
  {
    kind: 'phone-duplicated',
    code: 'phone_duplicated',
    test: (m) => contains(m, 'more than one user') || (contains(m, 'phone') && contains(m, 'duplicat')),
  },
  { kind: 'personal-code-mismatch', code: 'personal_code_mismatch', test: (m) => contains(m, 'last 4') },
  {
    kind: 'iban-repeated',
    code: 'bank_account_exists',
    test: (m) => contains(m, 'bank account already exists'),
  },
  {
    kind: 'e-invoice-not-allowed',
    code: 'e_invoice_not_allowed',
    test: (m) => contains(m, ERROR_MESSAGES.eInvoiceNotAllowed),
  },
  {
    kind: 'unsupported-bank',
    code: 'unsupported_bank',
    test: (m) => contains(m, ERROR_MESSAGES.unsupportedBank),
  },
  {
    kind: 'invalid-token-expired',
    code: 'invalid_token_expired',
    test: (m) => contains(m, 'invalid token expired') || contains(m, 'token expired'),
  },
];

export function toPortalError(input: ErrorInput): PortalError {
  const { status, suppress5xx = false } = input;
  const body = readBody(input.body);
  const message = body.message ?? '';
  const base = {
    status,
    message,
    ...(body.code !== undefined ? { code: body.code } : {}),
    ...(body.field !== undefined ? { field: body.field } : {}),
  };
  const redirectFor5xx = (redirect: PortalErrorRedirect): { redirect?: PortalErrorRedirect } =>
    status >= 500 && suppress5xx ? {} : { redirect };

  if (status === 204) return { ...base, kind: 'no-content' };
  if (status === 0) return { ...base, kind: 'network', message: message || 'Network error' };

  if (body.errors && body.errors.length > 0) {
    return { ...base, kind: 'aml-errors', errors: body.errors, ...redirectFor5xx('/error-500') };
  }

  if (status === 500 && (body.code === 'invalid_iban' || message.trim() === ERROR_MESSAGES.invalidIban)) {
    return { ...base, kind: 'invalid-iban' };
  }
  if (
    status === 500 &&
    (body.code === 'unidentified_iban' || message.trim() === ERROR_MESSAGES.unidentifiedIban)
  ) {
    return { ...base, kind: 'unidentified-iban' };
  }

  // Sensitive changes: recognised by the server's code (403, 423, 400).
  const stepUp: Partial<Record<string, PortalErrorKind>> = {
    confirmation_required: 'confirmation-required',
    user_locked: 'user-locked',
    verification_code_invalid: 'verification-code-invalid',
    verification_expired: 'verification-expired',
  };
  const stepUpKind = body.code !== undefined ? stepUp[body.code] : undefined;
  if (stepUpKind && status >= 400 && status < 500) return { ...base, kind: stepUpKind };

  if (status === 400) {
    const special =
      SPECIALS_400.find((candidate) => candidate.code === body.code) ??
      SPECIALS_400.find((candidate) => candidate.test(message));
    if (special) return { ...base, kind: special.kind };
  }

  if (contains(message, 'deadlock') || contains(message, 'timeout')) {
    return { ...base, kind: 'timeout-error', ...redirectFor5xx('/error-timeout') };
  }

  if (status >= 500) return { ...base, kind: 'server-error', ...redirectFor5xx('/error-500') };

  switch (status) {
    case 401:
      return { ...base, kind: 'unauthorized' };
    case 403:
      return body.blockedUntil || body.code === 'ip_banned'
        ? { ...base, kind: 'ip-banned', ...(body.blockedUntil ? { blockedUntil: body.blockedUntil } : {}) }
        : { ...base, kind: 'forbidden' };
    case 404:
      return { ...base, kind: 'not-found' };
    case 408:
      return { ...base, kind: 'timeout' };
    case 429:
      return {
        ...base,
        kind: 'rate-limited',
        ...(body.blockedUntil ? { blockedUntil: body.blockedUntil } : {}),
      };
    case 499:
      return { ...base, kind: 'cancelled' };
    default:
      break;
  }
  if (status === 400 && body.code === 'validation') return { ...base, kind: 'validation' };
  if (status >= 400 && status < 500) return { ...base, kind: 'client-error' };
  return { ...base, kind: 'unexpected' };
}

/** Thrown by the API client; carries the catalogued error. */
export class PortalApiError extends Error {
  readonly portalError: PortalError;

  constructor(portalError: PortalError) {
    super(portalError.message || portalError.kind);
    this.name = 'PortalApiError';
    this.portalError = portalError;
  }
}

export function isPortalApiError(error: unknown): error is PortalApiError {
  return error instanceof PortalApiError;
}
