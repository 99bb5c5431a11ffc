/**
 * E-invoice agreements (§2 e-invoices/invoices-agreements, §3 E-invoice consent, §5 E-invoice, §7
 * Invoices): create one for a pillar III contract with the customer's bank, signed with the signing kit,
 * and disable one after a confirmation.
 *
 *   idle -> loading (contracts, agreements, bank accounts, supported banks)
 *        -> notAllowed (§5 "no new e-invoice consents can be submitted")
 *        -> editing -> bankUnsupported (§5: refused, with the list of supported banks)
 *                   -> reviewing (what is signed, in words) -> signing (the signing kit: [qualify, §4] -> sign) -> created
 *   idle -> confirmingDisable -> disabling -> disabled | disableFailed
 *
 * - The §5 rules are the domain's (src/domain/e-invoice.ts); the server checks them again.
 * - Signing is the signing kit's child (machines/signing/confirm-then-sign.machine.ts): a customer logged
 *   in by password or the bank handover confirms with Smart-ID / Mobile-ID first.
 * - Nothing typed is lost: leaving the signing or the unsupported-bank message returns to the form
 *   with the values.
 * Actors (provided at src/flows/e-invoices/e-invoice-actors.ts): loadOptions, sign, disableAgreement.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  contractsOpenForEInvoice,
  eInvoiceBankOf,
  validateEInvoiceValues,
  type EInvoiceBank,
  type EInvoiceValues,
} from '../../src/domain/e-invoice';
import {
  confirmThenSignMachine,
  type ConfirmThenSignInput,
  type ConfirmThenSignOutput,
} from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';

export interface EInvoiceOptions {
  contracts: { contractNumber: string; pillar: number; status: string; fundName: string }[];
  agreements: { contractNumber: string; status: string }[];
  bankAccounts: { bankAccountNumber: string; bankName: string }[];
  supportedBanks: EInvoiceBank[];
}

/** The body of Invoices.SignDocument (§7), without the signing method and confirmation. */
export type EInvoiceSigningRequest = EInvoiceValues;

export interface EInvoiceAgreementsInput {
  loginProvider: LoginProvider | null;
}

export interface EInvoiceAgreementsContext {
  loginProvider: LoginProvider | null;
  options: EInvoiceOptions | null;
  values: EInvoiceValues | null;
  disableId: number | null;
  error: unknown;
}

export type EInvoiceAgreementsEvent =
  | { type: 'agreement.create' }
  | { type: 'agreement.submit'; values: EInvoiceValues }
  | { type: 'agreement.close' }
  | { type: 'load.retry' }
  | { type: 'bank.change' }
  | { type: 'agreement.disable'; agreementId: number }
  | { type: 'disable.confirm' }
  | { type: 'disable.cancel' }
  | { type: 'sign.begin' }
  | { type: 'sign.back' };

