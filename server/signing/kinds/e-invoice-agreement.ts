/**
 * E-invoice agreements signed with Smart-ID / Mobile-ID (§2 e-invoices, §5 E-invoice, §7 Invoices
 * SignDocument / SignDocumentGetStatus). The signing itself is the shared signing session
 * (../signing-sessions.ts, kind 'e-invoice'); this file says what may be signed and makes the agreement:
 *
 * - the contract must be the customer's (another customer's is "not found"), a pillar III contract in
 *   force with no living agreement, else 400 e_invoice_not_allowed ('No new e-invoice consents can be
 *   submitted', §5);
 * - the account must be one of the customer's bank accounts, of a bank that accepts e-invoices, else
 *   400 unsupported_bank naming the banks that do (§5 "Unsupported banks are rejected, with a list");
 * - checked when the signing starts and again inside the transaction that makes the agreement, which a
 *   unique index backs (one living agreement per contract), so a retry or a second tab makes none twice.
 */
import type { InvoicePeriod } from '../../../src/api/contract/common';
import { ERROR_MESSAGES } from '../../../src/api/contract/common';
import { contractsOpenForEInvoice, eInvoiceBankOf, type EInvoiceBank } from '../../../src/domain/e-invoice';
import { requireOwnBankAccount } from '../../api/bank-accounts';
import { BANKS } from '../../data/banks';
import { isUniqueViolation, type Queryable } from '../../db/db';
import { ApiHttpError } from '../../http/api-error';
import { commonRefusal, type SigningKind } from '../signing-kind';

export interface EInvoiceAgreementRequest {
  contractNumber: string;
  sum: number;
  paymentDay: number;
  period: InvoicePeriod;
  bankAccountNumber: string;
}

/** §5: the banks that accept e-invoices. */
export const E_INVOICE_BANKS: readonly EInvoiceBank[] = BANKS.filter((bank) => bank.supportsEInvoice).map(
  (bank) => ({ bankCode: bank.bankCode, name: bank.name }),
);

const eInvoiceNotAllowed = (): ApiHttpError =>
  new ApiHttpError(400, 'e_invoice_not_allowed', ERROR_MESSAGES.eInvoiceNotAllowed);

const unsupportedBank = (): ApiHttpError =>
  new ApiHttpError(
    400,
    'unsupported_bank',
    `${ERROR_MESSAGES.unsupportedBank}. Supported banks: ${E_INVOICE_BANKS.map((bank) => bank.name).join('; ')}`,
    'body.bankAccountNumber',
  );

interface Checked {
  contractId: number;
  iban: string;
  bankName: string;
}

/** What a new agreement needs; throws the §5 refusals. */
async function checkEInvoiceAgreement(
  db: Queryable,
  customerId: number,
  request: EInvoiceAgreementRequest,
): Promise<Checked> {
  const contracts = await db.query<{ id: number; contract_number: string; pillar: number; status: string }>(
    'SELECT id, contract_number, pillar, status FROM contracts WHERE contract_number = $1 AND customer_id = $2',
    [request.contractNumber, customerId],
  );
  const contract = contracts[0];
  // Another customer's contract is indistinguishable from a missing one.
  if (!contract) throw new ApiHttpError(404, 'not_found', `Contract ${request.contractNumber} not found`);
  const agreements = await db.query<{ status: string }>(
    'SELECT status FROM invoice_agreements WHERE contract_id = $1',
    [contract.id],
  );
  const open = contractsOpenForEInvoice(
    [{ contractNumber: contract.contract_number, pillar: contract.pillar, status: contract.status }],
    agreements.map((row) => ({ contractNumber: contract.contract_number, status: row.status })),
  );
  if (open.length === 0) throw eInvoiceNotAllowed();
  const { iban } = await requireOwnBankAccount(
    db,
    customerId,
    request.bankAccountNumber,
    'body.bankAccountNumber',
  );
  const bank = eInvoiceBankOf(iban, E_INVOICE_BANKS);
  if (!bank) throw unsupportedBank();
  return { contractId: contract.id, iban, bankName: bank.name };
}

export const eInvoiceAgreementSigning: SigningKind<EInvoiceAgreementRequest> = {
  auditAction: 'invoices.agreement-signed',

  async check(db, customerId, request) {
    await checkEInvoiceAgreement(db, customerId, request);
  },

  /** Makes the signed agreement (after checking again). */
  async apply(tx, { customerId, request, signingTokenHash, today }) {
    const checked = await checkEInvoiceAgreement(tx, customerId, request);
    const [sequence] = await tx.query<{ n: string }>("SELECT nextval('invoice_agreement_seq')::text AS n");
    const agreement = `EIS-${today.slice(0, 4)}-${(sequence?.n ?? '0').padStart(6, '0')}`;
    await tx.query(
      `INSERT INTO invoice_agreements (customer_id, contract_id, agreement, sum, payment_day, period, iban, bank_name,
                                     contract_date, status, signing_token_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'active', $10)`,
      [
        customerId,
        checked.contractId,
        agreement,
        request.sum,
        request.paymentDay,
        request.period,
        checked.iban,
        checked.bankName,
        today,
        signingTokenHash,
      ],
    );
    return { contractNumber: request.contractNumber, effectiveDate: null };
  },

  // §5: meanwhile the contract got its agreement (another signing, a retry): none is made twice.
  refusal(error) {
    if ((error instanceof ApiHttpError && error.code === 'e_invoice_not_allowed') || isUniqueViolation(error))
      return 'e_invoice_not_allowed';
    return commonRefusal(error);
  },
};
