/**
 * The eID clients of a server without Smart-ID / Mobile-ID settings: every session start is refused with
 * eid_not_configured (an RFC 6749-style error body at /connect/eid/initiate and /connect/register/initiate,
 * unable_to_fetch_certificate when signing), so nobody is ever identified by accident.
 */
import { EidStartError, type EidClients } from './types';

export function notConfiguredEidClients(): EidClients {
  const refuse = async (): Promise<never> => {
    throw new EidStartError('eid_not_configured');
  };
  const unknownSession = async (): Promise<never> => {
    throw new Error('eID is not configured');
  };
  return {
    smartId: {
      startNotificationAuthentication: refuse,
      startDeviceLinkAuthentication: refuse,
      deviceLink: () => {
        throw new Error('eID is not configured');
      },
      authenticationStatus: unknownSession,
      startNotificationSignature: refuse,
      signatureStatus: unknownSession,
    },
    mobileId: {
      startAuthentication: refuse,
      authenticationStatus: unknownSession,
      startSignature: refuse,
      signatureStatus: unknownSession,
    },
  };
}
