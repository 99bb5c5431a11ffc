import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { lazyModule } from './routes/lazy-page';
import { routeTree } from './routes/public-route-tree';
import type { DataCache } from './data-cache';
import type { PortalApi } from './portal-api';
import type { Referral } from './referral';
import type { PublicServices } from './services';
import type { SessionPort } from './session-port';

const portalRouteTree = lazyModule(() => import('./routes/route-tree'));

/**
 * `loadPortalRoutes` of the router context: the authorized area's route modules are fetched on the first
 * entry to /portal and added to `router` once (a failed fetch is tried again on the next entry).
 */
export function portalRoutesLoader(router: () => AnyRouter): () => Promise<void> {
  let installed: Promise<void> | null = null;
  return () =>
    (installed ??= portalRouteTree().then(
      (module) => module.installPortalRoutes(router()),
      (error: unknown) => {
        installed = null;
        throw error;
      },
    ));
}

export function createPortalRouter(
  session: SessionPort,
  data: DataCache,
  services: PublicServices,
  api: PortalApi,
  referral: Referral | null = null,
  loadRegisterFlow?: () => Promise<void>,
) {
  const loadPortalRoutes = portalRoutesLoader(() => router);
  const router = createRouter({
    routeTree,
    context: {
      session,
      data,
      services,
      api,
      referral,
      loadPortalRoutes,
      ...(loadRegisterFlow ? { loadRegisterFlow } : {}),
    },
    defaultPendingMs: 300,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
}
