import { createRoute, redirect } from '@tanstack/react-router';
import { PendingPage } from '../shell/pending-page';
import { DataRouteError } from '../errors/data-route-error';
import { lazyPage } from './lazy-page';
import { rootRoute } from './root-route';
import { ensurePortalCatalogs } from './portal-catalog';

/** The placeholder below /portal until the portal's routes are added (public-route-tree.tsx). */
export const PORTAL_LOADING_ROUTE_ID = 'portal-routes-loading';

/**
 * The authorized area: every screen below /portal needs a session, the portal's texts, flows and routes
 * (src/app/routes/route-tree.tsx, added to the router on first entry).
 */
export const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/portal',
  beforeLoad: async ({ context, location, matches }) => {
    await context.session.whenSettled?.();
    if (!context.session.isAuthorized()) {
      throw redirect({ to: '/login', search: { returnUrl: location.href }, replace: true });
    }
    // The portal's flows (machines with their actors) are not awaited here: a screen that runs one suspends
    // until they are loaded (src/app/flow-context.tsx), and the layout fetches them once the first screen
    // is shown, so the dashboard does not wait for the wizards' code.
    await Promise.all([ensurePortalCatalogs(location.pathname), context.loadPortalRoutes?.()]);
    // The first entry matched the placeholder: match the same address again, now against the real routes.
    if (
      context.loadPortalRoutes &&
      matches.some((match) => match.routeId.includes(PORTAL_LOADING_ROUTE_ID))
    ) {
      throw redirect({ href: location.href, replace: true });
    }
  },
  // The menu's unread count: the notifications list, cached and shared with its screen, so
  // reading a notification (which reloads the list) updates the count; a failure only hides the count.
  // §3 referral: the broker's contacts for the footer (one cached read, only with a referral code in force).
  loader: async ({ context }) => {
    const { load, part } = await import('./load');
    const [notifications, broker] = await Promise.all([
      part(load(context, 'Notifications.GetList')),
      import('../../flows/settings/settings-loaders').then(
        async (m) => (await m.brokerLoader(context, { contracts: false }))?.broker ?? null,
      ),
    ]);
    return { notifications, broker };
  },
  component: lazyPage(() => import('../shell/portal-layout'), 'PortalLayout'),
  // The page's frame with a spinner at once while the session is restored (a reload) and the portal's
  // code arrives, instead of a blank page until the whole screen is there; no minimum time on screen.
  pendingComponent: PendingPage,
  pendingMs: 0,
  pendingMinMs: 0,
});

/** A screen with a loader: Pending while it loads, the load-failure screen with a retry if it fails. */
export const dataScreen = { pendingComponent: PendingPage, errorComponent: DataRouteError } as const;
