/**
 * Maximum accumulation (§2 Applications screen `max-accumulations`, §3 kind AccumulateMaximum with action
 * type ChangeTarif, §9 "contribution rate 3% plus 1.5% from the state"). The team's reading (README
 * "Applications: maximum accumulation"): a pillar II contract whose renewal mode (§3) is not `Max`
 * contributes less than the full rate; this application asks to accumulate the maximum, 3 % of the
 * salary plus 1.5 % from the state, from the next month. GetContractActions offers it for exactly those
 * contracts; a contract already at `Max` has nothing to apply for.
 *
 *   loading -> notAvailable | choosing -> signing (sign-applications) -> success
 *                                       \-> submitFailed (error-500-applications)
 */
import { assign, fromPromise, not, setup } from 'xstate';
import { confirmThenSignMachine, type ConfirmThenSignOutput } from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import {
  offersContract,
  startingContract,
  type ApplicationContract,
  type ApplicationDraft,
  type SubmittedApplication,
} from './application-form-types';
import { applicationSigningStates, signedApplicationOf } from './application-signing';
import { lockoutState, openingStates } from '../wizard/opening-states';

export interface MaxAccumulationContract extends ApplicationContract {
  pillar: 2;
  /** §3 renewal mode today (null when the contract never had one). */
  renewalMode: 'Max' | 'AccumulationRenew' | 'DontRenew' | 'RenewMax' | null;
}

export interface MaxAccumulationFacts {
  /** Pillar II contracts the application is offered for (GetContractActions: ChangeTarif / AccumulateMaximum). */
  contracts: MaxAccumulationContract[];
  /** Pillar II contracts that already accumulate the maximum. */
  alreadyMax: ApplicationContract[];
}

export interface MaxAccumulationInput {
  /** How the customer logged in: a password or bank-handover login confirms with eID before signing (§4). */
  loginProvider: LoginProvider | null;
  contractNumber?: string | null | undefined;
}

export interface MaxAccumulationContext {
  loginProvider: LoginProvider | null;
  facts: MaxAccumulationFacts | null;
  contractNumber: string | null;
  contractMissing: boolean;
  submitted: SubmittedApplication | null;
  error: unknown;
}

export type MaxAccumulationEvent =
  | { type: 'max.contract'; contractNumber: string }
  | { type: 'form.submit' }
  | { type: 'load.retry' }
  | { type: 'application.edit' }
  | { type: 'application.retry' };

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/applications/application-form-actors.ts)`);
}

export function maxAccumulationDraft(context: MaxAccumulationContext): ApplicationDraft {
  return {
    kind: 'AccumulateMaximum',
    actionType: 'ChangeTarif',
    contractNumber: context.contractNumber ?? '',
  };
}

export const maxAccumulationMachine = setup({
  types: {
    context: {} as MaxAccumulationContext,
    events: {} as MaxAccumulationEvent,
    input: {} as MaxAccumulationInput,
    tags: {} as
      | 'loading'
      | 'error'
      | 'step:max-accumulations'
      | 'step:not-available'
      | 'step:sign-applications'
      | 'step:error-500-applications'
      | 'step:success',
  },
  actors: {
    loadMaxAccumulation: fromPromise<MaxAccumulationFacts, void>(async () =>
      notProvided('loadMaxAccumulation'),
    ),
    sign: confirmThenSignMachine,
  },
  guards: {
    isSigned: (_, params: { output: ConfirmThenSignOutput }) => params.output.status === 'signed',
    nothingToApplyFor: (_, params: { facts: MaxAccumulationFacts }) => params.facts.contracts.length === 0,
    contractChosen: ({ context }) => offersContract(context.facts, context.contractNumber),
  },
  actions: {
    storeSigned: assign((_, params: { output: ConfirmThenSignOutput }) => ({
      submitted: signedApplicationOf(params.output),
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    storeFacts: assign(({ context }, params: { facts: MaxAccumulationFacts }) => ({
      facts: params.facts,
      contractNumber: startingContract(params.facts.contracts, context.contractNumber),
    })),
  },
}).createMachine({
  id: 'maxAccumulation',
  description:
    'Maximum accumulation (§3 AccumulateMaximum / ChangeTarif): a pillar II contract moves to the full 3 % + 1.5 % (§9).',
  context: ({ input }) => ({
    loginProvider: input.loginProvider,
    confirmation: null,
    facts: null,
    contractNumber: input.contractNumber ?? null,
    contractMissing: false,
    submitted: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...openingStates({
      description: 'Reads the pillar II contracts, their renewal mode and GetContractActions.',
      loader: 'loadMaxAccumulation',
      checks: [{ guard: 'nothingToApplyFor', target: 'notAvailable' }],
      open: 'choosing',
    }),
    notAvailable: lockoutState(
      'step:not-available',
      'No pillar II contract to apply for: none at all, or every one already accumulates the maximum.',
    ),
    choosing: {
      description: 'The contract and what changes: 3 % of the salary plus 1.5 % from the state (§9).',
      tags: ['step:max-accumulations'],
      on: {
        'max.contract': {
          actions: assign({ contractNumber: ({ event }) => event.contractNumber, contractMissing: false }),
        },
        'form.submit': [
          { guard: not('contractChosen'), actions: assign({ contractMissing: true }) },
          { target: 'signing', actions: assign({ error: null }) },
        ],
      },
    },
    ...applicationSigningStates({
      machineId: 'maxAccumulation',
      edit: 'choosing',
      retry: 'signing',
      draft: maxAccumulationDraft,
      failed: 'going back keeps the chosen contract.',
      signed: 'the application appears in the list with status registered.',
    }),
  },
});

export type MaxAccumulationMachine = typeof maxAccumulationMachine;
