import { z } from 'zod';
import { AccountType, IsoDate, Money, OperationType, Pillar } from './common';

/** One account transaction of a pension contract. */
export const Transfer = z.object({
  transactionId: z.number().int(),
  contractNumber: z.string(),
  pillar: Pillar,
  fundName: z.string(),
  operationType: OperationType,
  tradeDate: IsoDate,
  /** Positive for money in, negative for money out. */
  amount: Money,
  units: z.number(),
  unitValue: z.number(),
  accountType: AccountType.nullable(),
  counterparty: z.string().nullable(),
});
export const GetTransfersQuery = z.object({
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  contractNumber: z.string().max(50).optional(),
});
export const GetTransfersResponse = z.array(Transfer);
