import { portalErrorOf } from '../../api/portal-error-of';
import type { PublicServices } from '../services';

const LINK_HASH = /^[A-Za-z0-9_-]{8,200}$/;

/** Password reset link check (ValidateChangePasswordToken): an expired or unknown link is an answer, not a failure. */
export async function checkResetLink(
  services: PublicServices,
  hash: string | undefined,
  signal: AbortSignal,
): Promise<{ valid: boolean }> {
  if (!hash || !LINK_HASH.test(hash)) return { valid: false };
  try {
    await services.validateChangePasswordToken(hash, signal);
    return { valid: true };
  } catch (error) {
    const kind = portalErrorOf(error)?.kind;
    if (kind === 'invalid-token-expired' || kind === 'not-found' || kind === 'validation')
      return { valid: false };
    throw error;
  }
}
