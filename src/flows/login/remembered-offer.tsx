import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthActor } from '../../app/auth-context';
import { useFormFlow } from '../../kits/forms/use-form';
import { Button } from '../../ui/button';

/**
 * On the Smart-ID tab of a browser that completed a login by QR code or the app on this phone: log in as
 * before, with a push to the phone (the server knows the person for this browser, so no personal code is
 * typed), or forget this browser. Loaded only where the page's hint says the browser is remembered.
 */
export function RememberedOffer() {
  const { t } = useLingui();
  const auth = useAuthActor();
  const forget = useFormFlow<never, 'forgetRememberedBrowser'>('forgetRememberedBrowser', {
    initialValues: {},
    validate: () => ({}),
    params: null,
  });
  if (forget.submitted) return null;
  return (
    <section className="remembered-offer" aria-label={t`Prisijungti kaip anksčiau`}>
      <p>
        <Trans>
          Šioje naršyklėje jau jungėtės su Smart-ID. Galite prisijungti neįvesdami asmens kodo – patvirtinkite
          prisijungimą telefone.
        </Trans>
      </p>
      <Button
        className="btn--block"
        onClick={() =>
          auth.send({ type: 'login.eid', provider: 'pension_smart_id', personalCode: '', remembered: true })
        }
      >
        <Trans>Prisijungti kaip anksčiau</Trans>
      </Button>
      {forget.submitError ? (
        <p className="field__error" role="alert">
          <Trans>Pamiršti šios naršyklės nepavyko. Bandykite dar kartą.</Trans>
        </p>
      ) : null}
      <Button variant="link" onClick={forget.submit} loading={forget.submitting}>
        <Trans>Tai ne aš – pamiršti šią naršyklę</Trans>
      </Button>
      <p className="device-link-start__or">
        <Trans>arba įveskite asmens kodą</Trans>
      </p>
    </section>
  );
}
