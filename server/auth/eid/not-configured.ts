/**
 * The eID clients of a server without the simulator and without a real Smart-ID / Mobile-ID integration:
 * every session start is refused with eid_not_configured (an RFC 6749-style error body at
 * /connect/eid/initiate and /connect/register/initiate), so nobody is ever identified by accident.
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
    smartId: { startAuthentication: refuse, getSessionStatus: unknownSession },
    mobileId: { startAuthentication: refuse, getSessionStatus: unknownSession },
  };
}
