import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button';

/** §8: the load-failure screen: a title, a description and a retry button. */
export function LoadFailure({ timeout, onRetry }: { timeout: boolean; onRetry: () => void }) {
  return (
    <section className="card load-failure" role="alert" aria-labelledby="load-failure-title">
      <h2 id="load-failure-title">
        <Trans>Nepavyko įkelti duomenų</Trans>
      </h2>
      <p>
        {timeout ? (
          <Trans>Sistema šiuo metu užimta. Bandykite dar kartą po 5 minučių.</Trans>
        ) : (
          <Trans>Duomenų šiuo metu gauti nepavyko. Patikrinkite interneto ryšį ir bandykite dar kartą.</Trans>
        )}
      </p>
      <Button onClick={onRetry}>
        <Trans>Bandyti dar kartą</Trans>
      </Button>
    </section>
  );
}
