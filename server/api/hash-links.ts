/**
 * §7 "Applications and external consent (hash link)": no bearer; the token in the e-mail link
 * (link_hashes, see ./link-tokens.ts) identifies the customer. An unknown, expired, revoked or used link is
 * the §8 400 'Invalid token expired'. Every call is one transaction with an audit row.
 *
 * - SaveBusinessAccountStatistics {hash, userAnswer, gdprAgreementType}: link purpose 'gdpr'; sets the
 *   customer's GDPR agreement of the link's own type (1, 4, 5, 6) to the answer; another type is refused
 *   like an unknown link. Reusable until it expires (the customer may change their mind); each answer is
 *   audited.
 * - SaveNotificationSettings {hash, activeSms/Email/MailNotifications}: link purpose 'notifications'; sets
 *   the advertising send mode (table advertising_send_modes: which channels marketing may use). At least one
 *   channel (§5 "at least one must be selected"), else 400 validation. Reusable until it expires.
 * - SetPotentialCustomer {hash}: link purpose 'potential-customer'; single use. Only for a person without
 *   pension contracts (a customer with contracts cannot leave this way: the link no longer applies, 400
 *   invalid_token_expired). The person becomes business_account_status 'Former' (exited_at set,
 *   registered_at cleared, so a login ends in user_not_onboarded until they register again) and their
 *   contact data are deleted: e-mails, phones, addresses, the Mobile-ID phone, bank accounts and the
 *   password credential; their refresh tokens and every other open link are revoked. The personal code,
 *   name and birth date stay (identity of the audit trail and of a later registration).
 */
import type { Queryable } from '../db/db';
import { specials, validation } from '../http/api-error';
import type { Handlers } from '../http/handler-types';
import { auditLink, findValidLink, markAnswered, markUsed, revokeLinks } from './link-tokens';

async function hasContracts(tx: Queryable, customerId: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM contracts WHERE customer_id = $1 LIMIT 1', [customerId]);
  return rows.length > 0;
}

export const hashLinkHandlers: Handlers = {
  'Applications.SaveBusinessAccountStatistics': async (context) => {
    const { hash, userAnswer, gdprAgreementType } = context.body;
    await context.db.transaction(async (tx) => {
      const link = await findValidLink(tx, hash, 'gdpr', true);
      if (link.gdprType !== gdprAgreementType) throw specials.invalidTokenExpired();
      await tx.query(
        `INSERT INTO gdpr_agreements (customer_id, gdpr_type, accepted, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (customer_id, gdpr_type) DO UPDATE SET accepted = EXCLUDED.accepted, updated_at = now()`,
        [link.customerId, gdprAgreementType, userAnswer],
      );
      await markAnswered(tx, link);
      await auditLink(tx, link.customerId, 'applications.save-business-account-statistics', context.ip, {
        gdprType: gdprAgreementType,
        accepted: userAnswer,
      });
    });
    return { ok: true as const };
  },

  'Applications.SaveNotificationSettings': async (context) => {
    const { hash, activeSmsNotifications, activeEmailNotifications, activeMailNotifications } = context.body;
    await context.db.transaction(async (tx) => {
      const link = await findValidLink(tx, hash, 'notifications', true);
      if (!activeSmsNotifications && !activeEmailNotifications && !activeMailNotifications) {
        throw validation('body', 'Select at least one channel');
      }
      await tx.query(
        `INSERT INTO advertising_send_modes (customer_id, sms, email, mail, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (customer_id) DO UPDATE
           SET sms = EXCLUDED.sms, email = EXCLUDED.email, mail = EXCLUDED.mail, updated_at = now()`,
        [link.customerId, activeSmsNotifications, activeEmailNotifications, activeMailNotifications],
      );
      await markAnswered(tx, link);
      await auditLink(tx, link.customerId, 'applications.save-notification-settings', context.ip, {
        sms: activeSmsNotifications,
        email: activeEmailNotifications,
        mail: activeMailNotifications,
      });
    });
    return { ok: true as const };
  },

  'Applications.SetPotentialCustomer': async (context) => {
    await context.db.transaction(async (tx) => {
      const link = await findValidLink(tx, context.body.hash, 'potential-customer', true);
      const customerId = link.customerId;
      if (await hasContracts(tx, customerId)) throw specials.invalidTokenExpired();
      const previous = await tx.query<{ business_account_status: string }>(
        'SELECT business_account_status FROM customers WHERE id = $1 FOR UPDATE',
        [customerId],
      );
      await markUsed(tx, link);
      await revokeLinks(tx, customerId);
      await tx.query(
        `UPDATE customers
            SET business_account_status = 'Former', exited_at = now(), registered_at = NULL,
                mobile_id_phone = NULL, updated_at = now()
          WHERE id = $1`,
        [customerId],
      );
      const deleted: Record<string, number> = {};
      for (const table of [
        'customer_emails',
        'customer_phones',
        'customer_addresses',
        'bank_accounts',
        'password_credentials',
        'auth_password_lockouts',
      ] as const) {
        const rows = await tx.query(`DELETE FROM ${table} WHERE customer_id = $1 RETURNING customer_id`, [
          customerId,
        ]);
        deleted[table] = rows.length;
      }
      await tx.query(
        `UPDATE auth_refresh_families SET revoked_at = now(), revoked_reason = 'customer exited'
          WHERE customer_id = $1 AND revoked_at IS NULL`,
        [customerId],
      );
      await auditLink(tx, customerId, 'applications.set-potential-customer', context.ip, {
        previousStatus: previous[0]?.business_account_status ?? null,
        deleted,
      });
    });
    return { ok: true as const };
  },
};
