/**
 * The demo seed's documents: quarterly reports and the annual statement computed from the ledger, contracts,
 * consents and AML questionnaires as real PDFs, the notifications that point to them, and the AML declarations.
 */
import { addDays, addMonths, type IsoDate } from '../../../src/domain/calendar-date';
import { DOCUMENT_TYPE_CFG_NR } from '../../../src/api/contract/document-types';
import type { DocumentType } from '../../../src/api/contract/common';
import { holdingValue } from '../../../src/domain/assets';
import { formatMoney, formatUnits, NBSP } from '../../../src/domain/format';
import { PAID_OPERATIONS } from '../../../src/domain/transactions';
import { CUSTOMER_SERVICE_HOURS } from '../../../src/domain/constants';
import { renderPdf } from '../../documents/pdf';
import { CUSTOMERS } from './personas';
import { valueOn } from './funds';
import { JONAS_MONTHLY_AMOUNT, JONAS_PAYMENT_DAY, ledgerRows } from './ledger';
import { insertOne, monthsBetween, round, ts, withDay, type SeedContext } from './seed-context';

interface QuarterInfo {
  /** '2026 m. III ketvirtis' */
  label: string;
  /** '2026 m. III ketvirčio' */
  labelGenitive: string;
  /** 'Q3 2026' */
  labelEn: string;
  start: IsoDate;
  end: IsoDate;
}

const ROMAN_QUARTERS = ['I', 'II', 'III', 'IV'] as const;

/** The last `count` completed calendar quarters before `today`, newest first. */
function completedQuarters(today: IsoDate, count: number): QuarterInfo[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  let quarterIndex = year * 4 + Math.floor((month - 1) / 3) - 1;
  const result: QuarterInfo[] = [];
  for (let i = 0; i < count; i += 1, quarterIndex -= 1) {
    const qYear = Math.floor(quarterIndex / 4);
    const q = (quarterIndex % 4) + 1;
    const start = `${qYear}-${String((q - 1) * 3 + 1).padStart(2, '0')}-01`;
    const end = addDays(addMonths(start, 3), -1);
    result.push({
      label: `${qYear} m. ${ROMAN_QUARTERS[q - 1]} ketvirtis`,
      labelGenitive: `${qYear} m. ${ROMAN_QUARTERS[q - 1]} ketvirčio`,
      labelEn: `Q${q} ${qYear}`,
      start,
      end,
    });
  }
  return result;
}

async function insertDocument(
  ctx: SeedContext,
  doc: {
    owner: string;
    contractNumber: string | null;
    type: DocumentType;
    title: string;
    titleEn: string;
    fileName: string;
    content: Uint8Array;
    created: IsoDate;
  },
): Promise<number> {
  return insertOne(
    ctx.tx,
    `INSERT INTO documents (customer_id, contract_id, document_type, document_type_cfg_nr, title, title_en, file_name, mime_type, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'application/pdf', $8, $9) RETURNING id`,
    [
      ctx.customerIds.get(doc.owner),
      doc.contractNumber ? ctx.contractIds.get(doc.contractNumber) : null,
      doc.type,
      DOCUMENT_TYPE_CFG_NR[doc.type],
      doc.title,
      doc.titleEn,
      doc.fileName,
      doc.content,
      ts(doc.created, '06:00:00'),
    ],
  );
}

const eur = (value: number): string => formatMoney(value, 'lt');
const { weekdays: serviceWeekdays, saturday: serviceSaturday } = CUSTOMER_SERVICE_HOURS;
/** The portal's one set of service hours (src/domain/constants.ts), as the footer and help texts print them. */
const PDF_FOOTER = `Pensijų fondų valdymo įmonė · Klientų aptarnavimas darbo dienomis ${serviceWeekdays.from}–${serviceWeekdays.to} val., šeštadieniais ${serviceSaturday.from}–${serviceSaturday.to} val.`;

/**
 * A statement of the customer's contracts over a period, from the ledger: contributions in the period,
 * units held at its end, the unit value of that day and their product (holdingValue, to the cent).
 */
