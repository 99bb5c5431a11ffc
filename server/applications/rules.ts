/**
 * The applications' rules on the server (§2 Applications, §5, §9), the same functions the browser uses
 * (src/domain/applications*.ts): the contract is the customer's (else 404, indistinguishable from a
 * missing one), the contract allows the application now (GetContractActions), no application of the same
 * kind is open on it (registered or processing), the contribution holiday's rules, and a termination's
 * payout account is one of the customer's own (a valid IBAN they added). Each refusal is a
 * clear 4xx with its own code, never a 500.
 */
import type { ApplicationRequest } from '../../src/api/contract/applications';
import type {
  ApiErrorCode,
  ApplicationActionType,
  ApplicationKind,
  ApplicationStatus,
} from '../../src/api/contract/common';
import { canApply, type ApplicationFacts } from '../../src/domain/applications';
import { registeredHolidays, validateHolidayApplication } from '../../src/domain/applications-holiday';
import type { ValidationCode } from '../../src/domain/validation-codes';
import { VALIDATION_MESSAGES_LT } from '../../src/domain/validation-messages-lt';
import type { Queryable } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import { requireOwnBankAccount } from '../api/bank-accounts';
import { availableActions } from '../api/funds-contracts';
import { loadContractRows, type ContractRow } from '../api/queries';

export const APPLICATION_MESSAGES = {
  alreadyOpen:
    'Tokios rūšies prašymas šiai sutarčiai jau pateiktas ir dar nagrinėjamas. Naują galėsite pateikti, kai jis bus išnagrinėtas.',
  notAvailable: 'Šio prašymo šiai sutarčiai dabar pateikti negalima.',
} as const;

/** The §5 holiday codes as API error codes (the rest of the validation codes answer 'validation'). */
const HOLIDAY_API_CODES: Partial<Record<ValidationCode, ApiErrorCode>> = {
  'vacation-too-late': 'vacation_too_late',
  'vacation-period-too-short': 'vacation_period_too_short',
  'vacation-too-long': 'vacation_too_long',
  'vacation-periods-overlap': 'vacation_periods_overlap',
};

interface ApplicationRow {
  id: number;
  contract_id: number;
  action_type: ApplicationActionType;
  kind: ApplicationKind;
  status: ApplicationStatus;
  start_date: string | null;
  end_date: string | null;
}

async function applicationsOfContract(db: Queryable, contractId: number): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    `SELECT id, contract_id, action_type, kind, status, start_date::text AS start_date, end_date::text AS end_date
     FROM applications WHERE contract_id = $1 ORDER BY id`,
    [contractId],
  );
}

/**
 * Checks that the customer may submit `application` now; answers the contract. Called at the preview,
 * at the start of the signing and again, inside the transaction, when the signature arrives.
 */
export async function checkApplication(
  db: Queryable,
  customerId: number,
  application: ApplicationRequest,
  today: string,
): Promise<ContractRow> {
  const contract = (await loadContractRows(db, customerId)).find(
    (row) => row.contract_number === application.contractNumber,
  );
  if (!contract) throw new ApiHttpError(404, 'not_found', `Contract ${application.contractNumber} not found`);
  const rows = await applicationsOfContract(db, contract.id);
  const facts: ApplicationFacts[] = rows.map((row) => ({
    contractNumber: contract.contract_number,
    actionType: row.action_type,
    kind: row.kind,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
  }));
  const pendingActionTypes = rows
    .filter((row) => row.status === 'registered' || row.status === 'processing')
    .map((row) => row.action_type);
  const verdict = canApply(
    {
      contractNumber: contract.contract_number,
      availableActions: availableActions(contract, pendingActionTypes),
      pendingActionTypes,
    },
    facts,
    application,
  );
  if (verdict === 'open-application')
    throw new ApiHttpError(409, 'application_already_open', APPLICATION_MESSAGES.alreadyOpen);
  if (verdict === 'not-available')
    throw new ApiHttpError(400, 'application_not_available', APPLICATION_MESSAGES.notAvailable);
  // The payout of a termination goes only to one of the customer's own accounts.
  if (application.kind === 'EndContract' && application.bankAccountNumber)
    await requireOwnBankAccount(
      db,
      customerId,
      application.bankAccountNumber,
      'body.application.bankAccountNumber',
    );
  if (application.kind === 'HolidaysSuspensionContributions') {
    const codes = validateHolidayApplication({
      periods: [application.period],
      registered: registeredHolidays(facts, contract.contract_number),
      today,
    });
    const code = codes[0];
    if (code !== undefined)
      throw new ApiHttpError(
        400,
        HOLIDAY_API_CODES[code] ?? 'validation',
        VALIDATION_MESSAGES_LT[code],
        'body.application.period',
      );
  }
  return contract;
}
