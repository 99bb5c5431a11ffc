/**
 * E-invoice agreement rules (§3 "E-invoice consent", §5 "E-invoice", §9 "First e-invoice is sent to the bank
 * within 5 days of the contract"), used alike by the machine's guards, the screens' messages and the server:
 *
 * - An e-invoice pays pillar III contributions (pillar II is paid from the salary), so only a pillar III
 *   contract that is in force (Active, or Approved and waiting for its first payment) can get one.
 * - A contract has at most one living agreement (active or pending): while it has one, no new agreement
 *   may be submitted for it. When no contract is left open, "no new e-invoice consents can be submitted".
 * - The bank of the account must accept e-invoices; an unsupported bank is refused with the list of the
 *   banks that do.
 */
import { lithuanianBankCode } from './bank-account';
import { isContractInForce } from './contract-status';

/** Agreement statuses that keep a contract from getting another agreement. */
export const LIVING_AGREEMENT_STATUSES: readonly string[] = ['active', 'pending'];
/** §3 payment periods of an e-invoice agreement. */
export const E_INVOICE_PERIODS = ['monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export type EInvoicePeriod = (typeof E_INVOICE_PERIODS)[number];
/** The payment day is a day every month has. */
export const E_INVOICE_LAST_PAYMENT_DAY = 28;

export interface EInvoiceContractFacts {
  contractNumber: string;
  pillar: number;
  status: string;
}

export interface EInvoiceAgreementFacts {
  contractNumber: string;
  status: string;
}

/** The contracts a new agreement may be submitted for (in the given order). */
export function contractsOpenForEInvoice(
  contracts: readonly EInvoiceContractFacts[],
  agreements: readonly EInvoiceAgreementFacts[],
): string[] {
  const covered = new Set(
    agreements
      .filter((agreement) => LIVING_AGREEMENT_STATUSES.includes(agreement.status))
      .map((agreement) => agreement.contractNumber),
  );
  return contracts
    .filter(
      (contract) =>
        contract.pillar === 3 && isContractInForce(contract.status) && !covered.has(contract.contractNumber),
    )
    .map((contract) => contract.contractNumber);
}

export interface EInvoiceBank {
  bankCode: string;
  name: string;
}

/** The supported bank of an IBAN, or null when its bank does not accept e-invoices. */
export function eInvoiceBankOf(iban: string, supported: readonly EInvoiceBank[]): EInvoiceBank | null {
  const code = lithuanianBankCode(iban);
  return supported.find((bank) => bank.bankCode === code) ?? null;
}

/** The §3 fields of a new agreement as the form gives them. */
export interface EInvoiceValues {
  contractNumber: string;
  /** EUR per period. */
  sum: number;
  paymentDay: number;
  period: EInvoicePeriod;
  bankAccountNumber: string;
}

export type EInvoiceField = keyof EInvoiceValues;
/** Field error codes: 'required' (nothing chosen or typed) or 'incorrect-data'. */
export type EInvoiceErrors = Partial<Record<EInvoiceField, 'required' | 'incorrect-data'>>;

/** Sum: more than 0, at most 1,000,000 EUR with cents (the API's bounds). */
export const E_INVOICE_MAX_SUM = 1_000_000;

/**
 * The form's rules: a contract open for an agreement, a sum above 0 with at most two decimals, a payment
 * day from 1 to 28, a §3 period and one of the customer's bank accounts.
 */
export function validateEInvoiceValues(
  values: EInvoiceValues,
  allowed: { contracts: readonly string[]; bankAccounts: readonly string[] },
): EInvoiceErrors {
  const errors: EInvoiceErrors = {};
  if (values.contractNumber === '') errors.contractNumber = 'required';
  else if (!allowed.contracts.includes(values.contractNumber)) errors.contractNumber = 'incorrect-data';
  if (!Number.isFinite(values.sum) || values.sum === 0) errors.sum = 'required';
  else if (
    values.sum < 0 ||
    values.sum > E_INVOICE_MAX_SUM ||
    Math.round(values.sum * 100) !== values.sum * 100
  )
    errors.sum = 'incorrect-data';
  if (!Number.isInteger(values.paymentDay) || values.paymentDay === 0) errors.paymentDay = 'required';
  else if (values.paymentDay < 1 || values.paymentDay > E_INVOICE_LAST_PAYMENT_DAY)
    errors.paymentDay = 'incorrect-data';
  if (!(E_INVOICE_PERIODS as readonly string[]).includes(values.period)) errors.period = 'incorrect-data';
  if (values.bankAccountNumber === '') errors.bankAccountNumber = 'required';
  else if (!allowed.bankAccounts.includes(values.bankAccountNumber))
    errors.bankAccountNumber = 'incorrect-data';
  return errors;
}
