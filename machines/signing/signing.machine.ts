/**
 * One Smart-ID / Mobile-ID signing (§4 Signing), written once for everything the customer signs: a new
 * contract (…CreateNewContract → PingCreateNewContract), a fund change (ChangeFund → PingChangeFund), a
 * document (SignDocument → PingSignDocument) and an e-invoice agreement (Invoices/SignDocument →
 * SignDocumentGetStatus). The machine declares one pair of actors, `startSigning` and `pingSigning`; each
 * flow's actors hold the calls of its kind and the signing kit provides them (src/kits/signing/signing-actors.ts),
 * so the four flows share these states, timers and messages.
 *
 *   opening -> choosingMethod -> starting -> awaitingConfirmation (waiting <-> pinging, 3 s) -> signed
 *          \-> awaitingConfirmation (a resumed signing: ping at once)   \-> failed (§8 signing messages)
 *                                                                          -> retry = a new signing
 *
 * - The control code and a countdown are shown exactly as at login (src/kits/signing/signing-panel.tsx
 *   reuses the login's control-code screen).
 * - Ping answers 204 (the actor resolves with null) while the person has not signed yet: keep pinging.
 * - The window is "Smart-ID contracting up to 10 minutes" (§9): after 10 minutes the signing fails.
 * - The customer can cancel at any point; a retry starts a NEW signing with a new token (the server creates
 *   the contract only when a signing completes, once, so nothing is created twice).
 * - Transient ping failures (network, 5xx) are retried like the login's finalisation (10 times).
 * - A signing started before a reload or Back (`resume` in the input, kept by the kit in the tab) is not
 *   started again: its control code is shown once more and it is pinged at once, inside what is left of its
 *   window, so a phone that already confirmed is not asked again and nothing is lost silently.
 * - A signing that ends (signed, failed, cancelled) is forgotten by the kit (`forgetInFlight`).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  EID_MAX_FINALIZE_RETRIES,
  EID_POLL_INTERVAL_MS,
  SIGNING_WINDOW_MS,
} from '../../src/domain/constants';
import { signingErrorOfPing, signingErrorOfStart, type SigningErrorCode } from './signing-errors';

export type SigningProvider = 'pension_smart_id' | 'pension_mobile_id';

/** The four things signed through this machine; each has its own pair of provided actors. */
export type SigningKind = 'contract' | 'fund-change' | 'document' | 'e-invoice';

export interface SigningMethodChoice {
  provider: SigningProvider;
  /** Mobile-ID: '+370…' as typed; the actor sends it without plus or spaces (§7). */
  phoneNumber?: string;
}

export interface SigningInput<TRequest = unknown> {
  /** What is signed: the body of the call that starts the signing (without the method). */
  request: TRequest;
  /** The step-up confirmation a password or bank login shows (§4 Qualify), else null. */
  confirmation: string | null;
  /** A signing of this same request started before a reload or Back and still inside its window. */
  resume?: InFlightSigning | null;
}

/** A started signing the kit kept in the tab: enough to show its code and ping it again. */
export interface InFlightSigning {
  token: string;
  controlCode: string;
  provider: SigningProvider;
  /** End of its 10-minute window (ms since epoch). */
  expiresAt: number;
  /** What is left of the window when it was read (ms). */
  remainingMs: number;
}

export interface StartSigningInput<TRequest = unknown> extends SigningMethodChoice {
  request: TRequest;
  confirmation: string | null;
}

export interface StartSigningOutput {
  token: string;
  controlCode: string;
  /** When the signing was started (ms since epoch, read by the actor); the window ends 10 minutes later. */
  startedAt: number;
}

export interface PingSigningInput {
  token: string;
}

/** The ping's answer: null for 204 (still waiting), else the result. */
export type PingSigningOutput = {
  status: 'signed' | 'failed' | 'cancelled';
  documentId: number | null;
  message: string | null;
  contractNumber?: string | null | undefined;
  effectiveDate?: string | null | undefined;
} | null;

