import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../i18n/locale';
import { AuthProvider, type AuthActorRef } from './auth-context';
import type { Referral } from './referral';
import { ReferralProvider } from './referral-context';
import type { createPortalRouter } from './router';
import { ServicesProvider, type PublicServices } from './services';

export interface AppProps {
  router: ReturnType<typeof createPortalRouter>;
  services: PublicServices;
  referral: Referral | null;
  auth: AuthActorRef;
}

export function App({ router, services, referral, auth }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider actor={auth}>
        <ServicesProvider services={services}>
          <ReferralProvider value={referral}>
            <RouterProvider router={router} />
          </ReferralProvider>
        </ServicesProvider>
      </AuthProvider>
    </I18nProvider>
  );
}
