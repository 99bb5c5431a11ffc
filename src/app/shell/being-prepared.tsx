import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRouteTitle } from './use-route-title';
import { HelpContacts } from '../errors/help-contacts';

/** Honest placeholder for a portal screen whose flow has not been built yet. */
export function BeingPreparedPage() {
  const title = useRouteTitle();
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <section className="card">
        <p>
          <Trans>
            Šis savitarnos puslapis dar ruošiamas. Kol jis bus paruoštas, dėl šio klausimo kreipkitės į
            klientų aptarnavimo centrą – mielai padėsime.
          </Trans>
        </p>
        <Link className="btn btn--secondary" to="/portal/dashboard">
          <Trans>Į pradžią</Trans>
        </Link>
      </section>
      <HelpContacts />
    </div>
  );
}
