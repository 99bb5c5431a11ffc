import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { Spinner } from '../../ui/spinner';
import { StepUpConfirmationPanel, type QualifyActorRef } from '../../kits/signing/step-up-confirmation';
import { SigningPanel, type SigningActorRef } from '../../kits/signing/signing-panel';

/**
 * sign-applications inside a form: a password or bank-handover login confirms with eID first (the qualify
 * child, §4), then the one signing screen (method, control code, countdown, §8 messages). Back returns to
 * the form with what was entered.
 */
export function ApplicationSigningStep({
  childActors,
  title,
  onBack,
}: {
  /** The form machine's children: `qualify` while confirming, `signApplication` while signing. */
  childActors: Readonly<Record<string, AnyActorRef | undefined>>;
  title: ReactNode;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const qualify = childActors.qualify as QualifyActorRef | undefined;
  const signing = childActors.signApplication as SigningActorRef | undefined;
  return (
    <section className="card">
      {qualify ? (
        <StepUpConfirmationPanel
          actor={qualify}
          title={<Trans>Prieš pasirašydami patvirtinkite savo tapatybę</Trans>}
          onBack={onBack}
        />
      ) : signing ? (
        <SigningPanel actor={signing} title={title} onBack={onBack} />
      ) : (
        <div role="status">
          <Spinner label={t`Ruošiamas prašymas…`} />
        </div>
      )}
    </section>
  );
}
