import { Alert } from '../../ui/alert';
import { usePortalErrorMessage } from './portal-error-message';

/** Shows why a submission failed; the values stay in the form so nothing typed is lost. */
export function SubmitErrorAlert({ error }: { error: unknown }) {
  const messageFor = usePortalErrorMessage();
  if (error === null || error === undefined) return null;
  return <Alert tone="error" title={messageFor(error)} />;
}
