import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { cacheKey } from '../../api/cache-key';
import { browserLocalStorage } from '../../browser/storage';
import { preferredLoginPath } from '../../domain/login-method';
import { safeReturnUrl } from '../../domain/return-url';
import { DataRouteError } from '../errors/data-route-error';
import { PendingPage } from '../shell/pending-page';
import { lazyPage } from './lazy-page';
import { lazyTextPage } from './pages-catalog';
import { checkResetLink } from './loaders';
import { PORTAL_LOADING_ROUTE_ID, portalRoute } from './portal-route';
import { rootRoute } from './root-route';
import type { RouterContext } from './router-context';
import type { PortalRouteTree } from './route-tree';

/**
 * THE route table, part one: every public URL (login, registration, password reset, public pages, error
 * pages) and the /portal route itself. The authorized area's screens are declared in src/app/routes/route-tree.tsx
 * and its route modules (src/flows/*-routes.ts), which the /portal route loads and adds to the
 * router on first entry (`loadPortalRoutes`), so the login page carries none of them, spec §2. Screens
 * are code-split; the login route loads only the shell and the login chunk.
 */
/** Search params are validated by hand: the login route's initial bundle must stay free of zod. */
const optionalString =
  (max: number) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.length <= max ? value : undefined;
const returnSearch = (search: Record<string, unknown>): { returnUrl?: string | undefined } => ({
  returnUrl: optionalString(2000)(search.returnUrl),
});
const hashSearch = (search: Record<string, unknown>): { hash?: string | undefined } => ({
  hash: optionalString(200)(search.hash),
});

function page<TParent extends AnyRoute, const TPath extends string>(
  path: TPath,
  title: MessageDescriptor,
  component: ReturnType<typeof lazyPage>,
  parent: TParent,
) {
  return createRoute({ getParentRoute: () => parent, path, staticData: { title }, component });
}

const to = <const TPath extends string>(path: TPath, target: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: target, replace: true });
    },
  });

/** Guard for pages that only make sense before login (login, registration, password reset). */
async function onlyUnauthorized({ context, search }: { context: RouterContext; search: unknown }) {
  await context.session.whenSettled?.();
  if (context.session.isAuthorized()) {
    const target = safeReturnUrl(returnSearch(search as Record<string, unknown>).returnUrl) ?? '/portal';
    throw redirect({ href: target, replace: true });
  }
}

// ---- Public entry points -------------------------------------------------------------------
const indexRoute = to('/', '/login');
const legacyLoginRoute = to('/prisijungimas', '/login');

const LoginLayout = lazyPage(() => import('../../flows/login/login-layout'), 'LoginLayout');

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: returnSearch,
  beforeLoad: onlyUnauthorized,
  staticData: { title: msg`Prisijungimas` },
  component: LoginLayout,
});
const loginIndexRoute = createRoute({
  getParentRoute: () => loginRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: preferredLoginPath(browserLocalStorage()), search, replace: true });
  },
});
const loginPasswordLegacyRoute = createRoute({
  getParentRoute: () => loginRoute,
  path: '/password',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/login/smart-id', search, replace: true });
  },
});
const loginSmartIdRoute = page(
  '/smart-id',
  msg`Prisijungimas su Smart-ID`,
  lazyPage(() => import('../../flows/login/eid-login'), 'SmartIdLogin'),
  loginRoute,
);
const loginSmartIdCallbackRoute = page(
  '/smart-id/callback',
  msg`Prisijungimas su Smart-ID`,
  lazyTextPage(() => import('../../flows/login/device-link-callback'), 'DeviceLinkCallback'),
  loginRoute,
);
const loginMobileIdRoute = page(
  '/mobile-id',
  msg`Prisijungimas su Mobile-ID`,
  lazyPage(() => import('../../flows/login/eid-login'), 'MobileIdLogin'),
  loginRoute,
);
const loginEmailRoute = page(
  '/email',
  msg`Prisijungimas su slaptažodžiu`,
  lazyPage(() => import('../../flows/login/password-login'), 'PasswordLogin'),
  loginRoute,
);
const loginRemindRoute = page(
  '/remind-password',
  msg`Slaptažodžio priminimas`,
  lazyTextPage(() => import('../../flows/login/remind-password'), 'RemindPassword'),
  loginRoute,
);
const loginRemindSuccessRoute = page(
  '/remind-password/success',
  msg`Priminimas išsiųstas`,
  lazyTextPage(() => import('../../flows/login/remind-password-success'), 'RemindPasswordSuccess'),
  loginRoute,
);
const loginSbRoute = page(
  '/sb/$token',
  msg`Prisijungimas per banką`,
  lazyPage(() => import('../../flows/login/bank-handover'), 'BankHandover'),
  loginRoute,
);
const loginNotFoundRoute = createRoute({
  getParentRoute: () => loginRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/error-404', replace: true });
  },
});

