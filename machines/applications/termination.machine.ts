/**
 * Terminating a pension contract (§2 Applications screen `termination`, §2 "fund termination with a
 * pause-and-think modal", §9 fees, §1 execution times): one machine from the choice to the signed
 * application.
 *
 *   loading -> noContract | choosing -> pausing (10 s, cannot be skipped) -> confirming
 *           -> previewing -> reviewing -> signing (sign-applications) -> success
 *           failure -> submitFailed (error-500-applications)
 *
 * - `choosing` shows what the customer loses on the chosen contract (src/domain/termination.ts: the
 *   pillar II state incentive; the pillar III withdrawal fee and tax relief; the working days) before
 *   anything is signed.
 * - The pause-and-think modal is the `pausing` state: it listens to no event that moves forward, only to
 *   `termination.keep` (the customer keeps the contract). Only its timer (`pauseToThink`, 10 s) leads to
 *   `confirming`, where the customer confirms. So no view, keyboard or URL can skip the pause: signing is
 *   reachable from `confirming` only.
 * - Before anything is signed the server checks the application and answers its PDF (GetDocumentPreview);
 *   the customer reads a summary and the PDF, then signs. A termination already open on the contract
 *   (another tab) returns to the choice with its message.
 * - Signing is the signing kit's child (`sign`, machines/signing/confirm-then-sign.machine.ts).
 */
import { assign, fromPromise, not, setup } from 'xstate';
import { confirmThenSignMachine, type ConfirmThenSignOutput } from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import type { IsoDate } from '../../src/domain/calendar-date';
import {
  TERMINATION_PAUSE_SECONDS,
  terminationLoss,
  type TerminationLoss,
} from '../../src/domain/termination';
import type {
  ApplicationContract,
  ApplicationDraft,
  ApplicationSigningRequest,
  SubmittedApplication,
} from './application-form-types';
import { isAlreadyOpen, offersContract, startingContract } from './application-form-types';
import { applicationSigningStates, signedApplicationOf } from './application-signing';
import type { PdfDocument } from '../onboarding/onboarding-types';
import { lockoutState, openingStates } from '../wizard/opening-states';

/** A contract that can be terminated, with what the loss is computed from. */
export interface TerminableContract extends ApplicationContract {
  contractValueEur: number;
  /** The last payout (§3 operation `op`), or null. */
  lastWithdrawal: IsoDate | null;
}

export interface TerminationFacts {
  contracts: TerminableContract[];
}

export interface TerminationInput {
  /** How the customer logged in: a password or bank-handover login confirms with eID before signing (§4). */
  loginProvider: LoginProvider | null;
  today: IsoDate;
  contractNumber?: string | null | undefined;
}

export interface TerminationContext {
  loginProvider: LoginProvider | null;
  today: IsoDate;
  facts: TerminationFacts | null;
  contractNumber: string | null;
  /** True after a submit without a contract chosen. */
  contractMissing: boolean;
  /** The application's PDF the server answered, read before signing. */
  preview: PdfDocument | null;
  submitted: SubmittedApplication | null;
  error: unknown;
}

