import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routes/route-tree';
import type { SessionPort } from './session-port';

export function createPortalRouter(session: SessionPort) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
}
