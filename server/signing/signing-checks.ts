/**
 * The checks several kinds of signing share (./kinds/): who signs (§1 adults only; §6 a USA or foreign
 * resident only with a Valid AML questionnaire), and the fund and contract named in the request.
 */
import { isAdultOn } from '../../src/domain/age';
import { ERROR_MESSAGES } from '../../src/api/contract/common';
import type { Queryable } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import { isLockedOutUntilAmlValid } from '../aml/status';

export const alreadyExists = (): ApiHttpError =>
  new ApiHttpError(400, 'contract_already_exists', ERROR_MESSAGES.contractAlreadyExists);

export async function personalCodeOf(db: Queryable, customerId: number): Promise<string> {
  const rows = await db.query<{ personal_code: string }>(
    'SELECT personal_code FROM customers WHERE id = $1',
    [customerId],
  );
  const row = rows[0];
  if (!row) throw new ApiHttpError(404, 'not_found', 'Customer not found');
  return row.personal_code;
}

/** §1: only adults (18+) sign by self-service. */
export async function requireAdult(db: Queryable, customerId: number, today: string): Promise<void> {
  const rows = await db.query<{ birth_date: string }>(
    'SELECT birth_date::text AS birth_date FROM customers WHERE id = $1',
    [customerId],
  );
  const row = rows[0];
  if (!row) throw new ApiHttpError(404, 'not_found', 'Customer not found');
  if (!isAdultOn(row.birth_date, today))
    throw new ApiHttpError(403, 'forbidden', 'Only adults (18+) can sign contracts by self-service');
}

/** §6: a USA or foreign resident whose AML questionnaire is not Valid fills it in first. */
export async function requireNotAmlLockedOut(db: Queryable, customerId: number): Promise<void> {
  if (await isLockedOutUntilAmlValid(db, customerId))
    throw new ApiHttpError(403, 'forbidden', 'Fill in the AML questionnaire first (USA or foreign resident)');
}

export async function fundOf(
  db: Queryable,
  fundNr: string,
  pillar: 2 | 3,
): Promise<{ id: number; name: string }> {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM funds WHERE fund_nr = $1 AND pillar = $2 AND is_active',
    [fundNr, pillar],
  );
  const fund = rows[0];
  if (!fund) throw new ApiHttpError(400, 'validation', `Unknown fund ${fundNr}`, 'body.fundNr');
  return fund;
}

interface ContractFacts {
  id: number;
  pillar: 2 | 3;
  fund_id: number;
  status: string;
}

export async function contractOf(
  db: Queryable,
  customerId: number,
  contractNr: string,
): Promise<ContractFacts> {
  const rows = await db.query<ContractFacts>(
    'SELECT id, pillar, fund_id, status FROM contracts WHERE contract_number = $1 AND customer_id = $2',
    [contractNr, customerId],
  );
  const contract = rows[0];
  // Another customer's contract is indistinguishable from a missing one.
  if (!contract) throw new ApiHttpError(404, 'not_found', `Contract ${contractNr} not found`);
  return contract;
}
