import { Trans } from '@lingui/react/macro';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { usePortalErrorMessage } from './portal-error-message';

/** Shows why a submission failed; the values stay in the form so nothing typed is lost. */
export function SubmitErrorAlert({ error }: { error: unknown }) {
  const messageFor = usePortalErrorMessage();
  if (error === null || error === undefined) return null;
  return <Alert tone="error" title={messageFor(error)} />;
}

/** A one-button form's end: why the submission failed, then "Išsaugoti". */
export function SaveWithError({ error, busy }: { error: unknown; busy: boolean }) {
  return (
    <>
      <SubmitErrorAlert error={error} />
      <Button type="submit" loading={busy}>
        <Trans>Išsaugoti</Trans>
      </Button>
    </>
  );
}
