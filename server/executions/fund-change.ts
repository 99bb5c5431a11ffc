/**
 * A signed fund change carried out on its execution date (§1: 9 working days for pillar II, 8 for pillar
 * III): every unit of the contract is sold at that day's unit value of the old fund (`om`, transfer to
 * another fund) and the money buys units of the new fund at its unit value of the same day (`im`); the
 * contract's fund becomes the new one, the change is approved (the overview's pending note goes), and the
 * customer is notified. One transaction, claimed by a conditional UPDATE: run twice, it changes nothing
 * the second time.
 */
import { holdingValue } from '../../src/domain/assets';
import type { Db } from '../db/db';
import { notifyCustomer, recordTransactions, unitValueOn, unitsFor, unitsHeld } from './orders';

export type ExecutionOutcome = 'executed' | 'not-due' | 'nothing-to-do';

interface DueChange {
  id: number;
  contract_id: number;
  customer_id: number;
  contract_number: string;
  effective_date: string;
  from_fund_id: number;
  from_fund_name: string;
  to_fund_id: number;
  to_fund_name: string;
}

export async function executeFundChange(
  db: Db,
  fundChangeId: number,
  today: string,
): Promise<ExecutionOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<DueChange>(
      `SELECT fc.id, fc.contract_id, fc.customer_id, c.contract_number, fc.effective_date::text AS effective_date,
              fc.from_fund_id, ff.name AS from_fund_name, fc.to_fund_id, tf.name AS to_fund_name
         FROM fund_changes fc
         JOIN contracts c ON c.id = fc.contract_id
         JOIN funds ff ON ff.id = fc.from_fund_id
         JOIN funds tf ON tf.id = fc.to_fund_id
        WHERE fc.id = $1 AND fc.status IN ('registered', 'processing')
        FOR UPDATE OF fc, c`,
      [fundChangeId],
    );
    const change = rows[0];
    if (!change) return 'nothing-to-do';
    if (change.effective_date > today) return 'not-due';
    const date = change.effective_date;
    const from = { id: change.from_fund_id, name: change.from_fund_name };
    const to = { id: change.to_fund_id, name: change.to_fund_name };
    const sellValue = await unitValueOn(tx, from, date);
    const buyValue = await unitValueOn(tx, to, date);
    const units = await unitsHeld(tx, change.contract_id);
    const amount = holdingValue(units, sellValue);
    const bought = unitsFor(amount, buyValue);
    if (units > 0) {
      const common = { contractId: change.contract_id, customerId: change.customer_id, date };
      await recordTransactions(tx, [
        {
          ...common,
          fundId: from.id,
          operation: 'om',
          amount: -amount,
          units: -units,
          unitValue: sellValue,
          counterparty: to.name,
        },
        {
          ...common,
          fundId: to.id,
          operation: 'im',
          amount,
          units: bought,
          unitValue: buyValue,
          counterparty: from.name,
        },
      ]);
    }
    await tx.query('UPDATE contracts SET fund_id = $2, updated_at = now() WHERE id = $1', [
      change.contract_id,
      to.id,
    ]);
    await tx.query(
      `UPDATE fund_changes SET status = 'approved', executed_at = now(), sold_units = $2, sold_unit_value = $3,
              bought_units = $4, bought_unit_value = $5, amount = $6
        WHERE id = $1`,
      [change.id, units, sellValue, bought, buyValue, amount],
    );
    await notifyCustomer(tx, change.customer_id, {
      title: 'Fondas pakeistas',
      titleEn: 'Fund changed',
      message: `Sutarties ${change.contract_number} lėšos ${date} perkeltos iš fondo „${from.name}“ į fondą „${to.name}“: ${amount.toFixed(2)} €.`,
      messageEn: `On ${date} the assets of contract ${change.contract_number} moved from “${from.name}” to “${to.name}”: €${amount.toFixed(2)}.`,
    });
    await tx.query('INSERT INTO audit_log (customer_id, action, details) VALUES ($1, $2, $3)', [
      change.customer_id,
      'contracts.fund-change-executed',
      JSON.stringify({ fundChangeId: change.id, date, units, amount, bought }),
    ]);
    return 'executed';
  });
}

/** Fund changes whose execution date has come. */
export async function dueFundChanges(db: Db, today: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM fund_changes WHERE status IN ('registered', 'processing') AND effective_date <= $1 ORDER BY id`,
    [today],
  );
  return rows.map((row) => row.id);
}