async function periodReport(
  ctx: SeedContext,
  owner: string,
  name: string,
  period: { title: string; start: IsoDate; end: IsoDate; paidHeader: string },
): Promise<Uint8Array> {
  const rows = [...ctx.ledger.values()]
    .filter((contract) => contract.owner === owner)
    .sort((a, b) => (a.contractNumber < b.contractNumber ? -1 : 1))
    .map((contract) => {
      const upToEnd = contract.rows.filter((row) => row.date <= period.end);
      const units = round(
        upToEnd.reduce((sum, row) => sum + row.units, 0),
        4,
      );
      const paid =
        contract.rows
          .filter(
            (row) => row.date >= period.start && row.date <= period.end && PAID_OPERATIONS.includes(row.op),
          )
          .reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100;
      const unitValue = valueOn(ctx.unitValues.get(contract.fundCode) ?? new Map(), period.end);
      return [
        contract.contractNumber,
        contract.fundName,
        eur(paid),
        `${formatUnits(units)}${NBSP}vnt.`,
        formatUnits(unitValue),
        eur(holdingValue(units, unitValue)),
      ];
    });
  return renderPdf({
    title: period.title,
    subtitle: `${name}, laikotarpis ${period.start} – ${period.end}`,
    table: {
      header: [
        'Sutartis',
        'Fondas',
        { header: period.paidHeader, align: 'right' },
        { header: 'Vienetai', align: 'right' },
        { header: 'Vieneto vertė', align: 'right' },
        { header: 'Vertė laikotarpio pab.', align: 'right' },
      ],
      rows,
    },
    paragraphs: [
      'Vertė – vienetų skaičius, padaugintas iš vieneto vertės laikotarpio pabaigoje. Valdymo mokesčiai jau įskaičiuoti į vieneto vertę.',
      'Ši ataskaita parengta automatiškai. Investavimo rezultatai praeityje negarantuoja tokių pačių rezultatų ateityje.',
    ],
    footer: PDF_FOOTER,
    date: new Date(`${addDays(period.end, 10)}T06:00:00Z`),
  });
}

function quarterReport(
  ctx: SeedContext,
  owner: string,
  name: string,
  quarter: QuarterInfo,
): Promise<Uint8Array> {
  return periodReport(ctx, owner, name, {
    title: `Ketvirčio ataskaita, ${quarter.label}`,
    start: quarter.start,
    end: quarter.end,
    paidHeader: 'Įmokos per ketvirtį',
  });
}

