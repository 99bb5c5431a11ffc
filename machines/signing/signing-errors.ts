/**
 * The §8 signing messages as codes the machine keeps and the view words: "Smart-ID signing problems:
 * device selection, certificate not fetched, cancelled", the 10-minute window over (§9), and the
 * refusals of the call that starts a signing ('Already exists contract in specified fund.', a missing
 * step-up confirmation). Pure functions over what the actors rejected or resolved with.
 */
export type SigningErrorCode =
  | 'cancelled'
  | 'window-over'
  | 'device-selection'
  | 'certificate'
  | 'wrong-code'
  | 'already-exists'
  | 'confirmation-required'
  | 'failed';

/** The portal error kind inside a rejection (a PortalApiError carries `portalError.kind`). */
function kindOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('portalError' in error)) return null;
  const inner = (error as { portalError: unknown }).portalError;
  if (typeof inner !== 'object' || inner === null || !('kind' in inner)) return null;
  const kind = (inner as { kind: unknown }).kind;
  return typeof kind === 'string' ? kind : null;
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
    default:
      return 'failed';
  }
}

const PING_MESSAGES: Readonly<Record<string, SigningErrorCode>> = {
  user_cancelled: 'cancelled',
  session_expired: 'window-over',
  device_selection: 'device-selection',
  certificate_not_fetched: 'certificate',
  wrong_vc: 'wrong-code',
  contract_already_exists: 'already-exists',
};

/** Why a ping's result is not "signed". */
export function signingErrorOfPing(
  result: { status: string; message: string | null } | null,
): SigningErrorCode {
  if (result === null) return 'failed';
  if (result.status === 'cancelled') return 'cancelled';
  return PING_MESSAGES[result.message ?? ''] ?? 'failed';
}
