import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { config } from '../../app/config';
import { todayInLithuania } from '../../domain/calendar-date';
import { isAdult } from '../../domain/personal-code';
import { Alert } from '../../ui/alert';
import { MobileIdForm, SmartIdForm, type MobileIdValues } from '../login/login-forms';

/**
 * Registration by Smart-ID or Mobile-ID (§2): adults only; a minor is directed to the customer centre.
 * The identity confirmation itself is wired with the authentication flow.
 */
function MinorNotice() {
  return (
    <Alert tone="warning" title={<Trans>Savitarnoje sutartį gali sudaryti tik pilnamečiai</Trans>}>
      <p>
        <Trans>
          Nepilnamečiams pensijų kaupimo sutartis sudaroma klientų aptarnavimo centre kartu su tėvais ar
          globėjais.{' '}
          <a href={config.customerCentreUrl} rel="noopener noreferrer">
            Rasti artimiausią centrą
          </a>
        </Trans>
      </p>
    </Alert>
  );
}

function useRegisterSubmit() {
  const navigate = useNavigate();
  const [minor, setMinor] = useState(false);
  const submit = async (values: { personalCode: string } | MobileIdValues) => {
    if (!isAdult(values.personalCode, todayInLithuania())) {
      setMinor(true);
      throw new Error('minor');
    }
    setMinor(false);
    await navigate({ to: '/register/success' });
  };
  return { minor, submit };
}

export function RegisterSmartId() {
  const { t } = useLingui();
  const { minor, submit } = useRegisterSubmit();
  return (
    <section className="card" aria-label={t`Registracija su Smart-ID`}>
      <SmartIdForm onSubmit={submit} flowError={minor ? <MinorNotice /> : null} />
    </section>
  );
}

export function RegisterMobileId() {
  const { t } = useLingui();
  const { minor, submit } = useRegisterSubmit();
  return (
    <section className="card" aria-label={t`Registracija su Mobile-ID`}>
      <MobileIdForm onSubmit={submit} flowError={minor ? <MinorNotice /> : null} />
    </section>
  );
}
