/**
 * The customer's AML status as every part of the server should read it (the dashboard, IsAmlValid, and
 * the contract and fund-change calls that enforce the §6 lockout): the `aml_current` view (migration
 * 0130-11a-aml.sql) counts a due simulated review as approved and a Valid declaration past its last day as
 * Invalid. `settleDueReviews` writes a due approval down (IsAmlValid calls it), so the audit log shows it.
 */
import type { AmlValidityStatus } from '../../src/api/contract/common';
import { isForeignResident, type ResidenceFacts } from '../../src/domain/foreign-resident';
import type { Queryable } from '../db/db';

interface AmlCurrent {
  status: AmlValidityStatus;
  validUntil: string | null;
  documentId: number | null;
}

/** The latest declaration's effective status, or null when the customer never published one. */
export async function amlCurrent(db: Queryable, customerId: number): Promise<AmlCurrent | null> {
  const rows = await db.query<{
    status: AmlValidityStatus;
    valid_until: string | null;
    document_id: number | null;
  }>('SELECT status, valid_until::text AS valid_until, document_id FROM aml_current WHERE customer_id = $1', [
    customerId,
  ]);
  const row = rows[0];
  return row ? { status: row.status, validUntil: row.valid_until, documentId: row.document_id } : null;
}

/** Records the simulated reviews that are due as approved; returns the ids approved now. */
export async function settleDueReviews(db: Queryable, customerId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE aml_declarations SET status = 'Valid', reviewed_at = review_due_at
      WHERE customer_id = $1 AND status = 'Pending' AND review_due_at IS NOT NULL AND review_due_at <= now()
      RETURNING id`,
    [customerId],
  );
  return rows.map((row) => row.id);
}

/** The profile's facts for the foreign-resident rule (src/domain/foreign-resident.ts). */
export async function residenceFacts(db: Queryable, customerId: number): Promise<ResidenceFacts> {
  const rows = await db.query<{
    is_usa_citizen: boolean;
    citizenship: string | null;
    residence_country: string | null;
  }>(
    `SELECT cu.is_usa_citizen, cu.citizenship,
            (SELECT country_code FROM customer_addresses a WHERE a.customer_id = cu.id AND a.kind = 'residence') AS residence_country
       FROM customers cu WHERE cu.id = $1`,
    [customerId],
  );
  const row = rows[0];
  return {
    isUsaCitizen: row?.is_usa_citizen ?? false,
    citizenship: row?.citizenship ?? null,
    residenceCountry: row?.residence_country ?? null,
  };
}

/**
 * §6 lockout for the server's writes (new contracts, fund changes): a USA or foreign resident whose AML
 * is not Valid.
 */
export async function isLockedOutUntilAmlValid(db: Queryable, customerId: number): Promise<boolean> {
  const facts = await residenceFacts(db, customerId);
  const current = await amlCurrent(db, customerId);
  return isForeignResident(facts) && current?.status !== 'Valid';
}
