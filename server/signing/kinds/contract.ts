/**
 * Signing a new pension contract (§7 SecondPillarCreateNewContract / ThirdPillarCreateNewContract): an adult,
 * not locked out until the AML questionnaire is Valid (§6), a fund of the pillar, no living contract in the
 * pillar yet (§8 'Already exists contract in specified fund.'), and for pillar III paid by e-invoice one of
 * the customer's own accounts at a bank that accepts e-invoices. Signed, it makes the contract and, for an
 * e-invoice, its pending agreement.
 */
import type { Queryable } from '../../db/db';
import { ENDED_STATUSES_SQL } from '../../api/queries';
import { ApiHttpError } from '../../http/api-error';
import { alreadyExists, fundOf, requireAdult, requireNotAmlLockedOut } from '../signing-checks';
import { scheduleTransfer } from '../../executions/transfers';
import { commonRefusal, type SigningKind } from '../signing-kind';

export interface NewContractRequest {
  pillar: 2 | 3;
  fundNr: string;
  gdpr: boolean;
  payerType?: string | undefined;
  paymentType?: string | undefined;
  monthlyAmount?: number | undefined;
  paymentDay?: number | undefined;
  bankAccountNumber?: string | null | undefined;
  brokerCode?: string | null | undefined;
  /** Money coming from another provider (GetExternalFundProviders): a transfer is scheduled (§1). */
  transferFromProviderId?: number | null | undefined;
}

/**
 * The broker a referral code names (§5: the code, optionally '@' and a domain; case does not matter), or
 * null: an unknown or missing code credits nobody and is no error.
 */
export async function brokerOf(
  db: Queryable,
  code: string | null | undefined,
): Promise<{ id: number; broker_code: string; name: string; company: string } | null> {
  const key = code?.split('@')[0]?.trim();
  if (!key) return null;
  const rows = await db.query<{ id: number; broker_code: string; name: string; company: string }>(
    'SELECT id, broker_code, name, company FROM brokers WHERE lower(broker_code) = lower($1)',
    [key],
  );
  return rows[0] ?? null;
}

/**
 * Pillar III paid by e-invoice (§7 ThirdPillarCreateNewContract, §5 E-invoice): the e-invoice goes to one
 * of the customer's own bank accounts, at a bank that supports e-invoices; a bank transfer needs none.
 */
async function eInvoiceAccountOf(
  db: Queryable,
  customerId: number,
  request: NewContractRequest,
): Promise<{ iban: string; bank_name: string } | null> {
  if (request.paymentType !== 'e-invoice') return null;
  if (!request.bankAccountNumber)
    throw new ApiHttpError(
      400,
      'validation',
      'An e-invoice needs the bank account it is sent to',
      'body.bankAccountNumber',
    );
  const rows = await db.query<{ iban: string; bank_name: string; supports_e_invoice: boolean | null }>(
    `SELECT a.iban, a.bank_name, b.supports_e_invoice
     FROM bank_accounts a LEFT JOIN banks b ON b.bank_code = substr(a.iban, 5, 5)
     WHERE a.customer_id = $1 AND a.iban = $2`,
    [customerId, request.bankAccountNumber.replace(/\s+/g, '').toUpperCase()],
  );
  const account = rows[0];
  if (!account) throw new ApiHttpError(400, 'validation', 'Unknown bank account', 'body.bankAccountNumber');
  if (account.supports_e_invoice !== true)
    throw new ApiHttpError(400, 'validation', 'Unsupported bank for e-invoice', 'body.bankAccountNumber');
  return { iban: account.iban, bank_name: account.bank_name };
}

