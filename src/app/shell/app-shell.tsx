import { Trans } from '@lingui/react/macro';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type MouseEvent } from 'react';
import { CookieConsent } from './cookie-consent';
import {
  focusMainHeading,
  focusMainHeadingWhenReady,
  mainHeadingSnapshot,
  type HeadingSnapshot,
} from './focus-heading';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceBar } from './maintenance-bar';
import { SessionEffects } from './session-effects';
import { useDocumentTitle } from './use-route-title';

/** The skip link jumps over the header and the portal menu straight to the page's heading. */
function skipToHeading(event: MouseEvent<HTMLAnchorElement>) {
  if (focusMainHeading()) event.preventDefault();
}

export function AppShell() {
  useDocumentTitle();
  // The resolved location changes once the new page's loaders and chunks are done, so its h1 is there.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const first = useRef(true);
  // The heading of the page being left, taken when a navigation starts: the resolved location can change
  // before the new page has rendered (it renders in a transition), and that heading must not be focused.
  const leaving = useRef<HeadingSnapshot | undefined>(undefined);
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', () => {
        leaving.current = mainHeadingSnapshot();
      }),
    [router],
  );
  useEffect(() => {
    // After client-side navigation, move focus to the new page's heading so screen readers announce it
    // and the next Tab starts in the content, not at the top of the menu. Not on the first load.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    return focusMainHeadingWhenReady(undefined, leaving.current);
  }, [pathname]);
  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={skipToHeading}>
        <Trans>Pereiti prie turinio</Trans>
      </a>
      <MaintenanceBar />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieConsent />
      <SessionEffects />
    </div>
  );
}
