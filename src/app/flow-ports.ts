import type { AuthActorRef } from './auth-context';
import type { PortalPorts } from './portal-writes';
import type { PublicServices } from './services';

/** What the composition root hands the flows' actors: the session, the public services and the portal's I/O. */
export interface FlowPorts extends PortalPorts {
  auth: AuthActorRef;
  services: PublicServices;
}