export async function seedDocumentsAndNotifications(ctx: SeedContext): Promise<void> {
  const { today } = ctx;
  const quarters = completedQuarters(today, 8);
  const reports: { id: number; quarter: QuarterInfo; created: IsoDate }[] = [];
  for (const quarter of quarters) {
    const created = addDays(quarter.end, 10);
    if (created > today) continue;
    const id = await insertDocument(ctx, {
      owner: '30303039914',
      contractNumber: null,
      type: 'Report',
      title: `Ketvirčio ataskaita, ${quarter.label}`,
      titleEn: `Quarterly report, ${quarter.labelEn}`,
      fileName: `ketvircio-ataskaita-${quarter.start.slice(0, 7)}.pdf`,
      content: await quarterReport(ctx, '30303039914', 'Jonas Petrauskas', quarter),
      created,
    });
    reports.push({ id, quarter, created });
  }
  for (const contract of ctx.ledger.values()) {
    const owner = CUSTOMERS.find((customer) => customer.personalCode === contract.owner);
    if (!owner) continue;
    const name = `${owner.firstName} ${owner.lastName}`;
    await insertDocument(ctx, {
      owner: contract.owner,
      contractNumber: contract.contractNumber,
      type: 'Contract',
      title: `Pensijų kaupimo sutartis ${contract.contractNumber}`,
      titleEn: `Pension accumulation contract ${contract.contractNumber}`,
      fileName: `sutartis-${contract.contractNumber}.pdf`,
      content: await renderPdf({
        title: `Pensijų kaupimo sutartis Nr. ${contract.contractNumber}`,
        subtitle: `Pasirašyta ${contract.signDate}`,
        rows: [
          ['Dalyvis', name],
          ['Pensijų pakopa', `${contract.pillar === 2 ? 'II' : 'III'} pakopa`],
          ['Fondas', contract.fundName],
          ['Sutarties data', contract.signDate],
        ],
        paragraphs: [
          'Sutartis pasirašyta elektroniniu parašu. Sutarties sąlygos pateiktos fondo taisyklėse.',
        ],
        footer: PDF_FOOTER,
        date: new Date(`${contract.signDate}T08:00:00Z`),
      }),
      created: contract.signDate,
    });
  }

  const simpleDoc = async (
    owner: string,
    type: DocumentType,
    title: string,
    titleEn: string,
    fileName: string,
    created: IsoDate,
    paragraphs: string[],
  ): Promise<number> =>
    insertDocument(ctx, {
      owner,
      contractNumber: null,
      type,
      title,
      titleEn,
      fileName,
      content: await renderPdf({
        title,
        subtitle: created,
        paragraphs,
        footer: PDF_FOOTER,
        date: new Date(`${created}T08:00:00Z`),
      }),
      created,
    });
  await simpleDoc(
    '30303039914',
    'Gdpr',
    'Sutikimas dėl asmens duomenų tvarkymo',
    'Consent to personal data processing',
    'gdpr-sutikimas.pdf',
    addDays(today, -400),
    ['Klientas sutiko gauti rinkodaros pranešimus ir banko grupės pasiūlymus.'],
  );
  // The annual statement of last year, issued on 15 January (of this year, or of last year when this
  // year's is not out yet).
  const thisYearStatement = `${today.slice(0, 4)}-01-15`;
  const statementYear = Number(today.slice(0, 4)) - (thisYearStatement <= today ? 1 : 2);
  await insertDocument(ctx, {
    owner: '30303039914',
    contractNumber: null,
    type: 'STA',
    title: `Metinis sąskaitos išrašas, ${statementYear} m.`,
    titleEn: `Annual account statement, ${statementYear}`,
    fileName: `metinis-israsas-${statementYear}.pdf`,
    content: await periodReport(ctx, '30303039914', 'Jonas Petrauskas', {
      title: `Metinis sąskaitos išrašas, ${statementYear} m.`,
      start: `${statementYear}-01-01`,
      end: `${statementYear}-12-31`,
      paidHeader: 'Įmokos per metus',
    }),
    created: `${statementYear + 1}-01-15`,
  });
  await simpleDoc(
    '30303039914',
    'PaymentAttachment',
    'E. sąskaitos sutikimo patvirtinimas',
    'E-invoice consent confirmation',
    'e-saskaitos-patvirtinimas.pdf',
    addDays(today, -400),
    [
      `E. sąskaitų sutikimas EIS-2023-004512 pateiktas AB SEB bankas: ${eur(JONAS_MONTHLY_AMOUNT)} kas mėnesį iki ${JONAS_PAYMENT_DAY} d. į sutartį 3P-2008813.`,
    ],
  );
  const lastQuarter = quarters[0];
  const onaReport =
    lastQuarter && addDays(lastQuarter.end, 10) <= today
      ? {
          quarter: lastQuarter,
          created: addDays(lastQuarter.end, 10),
          id: await insertDocument(ctx, {
            owner: '40504040001',
            contractNumber: null,
            type: 'Report',
            title: `Ketvirčio ataskaita, ${lastQuarter.label}`,
            titleEn: `Quarterly report, ${lastQuarter.labelEn}`,
            fileName: `ketvircio-ataskaita-${lastQuarter.start.slice(0, 7)}.pdf`,
            content: await quarterReport(ctx, '40504040001', 'Ona Kazlauskienė', lastQuarter),
            created: addDays(lastQuarter.end, 10),
          }),
        }
      : null;

  const notifications: NotificationSeed[] = [];
  reports.slice(0, 3).forEach((report, index) => {
    notifications.push(quarterReportNotice('30303039914', report, index > 0));
  });
  if (onaReport) notifications.push(quarterReportNotice('40504040001', onaReport, false));
  // Processed payments: the two latest contributions Jonas made himself, on the day they were credited.
  const jonasOwn = ledgerRows(ctx, '3P-2008813').filter(
    (row) => row.op === 'ip' && row.accountType === 'PersonalContributions',
  );
  jonasOwn
    .slice(-2)
    .reverse()
    .forEach((row, index) => {
      notifications.push({
        owner: '30303039914',
        type: 'ProcessedPayment',
        title: 'Įmoka įskaityta',
        titleEn: 'Contribution credited',
        message: `Jūsų ${formatMoney(row.amount, 'lt')} įmoka į III pakopos sutartį 3P-2008813 įskaityta ${row.date}.`,
        messageEn: `Your ${formatMoney(row.amount, 'en')} contribution to pillar III contract 3P-2008813 was credited on ${row.date}.`,
        documentId: null,
        isRead: index > 0,
        created: row.date,
      });
    });
  // Reminders before a due date: Jonas's for this month's e-invoice (still unpaid), Tomas's before
  // his next contribution on the 10th.
  notifications.push(
    reminderNotice(
      '30303039914',
      JONAS_PAYMENT_DAY,
      withDay(today, 1) <= today ? withDay(today, 1) : today,
      true,
    ),
  );
  const tomasReminder = addDays(withDay(today, 10), -5);
  notifications.push(
    reminderNotice(
      '39901012239',
      10,
      tomasReminder <= today ? tomasReminder : addMonths(tomasReminder, -1),
      false,
    ),
  );
  const mantasLast = ledgerRows(ctx, '3P-2012519')
    .filter((row) => row.op === 'ip')
    .at(-1);
  if (mantasLast) {
    const months = monthsBetween(mantasLast.date, today);
    notifications.push({
      owner: '50001018865',
      type: 'ContractWithoutPayments',
      title: 'Sutartyje nėra įmokų',
      titleEn: 'No contributions to your contract',
      message: `Į sutartį 3P-2012519 įmokų negauta jau ${months} mėn. (paskutinė įmoka ${mantasLast.date}).`,
      messageEn: `No contributions have reached contract 3P-2012519 for ${months} months (the last one on ${mantasLast.date}).`,
      documentId: null,
      isRead: false,
      created: addDays(today, -12),
    });
  }
  for (const notice of notifications) {
    await ctx.tx.query(
      `INSERT INTO notifications (customer_id, type, title, title_en, message, message_en, document_id, is_read, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [
        ctx.customerIds.get(notice.owner),
        notice.type,
        notice.title,
        notice.titleEn,
        notice.message,
        notice.messageEn,
        notice.documentId,
        notice.isRead,
        ts(notice.created <= today ? notice.created : today, '07:30:00'),
      ],
    );
  }
}

interface NotificationSeed {
  owner: string;
  type: 'QuarterReport' | 'PaymentReminder' | 'ProcessedPayment' | 'ContractWithoutPayments';
  title: string;
  titleEn: string;
  message: string;
  messageEn: string;
  documentId: number | null;
  isRead: boolean;
  created: IsoDate;
}

function quarterReportNotice(
  owner: string,
  report: { id: number; quarter: QuarterInfo; created: IsoDate },
  isRead: boolean,
): NotificationSeed {
  return {
    owner,
    type: 'QuarterReport',
    title: 'Parengta ketvirčio ataskaita',
    titleEn: 'Your quarterly report is ready',
    message: `Jūsų ${report.quarter.labelGenitive} ataskaita jau dokumentų sąraše.`,
    messageEn: `Your report for ${report.quarter.labelEn} is in your documents.`,
    documentId: report.id,
    isRead,
    created: report.created,
  };
}

function reminderNotice(owner: string, day: number, created: IsoDate, isRead: boolean): NotificationSeed {
  return {
    owner,
    type: 'PaymentReminder',
    title: 'Primename apie įmoką',
    titleEn: 'Contribution reminder',
    message: `Iki mėnesio ${day} d. laukiame jūsų III pakopos įmokos.`,
    messageEn: `We expect your pillar III contribution by day ${day} of the month.`,
    documentId: null,
    isRead,
    created,
  };
}

export async function seedAml(ctx: SeedContext): Promise<void> {
  const { today, tx } = ctx;
  const declaration = async (
    owner: string,
    status: string,
    validUntil: IsoDate | null,
    created: IsoDate,
    withFile: boolean,
  ): Promise<void> => {
    let documentId: number | null = null;
    if (withFile) {
      documentId = await insertDocument(ctx, {
        owner,
        contractNumber: null,
        type: 'AmlDocument',
        title: 'Kliento pažinimo anketa',
        titleEn: 'Know-your-customer questionnaire',
        fileName: `kpa-${created}.pdf`,
        content: await renderPdf({
          title: 'Kliento pažinimo (AML) anketa',
          subtitle: `Pateikta ${created}`,
          rows: [
            ['Pajamų šaltinis', 'Darbo užmokestis'],
            ['Metinės pajamos', '15 000–30 000 €'],
            ['Politiškai pažeidžiamas asmuo', 'Ne'],
            ['Galutinis naudos gavėjas', 'Pats klientas'],
          ],
          footer: PDF_FOOTER,
          date: new Date(`${created}T08:00:00Z`),
        }),
        created,
      });
    }
    await tx.query(
      `INSERT INTO aml_declarations (customer_id, status, valid_until, document_id, declaration_json, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        ctx.customerIds.get(owner),
        status,
        validUntil,
        documentId,
        JSON.stringify({ income: '15000-30000', pep: false }),
        ts(created),
      ],
    );
  };
  await declaration('30303039914', 'Valid', addDays(today, 500), addDays(today, -230), true);
  await declaration('40504040001', 'Invalid', addDays(today, -30), addDays(today, -760), true);
  await declaration('39901012239', 'Pending', null, addDays(today, -2), false);
  await declaration('50001018865', 'Valid', addDays(today, 300), addDays(today, -430), true);
  await declaration('48503121230', 'Valid', addDays(today, 400), addDays(today, -300), true);
  // An incomplete draft of Ona's, last saved 3 days ago (kept 15 days after the last save): a typed
  // AmlDeclarationDraft with the contacts step answered.
  await tx.query(
    `INSERT INTO aml_drafts (customer_id, declaration_json, created_at, updated_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
    [
      ctx.customerIds.get('40504040001'),
      JSON.stringify({
        contacts: {
          email: 'ona.kazlauskiene@example.com',
          phone: '+37062345678',
          address: 'Laisvės al. 53-4, LT-44309 Kaunas',
          countryOfResidence: 'LT',
        },
      }),
      ts(addDays(today, -3)),
      ts(addDays(today, 12)),
    ],
  );
}
