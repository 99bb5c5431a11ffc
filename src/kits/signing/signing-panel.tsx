import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SigningErrorCode } from '../../../machines/signing/signing-errors';
import type { OfferedMethod } from '../../../machines/signing/offered-method';
import type { SigningMachine } from '../../../machines/signing/signing.machine';
import {
  HOLIDAY_MAX_MONTHS,
  HOLIDAY_MIN_PERIOD_MONTHS,
  HOLIDAY_REQUEST_LEAD_DAYS,
} from '../../domain/constants';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useNow } from '../../ui/use-now';
import { ControlCode } from '../eid/control-code';
import { EidMethodForm } from '../eid/eid-method-form';

export type SigningActorRef = ActorRefFrom<SigningMachine>;

/** §8 signing messages, in the customer's words. */
export function useSigningErrorMessage(): (code: SigningErrorCode) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case 'cancelled':
        return t`Pasirašymas atšauktas. Niekas nepasirašyta – galite bandyti dar kartą.`;
      case 'window-over':
        return t`Pasirašymo laikas (10 minučių) baigėsi. Niekas nepasirašyta – bandykite dar kartą.`;
      case 'device-selection':
        return t`Nepavyko pasirinkti Smart-ID įrenginio. Patikrinkite, ar Smart-ID programėlė veikia, ir bandykite dar kartą.`;
      case 'certificate':
        return t`Nepavyko gauti jūsų pasirašymo sertifikato. Patikrinkite Smart-ID ar Mobile-ID paskyrą ir bandykite dar kartą.`;
      case 'wrong-code':
        return t`Telefone pasirinktas neteisingas kontrolinis kodas. Niekas nepasirašyta – bandykite dar kartą.`;
      case 'already-exists':
        return t`Jūs jau turite sutartį su šiuo fondu. Pasirinkite kitą fondą arba peržiūrėkite savo sutartis.`;
      case 'fund-change-pending':
        return t`Jau turite pateiktą ir dar neįvykdytą fondo keitimo prašymą. Naujo pateikti negalima, kol jis bus įvykdytas. Niekas nepasirašyta.`;
      case 'e-invoice-not-allowed':
        return t`Naujų e. sąskaitų sutikimų pateikti negalima. Niekas nepasirašyta.`;
      case 'application-already-open':
        return t`Tokios rūšies prašymas šiai sutarčiai jau pateiktas ir dar nagrinėjamas. Naują galėsite pateikti, kai jis bus išnagrinėtas. Niekas nepasirašyta.`;
      case 'application-not-available':
        return t`Šio prašymo šiai sutarčiai dabar pateikti negalima. Niekas nepasirašyta.`;
      case 'vacation-too-late':
        return t`Prašymą reikia pateikti ne vėliau kaip likus ${HOLIDAY_REQUEST_LEAD_DAYS} dienų iki atostogų pradžios. Grįžkite ir pasirinkite vėlesnę pradžią.`;
      case 'vacation-period-too-short':
        return t`Atostogų laikotarpis turi būti ne trumpesnis nei ${HOLIDAY_MIN_PERIOD_MONTHS} mėnuo. Grįžkite ir pataisykite laikotarpį.`;
      case 'vacation-too-long':
        return t`Atostogos nuo įmokų iš viso negali viršyti ${HOLIDAY_MAX_MONTHS} mėnesių. Grįžkite ir sutrumpinkite laikotarpį.`;
      case 'vacation-periods-overlap':
        return t`Atostogų laikotarpiai negali persidengti su jau pateiktais. Grįžkite ir pasirinkite kitą laikotarpį.`;
      default:
        return t`Pasirašyti nepavyko. Niekas nepasirašyta – bandykite dar kartą.`;
    }
  };
}

export interface SigningPanelProps {
  actor: SigningActorRef;
  /** What is being signed, e.g. "Pasirašykite II pakopos sutartį". */
  title: ReactNode;
  /** Shown while choosing the method (what the signature means). */
  children?: ReactNode;
  /** Leave the signing (back to the previous step); shown when nothing is in flight. */
  onBack?: () => void;
  /** The method offered first: how the customer logged in, with their known Mobile-ID phone. */
  offered?: OfferedMethod | undefined;
}

