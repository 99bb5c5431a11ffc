import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { SignStep, type SignActorRef } from '../signing/sign-step';
import { ActionsWithBack } from './wizard-screens';

/** Where a wizard's preview-then-sign step is: its PDF being prepared, not read, signed, or read. */
export type PreviewThenSignPhase = 'preparing' | 'previewFailed' | 'signing' | 'review';

/**
 * The step that shows what is signed and signs it (both onboardings' contract, the fund change's
 * request): a spinner while the PDF is prepared, "try again" when it could not be read, the signing kit
 * while signing, else the review (`children`) with "Pasirašyti" and "Atgal".
 */
export function PreviewThenSign({
  phase,
  sign,
  preparingLabel,
  previewFailedTitle,
  previewFailedNote,
  signTitle,
  signSummary,
  onRetry,
  onSign,
  onSignBack,
  onBack,
  children,
}: {
  phase: PreviewThenSignPhase;
  /** The wizard's `sign` child while signing. */
  sign: SignActorRef | undefined;
  preparingLabel: string;
  previewFailedTitle: string;
  /** Said under the failure, e.g. why the server refused to prepare the PDF. */
  previewFailedNote?: ReactNode;
  signTitle: ReactNode;
  /** What is signed, shown while choosing the signing method. */
  signSummary?: ReactNode;
  onRetry: () => void;
  onSign: () => void;
  onSignBack: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  if (phase === 'preparing')
    return (
      <div role="status">
        <Spinner label={preparingLabel} />
      </div>
    );
  if (phase === 'previewFailed')
    return (
      <>
        <Alert tone="error" title={previewFailedTitle} />
        {previewFailedNote}
        <ActionsWithBack onBack={onBack}>
          <Button onClick={onRetry}>
            <Trans>Bandyti dar kartą</Trans>
          </Button>
        </ActionsWithBack>
      </>
    );
  if (phase === 'signing' && sign)
    return (
      <SignStep actor={sign} title={signTitle} onBack={onSignBack}>
        {signSummary}
      </SignStep>
    );
  return (
    <>
      {children}
      <ActionsWithBack onBack={onBack}>
        <Button onClick={onSign}>
          <Trans>Pasirašyti</Trans>
        </Button>
      </ActionsWithBack>
    </>
  );
}
