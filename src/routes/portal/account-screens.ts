import { msg } from '@lingui/core/macro';
import { lazyPage } from '../lazy-page';
import type { PortalScreen } from './portal-screen';

/** The customer's own account: password change (issue 4). */
export const accountScreens: PortalScreen[] = [
  {
    path: 'password-change',
    title: msg`Slaptažodžio keitimas`,
    component: lazyPage(() => import('../../views/portal/account/password-change'), 'PasswordChangePage'),
  },
  {
    path: 'password-change/success',
    title: msg`Slaptažodis pakeistas`,
    component: lazyPage(
      () => import('../../views/portal/account/password-change'),
      'PasswordChangeSuccessPage',
    ),
  },
];
