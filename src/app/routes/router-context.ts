import type { DataCache } from '../data-cache';
import type { PortalApi } from '../portal-api';
import type { PublicServices } from '../services';
import type { Referral } from '../referral';
import type { SessionPort } from '../session-port';

/**
 * What every route's `beforeLoad` and `loader` receive (`createRootRouteWithContext<RouterContext>()`).
 * The composition root (src/app/router.ts) fills it; stories and tests fill it with fakes. Its own
 * module, with type-only imports, so that route modules and the app read it without importing each other.
 */
export interface RouterContext {
  session: SessionPort;
  /** Loaded data, cleared at logout (src/app/data-cache.ts). */
  data: DataCache;
  /** Side effects available before login (src/app/services.tsx). */
  services: PublicServices;
  /** The authorized API (src/app/portal-api.ts). */
  api: PortalApi;
  /**
   * Loads the authorized area's routes (src/app/routes/route-tree.tsx) and adds them below /portal; the /portal
   * route waits for it. Until then one placeholder route holds every /portal URL (public-route-tree.tsx);
   * without this loader (a router built for a test) that placeholder leads to the 404 page.
   */
  loadPortalRoutes?: () => Promise<void>;
  /** Loads the registration flow (src/flows/register/register-actors.ts); the /register route waits for it. */
  loadRegisterFlow?: () => Promise<void>;
  /** The broker referral in force (§5), for the screens that show the broker's contacts. */
  referral?: Referral | null;
}
