/**
 * The one error type of the API: thrown anywhere in a handler, turned into the contract's ApiError body
 * `{ status, code, message, field? }` by the error handler. Anything else thrown becomes a 500 without
 * details (never a stack trace).
 */
import type { ApiError as ApiErrorBody, ApiErrorCode } from '../../src/api/contract/common';
import { ERROR_MESSAGES } from '../../src/api/contract/common';

export class ApiHttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  readonly extra: Partial<Pick<ApiErrorBody, 'blockedUntil' | 'errors' | 'attemptsLeft'>>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    field?: string,
    extra: Partial<Pick<ApiErrorBody, 'blockedUntil' | 'errors' | 'attemptsLeft'>> = {},
  ) {
    super(message);
    this.name = 'ApiHttpError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.extra = extra;
  }

  toBody(): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.field !== undefined ? { field: this.field } : {}),
      ...this.extra,
    };
  }
}

export const notFound = (what = 'Resource'): ApiHttpError =>
  new ApiHttpError(404, 'not_found', `${what} not found`);
export const validation = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(400, 'validation', message, field);

/** The §8 special errors with their exact messages. */
export const specials = {
  contractAlreadyExists: () =>
    new ApiHttpError(400, 'contract_already_exists', ERROR_MESSAGES.contractAlreadyExists),
  invalidOldPassword: () =>
    new ApiHttpError(400, 'invalid_old_password', ERROR_MESSAGES.invalidOldPassword, 'body.oldPassword'),
  passwordsShouldDiffer: () =>
    new ApiHttpError(
      400,
      'passwords_should_differ',
      ERROR_MESSAGES.passwordsShouldDiffer,
      'body.newPassword',
    ),
  emailAlreadyExists: () =>
    new ApiHttpError(400, 'email_already_exists', ERROR_MESSAGES.emailAlreadyExists, 'body.email'),
  phoneDuplicated: (field = 'body.phoneNumber') =>
    new ApiHttpError(400, 'phone_duplicated', ERROR_MESSAGES.phoneDuplicated, field),
  personalCodeMismatch: () =>
    new ApiHttpError(
      400,
      'personal_code_mismatch',
      ERROR_MESSAGES.personalCodeMismatch,
      'body.partialBusinessAccountId',
    ),
  invalidTokenExpired: () =>
    new ApiHttpError(400, 'invalid_token_expired', ERROR_MESSAGES.invalidTokenExpired, 'body.hash'),
  /** §8 IBAN repeated: the customer already has this account. */
  bankAccountExists: () =>
    new ApiHttpError(400, 'bank_account_exists', ERROR_MESSAGES.bankAccountExists, 'body.bankAccountNumber'),
  invalidIban: () =>
    new ApiHttpError(500, 'invalid_iban', ERROR_MESSAGES.invalidIban, 'body.bankAccountNumber'),
  unidentifiedIban: () =>
    new ApiHttpError(500, 'unidentified_iban', ERROR_MESSAGES.unidentifiedIban, 'body.bankAccountNumber'),
} as const;
