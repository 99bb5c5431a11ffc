/**
 * Money coming from another provider when a contract is signed (§1 execution times):
 * - pillar II: the transfer is registered with the state social insurer within 3 working days (the
 *   contract becomes Active), then the assets arrive 3 days later;
 * - pillar III: the asset transfer arrives within 7 working days.
 * The assets arrive as `il` (transfer from another plan), bought at that day's unit value. The amount is
 * what the other provider reports; the reference server stands in for it with `reportedTransferAmount`.
 * Each step is claimed by a conditional UPDATE, so a job that runs again does nothing twice.
 */
import {
  nextWorkingDayOnOrAfter,
  pillar2TransferDates,
  pillar3AssetTransferDate,
} from '../../src/domain/working-days';
import type { Db, Queryable } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import type { ExecutionOutcome } from './fund-change';
import { notifyCustomer, recordTransactions, unitValueOn, unitsFor } from './orders';

export interface TransferDates {
  /** Pillar II: the registration with the state social insurer; null for pillar III. */
  registerOn: string | null;
  transferOn: string;
}

/**
 * The §1 dates of a transfer signed on `signedOn`. The pillar II transfer's "3 days" are calendar days;
 * when they end on a weekend or a holiday the assets are bought on the next working day (no unit value
 * is published on other days).
 */
export function transferDates(pillar: 2 | 3, signedOn: string): TransferDates {
  if (pillar === 2) {
    const dates = pillar2TransferDates(signedOn);
    return { registerOn: dates.registeredBy, transferOn: nextWorkingDayOnOrAfter(dates.transferredBy) };
  }
  return { registerOn: null, transferOn: pillar3AssetTransferDate(signedOn) };
}

/**
 * The reference server's stand-in for the other provider's report of the assets it transfers: a
 * stable amount between 500 and 9,500 € derived from the contract number.
 */
export function reportedTransferAmount(contractNumber: string): number {
  let hash = 0;
  for (const char of contractNumber) hash = (hash * 31 + char.charCodeAt(0)) % 9_001;
  return 500 + hash;
}

/** Called when a contract is signed with money coming from another provider (in the signing's transaction). */
export async function scheduleTransfer(
  tx: Queryable,
  input: { contractNumber: string; customerId: number; pillar: 2 | 3; providerId: number; signedOn: string },
): Promise<TransferDates> {
  const providers = await tx.query<{ id: number }>(
    'SELECT id FROM external_fund_providers WHERE id = $1 AND pillar = $2',
    [input.providerId, input.pillar],
  );
  if (!providers[0])
    throw new ApiHttpError(
      400,
      'validation',
      'Unknown provider for this pillar',
      'body.transferFromProviderId',
    );
  const dates = transferDates(input.pillar, input.signedOn);
  await tx.query(
    `INSERT INTO contract_transfers (contract_id, customer_id, provider_id, pillar, signed_on, register_on, transfer_on, amount)
     VALUES ((SELECT id FROM contracts WHERE contract_number = $1), $2, $3, $4, $5, $6, $7, $8)`,
    [
      input.contractNumber,
      input.customerId,
      input.providerId,
      input.pillar,
      input.signedOn,
      dates.registerOn,
      dates.transferOn,
      reportedTransferAmount(input.contractNumber),
    ],
  );
  return dates;
}

interface TransferRow {
  id: number;
  contract_id: number;
  customer_id: number;
  contract_number: string;
  pillar: 2 | 3;
  provider_name: string;
  register_on: string | null;
  transfer_on: string;
  amount: number;
  status: 'signed' | 'registered' | 'transferred';
  fund_id: number;
  fund_name: string;
}

/** Carries a transfer as far as `today` allows: the registration, then (when due too) the assets. */
export async function executeTransfer(db: Db, transferId: number, today: string): Promise<ExecutionOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<TransferRow>(
      `SELECT t.id, t.contract_id, t.customer_id, c.contract_number, t.pillar, p.name AS provider_name,
              t.register_on::text AS register_on, t.transfer_on::text AS transfer_on, t.amount::float8 AS amount,
              t.status, f.id AS fund_id, f.name AS fund_name
         FROM contract_transfers t
         JOIN contracts c ON c.id = t.contract_id
         JOIN funds f ON f.id = c.fund_id
         JOIN external_fund_providers p ON p.id = t.provider_id
        WHERE t.id = $1 AND t.status <> 'transferred'
        FOR UPDATE OF t, c`,
      [transferId],
    );
    const transfer = rows[0];
    if (!transfer) return 'nothing-to-do';
    if (transfer.status === 'signed' && transfer.register_on !== null) {
      if (transfer.register_on > today) return 'not-due';
      await tx.query(
        "UPDATE contract_transfers SET status = 'registered', registered_at = now() WHERE id = $1",
        [transfer.id],
      );
      await tx.query(
        "UPDATE contracts SET status = 'Active', updated_at = now() WHERE id = $1 AND status = 'Validating'",
        [transfer.contract_id],
      );
      await notifyCustomer(tx, transfer.customer_id, {
        title: 'Perkėlimas užregistruotas',
        titleEn: 'Transfer registered',
        message: `Sutarties ${transfer.contract_number} lėšų perkėlimas iš „${transfer.provider_name}“ ${transfer.register_on} užregistruotas Sodroje; lėšos bus perkeltos ${transfer.transfer_on}.`,
        messageEn: `The transfer of assets from “${transfer.provider_name}” to contract ${transfer.contract_number} was registered with Sodra on ${transfer.register_on}; the assets arrive on ${transfer.transfer_on}.`,
      });
      if (transfer.transfer_on > today) return 'executed';
    }
    if (transfer.transfer_on > today) return 'not-due';
    const date = transfer.transfer_on;
    const unitValue = await unitValueOn(tx, { id: transfer.fund_id, name: transfer.fund_name }, date);
    const units = unitsFor(transfer.amount, unitValue);
    await recordTransactions(tx, [
      {
        contractId: transfer.contract_id,
        customerId: transfer.customer_id,
        fundId: transfer.fund_id,
        operation: 'il',
        date,
        amount: transfer.amount,
        units,
        unitValue,
        counterparty: transfer.provider_name,
      },
    ]);
    await tx.query(
      "UPDATE contract_transfers SET status = 'transferred', transferred_at = now() WHERE id = $1",
      [transfer.id],
    );
    await tx.query(
      "UPDATE contracts SET status = 'Active', updated_at = now() WHERE id = $1 AND status IN ('Validating', 'Approved')",
      [transfer.contract_id],
    );
    await notifyCustomer(tx, transfer.customer_id, {
      title: 'Lėšos perkeltos',
      titleEn: 'Assets transferred',
      message: `${date} į sutartį ${transfer.contract_number} perkelta ${transfer.amount.toFixed(2)} € iš „${transfer.provider_name}“.`,
      messageEn: `On ${date} €${transfer.amount.toFixed(2)} arrived in contract ${transfer.contract_number} from “${transfer.provider_name}”.`,
    });
    await tx.query('INSERT INTO audit_log (customer_id, action, details) VALUES ($1, $2, $3)', [
      transfer.customer_id,
      'contracts.transfer-received',
      JSON.stringify({ transferId: transfer.id, date, amount: transfer.amount, units }),
    ]);
    return 'executed';
  });
}

/** Transfers with a step due: the registration or the assets. */
export async function dueTransfers(db: Db, today: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM contract_transfers
      WHERE (status = 'signed' AND register_on IS NOT NULL AND register_on <= $1)
         OR (status <> 'transferred' AND transfer_on <= $1)
      ORDER BY id`,
    [today],
  );
  return rows.map((row) => row.id);
}