export const contractSigning: SigningKind<NewContractRequest> = {
  auditAction: 'contracts.created',

  async check(db, customerId, request, today) {
    await requireAdult(db, customerId, today);
    await requireNotAmlLockedOut(db, customerId);
    await fundOf(db, request.fundNr, request.pillar);
    const living = await db.query(
      `SELECT 1 FROM contracts WHERE customer_id = $1 AND pillar = $2 AND status NOT IN (${ENDED_STATUSES_SQL})`,
      [customerId, request.pillar],
    );
    if (living.length > 0) throw alreadyExists();
    if (request.pillar === 3) await eInvoiceAccountOf(db, customerId, request);
  },

  async apply(tx, { customerId, request, today }) {
    // Signings of one customer complete one after the other: a second one waits for the first to commit
    // and then sees its contract (the partial unique index contracts_one_living_per_pillar stands behind).
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
    await contractSigning.check(tx, customerId, request, today);
    const fund = await fundOf(tx, request.fundNr, request.pillar);
    const [sequence] = await tx.query<{ n: string }>("SELECT nextval('contract_number_seq')::text AS n");
    const contractNumber = `${request.pillar}P-${sequence?.n ?? '0'}`;
    const pillar2 = request.pillar === 2;
    await tx.query(
      `INSERT INTO contracts (contract_number, customer_id, pillar, contract_type, fund_id, status, accumulation_state,
                              renewal_mode, sign_date, payer_code, payer_type, contribution_rate_percent)
       VALUES ($1, $2, $3, $4, $5, $6, 'Accumulating', $7, $8, $9, $10, $11)`,
      [
        contractNumber,
        customerId,
        request.pillar,
        pillar2 ? 'SecondLevelPensionFundContract' : 'ThirdLevelPensionFundContract',
        fund.id,
        // §3 statuses: pillar II waits for the state social insurer's registration (Validating);
        // pillar III is approved at once and waits for its first payment.
        pillar2 ? 'Validating' : 'Approved',
        pillar2 ? null : 'AccumulationRenew',
        today,
        pillar2 ? null : `90${(sequence?.n ?? '0').padStart(8, '0')}`,
        pillar2 ? null : (request.payerType ?? 'myself'),
        pillar2 ? 3 : null,
      ],
    );
    // The broker whose referral brought the customer is credited with the contract (§1, §3).
    const broker = await brokerOf(tx, request.brokerCode);
    if (broker)
      await tx.query(
        `INSERT INTO referrals (customer_id, broker_id, contract_id)
         VALUES ($1, $2, (SELECT id FROM contracts WHERE contract_number = $3))`,
        [customerId, broker.id, contractNumber],
      );
    const eInvoice = pillar2 ? null : await eInvoiceAccountOf(tx, customerId, request);
    if (eInvoice) {
      // §9: the first e-invoice is sent to the bank within 5 days of the contract; until the bank
      // confirms it, the agreement is pending (listed under e-invoice agreements).
      await tx.query(
        `INSERT INTO invoice_agreements (customer_id, contract_id, agreement, sum, payment_day, period, iban, bank_name,
                                         contract_date, status)
         VALUES ($1, (SELECT id FROM contracts WHERE contract_number = $2), $3, $4, $5, 'monthly', $6, $7, $8, 'pending')`,
        [
          customerId,
          contractNumber,
          `EIS-${contractNumber}`,
          request.monthlyAmount ?? 0,
          request.paymentDay ?? 1,
          eInvoice.iban,
          eInvoice.bank_name,
          today,
        ],
      );
      await tx.query(
        `INSERT INTO onboarding_log (customer_id, pillar, step) VALUES ($1, 3, 'e-invoice-requested')`,
        [customerId],
      );
    }
    await tx.query(
      "UPDATE customers SET business_account_status = 'Existing', updated_at = now() WHERE id = $1 AND business_account_status IN ('Potential', 'Former')",
      [customerId],
    );
    const transfer = request.transferFromProviderId
      ? await scheduleTransfer(tx, {
          contractNumber,
          customerId,
          pillar: request.pillar,
          providerId: request.transferFromProviderId,
          signedOn: today,
        })
      : null;
    return { contractNumber, effectiveDate: transfer?.transferOn ?? null };
  },

  refusal: commonRefusal,
};
