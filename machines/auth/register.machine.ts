/**
 * Registration by Smart-ID or Mobile-ID (§2 /register/smart-id, /register/mobile-id; §6 adults only):
 *
 *   editing -> checkingAge -> minor (directed to the customer centre)
 *                          -> identifying (eID: starting -> awaitingConfirmation) -> registered | failed
 *
 * The person confirms their identity with eID and the auth server records them as a potential customer,
 * after which they can log in. A minor is refused before any eID session starts (the server refuses too,
 * `minor_not_allowed`). The identification is the shared eID child (same initiate, 3 s polling, retries
 * and 120 s window as login) created for a finalisation that resolves with `{ status: 'registered' }`;
 * the composition root provides its actors over /connect/register/initiate and /connect/register/complete.
 *
 * Today's date comes with `register.submit` (the machine never reads the clock), so a test or story can
 * pin the age rule to a day.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { IsoDate } from '../../src/domain/calendar-date';
import { isAdult } from '../../src/domain/personal-code';
import { toLoginErrorCode, type EidRequest, type LoginErrorCode } from './auth-types';
import {
  createEidIdentificationMachine,
  type EidLoginOutput,
  type EidStartedEvent,
} from './eid-login.machine';

/** What /connect/register/complete answers once the person is recorded. */
export interface RegistrationResult {
  status: 'registered';
}

/** The shared eID identification, finalised by the registration endpoint. */
export const registerEidIdentification = createEidIdentificationMachine<RegistrationResult>();
export type RegisterEidOutput = EidLoginOutput<RegistrationResult>;

export interface RegisterContext {
  /** The last submitted identity (kept for a retry after a failure). */
  request: EidRequest | null;
  /** Today in Lithuania, from the submit event: the age rule's reference day. */
  today: IsoDate | null;
  controlCode: string | null;
  /** End of the 120 s eID window (ms since epoch). */
  expiresAt: number | null;
  error: LoginErrorCode | null;
}

export type RegisterEvent =
  | ({ type: 'register.submit'; today: IsoDate } & EidRequest)
  | { type: 'register.cancel' }
  | { type: 'error.dismiss' }
  | EidStartedEvent;

const initialContext: RegisterContext = {
  request: null,
  today: null,
  controlCode: null,
  expiresAt: null,
  error: null,
};

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    eidLogin: registerEidIdentification,
  },
  guards: {
    isAdult: ({ context }) =>
      context.request !== null &&
      context.today !== null &&
      isAdult(context.request.personalCode, context.today),
    isRegistered: (_, params: { output: RegisterEidOutput }) =>
      params.output.status === 'confirmed' && params.output.tokens.status === 'registered',
  },
  actions: {
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'register.submit');
      const { type: _type, today, ...request } = event;
      return { request, today, controlCode: null, expiresAt: null, error: null };
    }),
    clearCode: assign({ controlCode: null, expiresAt: null }),
    fail: assign((_, params: { error: unknown }) => ({
      controlCode: null,
      expiresAt: null,
      error: toLoginErrorCode(params.error),
    })),
  },
}).createMachine({
  id: 'register',
  description:
    'Registration by Smart-ID or Mobile-ID: adults only; a minor is directed to the customer centre.',
  context: initialContext,
  initial: 'editing',
  states: {
    editing: {
      description: 'The Smart-ID (personal code) or Mobile-ID (personal code, phone) form.',
      on: { 'register.submit': { target: 'checkingAge', actions: 'storeRequest' } },
    },
    checkingAge: {
      description:
        'Adults only (§6): the birth date in the personal code against today, before any eID session.',
      always: [{ guard: 'isAdult', target: 'identifying' }, { target: 'minor' }],
    },
    minor: {
      description: 'Under 18: a pension contract for a minor is made at the customer centre with a parent.',
      tags: ['minor'],
      on: { 'register.submit': { target: 'checkingAge', actions: 'storeRequest' } },
    },
    identifying: {
      description:
        'The shared eID child over /connect/register/initiate and /connect/register/complete: control code, polling every 3 s, 120 s window.',
      tags: ['eid'],
      invoke: {
        id: 'eidLogin',
        src: 'eidLogin',
        input: ({ context }) => context.request ?? { provider: 'pension_smart_id', personalCode: '' },
        onDone: [
          {
            guard: { type: 'isRegistered', params: ({ event }) => ({ output: event.output }) },
            target: 'registered',
            actions: 'clearCode',
          },
          {
            target: 'failed',
            actions: {
              type: 'fail',
              params: ({ event }) => ({
                error: event.output.status === 'failed' ? event.output.error : 'unknown',
              }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'register.cancel': { target: 'editing', actions: 'clearCode' },
      },
      initial: 'starting',
      states: {
        starting: {
          description:
            'Starting the eID session (a minor is refused here too; an existing customer only after the confirmation).',
          tags: ['loading'],
          on: {
            'eid.started': {
              target: 'awaitingConfirmation',
              actions: assign({
                controlCode: ({ event }) => event.controlCode,
                expiresAt: ({ event }) => event.expiresAt,
              }),
            },
          },
        },
        awaitingConfirmation: {
          description: 'The control code and the countdown are shown until the person confirms on the phone.',
          tags: ['eid-waiting'],
        },
      },
    },
    registered: {
      description: 'Recorded as a potential customer: the view goes to /register/success.',
      type: 'final',
    },
    failed: {
      description:
        'A §8 code (user_cancelled, session_expired, already_registered, minor_not_allowed ...); the form can be submitted again.',
      tags: ['error'],
      on: {
        'register.submit': { target: 'checkingAge', actions: 'storeRequest' },
        'error.dismiss': { target: 'editing', actions: assign({ error: null }) },
      },
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Selectors (what the view reads).
// ---------------------------------------------------------------------------------------------

interface RegisterSnapshotLike {
  context: RegisterContext;
  hasTag(tag: string): boolean;
  status: string;
}

export const selectRegisterControlCode = (snapshot: RegisterSnapshotLike): string | null =>
  snapshot.context.controlCode;
/** Whole seconds until the eID window ends (never negative); null before the code is known. */
export const selectRegisterSecondsLeft = (snapshot: RegisterSnapshotLike, now: number): number | null =>
  snapshot.context.expiresAt === null
    ? null
    : Math.max(0, Math.ceil((snapshot.context.expiresAt - now) / 1000));
/** The eID flow is on (spinner or control code). */
export const selectIsIdentifying = (snapshot: RegisterSnapshotLike): boolean => snapshot.hasTag('eid');
/** Minor: refused locally, or by the server (minor_not_allowed). */
export const selectIsMinor = (snapshot: RegisterSnapshotLike): boolean =>
  snapshot.hasTag('minor') || snapshot.context.error === 'minor_not_allowed';
export const selectRegisterError = (snapshot: RegisterSnapshotLike): LoginErrorCode | null =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
export const selectIsRegistered = (snapshot: RegisterSnapshotLike): boolean => snapshot.status === 'done';
