/**
 * The §8 signing messages as codes the machine keeps and the view words: "Smart-ID signing problems:
 * device selection, certificate not fetched, cancelled", the 10-minute window over (§9), and the
 * refusals of the call that starts a signing ('Already exists contract in specified fund.', a missing
 * step-up confirmation), and the server's refusals of what is being signed, whether they come when the
 * signing starts (a 4xx with its code) or when the signature arrives (the ping's failed result names the
 * code, server/signing/signing-sessions.ts): a fund change already pending, no new e-invoice consent (§5),
 * an application already open or not available now, and the §5 contribution-holiday rules. Pure functions
 * over what the actors rejected or resolved with.
 */
export type SigningErrorCode =
  | 'cancelled'
  | 'window-over'
  | 'device-selection'
  | 'certificate'
  | 'wrong-code'
  | 'already-exists'
  | 'confirmation-required'
  | 'fund-change-pending'
  | 'e-invoice-not-allowed'
  | 'application-already-open'
  | 'application-not-available'
  | 'vacation-too-late'
  | 'vacation-period-too-short'
  | 'vacation-too-long'
  | 'vacation-periods-overlap'
  | 'failed';

/** The server's refusal codes of what is signed (src/api/contract/common.ts ApiErrorCode), as messages. */
const REFUSALS: Readonly<Record<string, SigningErrorCode>> = {
  fund_change_pending: 'fund-change-pending',
  e_invoice_not_allowed: 'e-invoice-not-allowed',
  application_already_open: 'application-already-open',
  application_not_available: 'application-not-available',
  vacation_too_late: 'vacation-too-late',
  vacation_period_too_short: 'vacation-period-too-short',
  vacation_too_long: 'vacation-too-long',
  vacation_periods_overlap: 'vacation-periods-overlap',
};

/** The portal error kind inside a rejection (a PortalApiError carries `portalError.kind`). */
function kindOf(error: unknown): string | null {
  return portalErrorField(error, 'kind');
}

/** One string field of the portal error inside a rejection (`kind`, or the API's `code`). */
function portalErrorField(error: unknown, field: 'kind' | 'code'): string | null {
  if (typeof error !== 'object' || error === null || !('portalError' in error)) return null;
  const inner = (error as { portalError: unknown }).portalError;
  if (typeof inner !== 'object' || inner === null || !(field in inner)) return null;
  const value = (inner as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
}

/** Why the call that starts a signing was refused. */
export function signingErrorOfStart(error: unknown): SigningErrorCode {
  switch (kindOf(error)) {
    case 'unable-to-fetch-certificate':
      return 'certificate';
    case 'contract-already-exists':
      return 'already-exists';
    case 'confirmation-required':
      return 'confirmation-required';
    case 'e-invoice-not-allowed':
      return 'e-invoice-not-allowed';
    default:
      return REFUSALS[portalErrorField(error, 'code') ?? ''] ?? 'failed';
  }
}

const PING_MESSAGES: Readonly<Record<string, SigningErrorCode>> = {
  user_cancelled: 'cancelled',
  session_expired: 'window-over',
  device_selection: 'device-selection',
  certificate_not_fetched: 'certificate',
  wrong_vc: 'wrong-code',
  contract_already_exists: 'already-exists',
  ...REFUSALS,
};

/** Why a ping's result is not "signed". */
export function signingErrorOfPing(
  result: { status: string; message: string | null } | null,
): SigningErrorCode {
  if (result === null) return 'failed';
  if (result.status === 'cancelled') return 'cancelled';
  return PING_MESSAGES[result.message ?? ''] ?? 'failed';
}
