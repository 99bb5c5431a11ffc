/** The customer a login identifies, and whether they may enter the portal (§8 user_not_found / user_not_onboarded). */
import type { Queryable } from '../db/db';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { isAdult } from '../../src/domain/personal-code';
import { OAuthError } from './oauth-error';

export interface LoginCustomer {
  id: number;
  personalCode: string;
  firstName: string;
  lastName: string;
  /** The opaque subject of the customer's tokens (customers.auth_subject). */
  subject: string;
}

/** Columns of a LoginCustomer, for SELECTs on `customers c`. */
export const LOGIN_CUSTOMER_COLUMNS =
  'c.id, c.personal_code, c.first_name, c.last_name, c.auth_subject::text AS auth_subject';

export interface LoginCustomerRow {
  id: number;
  personal_code: string;
  first_name: string;
  last_name: string;
  auth_subject: string;
}

export const toLoginCustomer = (row: LoginCustomerRow): LoginCustomer => ({
  id: row.id,
  personalCode: row.personal_code,
  firstName: row.first_name,
  lastName: row.last_name,
  subject: row.auth_subject,
});

export async function findCustomerByPersonalCode(
  db: Queryable,
  personalCode: string,
): Promise<LoginCustomer | null> {
  const rows = await db.query<LoginCustomerRow>(
    `SELECT ${LOGIN_CUSTOMER_COLUMNS} FROM customers c WHERE c.personal_code = $1`,
    [personalCode],
  );
  const row = rows[0];
  return row ? toLoginCustomer(row) : null;
}

/**
 * Whether a customer may enter the portal: they have a pension contract, or they registered as a
 * potential customer (/connect/register/*, customers.registered_at) and the portal offers onboarding.
 */
export async function mayEnterPortal(db: Queryable, customerId: number): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT (c.registered_at IS NOT NULL OR EXISTS (SELECT 1 FROM contracts WHERE customer_id = c.id)) AS ok
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  return rows[0]?.ok ?? false;
}

/** The customer behind an identified personal code, or the §8 error why they cannot log in. */
/** The customer by row id (after a password check or a refresh). */
export async function findCustomerById(db: Queryable, customerId: number): Promise<LoginCustomer | null> {
  const rows = await db.query<LoginCustomerRow>(
    `SELECT ${LOGIN_CUSTOMER_COLUMNS} FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  const row = rows[0];
  return row ? toLoginCustomer(row) : null;
}

/**
 * Why a customer who may not enter the portal is refused: a minor (§1: contracts only for adults by
 * self-service, minors are directed to a customer centre) gets `minor_not_allowed`, so the portal sends
 * them to the customer centre instead of the "no contract, register" page, whose registration would
 * refuse them (a loop); everyone else `user_not_onboarded` (§8).
 */
export function notOnboarded(customer: Pick<LoginCustomer, 'personalCode'>, now = new Date()): OAuthError {
  return isAdult(customer.personalCode, todayInLithuania(now))
    ? new OAuthError('user_not_onboarded', 'The customer has no pension contract')
    : new OAuthError('minor_not_allowed', 'Minors are served at the customer centre');
}

export async function customerForLogin(db: Queryable, personalCode: string): Promise<LoginCustomer> {
  const customer = await findCustomerByPersonalCode(db, personalCode);
  if (!customer) throw new OAuthError('user_not_found', 'No customer with this identity');
  if (!(await mayEnterPortal(db, customer.id))) throw notOnboarded(customer);
  return customer;
}
