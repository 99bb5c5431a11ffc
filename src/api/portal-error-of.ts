import type { PortalError } from './errors';

/**
 * The portal error carried by a rejected request (a PortalApiError from client.ts), duck-typed so that
 * screens and routes can read it without loading the client and the contract.
 */
export function portalErrorOf(error: unknown): PortalError | null {
  if (typeof error !== 'object' || error === null || !('portalError' in error)) return null;
  const inner = (error as { portalError: unknown }).portalError;
  return typeof inner === 'object' && inner !== null && 'kind' in inner ? (inner as PortalError) : null;
}
