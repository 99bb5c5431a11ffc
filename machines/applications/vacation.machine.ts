/**
 * The contribution holiday (§2 Applications screen `vacation`, §5 "Vacation from contributions", §9
 * "Holiday maximum 12 months"): one machine from the form to the signed application.
 *
 *   loading -> noContract | editing (filling <-> refused) -> previewing -> reviewing -> signing -> success
 *                                                                  \-> submitFailed (error-500-applications)
 *
 * - The form asks for the contract, the first day and the number of whole months. It shows the months
 *   still available (12 minus the holidays already registered on the contract) and the earliest start
 *   (today + 30 days).
 * - Every rule is a guard named after it, checked on submit in the order the customer meets them, each
 *   with its own message (src/domain/validation-codes.ts): `contractChosen`, `startIsDate`,
 *   `monthsAreWhole`, `periodAtLeastOneMonth`, `noticeAtLeast30Days`, `noOverlapWithRegistered`,
 *   `holidayWithin12Months`, then `noOpenHolidayApplication` (an open application of a kind blocks a
 *   second one, src/domain/applications.ts). The rules all read one domain function, `validateHolidayApplication`
 *   (src/domain/applications-holiday.ts), which the server runs on the same application (with its own
 *   4xx codes).
 * - sign-applications: before anything is signed the server checks the application and answers its PDF
 *   (Documents.GetDocumentPreview); the customer reads a summary and the PDF and then signs (a refusal by
 *   the server — an application opened meanwhile in another tab — returns to the form with its message).
 * - signing: the signing kit's child (machines/signing/confirm-then-sign.machine.ts) — a password
 *   or bank-handover login confirms with eID first (§4), then the application is signed (Documents
 *   SignDocument / PingSignDocument). A
 *   failed submission shows the applications' error page; going back keeps what was entered.
 */
import { assign, fromPromise, not, setup } from 'xstate';
import { confirmThenSignMachine, type ConfirmThenSignOutput } from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import type { IsoDate } from '../../src/domain/calendar-date';
import {
  holidayAllowance,
  validateHolidayApplication,
  type HolidayAllowance,
  type RegisteredHoliday as RegisteredPeriod,
} from '../../src/domain/applications-holiday';
import type { ValidationCode } from '../../src/domain/validation-codes';
import type { PdfDocument } from '../onboarding/onboarding-types';
import type {
  ApplicationContract,
  ApplicationDraft,
  ApplicationSigningRequest,
  SubmittedApplication,
} from './application-form-types';
import { isAlreadyOpen, offersContract, startingContract } from './application-form-types';
import { applicationSigningStates, signedApplicationOf } from './application-signing';
import { lockoutState, openingStates } from '../wizard/opening-states';

export interface RegisteredHoliday extends RegisteredPeriod {
  contractNumber: string;
  status: 'registered' | 'processing' | 'approved';
}

/** What the form reads before it opens: the contracts and the holidays already registered. */
export interface VacationFacts {
  contracts: ApplicationContract[];
  /** Holiday applications that count towards the 12 months (every status except rejected). */
  registered: RegisteredHoliday[];
}

export interface VacationInput {
  /** How the customer logged in: a password or bank-handover login confirms with eID before signing (§4). */
  loginProvider: LoginProvider | null;
  /** Today in Lithuania ('yyyy-MM-dd'): the 30-day notice counts from it. */
  today: IsoDate;
  /** The contract the link named (?contract=…), if any. */
  contractNumber?: string | null | undefined;
  /** What a reload finds in the tab's draft (nothing entered is lost). */
  resume?: { start?: string; months?: string } | undefined;
}

/**
 * The rules' codes (src/domain/validation-codes.ts), and the one of §2 Applications that an open (registered
 * or processing) holiday application on the contract blocks a second one until it is decided.
 */
export type VacationRefusal = ValidationCode | 'application-already-open';

export interface VacationContext {
  loginProvider: LoginProvider | null;
  today: IsoDate;
  facts: VacationFacts | null;
  contractNumber: string | null;
  /** As typed: 'yyyy-MM-dd'. */
  start: string;
  /** As chosen: whole months, as text. */
  months: string;
  /** The rule the last submit broke. */
  refusal: VacationRefusal | null;
  /** The application's PDF the server answered, read before signing. */
  preview: PdfDocument | null;
  submitted: SubmittedApplication | null;
  error: unknown;
}