export interface SigningResultOutput {
  status: 'signed';
  documentId: number | null;
  contractNumber: string | null;
  effectiveDate: string | null;
}

/**
 * How a signing ends: signed, or refused at its start because the step-up confirmation is missing, spent or
 * expired (the invoking kit asks for a fresh one).
 */
export type SigningOutput = SigningResultOutput | { status: 'confirmation-required' };

export interface SigningContext {
  request: unknown;
  confirmation: string | null;
  method: SigningMethodChoice | null;
  controlCode: string | null;
  token: string | null;
  /** End of the 10-minute window (ms since epoch): the view counts down to it. */
  expiresAt: number | null;
  /** How long the window still runs from the moment the code is shown (10 minutes, or a resumed one's rest). */
  windowMs: number;
  /** True for a signing started before a reload or Back and continued here. */
  resumed: boolean;
  /** Transient ping failures so far in this signing. */
  retries: number;
  error: SigningErrorCode | null;
  result: SigningResultOutput | null;
}

export type SigningEvent =
  ({ type: 'signing.start' } & SigningMethodChoice) | { type: 'signing.cancel' } | { type: 'signing.retry' };

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided: use signingMachine.provide({ actors }) (src/app)`);
}

const cleared = { controlCode: null, token: null, expiresAt: null, retries: 0 } as const;

export const signingMachine = setup({
  types: {
    context: {} as SigningContext,
    events: {} as SigningEvent,
    input: {} as SigningInput,
    output: {} as SigningOutput,
    tags: {} as 'loading' | 'eid-waiting' | 'error' | 'success',
  },
  actors: {
    startSigning: fromPromise<StartSigningOutput, StartSigningInput>(async () => notProvided('startSigning')),
    pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(async () => notProvided('pingSigning')),
  },
  delays: {
    pollInterval: EID_POLL_INTERVAL_MS,
    signingWindow: ({ context }) => context.windowMs,
  },
  guards: {
    resumes: ({ context }) => context.resumed,
    /** §4: 204 means "still waiting". */
    isStillWaiting: (_, params: { output: PingSigningOutput }) => params.output === null,
    isSigned: (_, params: { output: PingSigningOutput }) => params.output?.status === 'signed',
    canRetry: ({ context }) => context.retries < EID_MAX_FINALIZE_RETRIES,
    /** The step-up confirmation is missing, spent by an earlier signing, or expired (§4 Qualify). */
    isConfirmationRequired: (_, params: { error: unknown }) =>
      signingErrorOfStart(params.error) === 'confirmation-required',
  },
  actions: {
    fail: assign((_, params: { error: SigningErrorCode }) => ({ ...cleared, error: params.error })),
    /** The kit forgets the signing it kept in the tab (provided at src/kits/signing/signing-actors.ts). */
    forgetInFlight: () => undefined,
  },
}).createMachine({
  id: 'signing',
  description:
    'One Smart-ID / Mobile-ID signing (§4 Signing): start, control code, ping every 3 s until a result; 10-minute window (§9).',
  context: ({ input }) => ({
    request: input.request,
    confirmation: input.confirmation,
    error: null,
    result: null,
    ...(input.resume
      ? {
          method: { provider: input.resume.provider },
          controlCode: input.resume.controlCode,
          token: input.resume.token,
          expiresAt: input.resume.expiresAt,
          retries: 0,
          windowMs: input.resume.remainingMs,
          resumed: true,
        }
      : { method: null, ...cleared, windowMs: SIGNING_WINDOW_MS, resumed: false }),
  }),
  initial: 'opening',
  states: {
    opening: {
      description:
        'A signing started before a reload or Back is pinged at once, its code shown again; else the method is chosen.',
      always: [{ guard: 'resumes', target: 'awaitingConfirmation.pinging' }, { target: 'choosingMethod' }],
    },
    choosingMethod: {
      description: 'The customer chooses Smart-ID or Mobile-ID (with the phone) and starts signing.',
      on: {
        'signing.start': {
          target: 'starting',
          actions: assign({
            method: ({ event }) => ({
              provider: event.provider,
              ...(event.phoneNumber !== undefined ? { phoneNumber: event.phoneNumber } : {}),
            }),
            error: null,
          }),
        },
      },
    },
    starting: {
      description:
        'The call that starts the signing (create contract, change fund, sign document or agreement) answers the token and the control code.',
      tags: ['loading'],
      invoke: {
        id: 'startSigning',
        src: 'startSigning',
        input: ({ context }) => ({
          request: context.request,
          confirmation: context.confirmation,
          provider: context.method?.provider ?? 'pension_smart_id',
          ...(context.method?.phoneNumber !== undefined ? { phoneNumber: context.method.phoneNumber } : {}),
        }),
        onDone: {
          target: 'awaitingConfirmation',
          actions: assign({
            token: ({ event }) => event.output.token,
            controlCode: ({ event }) => event.output.controlCode,
            expiresAt: ({ event }) => event.output.startedAt + SIGNING_WINDOW_MS,
            windowMs: SIGNING_WINDOW_MS,
            resumed: false,
            retries: 0,
          }),
        },
        onError: [
          {
            guard: { type: 'isConfirmationRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmationRequired',
          },
          {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: signingErrorOfStart(event.error) }) },
          },
        ],
      },
      on: {
        'signing.cancel': { target: 'failed', actions: { type: 'fail', params: { error: 'cancelled' } } },
      },
    },
    awaitingConfirmation: {
      description:
        'The control code and a countdown are shown until the person signs on the phone (PIN2). The window is 10 minutes (§9 "Smart-ID contracting up to 10 minutes").',
      tags: ['eid-waiting'],
      initial: 'waiting',
      after: {
        signingWindow: { target: 'failed', actions: { type: 'fail', params: { error: 'window-over' } } },
      },
      on: {
        'signing.cancel': { target: 'failed', actions: { type: 'fail', params: { error: 'cancelled' } } },
      },
      states: {
        waiting: {
          description: '3 s between two pings.',
          after: { pollInterval: 'pinging' },
        },
        pinging: {
          description: 'Ping with the token: 204 keeps waiting (§4); a result ends the signing.',
          invoke: {
            id: 'pingSigning',
            src: 'pingSigning',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: { type: 'isStillWaiting', params: ({ event }) => ({ output: event.output }) },
                target: 'waiting',
              },
              {
                guard: { type: 'isSigned', params: ({ event }) => ({ output: event.output }) },
                target: '#signing.signed',
                actions: assign({
                  ...cleared,
                  result: ({ event }) => ({
                    status: 'signed' as const,
                    documentId: event.output?.documentId ?? null,
                    contractNumber: event.output?.contractNumber ?? null,
                    effectiveDate: event.output?.effectiveDate ?? null,
                  }),
                }),
              },
              {
                target: '#signing.failed',
                actions: {
                  type: 'fail',
                  params: ({ event }) => ({ error: signingErrorOfPing(event.output) }),
                },
              },
            ],
            onError: [
              {
                guard: 'canRetry',
                target: 'waiting',
                actions: assign({ retries: ({ context }) => context.retries + 1 }),
              },
              { target: '#signing.failed', actions: { type: 'fail', params: { error: 'failed' } } },
            ],
          },
        },
      },
    },
    failed: {
      description:
        'The signing failed with a §8 signing message (device selection, certificate not fetched, cancelled, the window over …). Nothing was created.',
      tags: ['error'],
      entry: 'forgetInFlight',
      on: {
        'signing.retry': { target: 'choosingMethod', actions: assign({ error: null }) },
      },
    },
    signed: {
      description: 'Signed: the contract, change, document or agreement exists now.',
      tags: ['success'],
      entry: 'forgetInFlight',
      type: 'final',
    },
    confirmationRequired: {
      description:
        'The server refused to start: the step-up confirmation is missing, spent or expired; a fresh one is needed (§4 Qualify). Nothing was signed.',
      type: 'final',
    },
  },
  output: ({ context }): SigningOutput => context.result ?? { status: 'confirmation-required' },
});

export type SigningMachine = typeof signingMachine;
