/**
 * Signing a fund change (§7 ChangeFund): an adult, not locked out until the AML questionnaire is Valid (§6),
 * the customer's own contract in force, a fund of its pillar other than its own (§1: no switch from pillar II
 * to III), and no change of the contract pending. Signed, it registers the change, effective 9 working days
 * later for pillar II and 8 for pillar III (§1).
 */
import { isContractInForce } from '../../../src/domain/contract-status';
import { fundChangeExecutionDate } from '../../../src/domain/working-days';
import { ApiHttpError } from '../../http/api-error';
import { alreadyExists, contractOf, fundOf, requireAdult, requireNotAmlLockedOut } from '../signing-checks';
import { commonRefusal, type SigningKind } from '../signing-kind';

export interface FundChangeRequest {
  contractNr: string;
  movingToFundNr: string;
  gdpr: boolean;
}

export const fundChangeSigning: SigningKind<FundChangeRequest> = {
  auditAction: 'contracts.fund-change',

  async check(db, customerId, request, today) {
    await requireAdult(db, customerId, today);
    await requireNotAmlLockedOut(db, customerId);
    const contract = await contractOf(db, customerId, request.contractNr);
    if (!isContractInForce(contract.status))
      throw new ApiHttpError(400, 'bad_request', 'The fund of an inactive contract cannot be changed');
    const fund = await fundOf(db, request.movingToFundNr, contract.pillar);
    if (fund.id === contract.fund_id) throw alreadyExists();
    const pending = await db.query(
      "SELECT 1 FROM fund_changes WHERE contract_id = $1 AND status IN ('registered', 'processing')",
      [contract.id],
    );
    if (pending.length > 0)
      throw new ApiHttpError(
        409,
        'fund_change_pending',
        'A fund change of this contract is already being processed: a new one can be made once it takes effect',
      );
  },

  async apply(tx, { customerId, request, signingTokenHash, today }) {
    // The same change signed twice (a client retry that started a second signing, two tabs): the second
    // signing answers the change already made, so one change exists and both pings say when it applies.
    // The contract's row is locked first, so two completions of one contract run one after the other and the
    // second sees the first's change (without the lock it could miss it here and meet it in the check).
    await tx.query('SELECT id FROM contracts WHERE contract_number = $1 AND customer_id = $2 FOR UPDATE', [
      request.contractNr,
      customerId,
    ]);
    const same = await tx.query<{ effective_date: string }>(
      `SELECT fc.effective_date::text AS effective_date
         FROM fund_changes fc JOIN contracts c ON c.id = fc.contract_id JOIN funds f ON f.id = fc.to_fund_id
        WHERE c.contract_number = $1 AND c.customer_id = $2 AND f.fund_nr = $3
          AND fc.status IN ('registered', 'processing')`,
      [request.contractNr, customerId, request.movingToFundNr],
    );
    if (same[0]) return { contractNumber: request.contractNr, effectiveDate: same[0].effective_date };
    await fundChangeSigning.check(tx, customerId, request, today);
    const contract = await contractOf(tx, customerId, request.contractNr);
    const fund = await fundOf(tx, request.movingToFundNr, contract.pillar);
    // §1: 9 working days for pillar II, 8 for pillar III, on the Lithuanian calendar.
    const effectiveDate = fundChangeExecutionDate(contract.pillar, today);
    await tx.query(
      `INSERT INTO fund_changes (contract_id, customer_id, from_fund_id, to_fund_id, effective_date, signing_token_hash)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [contract.id, customerId, contract.fund_id, fund.id, effectiveDate, signingTokenHash],
    );
    return { contractNumber: request.contractNr, effectiveDate };
  },

  refusal(error) {
    if (error instanceof ApiHttpError && error.code === 'fund_change_pending') return 'fund_change_pending';
    return commonRefusal(error);
  },
};
