import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { pressThenFocusProblem } from '../../ui/focus-problem';
import { Spinner } from '../../ui/spinner';
import { SignStep, type SignActorRef } from '../signing/sign-step';
import { ActionsWithBack } from './wizard-screens';

/** The events of the step, alike in every wizard that has it. */
type PreviewThenSignEvent =
  { type: 'preview.retry' } | { type: 'sign.begin' } | { type: 'sign.back' } | { type: 'step.back' };

/**
 * The step that shows what is signed and signs it (both onboardings' contract, the fund change's
 * request): a spinner while the PDF is prepared, "try again" when it could not be read, the signing kit
 * while signing, else the review (`children`) with "Pasirašyti" and "Atgal".
 */
export function PreviewThenSign({
  preparing,
  previewFailed,
  signing,
  sign,
  preparingLabel,
  previewFailedTitle,
  previewFailedNote,
  signTitle,
  signSummary,
  send,
  checkBeforeSigning = false,
  children,
}: {
  /** The PDF is being prepared (the machine's `loading` tag). */
  preparing: boolean;
  /** The PDF could not be read. */
  previewFailed: boolean;
  /** The machine is in its signing state. */
  signing: boolean;
  /** The wizard's `sign` child while signing. */
  sign: SignActorRef | undefined;
  preparingLabel: string;
  previewFailedTitle: string;
  /** Said under the failure, e.g. why the server refused to prepare the PDF. */
  previewFailedNote?: ReactNode;
  signTitle: ReactNode;
  /** What is signed, shown while choosing the signing method. */
  signSummary?: ReactNode;
  send: (event: PreviewThenSignEvent) => void;
  /** "Pasirašyti" may find something missing (a box not ticked): its message then gets the focus. */
  checkBeforeSigning?: boolean;
  children: ReactNode;
}) {
  const back = () => send({ type: 'step.back' });
  const begin = () => send({ type: 'sign.begin' });
  if (preparing)
    return (
      <div role="status">
        <Spinner label={preparingLabel} />
      </div>
    );
  if (previewFailed)
    return (
      <>
        <Alert tone="error" title={previewFailedTitle} />
        {previewFailedNote}
        <ActionsWithBack onBack={back}>
          <Button onClick={() => send({ type: 'preview.retry' })}>
            <Trans>Bandyti dar kartą</Trans>
          </Button>
        </ActionsWithBack>
      </>
    );
  if (signing && sign)
    return (
      <SignStep actor={sign} title={signTitle} onBack={() => send({ type: 'sign.back' })}>
        {signSummary}
      </SignStep>
    );
  return (
    <>
      {children}
      <ActionsWithBack onBack={back}>
        <Button onClick={checkBeforeSigning ? () => pressThenFocusProblem(document, begin) : begin}>
          <Trans>Pasirašyti</Trans>
        </Button>
      </ActionsWithBack>
    </>
  );
}
