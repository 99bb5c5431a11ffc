/**
 * The yearly limit of pillar III contributions (§5 "Limit increase", §9):
 * Contracts.GetContributionLimits and Contracts.IncreaseContributionLimit.
 *
 * The rules are the browser's (src/domain): up to 1000 EUR a year the identity document is optional;
 * above it mandatory (`isLimitQuestionnaireMandatory`), with a document number and an expiry that the
 * identity register checks exactly as the AML questionnaire's (server/aml/identity-check.ts, the same
 * lockout). Every refusal is a 4xx with its own code; nothing is written unless everything passes.
 */
import { todayInLithuania } from '../../src/domain/calendar-date';
import { isLimitQuestionnaireMandatory } from '../../src/domain/contract-rules';
import { validateDocumentExpiry, validateDocumentNumber } from '../../src/domain/identity-document';
import { checkIdentityDocument } from '../aml/identity-check';
import { ApiHttpError, notFound } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';
import { isActive, loadContractRows } from './queries';

const refused = (
  status: number,
  code: 'identity_document_required' | 'document_expired' | 'identity_document_invalid' | 'user_locked',
  message: string,
) => new ApiHttpError(status, code, message, 'body.identityDocument');

const notHigher = (current: number) =>
  new ApiHttpError(
    400,
    'limit_not_higher',
    `The new yearly limit must be above the current ${current} EUR`,
    'body.yearlyAmountEur',
  );

export const contributionLimitHandlers: Handlers = {
  'Contracts.GetContributionLimits': async (context) => {
    const customerId = requireCustomer(context);
    const rows = (await loadContractRows(context.db, customerId, 3)).filter(isActive);
    const limits = await context.db.query<{
      contract_id: number;
      yearly_limit_eur: number;
      updated_at: string;
    }>(
      `SELECT contract_id, yearly_limit_eur::float8 AS yearly_limit_eur, iso_ts(updated_at) AS updated_at
         FROM contribution_limits WHERE customer_id = $1`,
      [customerId],
    );
    return rows.map((row) => {
      const limit = limits.find((item) => item.contract_id === row.id);
      return {
        contractNumber: row.contract_number,
        fundName: row.fund_name,
        yearlyLimitEur: limit?.yearly_limit_eur ?? null,
        updatedAt: limit?.updated_at ?? null,
      };
    });
  },

  'Contracts.IncreaseContributionLimit': async (context) => {
    const customerId = requireCustomer(context);
    const { contractNumber, yearlyAmountEur, identityDocument } = context.body;
    const rows = await loadContractRows(context.db, customerId, 3);
    const row = rows.find((candidate) => candidate.contract_number === contractNumber && isActive(candidate));
    // Another customer's contract, a pillar II or an ended one: indistinguishable from a missing one.
    if (!row) throw notFound('Contract');
    const amount = Math.round(yearlyAmountEur * 100) / 100;
    const currentLimit = async () =>
      (
        await context.db.query<{ yearly_limit_eur: number }>(
          'SELECT yearly_limit_eur::float8 AS yearly_limit_eur FROM contribution_limits WHERE contract_id = $1',
          [row.id],
        )
      )[0]?.yearly_limit_eur;
    const now = await currentLimit();
    if (now !== undefined && amount <= now) throw notHigher(now);
    if (isLimitQuestionnaireMandatory(amount) && identityDocument === null)
      throw refused(
        400,
        'identity_document_required',
        'Above 1000 EUR a year the identity document is mandatory',
      );
    if (identityDocument !== null) {
      const today = todayInLithuania();
      if (validateDocumentNumber(identityDocument.documentNumber) !== null)
        throw refused(400, 'identity_document_invalid', 'The identity document number is not valid');
      if (validateDocumentExpiry(identityDocument.expiryDate, today) !== null)
        throw refused(400, 'document_expired', 'The identity document has expired');
      const answer = await checkIdentityDocument(context.db, customerId, identityDocument);
      if (answer.locked)
        throw new ApiHttpError(423, 'user_locked', 'The identity check is locked', 'body.identityDocument', {
          ...(answer.lockedUntil ? { blockedUntil: answer.lockedUntil } : {}),
        });
      if (answer.expired) throw refused(400, 'document_expired', 'The identity document has expired');
      if (!answer.valid) throw refused(400, 'identity_document_invalid', 'Negaliojantis dokumentas');
    }
    // The check above answers the usual case with its message; this one statement is the rule itself, so two
    // increases sent at once can never leave the lower one standing (zero rows: another raised it meanwhile).
    const written = await context.db.query<{ contract_id: number }>(
      `INSERT INTO contribution_limits (contract_id, customer_id, yearly_limit_eur, with_document, updated_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (contract_id) DO UPDATE
         SET yearly_limit_eur = EXCLUDED.yearly_limit_eur, with_document = EXCLUDED.with_document, updated_at = now()
         WHERE contribution_limits.yearly_limit_eur < EXCLUDED.yearly_limit_eur
       RETURNING contract_id`,
      [row.id, customerId, amount, identityDocument !== null],
    );
    if (written.length === 0) throw notHigher((await currentLimit()) ?? amount);
    await context.audit(context.db, 'contracts.contribution-limit', {
      contractNumber,
      yearlyLimitEur: amount,
      withDocument: identityDocument !== null,
    });
    return { contractNumber, yearlyLimitEur: amount };
  },
};
