import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ConfirmThenSignMachine } from '../../../machines/signing/confirm-then-sign.machine';
import { Spinner } from '../../ui/spinner';
import { SigningPanel, type SigningActorRef } from './signing-panel';
import { StepUpConfirmationPanel, type QualifyActorRef } from './step-up-confirmation';

export type SignActorRef = ActorRefFrom<ConfirmThenSignMachine>;

export interface SignStepProps {
  /** The wizard's `sign` child (machines/signing/confirm-then-sign.machine.ts), once it runs. */
  actor: SignActorRef | undefined;
  /** What is being signed, e.g. "Pasirašykite II pakopos sutartį". */
  title: ReactNode;
  /** Shown while choosing the signing method: what the signature means, a summary. */
  children?: ReactNode;
  /** Leave the signing (the wizard's `sign.back`). */
  onBack: () => void;
}

/**
 * The one signing step of every wizard (§4 Qualify, §4 Signing): the fresh eID confirmation a password or bank
 * login needs, then the signing with its control code, countdown, refusals and retry. What it shows follows
 * the kit's machine.
 */
export function SignStep({ actor, title, children, onBack }: SignStepProps) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const qualify = state?.children.qualify as QualifyActorRef | undefined;
  const signing = state?.children.signing as SigningActorRef | undefined;
  if (state?.hasTag('confirming') && qualify)
    return (
      <StepUpConfirmationPanel
        actor={qualify}
        offered={state.context.offered}
        title={<Trans>Prieš pasirašydami patvirtinkite savo tapatybę</Trans>}
        notice={
          state.context.confirmationExpired ? (
            <Trans>Patvirtinimas nebegalioja. Patvirtinkite savo tapatybę dar kartą.</Trans>
          ) : undefined
        }
        onBack={onBack}
      />
    );
  if (state?.hasTag('signing') && signing)
    return (
      <SigningPanel actor={signing} offered={state.context.offered} title={title} onBack={onBack}>
        {children}
      </SigningPanel>
    );
  return (
    <div role="status">
      <Spinner label={t`Ruošiamas pasirašymas…`} />
    </div>
  );
}
