import { createRoute, redirect, type AnyRouter } from '@tanstack/react-router';
import { accountRoutes } from '../../flows/account/account-routes';
import { amlRoutes } from '../../flows/aml/aml-routes';
import { applicationFormRoutes } from '../../flows/applications/application-forms-routes';
import { applicationsRoutes } from '../../flows/applications/applications-routes';
import { overviewRoutes } from '../../flows/overview/overview-routes';
import { portalRoute } from './portal-route';
import { recordsRoutes } from '../../flows/records/records-routes';
import { onboardingRoutes } from '../../flows/onboarding/onboarding-routes';
import { fundChangeRoutes } from '../../flows/fund-change/fund-change-routes';
import { settingsRoutes } from '../../flows/settings/settings-routes';
import { uploadRoutes } from '../../flows/upload/upload-routes';

/**
 * THE route table, part two: every URL of the authorized area, assembled from the portal's route modules
 * (src/flows/*-routes.ts), spec §2. The public URLs and the /portal route itself are in
 * src/app/routes/public-route-tree.tsx. This module is loaded by the /portal route on first entry
 * (`loadPortalRoutes`, src/app/router.ts), so the login page's JavaScript carries no portal code.
 * A new portal screen: its route module, added to `portalScreenRoutes` with one line.
 */

// ---- Authorized area (src/flows/) --------------------------------------------------
const portalIndexRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/portal/dashboard', replace: true });
  },
});
const legacyAmlRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/aml-update',
  beforeLoad: () => {
    throw redirect({ to: '/portal/aml', replace: true });
  },
});
const portalScreenRoutes = [
  ...accountRoutes,
  ...overviewRoutes,
  ...recordsRoutes,
  ...uploadRoutes,
  ...onboardingRoutes,
  ...settingsRoutes,
  ...amlRoutes,
  ...fundChangeRoutes,
  ...applicationFormRoutes,
  ...applicationsRoutes,
];
/**
 * §2 lists /portal/password-reset, but resetting a forgotten password is for visitors who are not logged
 * in (§2 "for unauthorized users only"): a logged-in customer who opens it changes the password instead.
 */
const portalPasswordResetRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/password-reset',
  beforeLoad: () => {
    throw redirect({ to: '/portal/password-change', replace: true });
  },
});
const portalNotFoundRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/error-404', replace: true });
  },
});

/** The /portal route with every screen of the authorized area (the type of the full route table). */
function portalRouteWithScreens() {
  return portalRoute.addChildren([
    portalIndexRoute,
    legacyAmlRoute,
    portalPasswordResetRoute,
    ...portalScreenRoutes,
    portalNotFoundRoute,
  ]);
}
export type PortalRouteTree = ReturnType<typeof portalRouteWithScreens>;

/** Adds the authorized area's routes below /portal and lets the router match them from now on. */
export function installPortalRoutes(router: AnyRouter): void {
  portalRouteWithScreens();
  router.setRoutes(router.buildRouteTree());
}
