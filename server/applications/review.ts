/**
 * The reference server's review of applications (§4 Applications: registered, processing, approved,
 * rejected). A signed application is registered; at `processing_at` it becomes processing and at
 * `decide_at` it is decided (both set at creation from APPLICATION_REVIEW_DELAY_MS; 0 decides at the next
 * read). The schedule is applied whenever the customer's applications, contract actions or notifications
 * are read, and by a job when it falls due (server/jobs/background-work.ts), so the customer is notified
 * without reading anything first; both claim the row, so any process answers the same.
 *
 * The decision re-reads the contract: approved when the application still makes sense (the contract is
 * active, contributions are in the state the application changes), else rejected. An approved
 * application takes effect on the contract (stop -> contributions stopped, renew -> accumulating,
 * maximum -> renewal mode Max, termination -> being finished, then carried out on its §1 working day by
 * server/executions/termination.ts). The customer is notified either way
 * (Notifications.GetList, type Application).
 */
import type { ApplicationActionType, ApplicationKind } from '../../src/api/contract/common';
import { applicationDecisionNotice } from '../../src/domain/applications';
import type { Db, Queryable } from '../db/db';
import { isActive, type ContractRow } from '../api/queries';
import { scheduleTermination } from '../executions/termination';

interface DueRow {
  id: number;
  contract_id: number;
  action_type: ApplicationActionType;
  kind: ApplicationKind;
  decide_at: string;
}

interface ContractFacts {
  contract_number: string;
  status: ContractRow['status'];
  accumulation_state: ContractRow['accumulation_state'];
  renewal_mode: ContractRow['renewal_mode'];
}

/** Why the review rejects an application now; null to approve it. */
export function rejectionReason(
  kind: ApplicationKind,
  actionType: ApplicationActionType,
  contract: ContractFacts,
): string | null {
  if (!isActive(contract)) return 'contract_not_active';
  if (kind === 'StopAccumulation' && contract.accumulation_state === 'Stopped') return 'already_stopped';
  if (
    kind === 'UpdateAccumulation' &&
    actionType === 'RenewAccumulations' &&
    contract.accumulation_state === 'Accumulating'
  )
    return 'already_accumulating';
  if (kind === 'AccumulateMaximum' && contract.renewal_mode === 'Max') return 'already_maximum';
  return null;
}

/** What an approved application changes on its contract (SQL SET clause), if anything. */
const EFFECTS: Partial<Record<ApplicationKind, string>> = {
  StopAccumulation: "accumulation_state = 'Stopped'",
  AccumulateMaximum: "renewal_mode = 'Max'",
  EndContract: "status = 'BeingFinished'",
};

function effectOf(kind: ApplicationKind, actionType: ApplicationActionType): string | null {
  if (kind === 'UpdateAccumulation' && actionType === 'RenewAccumulations')
    return "accumulation_state = 'Accumulating'";
  return EFFECTS[kind] ?? null;
}

async function decide(tx: Queryable, customerId: number, due: DueRow): Promise<void> {
  const [contract] = await tx.query<ContractFacts>(
    'SELECT contract_number, status, accumulation_state, renewal_mode FROM contracts WHERE id = $1',
    [due.contract_id],
  );
  if (!contract) return;
  const reason = rejectionReason(due.kind, due.action_type, contract);
  const status = reason === null ? 'approved' : 'rejected';
  const claimed = await tx.query(
    `UPDATE applications SET status = $2, status_changed_at = $3, decision_reason = $4, decide_at = NULL
     WHERE id = $1 AND status = 'processing' RETURNING id`,
    [due.id, status, due.decide_at, reason],
  );
  if (claimed.length === 0) return; // Another read decided it first.
  const effect = reason === null ? effectOf(due.kind, due.action_type) : null;
  if (effect !== null) await tx.query(`UPDATE contracts SET ${effect} WHERE id = $1`, [due.contract_id]);
  // An approved termination is carried out on its §1 working day (server/executions/termination.ts).
  if (reason === null && due.kind === 'EndContract')
    await scheduleTermination(tx, { id: due.id, contractId: due.contract_id, customerId });
  const notice = applicationDecisionNotice(due.kind, contract.contract_number, status);
  await tx.query(
    `INSERT INTO notifications (customer_id, type, title, title_en, message, message_en, created_at)
     VALUES ($1, 'Application', $2, $3, $4, $5, $6)`,
    [customerId, notice.title, notice.titleEn, notice.message, notice.messageEn, due.decide_at],
  );
  await tx.query('INSERT INTO audit_log (customer_id, action, details) VALUES ($1, $2, $3)', [
    customerId,
    `applications.${status}`,
    JSON.stringify({ applicationId: due.id, kind: due.kind, reason }),
  ]);
}

/** Moves the customer's applications along their schedule (see the file comment). */
export async function advanceApplications(
  db: Db | Queryable,
  customerId: number,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.query(
    `UPDATE applications SET status = 'processing', status_changed_at = processing_at
     WHERE customer_id = $1 AND status = 'registered' AND processing_at IS NOT NULL AND processing_at <= $2`,
    [customerId, at],
  );
  const due = await db.query<DueRow>(
    `SELECT id, contract_id, action_type, kind, decide_at::text AS decide_at FROM applications
     WHERE customer_id = $1 AND status = 'processing' AND decide_at IS NOT NULL AND decide_at <= $2 ORDER BY id`,
    [customerId, at],
  );
  for (const row of due) {
    if ('transaction' in db) await db.transaction((tx) => decide(tx, customerId, row));
    else await decide(db, customerId, row);
  }
}
