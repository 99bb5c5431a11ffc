import { createRoute, redirect } from '@tanstack/react-router';
import { ensureCatalog } from '../../i18n/locale';
import { PendingPage } from '../../views/shell/pending-page';
import { DataRouteError } from '../../views/errors/data-route-error';
import { lazyPage } from '../lazy-page';
import { rootRoute } from '../root-route';
import { portalCatalog } from './portal-catalog';
import { load, part } from './load';

/** The authorized area: every screen below /portal needs a session and the portal's texts. */
export const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/portal',
  beforeLoad: async ({ context, location }) => {
    if (!context.session.isAuthorized()) {
      throw redirect({ to: '/login', search: { returnUrl: location.href }, replace: true });
    }
    await Promise.all([ensureCatalog('portal', portalCatalog), context.loadPortalFlows?.()]);
  },
  // The menu's unread count (issue 10): the notifications list, cached and shared with its screen, so
  // reading a notification (which reloads the list) updates the count; a failure only hides the count.
  // §3 referral: the broker's contacts for the footer (one cached read, only with a referral code in force).
  loader: async ({ context }) => {
    const [notifications, broker] = await Promise.all([
      part(load(context, 'Notifications.GetList')),
      import('./settings-loaders').then(
        async (m) => (await m.brokerLoader(context, { contracts: false }))?.broker ?? null,
      ),
    ]);
    return { notifications, broker };
  },
  component: lazyPage(() => import('../../views/portal/portal-layout'), 'PortalLayout'),
});

/** A screen with a loader: Pending while it loads, the load-failure screen with a retry if it fails. */
export const dataScreen = { pendingComponent: PendingPage, errorComponent: DataRouteError } as const;
