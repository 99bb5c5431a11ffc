import { z } from 'zod';
import { IsoDateTime } from './common';

export const BankAccount = z.object({
  id: z.number().int(),
  bankAccountNumber: z.string(),
  swiftCode: z.string(),
  bankName: z.string(),
  isPrimary: z.boolean(),
  createdAt: IsoDateTime,
});
export const GetBankAccountsResponse = z.array(BankAccount);

/**
 * The IBAN is checked by the server (§8: 500 'Neteisinga banko sąskaita' when invalid, 'Cannot find bank
 * account' when no known bank has it), so the schema only bounds its length.
 */
export const CreateBankAccountRequest = z.object({
  /** Fresh eID confirmation with action 'bank-account' (src/api/contract/users.ts StepUpConfirmation). */
  confirmation: z.string().min(1).max(200).optional(),
  bankAccountNumber: z.string().min(1).max(64),
  swiftCode: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Invalid SWIFT code'),
});
