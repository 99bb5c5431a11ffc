import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../ui/alert';
import { portalErrorOf } from '../../api/portal-error-of';
import { usePortalErrorMessage } from '../../kits/forms/portal-error-message';

/** Why a password reminder failed; the duplicated-phone case repeats what the person typed (§8). */
export function RemindErrorAlert({ error, entered }: { error: unknown; entered: { contact: string } }) {
  const { t } = useLingui();
  const messageFor = usePortalErrorMessage();
  const kind = portalErrorOf(error)?.kind;
  const value = entered.contact;
  if (kind === 'phone-duplicated') {
    return (
      <Alert
        tone="error"
        title={t`Su „${value}“ susieta daugiau nei viena paskyra. Slaptažodžio priminti nepavyko – susisiekite su klientų aptarnavimu.`}
      />
    );
  }
  return <Alert tone="error" title={messageFor(error)} />;
}
