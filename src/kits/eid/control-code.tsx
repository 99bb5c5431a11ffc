import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Countdown } from '../../ui/countdown';
import { Spinner } from '../../ui/spinner';

export interface ControlCodeProps {
  provider: 'pension_smart_id' | 'pension_mobile_id';
  /** Null while the eID session is being started. */
  controlCode: string | null;
  secondsLeft: number | null;
  onCancel: () => void;
  /** Heading above the code; defaults to confirming a login. */
  title?: ReactNode;
  /** What to do on the phone; defaults to the login's PIN1 text (signing says PIN2). */
  instructions?: ReactNode;
}

/** The eID confirmation screen: a large control code, what to check on the phone, a countdown, cancel. */
export function ControlCode({
  provider,
  controlCode,
  secondsLeft,
  onCancel,
  title,
  instructions,
}: ControlCodeProps) {
  const { t } = useLingui();
  const app = provider === 'pension_smart_id' ? 'Smart-ID' : 'Mobile-ID';
  if (!controlCode) {
    return (
      <div className="control-code" aria-busy="true">
        <Spinner label={t`Jungiamasi prie ${app}…`} />
        <p>
          <Trans>Jungiamasi prie {app}…</Trans>
        </p>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Atšaukti</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="control-code">
      <h2 className="control-code__title">{title ?? <Trans>Patvirtinkite prisijungimą telefone</Trans>}</h2>
      <p className="control-code__label" id="control-code-label">
        <Trans>Kontrolinis kodas</Trans>
      </p>
      <p className="control-code__value" aria-labelledby="control-code-label">
        {controlCode}
      </p>
      <p>
        {instructions ??
          (provider === 'pension_smart_id' ? (
            <Trans>
              Atsidarykite Smart-ID programėlę ir patikrinkite, ar joje rodomas toks pat kodas. Jei kodas
              sutampa, įveskite PIN1. Jei nesutampa – nieko nespauskite ir atšaukite.
            </Trans>
          ) : (
            <Trans>
              Telefone gausite Mobile-ID pranešimą. Patikrinkite, ar jame rodomas toks pat kodas, ir įveskite
              PIN1. Jei kodas nesutampa – atšaukite.
            </Trans>
          ))}
      </p>
      {secondsLeft !== null ? <Countdown seconds={secondsLeft} label={t`Liko laiko:`} /> : null}
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Atšaukti</Trans>
      </Button>
    </div>
  );
}
