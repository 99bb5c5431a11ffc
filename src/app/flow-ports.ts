import type { AuthActorRef } from './auth-context';
import type { DataCache } from './data-cache';
import type { PortalApi } from './portal-api';
import type { PublicServices } from './services';

/**
 * The authorized screens' I/O, handed to the portal's flows (not part of the login page's JavaScript).
 * Writes leave 5xx unsuppressed, so a failure carries its §8 redirect, which src/app/navigation.ts
 * follows; reads keep their own failure message.
 */
export interface PortalPorts {
  api: PortalApi;
  data: DataCache;
  /** Re-runs the current screen's loaders (after a write changed what they show). */
  reload: () => Promise<void>;
}

/** What the composition root hands the flows' actors: the session, the public services and the portal's I/O. */
export interface FlowPorts extends PortalPorts {
  auth: AuthActorRef;
  services: PublicServices;
}
