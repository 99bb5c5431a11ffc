import { calendarDateAt, parseIsoDate, PORTAL_TIME_ZONE, type IsoDate } from './calendar-date';

/**
 * Number, money and date formats of the portal.
 *
 * Lithuanian output matches what `Intl.NumberFormat('lt', …)` gives on Node 20 (ICU 78): the group
 * separator and the space before '€' or '%' are NO-BREAK SPACE (U+00A0), the decimal separator is a
 * comma and the minus sign is U+2212 ('1 234,56 €', '−5,00 €', '1,25 %'); English follows 'en'
 * ('€1,234.56', '-€5.00', '1.25%'). The separators are assembled here rather than left to the host's
 * ICU, so the browser, the server and PDFs print the same characters. Rounding goes through Intl
 * (half away from zero on the shortest decimal form: 1.005 -> 1.01), and a value that rounds to zero
 * never shows a minus sign.
 */
export type PortalLocale = 'lt' | 'en';

export const NBSP = '\u00a0';
const LT_MINUS = '\u2212';

interface NumberParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

/**
 * One formatter per fraction-digit range: building an Intl formatter costs far more than using one (on a
 * phone a dashboard of amounts spent most of its render building them).
 */
const plainFormats = new Map<string, Intl.NumberFormat>();

function plainFormat(minFraction: number, maxFraction: number): Intl.NumberFormat {
  const key = `${minFraction}:${maxFraction}`;
  let format = plainFormats.get(key);
  if (!format) {
    // signDisplay 'auto' (not 'negative', which Firefox before 116 and Safari before 15.4 refuse with a
    // RangeError: docs/browsers.md): the minus of a value that rounds to zero is dropped in toParts.
    format = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    plainFormats.set(key, format);
  }
  return format;
}

function toParts(value: number, minFraction: number, maxFraction: number): NumberParts {
  const plain = plainFormat(minFraction, maxFraction).format(value);
  const signed = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (signed ? plain.slice(1) : plain).split('.');
  // '-0.00' (a value that rounds to zero, or -0) is printed without a sign.
  const negative = signed && /[1-9]/.test(integer + fraction);
  return { negative, integer, fraction };
}

function group(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function joinNumber(parts: NumberParts, locale: PortalLocale): string {
  const groupSeparator = locale === 'lt' ? NBSP : ',';
  const decimalSeparator = locale === 'lt' ? ',' : '.';
  const integer = group(parts.integer, groupSeparator);
  return parts.fraction ? `${integer}${decimalSeparator}${parts.fraction}` : integer;
}

function sign(parts: NumberParts, locale: PortalLocale): string {
  if (!parts.negative) return '';
  return locale === 'lt' ? LT_MINUS : '-';
}

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** A plain number: '1 234,5' (lt), '1,234.5' (en). Defaults to 0-2 fraction digits. */
export function formatNumber(
  value: number,
  locale: PortalLocale = 'lt',
  options: NumberFormatOptions = {},
): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits) } = options;
  const parts = toParts(value, minimumFractionDigits, maximumFractionDigits);
  return `${sign(parts, locale)}${joinNumber(parts, locale)}`;
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€' };

/** Money with two decimals: '1 234,56 €' (lt), '€1,234.56' (en). Other currencies show their code. */
export function formatMoney(amount: number, locale: PortalLocale = 'lt', currency = 'EUR'): string {
  const parts = toParts(amount, 2, 2);
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency;
  const number = joinNumber(parts, locale);
  if (locale === 'lt') return `${sign(parts, locale)}${number}${NBSP}${symbol}`;
  const separator = symbol === currency && symbol.length > 1 ? NBSP : '';
  return `${sign(parts, locale)}${symbol}${separator}${number}`;
}

/**
 * A percentage given in percent units (1.25 means 1.25 %): '1,25 %' (lt), '1.25%' (en).
 * Defaults to 0-2 fraction digits, so a fee of 0.8 prints '0,8 %'.
 */
export function formatPercent(
  percent: number,
  locale: PortalLocale = 'lt',
  options: NumberFormatOptions = {},
): string {
  const number = formatNumber(percent, locale, options);
  return locale === 'lt' ? `${number}${NBSP}%` : `${number}%`;
}

/** Fund units and unit values, always 4 decimals: '1 234,5679' (lt), '1,234.5679' (en). */
export function formatUnits(value: number, locale: PortalLocale = 'lt'): string {
  return formatNumber(value, locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
}

/**
 * A unit value with every decimal it carries, at least 4 and at most 6: '1,1608' and '1,160824' (lt), so
 * that the shown units × the shown unit value gives the shown value.
 */
export function formatUnitValue(value: number, locale: PortalLocale = 'lt'): string {
  return formatNumber(value, locale, { minimumFractionDigits: 4, maximumFractionDigits: 6 });
}

/** A date-like value: a 'yyyy-MM-dd' calendar date, an ISO timestamp string or a Date. */
export type DateInput = IsoDate | Date | string;

interface DateTimeParts {
  date: IsoDate;
  time: string;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format;
}

function toDateTimeParts(value: DateInput, timeZone: string): DateTimeParts | null {
  if (typeof value === 'string') {
    if (parseIsoDate(value)) return { date: value, time: '00:00' };
    // Only ISO-8601 timestamps; other strings are ambiguous between hosts.
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return null;
  return { date: calendarDateAt(instant, timeZone), time: timeFormatIn(timeZone).format(instant) };
}

export interface DateFormatOptions {
  /** Time zone for timestamps (not for plain calendar dates). Default Europe/Vilnius. */
  timeZone?: string;
}

/** 'yyyy-MM-dd'; '' for an invalid value. Timestamps are read in Lithuanian time. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return toDateTimeParts(value, options.timeZone ?? PORTAL_TIME_ZONE)?.date ?? '';
}

/** 'dd/MM/yyyy'; '' for an invalid value. */
export function formatDateDmy(value: DateInput, options: DateFormatOptions = {}): string {
  const date = formatDate(value, options);
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** 'yyyy-MM-dd HH:mm' (24-hour, no seconds); '' for an invalid value. A plain date prints midnight. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const parts = toDateTimeParts(value, options.timeZone ?? PORTAL_TIME_ZONE);
  return parts ? `${parts.date} ${parts.time}` : '';
}

/** Parses 'dd/MM/yyyy' (as typed in a date field) into 'yyyy-MM-dd'; null when not a real date. */
export function parseDmyDate(value: string): IsoDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return parseIsoDate(iso) ? iso : null;
}

/** Builds the formatters a first screen of amounts and dates uses (the locale's data load is the slow part). */
export function warmFormats(): void {
  formatMoney(0);
  formatDateTime(new Date());
}
