import type { Address } from '../../src/api/contract/addresses';
import type { AddressInput } from '../../src/api/contract/addresses';
import type { GdprConsents, ContactInformation } from '../../src/api/contract/users';
import { validateNewPassword } from '../../src/domain/password';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password-hash';
import { passwordAttemptFailed, passwordAttemptSucceeded, reservePasswordAttempt } from '../auth/lockout';
import { checkConfirmation, consumeConfirmation } from '../step-up/confirmations';
import {
  loadPendingChanges,
  resendContactCode,
  startContactChange,
  verifyContactChange,
} from '../step-up/contact-verification';
import { passwordChangedMessage } from '../delivery/messages';
import { sendLocalizedMessage } from './outbox';
import { usernameFor } from './password';
import { COUNTRY_NAMES, formatAddress } from '../data/address-register';
import type { Queryable } from '../db/db';
import { ApiHttpError, notFound, specials, validation } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';
import { isAdult, loadCustomer } from './queries';

interface AddressRow {
  kind: 'residence' | 'mailing';
  country_code: string;
  state: string | null;
  municipality: string | null;
  city: string;
  street: string;
  house: string;
  flat: string | null;
  postal_code: string;
}

function toAddress(row: AddressRow): Address {
  return {
    countryCode: row.country_code,
    countryName: COUNTRY_NAMES.get(row.country_code) ?? row.country_code,
    state: row.state,
    municipality: row.municipality,
    city: row.city,
    street: row.street,
    house: row.house,
    flat: row.flat,
    postalCode: row.postal_code,
    fullAddress: formatAddress({ ...row, postalCode: row.postal_code }),
  };
}

export async function loadAddresses(
  db: Queryable,
  customerId: number,
): Promise<{ residence: Address | null; mailing: Address | null }> {
  const rows = await db.query<AddressRow>(
    'SELECT kind, country_code, state, municipality, city, street, house, flat, postal_code FROM customer_addresses WHERE customer_id = $1',
    [customerId],
  );
  const residence = rows.find((row) => row.kind === 'residence');
  const mailing = rows.find((row) => row.kind === 'mailing');
  return { residence: residence ? toAddress(residence) : null, mailing: mailing ? toAddress(mailing) : null };
}

async function loadGdpr(db: Queryable, customerId: number): Promise<GdprConsents> {
  const rows = await db.query<{ gdpr_type: number; accepted: boolean | null }>(
    'SELECT gdpr_type, accepted FROM gdpr_agreements WHERE customer_id = $1',
    [customerId],
  );
  const get = (type: number): boolean | null => rows.find((row) => row.gdpr_type === type)?.accepted ?? null;
  return {
    marketingAgreement: get(1),
    sbMarketingAgreement: get(4),
    sbProfilingAgreement: get(5),
    sbPartnersAgreement: get(6),
  };
}

async function loadContactInformation(db: Queryable, customerId: number): Promise<ContactInformation> {
  const customer = await loadCustomer(db, customerId);
  if (!customer) throw notFound('Customer');
  const [emails, phones, addresses, gdpr, banks, passwords] = await Promise.all([
    db.query<{ email: string; is_primary: boolean }>(
      'SELECT email, is_primary FROM customer_emails WHERE customer_id = $1 ORDER BY is_primary DESC, id',
      [customerId],
    ),
    db.query<{ phone: string; kind: string }>(
      'SELECT phone, kind FROM customer_phones WHERE customer_id = $1',
      [customerId],
    ),
    loadAddresses(db, customerId),
    loadGdpr(db, customerId),
    db.query<{ iban: string; swift_code: string }>(
      'SELECT iban, swift_code FROM bank_accounts WHERE customer_id = $1 ORDER BY is_primary DESC, id LIMIT 1',
      [customerId],
    ),
    db.query<{ customer_id: number }>(
      'SELECT customer_id FROM password_credentials WHERE customer_id = $1 AND password_hash IS NOT NULL',
      [customerId],
    ),
  ]);
  const bank = banks[0];
  return {
    customerId: customer.id,
    firstName: customer.first_name,
    lastName: customer.last_name,
    personalCode: customer.personal_code,
    birthDate: customer.birth_date,
    isAdult: isAdult(customer),
    isUsaCitizen: customer.is_usa_citizen,
    citizenship: customer.citizenship,
    email: emails.find((row) => row.is_primary)?.email ?? null,
    emails: emails.map((row) => ({ email: row.email, isPrimary: row.is_primary })),
    phoneNumber: phones.find((row) => row.kind === 'primary')?.phone ?? null,
    secondaryPhoneNumber: phones.find((row) => row.kind === 'secondary')?.phone ?? null,
    mobileIdPhoneNumber: customer.mobile_id_phone,
    addressDiffers: addresses.mailing !== null,
    address: addresses.residence,
    mailingAddress: addresses.mailing,
    gdpr,
    epnAgreement: customer.epn_agreement,
    businessAccountStatus: customer.business_account_status,
    profileUpdateRequired: customer.profile_update_required,
    bankAccount: bank ? { bankAccountNumber: bank.iban, swiftCode: bank.swift_code } : null,
    pendingContactChanges: await loadPendingChanges(db, customerId, Date.now()),
    hasPassword: passwords.length > 0,
  };
}

