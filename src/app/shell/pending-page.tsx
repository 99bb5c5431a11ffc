import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/spinner';

/** Shown while a route's data is Pending. */
export function PendingPage() {
  const { t } = useLingui();
  return (
    <div className="page page--narrow pending-page" aria-busy="true">
      <Spinner label={t`Įkeliama…`} />
    </div>
  );
}
