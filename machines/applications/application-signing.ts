/**
 * How the applications forms end (contribution holiday, termination, maximum accumulation): `signing`, the
 * signing kit's child (machines/signing/confirm-then-sign.machine.ts) signs the application; signed goes to
 * `success`, a failure or a crash to `submitFailed` (§8 error-500-applications) with the error, from where
 * "change the application" goes back to the form and "try again" to `retry`. The machine provides the guard
 * `isSigned` and the actions `storeSigned` and `storeError` (`signedApplicationOf` gives what `storeSigned`
 * keeps).
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { ConfirmThenSignInput, ConfirmThenSignOutput } from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import type {
  ApplicationDraft,
  ApplicationSigningRequest,
  SubmittedApplication,
} from './application-form-types';

/** What the success screen names once the application is signed. */
export function signedApplicationOf(output: ConfirmThenSignOutput): SubmittedApplication {
  return { applicationId: null, documentId: output.status === 'signed' ? output.documentId : null };
}

type SignDone = { event: DoneActorEvent<ConfirmThenSignOutput> };

export function applicationSigningStates<
  TContext extends { loginProvider: LoginProvider | null },
  TEdit extends string,
  TRetry extends string,
>(options: {
  /** The machine's id: the three states are its top-level states. */
  machineId: string;
  /** The form's top-level state, where "change the application" goes. */
  edit: TEdit;
  /** The top-level state "try again" goes to after a failure. */
  retry: TRetry;
  /** The application signed, from the machine's context. */
  draft: (context: TContext) => ApplicationDraft;
  /** What a failure keeps and where going back leads (submitFailed's description). */
  failed: string;
  /** Where the signed application appears (success's description). */
  signed: string;
}) {
  const root = `#${options.machineId}`;
  const edit = `${root}.${options.edit}` as const;
  const clearError = { type: 'storeError' as const, params: { error: null } };
  return {
    signing: {
      description:
        'sign-applications: the signing kit — a password or bank-handover login confirms with Smart-ID / Mobile-ID first (§4 Qualify), then the application is signed (SignDocument / PingSignDocument, 10 minutes).',
      tags: 'step:sign-applications' as const,
      on: { 'application.edit': edit },
      invoke: {
        id: 'sign',
        src: 'sign' as const,
        input: ({ context }: { context: TContext }): ConfirmThenSignInput<ApplicationSigningRequest> => ({
          request: { application: options.draft(context) },
          loginProvider: context.loginProvider,
        }),
        onDone: [
          {
            guard: { type: 'isSigned' as const, params: ({ event }: SignDone) => ({ output: event.output }) },
            target: `${root}.success`,
            actions: {
              type: 'storeSigned' as const,
              params: ({ event }: SignDone) => ({ output: event.output }),
            },
          },
          {
            target: `${root}.submitFailed`,
            actions: {
              type: 'storeError' as const,
              params: ({ event }: SignDone) => ({
                error: event.output.status === 'failed' ? event.output.error : null,
              }),
            },
          },
        ],
        onError: {
          target: `${root}.submitFailed`,
          actions: {
            type: 'storeError' as const,
            params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
          },
        },
      },
    },
    submitFailed: {
      description: `§8 error-500-applications: the submission failed; ${options.failed}`,
      tags: ['step:error-500-applications' as const, 'error' as const],
      on: {
        'application.edit': { target: edit, actions: clearError },
        'application.retry': { target: `${root}.${options.retry}` as const, actions: clearError },
      },
    },
    success: {
      description: `Signed: ${options.signed}`,
      tags: 'step:success' as const,
      type: 'final' as const,
    },
  };
}