/** 423 user_locked: the password-login lockout (server/auth/lockout.ts) also guards the logged-in change. */
const userLocked = (): ApiHttpError =>
  new ApiHttpError(423, 'user_locked', 'Too many wrong passwords: the password is locked for a while');

async function notifyPasswordChanged(tx: Queryable, customerId: number, created: boolean): Promise<void> {
  const rows = await tx.query<{ email: string }>(
    'SELECT email FROM customer_emails WHERE customer_id = $1 AND is_primary',
    [customerId],
  );
  const email = rows[0]?.email;
  if (!email) return;
  await sendLocalizedMessage(tx, {
    customerId,
    channel: 'email',
    recipient: email,
    texts: passwordChangedMessage(created),
  });
}

async function upsertAddress(
  tx: Queryable,
  customerId: number,
  kind: 'residence' | 'mailing',
  address: AddressInput,
): Promise<void> {
  await tx.query(
    `INSERT INTO customer_addresses (customer_id, kind, country_code, state, municipality, city, street, house, flat, postal_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (customer_id, kind) DO UPDATE SET country_code = EXCLUDED.country_code, state = EXCLUDED.state,
       municipality = EXCLUDED.municipality, city = EXCLUDED.city, street = EXCLUDED.street, house = EXCLUDED.house,
       flat = EXCLUDED.flat, postal_code = EXCLUDED.postal_code`,
    [
      customerId,
      kind,
      address.countryCode.toUpperCase(),
      address.state ?? null,
      address.municipality ?? null,
      address.city,
      address.street,
      address.house,
      address.flat ?? null,
      address.postalCode,
    ],
  );
}

async function upsertPhone(
  tx: Queryable,
  customerId: number,
  kind: 'primary' | 'secondary',
  phone: string | null | undefined,
): Promise<void> {
  if (!phone) {
    await tx.query('DELETE FROM customer_phones WHERE customer_id = $1 AND kind = $2', [customerId, kind]);
    return;
  }
  await tx.query(
    `INSERT INTO customer_phones (customer_id, phone, kind) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, kind) DO UPDATE SET phone = EXCLUDED.phone`,
    [customerId, phone, kind],
  );
}

