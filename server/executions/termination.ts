/**
 * A termination (§2, application EndContract) carried out on its §1 working day: 1-2 working days after
 * signing for pillar II (the later day), 1 for pillar III. The review's approval makes the contract
 * BeingFinished and records the day here (`scheduleTermination`); on that day every unit is sold at the
 * day's unit value and paid out (`op`, to the account named in the application), and the contract is
 * Finished. Claimed by a conditional UPDATE, so a job that runs again pays nothing twice.
 */
import { holdingValue } from '../../src/domain/assets';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { terminationExecutionWindow } from '../../src/domain/working-days';
import type { Db, Queryable } from '../db/db';
import type { ExecutionOutcome } from './fund-change';
import { notifyCustomer, recordTransactions, unitValueOn, unitsHeld } from './orders';

/** Called by the review in the transaction that approves an EndContract application. */
export async function scheduleTermination(
  tx: Queryable,
  application: { id: number; contractId: number; customerId: number },
): Promise<void> {
  const rows = await tx.query<{ pillar: 2 | 3; created_at: string; bank_account: string | null }>(
    `SELECT c.pillar, a.created_at::text AS created_at, a.details ->> 'bankAccountNumber' AS bank_account
       FROM applications a JOIN contracts c ON c.id = a.contract_id WHERE a.id = $1`,
    [application.id],
  );
  const row = rows[0];
  if (!row) return;
  const signedOn = todayInLithuania(new Date(row.created_at));
  const executeOn = terminationExecutionWindow(row.pillar, signedOn).latest;
  await tx.query(
    `INSERT INTO contract_terminations (contract_id, customer_id, application_id, signed_on, execute_on, bank_account)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [application.contractId, application.customerId, application.id, signedOn, executeOn, row.bank_account],
  );
}

interface DueTermination {
  id: number;
  contract_id: number;
  customer_id: number;
  contract_number: string;
  execute_on: string;
  bank_account: string | null;
  fund_id: number;
  fund_name: string;
}

export async function executeTermination(
  db: Db,
  terminationId: number,
  today: string,
): Promise<ExecutionOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<DueTermination>(
      `SELECT t.id, t.contract_id, t.customer_id, c.contract_number, t.execute_on::text AS execute_on, t.bank_account,
              f.id AS fund_id, f.name AS fund_name
         FROM contract_terminations t JOIN contracts c ON c.id = t.contract_id JOIN funds f ON f.id = c.fund_id
        WHERE t.id = $1 AND t.status = 'pending'
        FOR UPDATE OF t, c`,
      [terminationId],
    );
    const termination = rows[0];
    if (!termination) return 'nothing-to-do';
    if (termination.execute_on > today) return 'not-due';
    const date = termination.execute_on;
    const units = await unitsHeld(tx, termination.contract_id);
    let amount = 0;
    if (units > 0) {
      const unitValue = await unitValueOn(tx, { id: termination.fund_id, name: termination.fund_name }, date);
      amount = holdingValue(units, unitValue);
      await recordTransactions(tx, [
        {
          contractId: termination.contract_id,
          customerId: termination.customer_id,
          fundId: termination.fund_id,
          operation: 'op',
          date,
          amount: -amount,
          units: -units,
          unitValue,
          counterparty: termination.bank_account,
        },
      ]);
    }
    await tx.query(
      "UPDATE contracts SET status = 'Finished', accumulation_state = 'Stopped', updated_at = now() WHERE id = $1",
      [termination.contract_id],
    );
    await tx.query(
      "UPDATE contract_terminations SET status = 'executed', payout_amount = $2, executed_at = now() WHERE id = $1",
      [termination.id, amount],
    );
    const to = termination.bank_account ? ` į sąskaitą ${termination.bank_account}` : '';
    const toEn = termination.bank_account ? ` to account ${termination.bank_account}` : '';
    await notifyCustomer(tx, termination.customer_id, {
      title: 'Sutartis nutraukta',
      titleEn: 'Contract terminated',
      message: `Sutartis ${termination.contract_number} nutraukta ${date}; išmokėta ${amount.toFixed(2)} €${to}.`,
      messageEn: `Contract ${termination.contract_number} was terminated on ${date}; €${amount.toFixed(2)} paid out${toEn}.`,
    });
    await tx.query('INSERT INTO audit_log (customer_id, action, details) VALUES ($1, $2, $3)', [
      termination.customer_id,
      'contracts.terminated',
      JSON.stringify({ terminationId: termination.id, date, units, amount }),
    ]);
    return 'executed';
  });
}

export async function dueTerminations(db: Db, today: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM contract_terminations WHERE status = 'pending' AND execute_on <= $1 ORDER BY id",
    [today],
  );
  return rows.map((row) => row.id);
}
