import type { MachineFixtures } from '../../tests/model/fixture-types';
import { signCrashed, signFailed } from '../signing/confirm-then-sign.fixtures';
import type { EInvoiceValues } from '../../src/domain/e-invoice';
import type { EInvoiceAgreementsMachine, EInvoiceOptions } from './e-invoice-agreements.machine';

/** A SEB account (bank code 70440, accepts e-invoices) and a Revolut one (32500, does not). */
export const SEB_IBAN = 'LT677044060000654321';
export const REVOLUT_IBAN = 'LT363250000012345678';

export const supportedBanks = [
  { bankCode: '70440', name: 'AB SEB bankas' },
  { bankCode: '73000', name: 'Swedbank, AB' },
  { bankCode: '40100', name: 'Luminor Bank AS Lietuvos skyrius' },
  { bankCode: '71800', name: 'Artea bankas, AB' },
];

/** A pillar III contract without an agreement, a pillar II contract, two accounts. */
export const openOptions: EInvoiceOptions = {
  contracts: [
    { contractNumber: '3P-2014207', pillar: 3, status: 'Active', fundName: 'Medio' },
    { contractNumber: '2P-1004999', pillar: 2, status: 'Active', fundName: 'Pensija 1990' },
  ],
  agreements: [],
  bankAccounts: [
    { bankAccountNumber: SEB_IBAN, bankName: 'AB SEB bankas' },
    { bankAccountNumber: REVOLUT_IBAN, bankName: 'Revolut Bank UAB' },
  ],
  supportedBanks,
};

/** §5: the only pillar III contract already has an active agreement: no new one may be submitted. */
export const closedOptions: EInvoiceOptions = {
  ...openOptions,
  agreements: [{ contractNumber: '3P-2014207', status: 'active' }],
};

export const sebValues: EInvoiceValues = {
  contractNumber: '3P-2014207',
  sum: 50,
  paymentDay: 10,
  period: 'monthly',
  bankAccountNumber: SEB_IBAN,
};
export const revolutValues: EInvoiceValues = { ...sebValues, bankAccountNumber: REVOLUT_IBAN };
/** A sum of 0 and a payment day of 31: refused by the form's rules, nothing sent. */
export const invalidValues: EInvoiceValues = { ...sebValues, sum: 0, paymentDay: 31 };

export const eInvoiceAgreementsFixtures = {
  input: { loginProvider: 'password' },
  events: {
    'agreement.create': [{ type: 'agreement.create' }],
    'agreement.submit': [
      { type: 'agreement.submit', values: sebValues },
      { type: 'agreement.submit', values: revolutValues },
      { type: 'agreement.submit', values: invalidValues },
    ],
    'agreement.close': [{ type: 'agreement.close' }],
    'load.retry': [{ type: 'load.retry' }],
    'bank.change': [{ type: 'bank.change' }],
    'agreement.disable': [{ type: 'agreement.disable', agreementId: 41 }],
    'disable.confirm': [{ type: 'disable.confirm' }],
    'disable.cancel': [{ type: 'disable.cancel' }],
    'sign.begin': [{ type: 'sign.begin' }],
    'sign.back': [{ type: 'sign.back' }],
  },
  actors: {
    loadOptions: { done: [openOptions, closedOptions], error: [new Error('network')] },
    sign: {
      done: [
        { status: 'signed', documentId: null, contractNumber: '3P-2014207', effectiveDate: null },
        signFailed,
      ],
      error: [signCrashed],
    },
    disableAgreement: { done: [undefined], error: [new Error('network')] },
  },
} satisfies MachineFixtures<EInvoiceAgreementsMachine>;