export const userHandlers: Handlers = {
  'Users.GetContactInformation': async (context) =>
    loadContactInformation(context.db, requireCustomer(context)),

  'Users.UpdateProfile': async (context) => {
    const customerId = requireCustomer(context);
    const { body } = context;
    if (body.addressDiffers && !body.mailingAddress) {
      throw validation('body.mailingAddress', 'Mailing address is required when it differs');
    }
    const now = Date.now();
    return context.db.transaction(async (tx) => {
      // One profile change of a customer at a time (the open contact change per kind stays unique).
      await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
      const current = await loadContactInformation(tx, customerId);
      const secondary = body.secondaryPhoneNumber ?? null;
      const emailChanged = (current.email ?? '').toLowerCase() !== body.email.toLowerCase();
      const phoneChanged = current.phoneNumber !== body.phoneNumber;
      const secondaryChanged = current.secondaryPhoneNumber !== secondary;
      // Changing where reminders and notices go needs a fresh eID confirmation (docs/security.md).
      if (emailChanged || phoneChanged || secondaryChanged) {
        await consumeConfirmation(tx, customerId, 'contacts', body.confirmation, now);
      }
      if (emailChanged) {
        const emailOwners = await tx.query<{ customer_id: number }>(
          'SELECT DISTINCT customer_id FROM customer_emails WHERE lower(email) = lower($1) AND customer_id <> $2',
          [body.email, customerId],
        );
        if (emailOwners.length > 0) throw specials.emailAlreadyExists();
      }
      if (phoneChanged) {
        const phoneOwners = await tx.query<{ customer_id: number }>(
          `SELECT DISTINCT customer_id FROM customer_phones WHERE phone = $1 AND kind = 'primary' AND customer_id <> $2`,
          [body.phoneNumber, customerId],
        );
        if (phoneOwners.length > 0) throw specials.phoneDuplicated();
      }
      // A new e-mail or phone waits for the code sent to it; removing the second phone needs nothing more.
      if (emailChanged) await startContactChange(tx, { customerId, kind: 'email', value: body.email, now });
      if (phoneChanged)
        await startContactChange(tx, { customerId, kind: 'phone', value: body.phoneNumber, now });
      if (secondaryChanged) {
        if (secondary === null) await upsertPhone(tx, customerId, 'secondary', null);
        else await startContactChange(tx, { customerId, kind: 'secondaryPhone', value: secondary, now });
      }
      await upsertAddress(tx, customerId, 'residence', body.address);
      if (body.addressDiffers && body.mailingAddress)
        await upsertAddress(tx, customerId, 'mailing', body.mailingAddress);
      else
        await tx.query(`DELETE FROM customer_addresses WHERE customer_id = $1 AND kind = 'mailing'`, [
          customerId,
        ]);
      await tx.query(
        'UPDATE customers SET profile_update_required = false, updated_at = now() WHERE id = $1',
        [customerId],
      );
      await context.audit(tx, 'users.update-profile', {
        emailChanged,
        phoneChanged,
        secondaryPhoneChanged: secondaryChanged,
        addressDiffers: body.addressDiffers,
      });
      return loadContactInformation(tx, customerId);
    });
  },

  'Users.VerifyContact': async (context) => {
    const customerId = requireCustomer(context);
    await verifyContactChange(context.db, {
      customerId,
      verificationId: context.body.verificationId,
      code: context.body.code,
      now: Date.now(),
      ip: context.ip,
    });
    return loadContactInformation(context.db, customerId);
  },

  'Users.ResendContactCode': async (context) =>
    resendContactCode(context.db, {
      customerId: requireCustomer(context),
      verificationId: context.body.verificationId,
      now: Date.now(),
    }),

  'Authentication.ResetPassword': async (context) => {
    const customerId = requireCustomer(context);
    const { confirmation, oldPassword, newPassword, confirmNewPassword } = context.body;
    const now = Date.now();
    // Refused before any password work: a stolen access token alone changes nothing.
    await checkConfirmation(context.db, customerId, 'password', confirmation, now);
    const rows = await context.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM password_credentials WHERE customer_id = $1',
      [customerId],
    );
    const stored = rows[0]?.password_hash ?? null;
    if (stored !== null) {
      // The same lockout as the password login: wrong old passwords count, a locked customer is refused.
      // Counted before the old password is verified, in one statement with the lock check (atomic).
      const attempt = await reservePasswordAttempt(context.db, customerId, now);
      if (!attempt.allowed) {
        // The logged-in customer learns nothing an attacker could not: say so, after the same work.
        await verifyAgainstDummy(oldPassword ?? '');
        throw userLocked();
      }
      if (oldPassword === undefined || !(await verifyPassword(oldPassword, stored))) {
        const { lockedNow } = await passwordAttemptFailed(context.db, customerId, attempt.seq);
        if (lockedNow) throw userLocked();
        throw specials.invalidOldPassword();
      }
      await passwordAttemptSucceeded(context.db, customerId, attempt.seq);
      if (newPassword === oldPassword) throw specials.passwordsShouldDiffer();
    } else if (oldPassword !== undefined) {
      // No password yet (eID-only customer): there is no old password to give.
      throw specials.invalidOldPassword();
    }
    const rule = validateNewPassword(newPassword);
    if (rule) throw validation('body.newPassword', `Password does not meet requirements (${rule})`);
    if (confirmNewPassword !== newPassword)
      throw validation('body.confirmNewPassword', 'Passwords do not match');
    const hash = await hashPassword(newPassword);
    await context.db.transaction(async (tx) => {
      await consumeConfirmation(tx, customerId, 'password', confirmation, now);
      const updated = await tx.query(
        'UPDATE password_credentials SET password_hash = $2, updated_at = now() WHERE customer_id = $1 RETURNING customer_id',
        [customerId, hash],
      );
      const created = updated.length === 0;
      if (created) {
        await tx.query(
          'INSERT INTO password_credentials (customer_id, username, password_hash) VALUES ($1, $2, $3)',
          [customerId, await usernameFor(tx, customerId), hash],
        );
      }
      await notifyPasswordChanged(tx, customerId, created);
      await context.audit(tx, 'authentication.reset-password', { created });
    });
    return { ok: true as const };
  },

  'Users.ModifyGdprAgreement': async (context) => {
    const customerId = requireCustomer(context);
    const { gdprAgreement, gdprType } = context.query;
    return context.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO gdpr_agreements (customer_id, gdpr_type, accepted, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (customer_id, gdpr_type) DO UPDATE SET accepted = EXCLUDED.accepted, updated_at = now()`,
        [customerId, gdprType, gdprAgreement],
      );
      await context.audit(tx, 'users.modify-gdpr-agreement', { gdprType, gdprAgreement });
      return loadGdpr(tx, customerId);
    });
  },

  'Authentication.UpdateEpnAgreement': async (context) => {
    const customerId = requireCustomer(context);
    await context.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        'UPDATE customers SET epn_agreement = $2, updated_at = now() WHERE id = $1 RETURNING id',
        [customerId, context.query.epnAgreement],
      );
      if (rows.length === 0) throw new ApiHttpError(404, 'not_found', 'Customer not found');
      await context.audit(tx, 'authentication.update-epn-agreement', {
        epnAgreement: context.query.epnAgreement,
      });
    });
    return { ok: true as const };
  },
};
