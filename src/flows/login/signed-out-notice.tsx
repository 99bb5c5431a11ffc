import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { selectSignedOutReason } from '../../../machines/auth/auth.selectors';

/**
 * Why the last session ended, on the login page (say what happened and what to do next): after
 * a logout, the 10-minute inactivity logout (§4, §9) or a session that could not be renewed. The session
 * keeps the reason until a new login starts or the message is closed (`notice.dismiss`); a session that
 * could not be restored at start-up says nothing.
 */
export function SignedOutNotice() {
  const { t } = useLingui();
  const auth = useAuthActor();
  const reason = useSelector(auth, selectSignedOutReason);
  if (reason === null || reason === 'restore_failed') return null;
  const title =
    reason === 'user'
      ? t`Jūs atsijungėte nuo savitarnos.`
      : reason === 'inactivity'
        ? t`Jūs buvote atjungti, nes 10 minučių nieko neveikėte savitarnoje.`
        : t`Jūsų sesija baigėsi.`;
  return (
    <Alert tone={reason === 'user' ? 'success' : 'info'} title={title}>
      <p>
        {reason === 'user' ? (
          <Trans>Norėdami vėl naudotis savitarna, prisijunkite.</Trans>
        ) : (
          <Trans>Jūsų duomenys saugūs. Norėdami tęsti, prisijunkite iš naujo.</Trans>
        )}
      </p>
      <Button variant="secondary" onClick={() => auth.send({ type: 'notice.dismiss' })}>
        <Trans>Uždaryti pranešimą</Trans>
      </Button>
    </Alert>
  );
}
