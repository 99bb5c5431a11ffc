import type { InvoicePeriod } from '../../src/api/contract/common';
import { notFound } from '../http/api-error';
import { E_INVOICE_BANKS } from '../signing/kinds/e-invoice-agreement';
import { requireCustomer, type Handlers } from '../http/handler-types';

export const invoiceHandlers: Handlers = {
  'Invoices.GetInvoices': async (context) => {
    const rows = await context.db.query<{
      invoice_nr: string;
      contract_number: string;
      fund_name: string;
      amount: number;
      issue_date: string;
      due_date: string;
      status: 'unpaid' | 'paid' | 'overdue';
      bank_name: string;
    }>(
      `SELECT i.invoice_nr, c.contract_number, f.name AS fund_name, i.amount::float8 AS amount, i.issue_date::text AS issue_date,
              i.due_date::text AS due_date, i.status, i.bank_name
       FROM invoices i JOIN contracts c ON c.id = i.contract_id JOIN funds f ON f.id = c.fund_id
       WHERE i.customer_id = $1 ORDER BY i.issue_date DESC, i.id DESC`,
      [requireCustomer(context)],
    );
    return rows.map((row) => ({
      invoiceNr: row.invoice_nr,
      contractNumber: row.contract_number,
      fundName: row.fund_name,
      amount: row.amount,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      status: row.status,
      bankName: row.bank_name,
    }));
  },

  'Invoices.GetInvoiceAgreements': async (context) => {
    const rows = await context.db.query<{
      id: number;
      agreement: string;
      contract_number: string;
      fund_name: string;
      sum: number;
      payment_day: number;
      period: InvoicePeriod;
      iban: string;
      bank_name: string;
      contract_date: string;
      status: 'active' | 'disabled' | 'pending';
    }>(
      `SELECT a.id, a.agreement, c.contract_number, f.name AS fund_name, a.sum::float8 AS sum, a.payment_day, a.period, a.iban,
              a.bank_name, a.contract_date::text AS contract_date, a.status
       FROM invoice_agreements a JOIN contracts c ON c.id = a.contract_id JOIN funds f ON f.id = c.fund_id
       WHERE a.customer_id = $1 ORDER BY a.contract_date DESC, a.id DESC`,
      [requireCustomer(context)],
    );
    return rows.map((row) => ({
      agreementId: row.id,
      agreement: row.agreement,
      contractNumber: row.contract_number,
      fundName: row.fund_name,
      sum: row.sum,
      paymentDay: row.payment_day,
      period: row.period,
      bankAccountNumber: row.iban,
      bankName: row.bank_name,
      contractDate: row.contract_date,
      status: row.status,
    }));
  },

  /**
   * Disables one of the customer's agreements (another customer's is "not found"). Disabling an agreement
   * that is already disabled changes nothing and answers ok, so a retried request is harmless; the row is
   * locked first, so two parallel requests write one audit row.
   */
  'Invoices.DisableInvoiceAgreement': async (context) => {
    const customerId = requireCustomer(context);
    await context.db.transaction(async (tx) => {
      const rows = await tx.query<{ status: string }>(
        'SELECT status FROM invoice_agreements WHERE id = $1 AND customer_id = $2 FOR UPDATE',
        [context.body.agreementId, customerId],
      );
      const agreement = rows[0];
      if (!agreement) throw notFound('Invoice agreement');
      if (agreement.status === 'disabled') return;
      await tx.query(`UPDATE invoice_agreements SET status = 'disabled', updated_at = now() WHERE id = $1`, [
        context.body.agreementId,
      ]);
      await context.audit(tx, 'invoices.disable-agreement', { agreementId: context.body.agreementId });
    });
    return { ok: true as const };
  },

  /** §5: the banks that accept e-invoices. */
  'Invoices.GetSupportedBanks': async () => E_INVOICE_BANKS.map((bank) => ({ ...bank })),
};
