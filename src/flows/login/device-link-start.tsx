import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthActor } from '../../app/auth-context';
import { Button } from '../../ui/button';

/** SK's fallback page behind the links speaks the portal's language. */
const linkLanguage = (locale: string): 'lit' | 'eng' => (locale === 'en' ? 'eng' : 'lit');

/** "Log in with a QR code": starts a Smart-ID login without a personal code. */
export function DeviceLinkStart() {
  const { i18n } = useLingui();
  const auth = useAuthActor();
  return (
    <div className="device-link-start">
      <p className="device-link-start__or">
        <Trans>arba</Trans>
      </p>
      <Button
        variant="secondary"
        className="btn--block"
        onClick={() => auth.send({ type: 'login.deviceLink', lang: linkLanguage(i18n.locale) })}
      >
        <Trans>Naudoti QR kodą arba Smart-ID programėlę šiame telefone</Trans>
      </Button>
    </div>
  );
}
