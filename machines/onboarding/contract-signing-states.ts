/**
 * The last step both onboardings share (pillar II and pillar III): the contract's preview, a PDF of this
 * customer's contract, is fetched and read, then the signing kit's child signs it; signed goes to the
 * machine's `success` with the contract number and the date, a refusal or a crash back to the preview with
 * the error. The machine provides the actors `fetchPreview` and `sign`, the guard `isSigned` and the actions
 * `storePreview`, `storeContract` and `storeError`.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { ConfirmThenSignInput, ConfirmThenSignOutput } from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import type { PdfDocument } from './onboarding-types';

type SignDone = { event: DoneActorEvent<ConfirmThenSignOutput> };
type Failed = { event: ErrorActorEvent };

/** What `storeContract` keeps of a signed contract. */
export function signedContractOf(output: ConfirmThenSignOutput): {
  contractNumber: string | null;
  effectiveDate: string | null;
} {
  return output.status === 'signed'
    ? { contractNumber: output.contractNumber, effectiveDate: output.effectiveDate }
    : { contractNumber: null, effectiveDate: null };
}

export function contractSigningStates<
  TContext extends { loginProvider: LoginProvider | null },
  TRequest,
>(options: {
  /** The machine's id: `success` is its top-level state. */
  machineId: string;
  /** The contract signed (and previewed), from the machine's context. */
  request: (context: TContext) => TRequest;
  /** What a failed preview means for this contract. */
  previewFailed: string;
}) {
  return {
    initial: 'loadingPreview' as const,
    states: {
      loadingPreview: {
        tags: 'loading' as const,
        invoke: {
          id: 'fetchPreview',
          src: 'fetchPreview' as const,
          input: ({ context }: { context: TContext }) => ({ request: options.request(context) }),
          onDone: {
            target: 'reviewing' as const,
            actions: {
              type: 'storePreview' as const,
              params: ({ event }: { event: DoneActorEvent<PdfDocument> }) => ({ preview: event.output }),
            },
          },
          onError: {
            target: 'previewFailed' as const,
            actions: {
              type: 'storeError' as const,
              params: ({ event }: Failed) => ({ error: event.error }),
            },
          },
        },
      },
      previewFailed: {
        description: options.previewFailed,
        tags: 'error' as const,
        on: {
          'preview.retry': {
            target: 'loadingPreview' as const,
            actions: { type: 'storeError' as const, params: { error: null } },
          },
        },
      },
      reviewing: {
        description: 'The preview is open to read; the customer starts signing.',
        on: { 'sign.begin': 'signing' as const },
      },
      signing: {
        description:
          'The signing kit: a fresh eID confirmation for a password or bank login (§4 Qualify), then the control code and pings until signed (10 minutes, §9).',
        invoke: {
          id: 'sign',
          src: 'sign' as const,
          input: ({ context }: { context: TContext }): ConfirmThenSignInput<TRequest> => ({
            request: options.request(context),
            loginProvider: context.loginProvider,
          }),
          onDone: [
            {
              guard: {
                type: 'isSigned' as const,
                params: ({ event }: SignDone) => ({ output: event.output }),
              },
              target: `#${options.machineId}.success`,
              actions: {
                type: 'storeContract' as const,
                params: ({ event }: SignDone) => ({ output: event.output }),
              },
            },
            {
              target: 'reviewing' as const,
              actions: {
                type: 'storeError' as const,
                params: ({ event }: SignDone) => ({
                  error: event.output.status === 'failed' ? event.output.error : null,
                }),
              },
            },
          ],
          onError: {
            target: 'reviewing' as const,
            actions: {
              type: 'storeError' as const,
              params: ({ event }: Failed) => ({ error: event.error }),
            },
          },
        },
        on: { 'sign.back': 'reviewing' as const },
      },
    },
  };
}
