import { describe, expect, it } from 'vitest';
import { validateNewBankAccount } from '../../../machines/settings/bank-account.machine';
import { validationMessage } from '../../../src/i18n/validation-messages';

/** §5 "The IBAN must be valid, unique and findable": an account already added is refused as it is typed. */
describe('a new bank account', () => {
  const existing = ['LT65 7300 0012 3456 7890'];

  it('one the customer already has is refused before any confirmation, however it is spaced', () => {
    const errors = validateNewBankAccount(
      { bankAccountNumber: 'lt657300001234567890', swiftCode: 'HABALT22' },
      ['LT657300001234567890'],
    );
    expect(errors.bankAccountNumber).toBe('iban-already-added');
    expect(validationMessage('iban-already-added', 'lt')).toBe('Ši banko sąskaita jau pridėta');
  });

  it('another valid account passes; an invalid one keeps its own message', () => {
    expect(
      validateNewBankAccount(
        { bankAccountNumber: 'LT12 1000 0111 0100 1000', swiftCode: 'HABALT22' },
        existing,
      ),
    ).toEqual({});
    expect(
      validateNewBankAccount(
        { bankAccountNumber: 'LT65 7300 0012 3456 7891', swiftCode: 'HABALT22' },
        existing,
      ).bankAccountNumber,
    ).toBe('invalid-iban');
  });
});