// ---- Registration --------------------------------------------------------------------------
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  beforeLoad: async (options) => {
    await Promise.all([onlyUnauthorized(options), options.context.loadRegisterFlow?.()]);
  },
  staticData: { title: msg`Registracija` },
  component: lazyTextPage(() => import('../../flows/register/register-layout'), 'RegisterLayout'),
});
const registerIndexRoute = page(
  '/',
  msg`Registracija`,
  lazyTextPage(() => import('../../flows/register/register-choose'), 'RegisterChoose'),
  registerRoute,
);
const registerSmartIdRoute = page(
  '/smart-id',
  msg`Registracija su Smart-ID`,
  lazyTextPage(() => import('../../flows/register/register-eid'), 'RegisterSmartId'),
  registerRoute,
);
const registerMobileIdRoute = page(
  '/mobile-id',
  msg`Registracija su Mobile-ID`,
  lazyTextPage(() => import('../../flows/register/register-eid'), 'RegisterMobileId'),
  registerRoute,
);
const registerSuccessRoute = page(
  '/success',
  msg`Registracija baigta`,
  lazyTextPage(() => import('../../flows/register/register-success'), 'RegisterSuccess'),
  registerRoute,
);
/** Lithuanian register link: #smartid and #mparasas choose the method (§2). */
const registracijaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registracija',
  beforeLoad: ({ location }) => {
    const hash = location.hash.replace(/^#/, '').toLowerCase();
    const target =
      hash === 'smartid' ? '/register/smart-id' : hash === 'mparasas' ? '/register/mobile-id' : '/register';
    throw redirect({ to: target, replace: true });
  },
});

// ---- Password reset (unauthorized only) ----------------------------------------------------
/** The reset form checks its link first (ValidateChangePasswordToken): Pending, then the form or "expired". */
const resetLinkRoute = {
  validateSearch: hashSearch,
  beforeLoad: onlyUnauthorized,
  loaderDeps: ({ search }: { search: { hash?: string | undefined } }) => ({ hash: search.hash }),
  loader: ({ context, deps }: { context: RouterContext; deps: { hash?: string | undefined } }) =>
    context.data.ensure(
      cacheKey('Authentication.ValidateChangePasswordToken', { hash: deps.hash ?? '' }),
      (signal) => checkResetLink(context.services, deps.hash, signal),
    ),
  pendingComponent: PendingPage,
  errorComponent: DataRouteError,
  staticData: { title: msg`Naujo slaptažodžio kūrimas` },
} as const;
const passwordResetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/password-reset',
  ...resetLinkRoute,
  component: lazyTextPage(() => import('../../flows/password-reset/password-reset'), 'PasswordResetPage'),
});
const passwordResetSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/password-reset-success',
  beforeLoad: onlyUnauthorized,
  staticData: { title: msg`Slaptažodis pakeistas` },
  component: lazyTextPage(
    () => import('../../flows/password-reset/password-reset-success'),
    'PasswordResetSuccess',
  ),
});
const passwordResetAfterReminderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/slaptazodzio-keitimas-po-priminimo',
  ...resetLinkRoute,
  component: lazyTextPage(
    () => import('../../flows/password-reset/password-reset'),
    'PasswordResetAfterReminderPage',
  ),
});

