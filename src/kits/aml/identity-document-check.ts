import type { IdentityCheckInput } from '../../../machines/aml/aml.machine';
import type { IdentityDocumentType } from '../../api/contract/common';
import type { PortalApi } from '../../app/portal-api';

/**
 * Asks Aml.IsIdentityDocumentValid about the identity document entered (§2 identity check). A server error
 * stays with the step that asked (its own message and retry), not the portal's error page.
 */
export function askIdentityDocument(api: PortalApi, input: IdentityCheckInput, signal: AbortSignal) {
  return api.call('Aml.IsIdentityDocumentValid', {
    body: {
      documentType: input.documentType as IdentityDocumentType,
      documentNumber: input.documentNumber,
      issuerCountry: input.issuerCountry,
      expiryDate: input.expiryDate,
    },
    signal,
    suppress5xx: true,
  });
}
