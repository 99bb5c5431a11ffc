import { Trans } from '@lingui/react/macro';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceBar } from './maintenance-bar';
import { SessionEffects } from './session-effects';
import { useDocumentTitle } from './use-route-title';

export function AppShell() {
  useDocumentTitle();
  const mainRef = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    // After client-side navigation, move focus to the new page so screen readers announce it.
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: false });
  }, [pathname]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Pereiti prie turinio</Trans>
      </a>
      <MaintenanceBar />
      <Header />
      <main id="main" className="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieConsent />
      <SessionEffects />
    </div>
  );
}
