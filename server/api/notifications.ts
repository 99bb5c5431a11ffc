import { advanceApplications } from '../applications/review';
import type { NotificationChannel, NotificationType } from '../../src/api/contract/common';
import type { NotificationSettings } from '../../src/api/contract/notifications';
import type { Queryable } from '../db/db';
import { notFound } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';
import { loadAddresses } from './users';

async function loadSettings(db: Queryable, customerId: number): Promise<NotificationSettings> {
  const rows = await db.query<{
    payment_reminder: NotificationChannel;
    processed_payment: NotificationChannel;
    quarter_report: NotificationChannel;
    contract_without_payments: NotificationChannel;
    reports_by_email: boolean;
  }>(
    `SELECT payment_reminder, processed_payment, quarter_report, contract_without_payments, reports_by_email
     FROM notification_settings WHERE customer_id = $1`,
    [customerId],
  );
  const row = rows[0];
  if (!row) {
    return {
      paymentReminder: 'EMail',
      processedPayment: 'EMail',
      quarterReport: 'EMail',
      contractWithoutPayments: 'EMail',
      reportsByEmail: true,
    };
  }
  return {
    paymentReminder: row.payment_reminder,
    processedPayment: row.processed_payment,
    quarterReport: row.quarter_report,
    contractWithoutPayments: row.contract_without_payments,
    reportsByEmail: row.reports_by_email,
  };
}

export const notificationHandlers: Handlers = {
  'Notifications.GetList': async (context) => {
    await advanceApplications(context.db, requireCustomer(context));
    const rows = await context.db.query<{
      id: number;
      type: NotificationType;
      title: string;
      message: string;
      title_en: string | null;
      message_en: string | null;
      created_at: string;
      is_read: boolean;
      document_id: number | null;
    }>(
      `SELECT id, type, title, message, title_en, message_en, iso_ts(created_at) AS created_at, is_read, document_id
       FROM notifications WHERE customer_id = $1 ORDER BY created_at DESC, id DESC`,
      [requireCustomer(context)],
    );
    return rows.map((row) => ({
      notificationNr: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      titleEn: row.title_en ?? row.title,
      messageEn: row.message_en ?? row.message,
      createdAt: row.created_at,
      isRead: row.is_read,
      documentId: row.document_id,
    }));
  },

  'Notifications.GetSettings': async (context) => loadSettings(context.db, requireCustomer(context)),

  'Notifications.UserValues': async (context) => {
    const customerId = requireCustomer(context);
    const rows = await context.db.query<{ email: string | null; phone: string | null }>(
      `SELECT (SELECT email FROM customer_emails WHERE customer_id = $1 AND is_primary LIMIT 1) AS email,
              (SELECT phone FROM customer_phones WHERE customer_id = $1 AND kind = 'primary') AS phone`,
      [customerId],
    );
    const addresses = await loadAddresses(context.db, customerId);
    return {
      email: rows[0]?.email ?? null,
      phoneNumber: rows[0]?.phone ?? null,
      mailingAddress: (addresses.mailing ?? addresses.residence)?.fullAddress ?? null,
    };
  },

  'Notifications.UpdateStatusRead': async (context) => {
    const customerId = requireCustomer(context);
    await context.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        'UPDATE notifications SET is_read = true WHERE id = $1 AND customer_id = $2 RETURNING id',
        [context.query.notificationNr, customerId],
      );
      if (rows.length === 0) throw notFound('Notification');
      await context.audit(tx, 'notifications.update-status-read', {
        notificationNr: context.query.notificationNr,
      });
    });
    return { ok: true as const };
  },

  'Notifications.ModifySettings': async (context) => {
    const customerId = requireCustomer(context);
    const settings = context.body;
    return context.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO notification_settings (customer_id, payment_reminder, processed_payment, quarter_report, contract_without_payments, reports_by_email, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (customer_id) DO UPDATE SET payment_reminder = EXCLUDED.payment_reminder,
           processed_payment = EXCLUDED.processed_payment, quarter_report = EXCLUDED.quarter_report,
           contract_without_payments = EXCLUDED.contract_without_payments, reports_by_email = EXCLUDED.reports_by_email,
           updated_at = now()`,
        [
          customerId,
          settings.paymentReminder,
          settings.processedPayment,
          settings.quarterReport,
          settings.contractWithoutPayments,
          settings.reportsByEmail,
        ],
      );
      await context.audit(tx, 'notifications.modify-settings', { ...settings });
      return loadSettings(tx, customerId);
    });
  },
};
