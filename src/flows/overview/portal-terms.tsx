import { TermsPage } from '../../kits/terms/terms-page';

/** The self-service terms inside the portal: the public terms page itself, inside the portal layout. */
export function PortalTermsPage() {
  return <TermsPage />;
}