export type TerminationEvent =
  | { type: 'termination.contract'; contractNumber: string }
  | { type: 'termination.request' }
  | { type: 'termination.keep' }
  | { type: 'termination.confirm' }
  | { type: 'sign.begin' }
  | { type: 'load.retry' }
  | { type: 'application.edit' }
  | { type: 'application.retry' };

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/applications/application-form-actors.ts)`);
}

/** The chosen contract and what terminating it loses, or null while none is chosen. */
export function chosenLoss(
  context: Pick<TerminationContext, 'facts' | 'contractNumber' | 'today'>,
): { contract: TerminableContract; loss: TerminationLoss } | null {
  const contract = context.facts?.contracts.find((item) => item.contractNumber === context.contractNumber);
  if (!contract) return null;
  return {
    contract,
    loss: terminationLoss({
      pillar: contract.pillar,
      contractValueEur: contract.contractValueEur,
      lastWithdrawal: contract.lastWithdrawal,
      today: context.today,
    }),
  };
}

export function terminationDraft(context: TerminationContext): ApplicationDraft {
  return { kind: 'EndContract', actionType: 'EndContract', contractNumber: context.contractNumber ?? '' };
}

export const terminationMachine = setup({
  types: {
    context: {} as TerminationContext,
    events: {} as TerminationEvent,
    input: {} as TerminationInput,
    tags: {} as
      | 'loading'
      | 'error'
      | 'pause'
      | 'step:termination'
      | 'step:no-contract'
      | 'step:sign-applications'
      | 'step:error-500-applications'
      | 'step:success',
  },
  actors: {
    loadTermination: fromPromise<TerminationFacts, { today: IsoDate }>(async () =>
      notProvided('loadTermination'),
    ),
    fetchApplicationPreview: fromPromise<PdfDocument, ApplicationSigningRequest>(async () =>
      notProvided('fetchApplicationPreview'),
    ),
    sign: confirmThenSignMachine,
  },
  delays: {
    /** The pause to think (§2): the team's 10 seconds (src/domain/termination.ts). */
    pauseToThink: TERMINATION_PAUSE_SECONDS * 1000,
  },
  guards: {
    isSigned: (_, params: { output: ConfirmThenSignOutput }) => params.output.status === 'signed',
    isAlreadyOpen: (_, params: { error: unknown }) => isAlreadyOpen(params.error),
    hasNoContract: (_, params: { facts: TerminationFacts }) => params.facts.contracts.length === 0,
    contractChosen: ({ context }) => offersContract(context.facts, context.contractNumber),
  },
  actions: {
    storeSigned: assign((_, params: { output: ConfirmThenSignOutput }) => ({
      submitted: signedApplicationOf(params.output),
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    storeFacts: assign(({ context }, params: { facts: TerminationFacts }) => ({
      facts: params.facts,
      contractNumber: startingContract(params.facts.contracts, context.contractNumber),
    })),
  },
}).createMachine({
  id: 'termination',
  description:
    'Terminating a contract: what is lost is shown first (§9), then a pause to think (§2) that cannot be skipped, then signing.',
  context: ({ input }) => ({
    loginProvider: input.loginProvider,
    today: input.today,
    facts: null,
    contractNumber: input.contractNumber ?? null,
    contractMissing: false,
    preview: null,
    submitted: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...openingStates({
      description: 'Reads the active contracts with their value and last payout.',
      loader: 'loadTermination',
      input: ({ context }: { context: TerminationContext }) => ({ today: context.today }),
      checks: [{ guard: 'hasNoContract', target: 'noContract' }],
      open: 'choosing',
    }),
    noContract: lockoutState('step:no-contract', 'No active pension contract: nothing to terminate.'),
    choosing: {
      description:
        'The contract to terminate and what the customer loses (§9: state incentive, withdrawal fee, tax relief; §1 working days), before anything is signed.',
      tags: ['step:termination'],
      on: {
        'termination.contract': {
          actions: assign({
            contractNumber: ({ event }) => event.contractNumber,
            contractMissing: false,
            error: null,
          }),
        },
        'termination.request': [
          { guard: not('contractChosen'), actions: assign({ contractMissing: true }) },
          { target: 'pausing' },
        ],
      },
    },
    pausing: {
      description:
        '§2 the pause-and-think modal: 10 seconds that cannot be skipped; the customer may only keep the contract.',
      tags: ['step:termination', 'pause'],
      after: { pauseToThink: 'confirming' },
      on: { 'termination.keep': 'choosing' },
    },
    confirming: {
      description:
        'The pause is over: the modal asks the customer to confirm the termination or keep the contract.',
      tags: ['step:termination', 'pause'],
      on: {
        'termination.confirm': { target: 'previewing', actions: assign({ error: null }) },
        'termination.keep': 'choosing',
      },
    },
    previewing: {
      description:
        'GetDocumentPreview: the server checks the application and answers its PDF; a second open termination is refused.',
      tags: ['step:sign-applications', 'loading'],
      invoke: {
        id: 'fetchApplicationPreview',
        src: 'fetchApplicationPreview',
        input: ({ context }): ApplicationSigningRequest => ({ application: terminationDraft(context) }),
        onDone: { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isAlreadyOpen', params: ({ event }) => ({ error: event.error }) },
            target: 'choosing',
            actions: assign({ error: ({ event }) => event.error }),
          },
          { target: 'submitFailed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    reviewing: {
      description: 'What is about to be signed: the contract, what is lost, with the application PDF.',
      tags: ['step:sign-applications'],
      on: { 'sign.begin': 'signing', 'application.edit': 'choosing' },
    },
    ...applicationSigningStates({
      machineId: 'termination',
      edit: 'choosing',
      retry: 'previewing',
      draft: terminationDraft,
      failed: 'going back keeps the chosen contract.',
      signed: 'the termination appears in the applications list with status registered.',
    }),
  },
});

export type TerminationMachine = typeof terminationMachine;
