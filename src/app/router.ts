import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routes/route-tree';
import type { DataCache } from './data-cache';
import type { PortalApi } from './portal-api';
import type { Referral } from './referral';
import type { PublicServices } from './services';
import type { SessionPort } from './session-port';

export function createPortalRouter(
  session: SessionPort,
  data: DataCache,
  services: PublicServices,
  api: PortalApi,
  loadPortalFlows?: () => Promise<void>,
  referral: Referral | null = null,
  loadRegisterFlow?: () => Promise<void>,
) {
  return createRouter({
    routeTree,
    context: {
      session,
      data,
      services,
      api,
      referral,
      ...(loadPortalFlows ? { loadPortalFlows } : {}),
      ...(loadRegisterFlow ? { loadRegisterFlow } : {}),
    },
    defaultPendingMs: 300,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
}
