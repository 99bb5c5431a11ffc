import {
  isValidIban,
  lithuanianBankCode,
  normalizeIban,
  normalizeSwift,
} from '../../src/domain/bank-account';
import type { Queryable } from '../db/db';
import { specials, validation } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';
import { checkConfirmation, consumeConfirmation } from '../step-up/confirmations';

interface BankAccountRow {
  id: number;
  iban: string;
  swift_code: string;
  bank_name: string;
  is_primary: boolean;
  created_at: string;
}

const toBankAccount = (row: BankAccountRow) => ({
  id: row.id,
  bankAccountNumber: row.iban,
  swiftCode: row.swift_code,
  bankName: row.bank_name,
  isPrimary: row.is_primary,
  createdAt: row.created_at,
});

const COLUMNS = 'id, iban, swift_code, bank_name, is_primary, iso_ts(created_at) AS created_at';

async function listAccounts(db: Queryable, customerId: number): Promise<BankAccountRow[]> {
  return db.query<BankAccountRow>(
    `SELECT ${COLUMNS} FROM bank_accounts WHERE customer_id = $1 ORDER BY is_primary DESC, id`,
    [customerId],
  );
}

/**
 * One of the customer's own bank accounts (each added with a fresh eID confirmation), for a payout or an
 * e-invoice: refuses 400 on `field` when the value is no valid IBAN or none of the customer's accounts.
 */
export async function requireOwnBankAccount(
  db: Queryable,
  customerId: number,
  value: string,
  field: string,
): Promise<{ iban: string; bankName: string }> {
  if (!isValidIban(value)) throw validation(field, `${field}: not a valid IBAN`);
  const rows = await db.query<{ iban: string; bank_name: string }>(
    'SELECT iban, bank_name FROM bank_accounts WHERE customer_id = $1 AND iban = $2',
    [customerId, normalizeIban(value)],
  );
  const row = rows[0];
  if (!row) throw validation(field, `${field}: not one of the customer’s bank accounts`);
  return { iban: row.iban, bankName: row.bank_name };
}

export const bankAccountHandlers: Handlers = {
  'BankAccounts.GetBankAccounts': async (context) =>
    (await listAccounts(context.db, requireCustomer(context))).map(toBankAccount),

  'BankAccounts.CreateBankAccount': async (context) => {
    const customerId = requireCustomer(context);
    const now = Date.now();
    // Where payouts go: a fresh eID confirmation first (docs/security.md), consumed with the insert.
    await checkConfirmation(context.db, customerId, 'bank-account', context.body.confirmation, now);
    const iban = normalizeIban(context.body.bankAccountNumber);
    const swift = normalizeSwift(context.body.swiftCode);
    // §8: an invalid IBAN and an IBAN of no known bank are 500s with these exact messages.
    if (!isValidIban(iban)) throw specials.invalidIban();
    const bankCode = lithuanianBankCode(iban);
    const banks = bankCode
      ? await context.db.query<{ name: string; swift_code: string }>(
          'SELECT name, swift_code FROM banks WHERE bank_code = $1',
          [bankCode],
        )
      : [];
    const bank = banks[0];
    if (!bank) throw specials.unidentifiedIban();
    if (bank.swift_code.slice(0, 8) !== swift.slice(0, 8)) {
      throw validation('body.swiftCode', `SWIFT code does not match the bank (${bank.swift_code})`);
    }
    return context.db.transaction(async (tx) => {
      await consumeConfirmation(tx, customerId, 'bank-account', context.body.confirmation, now);
      const existing = await listAccounts(tx, customerId);
      if (existing.some((row) => row.iban === iban)) throw specials.bankAccountExists();
      const rows = await tx.query<BankAccountRow>(
        `INSERT INTO bank_accounts (customer_id, iban, swift_code, bank_name, is_primary) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [customerId, iban, bank.swift_code, bank.name, existing.length === 0],
      );
      const row = rows[0];
      if (!row) throw new Error('Bank account insert returned nothing');
      await context.audit(tx, 'bank-accounts.create', { bankAccountId: row.id, bank: bank.name });
      return toBankAccount(row);
    });
  },
};
