import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../i18n/locale';
import { AuthProvider, type AuthActorRef } from './auth-context';
import { FlowHostProvider, type FlowHost } from './flow-context';
import type { Referral } from './referral';
import { ReferralProvider } from './referral-context';
import type { createPortalRouter } from './router';

export interface AppProps {
  router: ReturnType<typeof createPortalRouter>;
  /** The screens' flows (machines with their actors provided) and the navigation that hears them. */
  flows: FlowHost;
  referral: Referral | null;
  auth: AuthActorRef;
}

export function App({ router, flows, referral, auth }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider actor={auth}>
        <FlowHostProvider host={flows}>
          <ReferralProvider value={referral}>
            <RouterProvider router={router} />
          </ReferralProvider>
        </FlowHostProvider>
      </AuthProvider>
    </I18nProvider>
  );
}
