import { z } from 'zod';
import { InvoicePeriod, IsoDate, Money } from './common';

export const Invoice = z.object({
  invoiceNr: z.string(),
  contractNumber: z.string(),
  fundName: z.string(),
  amount: Money,
  issueDate: IsoDate,
  dueDate: IsoDate,
  status: z.enum(['unpaid', 'paid', 'overdue']),
  bankName: z.string(),
});
export const GetInvoicesResponse = z.array(Invoice);

/** E-invoice consent (§3). */
export const InvoiceAgreement = z.object({
  agreementId: z.number().int(),
  agreement: z.string(),
  contractNumber: z.string(),
  fundName: z.string(),
  sum: Money,
  paymentDay: z.number().int().min(1).max(31),
  period: InvoicePeriod,
  bankAccountNumber: z.string(),
  bankName: z.string(),
  contractDate: IsoDate,
  status: z.enum(['active', 'disabled', 'pending']),
});
export const GetInvoiceAgreementsResponse = z.array(InvoiceAgreement);

export const InvoiceSignDocumentRequest = z.object({
  contractNumber: z.string().min(1).max(50),
  sum: z.number().positive().max(1_000_000),
  paymentDay: z.number().int().min(1).max(28),
  period: InvoicePeriod,
  bankAccountNumber: z.string().min(15).max(34),
});
export const DisableInvoiceAgreementRequest = z.object({
  agreementId: z.number().int().positive().max(2147483647),
});