// ---- Other public pages --------------------------------------------------------------------
const termsRoute = page(
  '/terms-and-conditions',
  msg`Naudojimosi sąlygos`,
  lazyTextPage(() => import('../../kits/terms/terms-page'), 'TermsPage'),
  rootRoute,
);
const ExternalGdprPage = lazyTextPage(
  () => import('../../flows/public-pages/external-consent'),
  'ExternalGdprPage',
);
const externalGdprRoute = page(
  '/external-gdpr-modification',
  msg`Sutikimas dėl duomenų tvarkymo`,
  ExternalGdprPage,
  rootRoute,
);
const legacyGdprRoute = page(
  '/patvirtinimas',
  msg`Sutikimas dėl duomenų tvarkymo`,
  ExternalGdprPage,
  rootRoute,
);
const externalAdvertisingRoute = page(
  '/external-advertising-send-mode-modification',
  msg`Pranešimų gavimo būdas`,
  lazyTextPage(() => import('../../flows/public-pages/external-consent'), 'ExternalAdvertisingPage'),
  rootRoute,
);
const legacyNotificationsRoute = to('/pranesimu-nustatymai', '/portal/notifications-options');
/** Legacy /imoku-limitas (§2): the rules for anyone; after login it leads into the limit increase (13b). */
const limitRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/imoku-limitas',
  staticData: { title: msg`Įmokų limito didinimas` },
  beforeLoad: async ({ context }) => {
    await context.session.whenSettled?.();
    if (context.session.isAuthorized()) throw redirect({ to: '/portal/limit-increase', replace: true });
  },
  component: lazyTextPage(() => import('../../flows/public-pages/limit-increase'), 'LimitIncreasePage'),
});
const exitRoute = page(
  '/isejimas-is-bendroves',
  msg`Atsisakymas tapti klientu`,
  lazyTextPage(() => import('../../flows/public-pages/potential-customer-exit'), 'PotentialCustomerExitPage'),
  rootRoute,
);

// ---- Error pages ---------------------------------------------------------------------------
const error500Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/error-500',
  validateSearch: (search: Record<string, unknown>): { code?: string | undefined } => ({
    code: optionalString(64)(search.code),
  }),
  staticData: { title: msg`Įvyko klaida` },
  component: lazyTextPage(() => import('../errors/error-pages'), 'Error500Page'),
});
const error404Route = page(
  '/error-404',
  msg`Puslapis nerastas`,
  lazyTextPage(() => import('../errors/error-pages'), 'NotFoundPage'),
  rootRoute,
);
const errorSbRoute = page(
  '/error-sb',
  msg`Prisijungti per banką nepavyko`,
  lazyTextPage(() => import('../errors/error-pages'), 'ErrorSbPage'),
  rootRoute,
);
const errorTimeoutRoute = page(
  '/error-timeout',
  msg`Sistema šiuo metu užimta`,
  lazyTextPage(() => import('../errors/error-pages'), 'ErrorTimeoutPage'),
  rootRoute,
);

// ---- Authorized area (src/app/routes/route-tree.tsx, loaded with /portal) -------------------------
/**
 * Until the portal's routes are added (src/app/routes/portal-route.ts), this pathless route and its
 * catch-all child hold every URL below /portal. Their ids are their own (PORTAL_LOADING_ROUTE_ID), so
 * the real routes never take their place in a navigation under way: the /portal route adds the real routes
 * and, seeing this placeholder matched, starts the same navigation again. Reached only where nothing adds
 * them (a router built without `loadPortalRoutes`): the 404 page.
 */
const portalLoadingRoute = createRoute({
  getParentRoute: () => portalRoute,
  id: PORTAL_LOADING_ROUTE_ID,
});
const portalLoadingAnyRoute = createRoute({
  getParentRoute: () => portalLoadingRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/error-404', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  legacyLoginRoute,
  loginRoute.addChildren([
    loginIndexRoute,
    loginPasswordLegacyRoute,
    loginSmartIdRoute,
    loginSmartIdCallbackRoute,
    loginMobileIdRoute,
    loginEmailRoute,
    loginRemindRoute,
    loginRemindSuccessRoute,
    loginSbRoute,
    loginNotFoundRoute,
  ]),
  registerRoute.addChildren([
    registerIndexRoute,
    registerSmartIdRoute,
    registerMobileIdRoute,
    registerSuccessRoute,
  ]),
  registracijaRoute,
  passwordResetRoute,
  passwordResetSuccessRoute,
  passwordResetAfterReminderRoute,
  termsRoute,
  externalGdprRoute,
  legacyGdprRoute,
  externalAdvertisingRoute,
  legacyNotificationsRoute,
  limitRoute,
  exitRoute,
  error500Route,
  error404Route,
  errorSbRoute,
  errorTimeoutRoute,
  // Typed as the full authorized area (route-tree.tsx), so links and route ids below /portal are checked.
  portalRoute.addChildren([
    portalLoadingRoute.addChildren([portalLoadingAnyRoute]),
  ]) as unknown as PortalRouteTree,
]);
