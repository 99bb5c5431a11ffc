/**
 * The signing step the applications forms share (contribution holiday, termination, maximum accumulation):
 * the signing kit's child (machines/signing/confirm-then-sign.machine.ts) signs the application; signed goes
 * to the machine's `success`, a failure or a crash to its `submitFailed` with the error, and "change the
 * application" back to the form. The machine provides the guard `isSigned` and the actions `storeSigned` and
 * `storeError` (`signedApplicationOf` gives what `storeSigned` keeps).
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

export function applicationSigningState<TContext extends { loginProvider: LoginProvider | null }>(options: {
  /** The machine's id: `success` and `submitFailed` are its top-level states. */
  machineId: string;
  /** Where "change the application" goes (the form), as a target from this state. */
  edit: string;
  /** The application signed, from the machine's context. */
  draft: (context: TContext) => ApplicationDraft;
}) {
  const root = `#${options.machineId}`;
  return {
    description:
      'sign-applications: the signing kit — a password or bank-handover login confirms with Smart-ID / Mobile-ID first (§4 Qualify), then the application is signed (SignDocument / PingSignDocument, 10 minutes).',
    tags: 'step:sign-applications' as const,
    on: { 'application.edit': options.edit },
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
  };
}
