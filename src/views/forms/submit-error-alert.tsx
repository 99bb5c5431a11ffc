import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../ui/alert';

/** Shows why a submission failed; the values stay in the form so nothing typed is lost. */
export function SubmitErrorAlert({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (error === null || error === undefined) return null;
  return <Alert tone="error" title={t`Išsaugoti nepavyko. Bandykite dar kartą.`} />;
}
