import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { isChunkLoadError } from '../../browser/chunk-reload';
import { HelpContacts } from './help-contacts';
import { LoadFailure } from './load-failure';

/** Shown when a lazily loaded part of the page is gone even after the one automatic reload. */
export function PageUpdated() {
  return (
    <div className="page page--narrow error-page">
      <h1>
        <Trans>Puslapis atnaujintas</Trans>
      </h1>
      <p>
        <Trans>Savitarna buvo atnaujinta. Prisijunkite iš naujo, kad galėtumėte tęsti.</Trans>
      </p>
      <div className="actions">
        <a className="btn btn--primary" href="/login">
          <Trans>Prisijungti iš naujo</Trans>
        </a>
      </div>
    </div>
  );
}

/** The generic error boundary: something unexpected broke while showing the page. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isChunkLoadError(error) && error.offline) {
    // The page's code could not be fetched because the server is out of reach: the customer stays
    // where they are (nothing in memory is lost) and retries once the connection is back.
    return (
      <div className="page page--narrow">
        <LoadFailure
          timeout={false}
          onRetry={() => {
            reset();
            void router.invalidate();
          }}
        />
      </div>
    );
  }
  if (isChunkLoadError(error)) return <PageUpdated />;
  return (
    <div className="page page--narrow error-page" role="alert">
      <h1>
        <Trans>Kažkas nepavyko</Trans>
      </h1>
      <p>
        <Trans>Puslapio parodyti nepavyko. Prisijunkite iš naujo – jūsų duomenys saugūs.</Trans>
      </p>
      <div className="actions">
        {/* A full page load resets every in-memory state, which is the point of this button. */}
        <a className="btn btn--primary" href="/login">
          <Trans>Prisijungti iš naujo</Trans>
        </a>
      </div>
      <HelpContacts />
    </div>
  );
}