const emptyValues: EInvoiceValues = {
  contractNumber: '',
  sum: 0,
  paymentDay: 0,
  period: 'monthly',
  bankAccountNumber: '',
};

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/e-invoices/e-invoice-actors.ts)`);
}

/** The contracts a new agreement may be submitted for (§5). */
export function openContracts(options: EInvoiceOptions | null): EInvoiceOptions['contracts'] {
  if (!options) return [];
  const open = new Set(contractsOpenForEInvoice(options.contracts, options.agreements));
  return options.contracts.filter((contract) => open.has(contract.contractNumber));
}

export const eInvoiceAgreementsMachine = setup({
  types: {
    context: {} as EInvoiceAgreementsContext,
    events: {} as EInvoiceAgreementsEvent,
    input: {} as EInvoiceAgreementsInput,
    tags: {} as 'loading' | 'error' | 'success' | 'form',
  },
  actors: {
    loadOptions: fromPromise<EInvoiceOptions>(async () => notProvided('loadOptions')),
    sign: confirmThenSignMachine,
    disableAgreement: fromPromise<void, { agreementId: number }>(async () => notProvided('disableAgreement')),
  },
  actions: {
    rememberDisable: assign((_, params: { agreementId: number }) => ({
      disableId: params.agreementId,
      error: null,
    })),
  },
  guards: {
    /** §5: no contract is open for a new agreement. */
    noNewAgreement: (_, params: { options: EInvoiceOptions }) =>
      contractsOpenForEInvoice(params.options.contracts, params.options.agreements).length === 0,
    /** The form's §3 fields are complete and valid for an open contract and one of the customer's accounts. */
    valuesValid: ({ context }, params: { values: EInvoiceValues }) =>
      Object.keys(
        validateEInvoiceValues(params.values, {
          contracts: openContracts(context.options).map((contract) => contract.contractNumber),
          bankAccounts: (context.options?.bankAccounts ?? []).map((account) => account.bankAccountNumber),
        }),
      ).length === 0,
    /** §5: the account's bank does not accept e-invoices. */
    bankUnsupported: ({ context }, params: { values: EInvoiceValues }) =>
      eInvoiceBankOf(params.values.bankAccountNumber, context.options?.supportedBanks ?? []) === null,
    isSigned: (_, params: { output: ConfirmThenSignOutput }) => params.output.status === 'signed',
  },
}).createMachine({
  id: 'eInvoiceAgreements',
  description:
    'E-invoice agreements: create one signed with Smart-ID / Mobile-ID (§5 rules), disable one after a confirmation.',
  context: ({ input }) => ({
    loginProvider: input.loginProvider,
    options: null,
    values: null,
    disableId: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The agreements list; a new agreement can be started and an active one disabled.',
      on: {
        'agreement.create': 'loading',
        'agreement.disable': {
          target: 'confirmingDisable',
          actions: { type: 'rememberDisable', params: ({ event }) => ({ agreementId: event.agreementId }) },
        },
      },
    },
    loading: {
      description:
        'Reads the contracts, the agreements, the bank accounts and the banks that accept e-invoices.',
      tags: ['loading'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: [
          {
            guard: { type: 'noNewAgreement', params: ({ event }) => ({ options: event.output }) },
            target: 'notAllowed',
            actions: assign({ options: ({ event }) => event.output }),
          },
          { target: 'editing', actions: assign({ options: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      description: '§8 data loading error: retry.',
      tags: ['error'],
      on: {
        'load.retry': { target: 'loading', actions: assign({ error: null }) },
        'agreement.close': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    notAllowed: {
      description:
        '§5: no new e-invoice consents can be submitted (every pillar III contract has one, or none is in force).',
      on: { 'agreement.close': 'idle' },
    },
    editing: {
      description: 'Contract, sum, payment day, period and the bank account (§3 fields).',
      tags: ['form'],
      on: {
        'agreement.submit': [
          {
            guard: { type: 'valuesValid', params: ({ event }) => ({ values: event.values }) },
            target: 'checkingBank',
            actions: assign({ values: ({ event }) => event.values, error: null }),
          },
          { actions: assign({ values: ({ event }) => event.values }) },
        ],
        'agreement.close': { target: 'idle', actions: assign({ values: null }) },
      },
    },
    checkingBank: {
      description: "§5: the account's bank must accept e-invoices.",
      always: [
        {
          guard: {
            type: 'bankUnsupported',
            params: ({ context }) => ({ values: context.values ?? emptyValues }),
          },
          target: 'bankUnsupported',
        },
        { target: 'reviewing' },
      ],
    },
    reviewing: {
      description:
        'What is about to be signed: the contract, the sum, the payment day, the period and the bank account, before any eID is asked for.',
      on: { 'sign.begin': 'signing', 'sign.back': 'editing' },
    },
    bankUnsupported: {
      description: '§5: the bank does not accept e-invoices; the supported banks are listed.',
      tags: ['form'],
      on: {
        'bank.change': 'editing',
        'agreement.close': { target: 'idle', actions: assign({ values: null }) },
      },
    },
    signing: {
      description:
        'The signing kit: a fresh eID confirmation for a password or bank login (§4 Qualify), then Invoices.SignDocument and SignDocumentGetStatus every 3 s (§4, §7).',
      invoke: {
        id: 'sign',
        src: 'sign',
        input: ({ context }): ConfirmThenSignInput<EInvoiceSigningRequest> => ({
          request: context.values ?? emptyValues,
          loginProvider: context.loginProvider,
        }),
        onDone: [
          {
            guard: { type: 'isSigned', params: ({ event }) => ({ output: event.output }) },
            target: 'created',
            actions: assign({ values: null }),
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => (event.output.status === 'failed' ? event.output.error : null),
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { 'sign.back': 'editing' },
    },
    created: {
      description:
        'Signed: the agreement is in force; the first e-invoice reaches the bank within 5 days (§9).',
      tags: ['success'],
      on: {
        'agreement.close': 'idle',
        'agreement.create': 'loading',
        'agreement.disable': {
          target: 'confirmingDisable',
          actions: { type: 'rememberDisable', params: ({ event }) => ({ agreementId: event.agreementId }) },
        },
      },
    },
    confirmingDisable: {
      description: 'The confirmation dialog: disabling stops the e-invoices of the agreement.',
      on: {
        'disable.confirm': 'disabling',
        'disable.cancel': { target: 'idle', actions: assign({ disableId: null }) },
      },
    },
    disabling: {
      description: 'Invoices.DisableInvoiceAgreement (§7).',
      tags: ['loading'],
      invoke: {
        id: 'disableAgreement',
        src: 'disableAgreement',
        input: ({ context }) => ({ agreementId: context.disableId ?? 0 }),
        onDone: 'disabled',
        onError: { target: 'disableFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    disableFailed: {
      description: 'Disabling failed; nothing changed: try again or keep the agreement.',
      tags: ['error'],
      on: {
        'disable.confirm': { target: 'disabling', actions: assign({ error: null }) },
        'disable.cancel': { target: 'idle', actions: assign({ disableId: null, error: null }) },
      },
    },
    disabled: {
      description: 'The agreement is disabled; no more e-invoices are issued for it.',
      tags: ['success'],
      on: {
        'agreement.close': { target: 'idle', actions: assign({ disableId: null }) },
        'agreement.create': { target: 'loading', actions: assign({ disableId: null }) },
        'agreement.disable': {
          target: 'confirmingDisable',
          actions: { type: 'rememberDisable', params: ({ event }) => ({ agreementId: event.agreementId }) },
        },
      },
    },
  },
});

export type EInvoiceAgreementsMachine = typeof eInvoiceAgreementsMachine;
