/**
 * The pieces the applications forms share (contribution holiday, termination, maximum
 * accumulation): the contracts a form offers, the draft an application is signed from, and how a
 * server refusal of a rule comes back. Pure types and helpers: no I/O.
 */
import type { ValidationCode } from '../../src/domain/validation-codes';
import { isValidationCode } from '../../src/domain/validation-codes';

/** A contract an application form offers (active contracts of the customer). */
export interface ApplicationContract {
  contractNumber: string;
  pillar: 2 | 3;
  fundName: string;
}

/** The contract a form starts with: the one a link named when the form offers it, else the only one. */
export function startingContract(
  contracts: readonly ApplicationContract[],
  named: string | null,
): string | null {
  const offered = contracts.find((contract) => contract.contractNumber === named);
  return offered?.contractNumber ?? (contracts.length === 1 ? (contracts[0]?.contractNumber ?? null) : null);
}

/** Whether the contract chosen is one the form offers. */
export function offersContract(
  facts: { contracts: readonly ApplicationContract[] } | null,
  contractNumber: string | null,
): boolean {
  return facts?.contracts.some((contract) => contract.contractNumber === contractNumber) === true;
}

/**
 * What is signed: one application of §3 (kind, action type, contract and its fields), in the shape of
 * the API's ApplicationRequest (src/api/contract/applications.ts) for the three kinds these forms submit.
 */
export type ApplicationDraft =
  | {
      kind: 'HolidaysSuspensionContributions';
      actionType: 'SodraVacation';
      contractNumber: string;
      /** One period of whole months from its first day ('yyyy-MM-dd'). */
      period: { start: string; months: number };
    }
  | { kind: 'EndContract'; actionType: 'EndContract'; contractNumber: string }
  | { kind: 'AccumulateMaximum'; actionType: 'ChangeTarif'; contractNumber: string };

/**
 * What the signing machine starts the signing with (Documents.SignDocument without the method): the
 * application, and the fresh eID confirmation of a password or bank-handover login (§4 Qualify).
 */
export interface ApplicationSigningRequest {
  application: ApplicationDraft;
  confirmation?: string;
}

/** The signed application (the success screen names it). */
export interface SubmittedApplication {
  applicationId: number | null;
  documentId: number | null;
}

/** API error codes (src/api/contract/common.ts) that name a form rule. */
const API_RULE_CODES: Readonly<Record<string, ValidationCode>> = {
  identity_document_required: 'required',
  document_expired: 'document-expired',
  identity_document_invalid: 'incorrect-data',
  limit_not_higher: 'limit-not-higher',
};

/**
 * The rule a 4xx answer of the server names (the same codes as the form's guards, so the form shows the
 * same message whether the browser or the server noticed), or null for any other failure.
 */
export function refusedRuleOf(error: unknown): ValidationCode | null {
  if (typeof error !== 'object' || error === null) return null;
  const portalError = (error as { portalError?: { status?: unknown; code?: unknown; rule?: unknown } })
    .portalError;
  if (!portalError || typeof portalError.status !== 'number') return null;
  if (portalError.status < 400 || portalError.status >= 500) return null;
  const rule = portalError.rule ?? portalError.code;
  if (typeof rule === 'string' && rule in API_RULE_CODES) return API_RULE_CODES[rule] ?? null;
  return isValidationCode(rule) ? rule : null;
}

/** The server refused the application because one of its kind is already open (409 application_already_open). */
export function isAlreadyOpen(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const portalError = (error as { portalError?: { status?: unknown; code?: unknown } }).portalError;
  return portalError?.status === 409 && portalError.code === 'application_already_open';
}