export type VacationEvent =
  | { type: 'vacation.contract'; contractNumber: string }
  | { type: 'vacation.start'; value: string }
  | { type: 'vacation.months'; value: string }
  | { type: 'form.submit' }
  | { type: 'sign.begin' }
  | { type: 'load.retry' }
  | { type: 'application.edit' }
  | { type: 'application.retry' };

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/applications/application-form-actors.ts)`);
}

/** The registered holidays of the chosen contract. */
export function registeredOf(
  context: Pick<VacationContext, 'facts' | 'contractNumber'>,
): RegisteredHoliday[] {
  return (context.facts?.registered ?? []).filter((item) => item.contractNumber === context.contractNumber);
}

/** The period as entered ('' months is NaN: not whole). */
export function periodOf(context: Pick<VacationContext, 'start' | 'months'>) {
  return { start: context.start.trim(), months: context.months.trim() === '' ? NaN : Number(context.months) };
}

/** The rules the entered holiday breaks (the domain's order). */
export function vacationCodes(context: VacationContext): ValidationCode[] {
  return validateHolidayApplication({
    periods: [periodOf(context)],
    registered: registeredOf(context),
    today: context.today,
  });
}

/** What the form shows next to the fields: months used, still available, and the earliest start. */
export function vacationAllowance(context: VacationContext): HolidayAllowance {
  return holidayAllowance(registeredOf(context), context.today);
}

export function vacationDraft(context: VacationContext): ApplicationDraft {
  return {
    kind: 'HolidaysSuspensionContributions',
    actionType: 'SodraVacation',
    contractNumber: context.contractNumber ?? '',
    period: periodOf(context),
  };
}

const breaks =
  (code: ValidationCode) =>
  ({ context }: { context: VacationContext }) =>
    !vacationCodes(context).includes(code);

export const vacationMachine = setup({
  types: {
    context: {} as VacationContext,
    events: {} as VacationEvent,
    input: {} as VacationInput,
    tags: {} as
      | 'loading'
      | 'error'
      | 'step:vacation'
      | 'step:no-contract'
      | 'step:sign-applications'
      | 'step:error-500-applications'
      | 'step:success',
  },
  actors: {
    loadVacation: fromPromise<VacationFacts, { today: IsoDate }>(async () => notProvided('loadVacation')),
    fetchApplicationPreview: fromPromise<PdfDocument, ApplicationSigningRequest>(async () =>
      notProvided('fetchApplicationPreview'),
    ),
    sign: confirmThenSignMachine,
  },
  guards: {
    isSigned: (_, params: { output: ConfirmThenSignOutput }) => params.output.status === 'signed',
    isAlreadyOpen: (_, params: { error: unknown }) => isAlreadyOpen(params.error),
    hasNoContract: (_, params: { facts: VacationFacts }) => params.facts.contracts.length === 0,
    contractChosen: ({ context }) => offersContract(context.facts, context.contractNumber),
    startIsDate: breaks('invalid-date'),
    monthsAreWhole: breaks('wrong-number-format'),
    periodAtLeastOneMonth: breaks('vacation-period-too-short'),
    noticeAtLeast30Days: breaks('vacation-too-late'),
    noOverlapWithRegistered: breaks('vacation-periods-overlap'),
    holidayWithin12Months: breaks('vacation-too-long'),
    noOpenHolidayApplication: ({ context }) =>
      !registeredOf(context).some((item) => item.status === 'registered' || item.status === 'processing'),
  },
  actions: {
    storeSigned: assign((_, params: { output: ConfirmThenSignOutput }) => ({
      submitted: signedApplicationOf(params.output),
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    refuse: assign((_, params: { code: VacationRefusal }) => ({ refusal: params.code })),
    storeFacts: assign(({ context }, params: { facts: VacationFacts }) => ({
      facts: params.facts,
      contractNumber: startingContract(params.facts.contracts, context.contractNumber),
    })),
  },
}).createMachine({
  id: 'vacation',
  description:
    'Contribution holiday (§5, §9): whole months, at least 1 month, at most 12 in total with the registered ones, asked at least 30 days ahead.',
  context: ({ input }) => ({
    loginProvider: input.loginProvider,
    today: input.today,
    facts: null,
    contractNumber: input.contractNumber ?? null,
    start: input.resume?.start ?? '',
    months: input.resume?.months ?? '',
    refusal: null,
    preview: null,
    submitted: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...openingStates({
      description: 'Reads the contracts and the holidays already registered (Applications/GetList).',
      loader: 'loadVacation',
      input: ({ context }: { context: VacationContext }) => ({ today: context.today }),
      checks: [{ guard: 'hasNoContract', target: 'noContract' }],
      open: 'editing',
    }),
    noContract: lockoutState(
      'step:no-contract',
      'No active pension contract: nothing to take a holiday from.',
    ),
    editing: {
      description:
        'The form: contract, first day, whole months; the months still available and the earliest start are shown.',
      tags: ['step:vacation'],
      initial: 'filling',
      on: {
        'vacation.contract': {
          target: '.filling',
          actions: assign({ contractNumber: ({ event }) => event.contractNumber, refusal: null }),
        },
        'vacation.start': {
          target: '.filling',
          actions: assign({ start: ({ event }) => event.value, refusal: null }),
        },
        'vacation.months': {
          target: '.filling',
          actions: assign({ months: ({ event }) => event.value, refusal: null }),
        },
        'form.submit': [
          {
            guard: not('contractChosen'),
            target: '.refused',
            actions: { type: 'refuse', params: { code: 'required' } },
          },
          {
            guard: not('startIsDate'),
            target: '.refused',
            actions: { type: 'refuse', params: { code: 'invalid-date' } },
          },
          {
            guard: not('monthsAreWhole'),
            target: '.refused',
            actions: { type: 'refuse', params: { code: 'wrong-number-format' } },
          },
          {
            guard: not('periodAtLeastOneMonth'),
            target: '.refused',
            actions: { type: 'refuse', params: { code: 'vacation-period-too-short' } },
          },
          {
            guard: not('noticeAtLeast30Days'),
            target: '.refused',
            actions: { type: 'refuse', params: { code: 'vacation-too-late' } },
          },
          {
            guard: not('noOverlapWithRegistered'),
            target: '.refused',
            actions: { type: 'refuse', params: { code: 'vacation-periods-overlap' } },
          },
          {
            guard: not('holidayWithin12Months'),
            target: '.refused',
            actions: { type: 'refuse', params: { code: 'vacation-too-long' } },
          },
          {
            guard: not('noOpenHolidayApplication'),
            target: '.refused',
            actions: { type: 'refuse', params: { code: 'application-already-open' } },
          },
          { target: 'previewing', actions: assign({ refusal: null, error: null }) },
        ],
      },
      states: {
        filling: {},
        refused: {
          description: 'A rule is broken: its own message is shown next to the form; nothing is sent.',
          tags: ['error'],
        },
      },
    },
    previewing: {
      description:
        'GetDocumentPreview: the server checks the application and answers its PDF; a second open application is refused.',
      tags: ['step:sign-applications', 'loading'],
      invoke: {
        id: 'fetchApplicationPreview',
        src: 'fetchApplicationPreview',
        input: ({ context }): ApplicationSigningRequest => ({ application: vacationDraft(context) }),
        onDone: { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isAlreadyOpen', params: ({ event }) => ({ error: event.error }) },
            target: '#vacation.editing.refused',
            actions: { type: 'refuse', params: { code: 'application-already-open' } },
          },
          { target: 'submitFailed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    reviewing: {
      description:
        'What is about to be signed: the contract, the first and last day and the months, with the application PDF.',
      tags: ['step:sign-applications'],
      on: { 'sign.begin': 'signing', 'application.edit': 'editing' },
    },
    ...applicationSigningStates({
      machineId: 'vacation',
      edit: 'editing',
      retry: 'previewing',
      draft: vacationDraft,
      failed: 'back to the form keeps what was entered.',
      signed: 'the holiday appears in the applications list with status registered.',
    }),
  },
});

export type VacationMachine = typeof vacationMachine;
