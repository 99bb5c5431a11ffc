import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { portalRoute } from './portal-route';

/** The customer's own account: password change (issue 4). */
export const passwordChangeRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/password-change',
  staticData: { title: msg`Slaptažodžio keitimas` },
  component: lazyPage(() => import('../../views/portal/account/password-change'), 'PasswordChangePage'),
});

export const passwordChangeSuccessRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/password-change/success',
  staticData: { title: msg`Slaptažodis pakeistas` },
  component: lazyPage(
    () => import('../../views/portal/account/password-change'),
    'PasswordChangeSuccessPage',
  ),
});

export const accountRoutes = [passwordChangeRoute, passwordChangeSuccessRoute] as const;
