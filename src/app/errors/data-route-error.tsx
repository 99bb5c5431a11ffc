import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { isLoadFailedError } from '../data-cache';
import { RouteErrorPage } from './route-error-page';
import { LoadFailure } from './load-failure';

/** A data route's error: the load-failure screen with a retry (which re-runs the route's loader). */
export function DataRouteError(props: ErrorComponentProps) {
  const router = useRouter();
  if (!isLoadFailedError(props.error)) return <RouteErrorPage {...props} />;
  return (
    <div className="page page--narrow">
      <LoadFailure timeout={props.error.state === 'Timeout'} onRetry={() => void router.invalidate()} />
    </div>
  );
}