/**
 * The reusable signing screen (§4 Signing): choose Smart-ID or Mobile-ID, compare the control code on the
 * login's control-code screen with its countdown (10 minutes, §9), cancel at any point, read a §8 signing
 * message and retry. What it shows follows the signing machine (machines/signing/signing.machine.ts).
 */
export function SigningPanel({ actor, title, children, onBack, offered }: SigningPanelProps) {
  const state = useSelector(actor, (s) => s);
  const waiting = state.hasTag('eid-waiting');
  const now = useNow(1000, waiting);
  const messageFor = useSigningErrorMessage();
  const { t } = useLingui();

  if (state.matches('starting') || waiting) {
    const chosen = state.context.method?.provider ?? 'pension_smart_id';
    return (
      <ControlCode
        provider={chosen}
        controlCode={waiting ? state.context.controlCode : null}
        secondsLeft={
          state.context.expiresAt ? Math.max(0, Math.ceil((state.context.expiresAt - now) / 1000)) : null
        }
        onCancel={() => actor.send({ type: 'signing.cancel' })}
        title={title}
        instructions={
          state.context.resumed ? (
            <Trans>
              Tęsiame pasirašymą, pradėtą prieš išeinant iš šio puslapio. Jei telefone jau pasirašėte,
              palaukite – patikrinsime. Jei dar ne, patikrinkite, ar telefone rodomas toks pat kodas, ir
              pasirašykite įvesdami PIN2.
            </Trans>
          ) : chosen === 'pension_smart_id' ? (
            <Trans>
              Atsidarykite Smart-ID programėlę ir patikrinkite, ar joje rodomas toks pat kodas. Jei kodas
              sutampa, pasirašykite įvesdami PIN2. Pasirašyti turite 10 minučių.
            </Trans>
          ) : (
            <Trans>
              Telefone gausite Mobile-ID pranešimą. Patikrinkite, ar jame rodomas toks pat kodas, ir
              pasirašykite įvesdami PIN2. Pasirašyti turite 10 minučių.
            </Trans>
          )
        }
      />
    );
  }

  if (state.matches('signed')) {
    return (
      <div role="status" className="signing-done">
        <p>
          <Trans>Pasirašyta.</Trans>
        </p>
      </div>
    );
  }

  if (state.matches('confirmationRequired')) {
    // The signing kit asks for a fresh eID confirmation next; this shows only for that moment.
    return <Loading label={t`Reikia iš naujo patvirtinti tapatybę…`} />;
  }

  if (state.matches('failed')) {
    return (
      <section className="signing" aria-labelledby="signing-title">
        <h2 id="signing-title">{title}</h2>
        <Alert tone="error" title={messageFor(state.context.error ?? 'failed')} />
        <div className="actions">
          <Button onClick={() => actor.send({ type: 'signing.retry' })}>
            <Trans>Bandyti dar kartą</Trans>
          </Button>
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              <Trans>Grįžti</Trans>
            </Button>
          ) : null}
        </div>
      </section>
    );
  }

  return (
    <section className="signing" aria-labelledby="signing-title">
      <h2 id="signing-title">{title}</h2>
      {children}
      <EidMethodForm
        name="signing"
        legend={<Trans>Pasirašymo būdas</Trans>}
        initialProvider={state.context.method?.provider ?? offered?.provider}
        initialPhone={state.context.method?.phoneNumber ?? offered?.phoneNumber}
        submitLabel={(provider) =>
          provider === 'pension_smart_id' ? (
            <Trans>Pasirašyti su Smart-ID</Trans>
          ) : (
            <Trans>Pasirašyti su Mobile-ID</Trans>
          )
        }
        onStart={(provider, phoneNumber) =>
          actor.send({ type: 'signing.start', provider, ...(phoneNumber ? { phoneNumber } : {}) })
        }
        onBack={onBack}
      />
    </section>
  );
}

/** A small spinner line for steps that wait on the network. */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <Spinner label={label} />
    </div>
  );
}
