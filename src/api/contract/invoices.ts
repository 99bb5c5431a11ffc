import { z } from 'zod';
import { EuroAmount, Id, InvoicePeriod, IsoDate, Money } from './common';
import { SigningMethod } from './contracts';

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

/**
 * A new e-invoice consent (§3 fields) for one of the customer's pillar III contracts and bank accounts,
 * with the signing method and, after a password or bank-handover login, the step-up confirmation (§4).
 */
export const InvoiceSignDocumentRequest = z.object({
  contractNumber: z.string().min(1).max(50),
  sum: EuroAmount(1_000_000),
  paymentDay: z.number().int().min(1).max(28),
  period: InvoicePeriod,
  bankAccountNumber: z.string().min(15).max(34),
  signing: SigningMethod.optional(),
  confirmation: z.string().max(200).optional(),
});
export type InvoiceSignDocumentRequest = z.infer<typeof InvoiceSignDocumentRequest>;

/** §5: the banks that accept e-invoices (an unsupported bank is refused with this list). */
export const EInvoiceBank = z.object({ bankCode: z.string(), name: z.string() });
export const GetSupportedBanksResponse = z.array(EInvoiceBank);
export const DisableInvoiceAgreementRequest = z.object({
  agreementId: Id,
});
