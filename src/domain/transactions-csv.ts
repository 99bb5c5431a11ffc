import type { OperationType } from './transactions';
import type { Pillar } from './working-days';

/**
 * The transactions CSV as Lithuanian Excel opens it with a double click: UTF-8 with a byte-order mark
 * (so 'ąčęėįšųūž' survive), ';' between fields (the list separator of the Lithuanian locale), a decimal
 * comma and no digit grouping in numbers, CRLF line ends, and RFC 4180 quoting. Text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR at the start) is prefixed with an apostrophe.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const CSV_LINE_END = '\r\n';

/** A cell: text (quoted when needed, guarded against formulas) or a number (decimal comma). */
export type CsvCell = string | { number: number; fractionDigits: number } | null;

/** '1234,56', '-5,00'; a value that rounds to zero has no minus sign. */
export function csvDecimal(value: number, fractionDigits: number): string {
  const fixed = value.toFixed(fractionDigits);
  const unsigned = fixed.replace(/^-/, '');
  const isZero = /^[0.]+$/.test(unsigned);
  return (isZero ? unsigned : fixed).replace('.', ',');
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(guarded) || guarded !== guarded.trim()
    ? `"${guarded.replace(/"/g, '""')}"`
    : guarded;
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'string') return csvText(value);
  return csvDecimal(value.number, value.fractionDigits);
}

/** Rows to CSV text with the BOM, the separator and CRLF line ends (a final CRLF included). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(cell).join(CSV_SEPARATOR) + CSV_LINE_END).join('');
}

/** `AccountType` is the API's account-type code; the CSV only prints it through its label. */
export interface CsvTransaction<AccountType extends string = string> {
  tradeDate: string;
  contractNumber: string;
  pillar: Pillar;
  fundName: string;
  operationType: OperationType;
  amount: number;
  units: number;
  unitValue: number;
  accountType: AccountType | null;
  counterparty: string | null;
}

/** Column headers and value names in the customer's language (Lithuanian by default). */
export interface TransactionCsvLabels<AccountType extends string = string> {
  headers: {
    date: string;
    contract: string;
    pillar: string;
    fund: string;
    operation: string;
    amount: string;
    units: string;
    unitValue: string;
    accountType: string;
    counterparty: string;
  };
  operation: (type: OperationType) => string;
  accountType: (type: AccountType) => string;
  pillar: (pillar: Pillar) => string;
}

export function transactionsCsv<AccountType extends string>(
  transactions: readonly CsvTransaction<AccountType>[],
  labels: TransactionCsvLabels<AccountType>,
): string {
  const h = labels.headers;
  const header: CsvCell[] = [
    h.date,
    h.contract,
    h.pillar,
    h.fund,
    h.operation,
    h.amount,
    h.units,
    h.unitValue,
    h.accountType,
    h.counterparty,
  ];
  const rows = transactions.map((t): CsvCell[] => [
    t.tradeDate,
    t.contractNumber,
    labels.pillar(t.pillar),
    t.fundName,
    labels.operation(t.operationType),
    { number: t.amount, fractionDigits: 2 },
    { number: t.units, fractionDigits: 4 },
    { number: t.unitValue, fractionDigits: 4 },
    t.accountType ? labels.accountType(t.accountType) : null,
    t.counterparty,
  ]);
  return toCsv([header, ...rows]);
}

/** 'saskaitos-operacijos-2P-1004521-2024-01-01-2024-12-31.csv'; only safe file-name characters. */
export function transactionsCsvFileName(filter: { contract?: string; from?: string; to?: string }): string {
  const parts = ['saskaitos-operacijos', filter.contract, filter.from, filter.to].filter(
    (part): part is string => Boolean(part),
  );
  return `${parts.join('-').replace(/[^A-Za-z0-9-]/g, '_')}.csv`;
}
