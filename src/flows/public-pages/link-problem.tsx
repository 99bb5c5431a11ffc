import { Trans } from '@lingui/react/macro';
import { HelpContacts } from '../../app/errors/help-contacts';

export function InvalidLink() {
  return (
    <>
      <p role="alert">
        <Trans>
          Nuoroda neteisinga arba nebegalioja. Atsidarykite nuorodą iš laiško dar kartą arba susisiekite su
          mumis.
        </Trans>
      </p>
      <HelpContacts />
    </>
  );
}
