import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvDecimal,
  csvText,
  toCsv,
  transactionsCsv,
  transactionsCsvFileName,
  type CsvTransaction,
  type TransactionCsvLabels,
} from '../../../src/domain/transactions-csv';

const LT_LABELS: TransactionCsvLabels = {
  headers: {
    date: 'Data',
    contract: 'Sutarties Nr.',
    pillar: 'Pakopa',
    fund: 'Fondas',
    operation: 'Operacija',
    amount: 'Suma, EUR',
    units: 'Vienetai',
    unitValue: 'Vieneto vertė, EUR',
    accountType: 'Sąskaitos tipas',
    counterparty: 'Mokėtojas arba gavėjas',
  },
  operation: (type) => ({ ip: 'Įmoka', om: 'Pervedimas į kitą fondą' })[type as 'ip' | 'om'] ?? type,
  accountType: (type) => (type === 'PersonalContributions' ? 'Asmeninės įmokos' : type),
  pillar: (pillar) => (pillar === 2 ? 'II pakopa' : 'III pakopa'),
};

describe('csvDecimal', () => {
  it('uses a decimal comma and no grouping', () => {
    expect(csvDecimal(1234567.891, 2)).toBe('1234567,89');
    expect(csvDecimal(8546.32, 2)).toBe('8546,32');
    expect(csvDecimal(0.5, 4)).toBe('0,5000');
  });
  it('keeps an ASCII minus for negatives and never prints -0', () => {
    expect(csvDecimal(-152.4, 2)).toBe('-152,40');
    expect(csvDecimal(-0.001, 2)).toBe('0,00');
  });
});

describe('csvText', () => {
  it('leaves plain text alone, Lithuanian letters included', () => {
    expect(csvText('Jonas Petrauskas')).toBe('Jonas Petrauskas');
    expect(csvText('Įmoka į ąčęėįšųūž')).toBe('Įmoka į ąčęėįšųūž');
  });
  it('quotes separators, quotes, line breaks and edge spaces; doubles inner quotes', () => {
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('UAB "Baltija"')).toBe('"UAB ""Baltija"""');
    expect(csvText('line1\nline2')).toBe('"line1\nline2"');
    expect(csvText(' padded ')).toBe('" padded "');
  });
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('+370')).toBe("'+370");
    expect(csvText('-5')).toBe("'-5");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 BOM, separates with ";" and ends lines with CRLF', () => {
    const csv = toCsv([
      ['a', { number: 1.5, fractionDigits: 2 }, null],
      ['b;c', null, 'd'],
    ]);
    expect(csv).toBe(`${CSV_BOM}a;1,50;\r\n"b;c";;d\r\n`);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('transactionsCsv', () => {
  const rows: CsvTransaction[] = [
    {
      tradeDate: '2025-03-05',
      contractNumber: '3P-2008813',
      pillar: 3,
      fundName: 'Medio III pakopos pensijų fondas',
      operationType: 'ip',
      amount: 100,
      units: 71.123456,
      unitValue: 1.406,
      accountType: 'PersonalContributions',
      counterparty: 'Jonas Petrauskas',
    },
    {
      tradeDate: '2024-11-15',
      contractNumber: '2P-1004521',
      pillar: 2,
      fundName: 'Pensijų turto išsaugojimo fondas',
      operationType: 'om',
      amount: -152.4,
      units: -120.5,
      unitValue: 1.2647,
      accountType: null,
      counterparty: 'Fondas; „1954-1960“',
    },
  ];

  it('writes Lithuanian headers and one line per transaction, numbers with a decimal comma', () => {
    const csv = transactionsCsv(rows, LT_LABELS);
    const lines = csv.slice(1).split('\r\n');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(lines).toEqual([
      'Data;Sutarties Nr.;Pakopa;Fondas;Operacija;Suma, EUR;Vienetai;Vieneto vertė, EUR;Sąskaitos tipas;Mokėtojas arba gavėjas',
      '2025-03-05;3P-2008813;III pakopa;Medio III pakopos pensijų fondas;Įmoka;100,00;71,1235;1,4060;Asmeninės įmokos;Jonas Petrauskas',
      '2024-11-15;2P-1004521;II pakopa;Pensijų turto išsaugojimo fondas;Pervedimas į kitą fondą;-152,40;-120,5000;1,2647;;"Fondas; „1954-1960“"',
      '',
    ]);
  });

  it('an empty list is the header line only', () => {
    expect(transactionsCsv([], LT_LABELS).split('\r\n')).toHaveLength(2);
  });
});

describe('transactionsCsvFileName', () => {
  it('names the file after the filter with safe characters only', () => {
    expect(transactionsCsvFileName({})).toBe('saskaitos-operacijos.csv');
    expect(transactionsCsvFileName({ contract: '2P-1004521', from: '2024-01-01', to: '2024-12-31' })).toBe(
      'saskaitos-operacijos-2P-1004521-2024-01-01-2024-12-31.csv',
    );
    expect(transactionsCsvFileName({ contract: '../x y' })).toBe('saskaitos-operacijos-___x_y.csv');
  });
});
