import type { MachineFixtures } from '../../tests/model/fixture-types';
import { stepUpConfirmation } from '../auth/qualify.fixtures';
import type { BankAccountFailure, BankAccountValues, bankAccountMachine } from './bank-account.machine';

/** A valid Lithuanian IBAN of a seeded bank with its SWIFT code. */
export const validBankAccountValues: BankAccountValues = {
  bankAccountNumber: 'LT65 7300 0012 3456 7890',
  swiftCode: 'HABALT22',
};

const portalError = (kind: string, status: number, code: string) => ({
  portalError: { kind, status, message: code, code },
});
/** §8: 500 'Neteisinga banko sąskaita'. */
export const invalidIbanFailure: BankAccountFailure = {
  reason: 'refused',
  error: portalError('invalid-iban', 500, 'invalid_iban'),
};

export const bankAccountFixtures = {
  // The customer already has one account (an earlier one of the seed).
  input: { existingIbans: ['LT12 1000 0111 0100 1000'] },
  events: {
    'confirm.back': [{ type: 'confirm.back' }],
    'account.another': [{ type: 'account.another' }],
  },
  actors: {
    form: { done: [validBankAccountValues], error: [new Error('form crashed')] },
    // The fresh confirmation and CreateBankAccount (the shared child): added, or refused for the IBAN
    // (the confirmation kept for the corrected one).
    confirmThenSubmit: {
      done: [
        { status: 'submitted', output: undefined },
        { status: 'refused', error: invalidIbanFailure, confirmation: stepUpConfirmation },
      ],
      error: [new Error('confirmation crashed')],
    },
  },
} satisfies MachineFixtures<typeof bankAccountMachine>;
