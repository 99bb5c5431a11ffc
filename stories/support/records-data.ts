/**
 * Fixture data for the records screens' stories (transactions, reports, notifications, documents,
 * e-invoices), shaped by the API contract, and a fake PortalApi that answers from them - filtering
 * transactions and documents by their query like the reference server does.
 */
import type { OperationType } from '../../src/api/contract/common';
import type { EndpointId, EndpointResponse } from '../../src/api/contract/endpoints';
import type { PortalApi } from '../../src/app/portal-api';

type Response<K extends EndpointId> = EndpointResponse<K>;

export const SERVER_ERROR = { portalError: { kind: 'server-error', status: 500, message: 'Story' } };

/** A small but valid one-page PDF ("Ketvirčio ataskaita" in Helvetica), base64. */
export const STORY_PDF_BASE64 = (() => {
  const text = 'BT /F1 18 Tf 72 720 Td (Ketvircio ataskaita - pavyzdys) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return btoa(pdf);
})();

const fund = (fundId: number, fundNr: string, code: string, name: string) => ({ fundId, fundNr, code, name });

export const recordsContracts: Response<'Contracts.GetContracts'> = [
  {
    contractNumber: '2P-1004521',
    contractType: 'SecondLevelPensionFundContract',
    pillar: 2,
    status: 'Active',
    businessAccountStatus: 'Existing',
    accumulationState: 'Accumulating',
    renewalMode: null,
    signDate: '2016-05-12',
    paidSum: 2045.85,
    contractValue: 11987.4,
    unitValue: 1.2381,
    unitCount: 9682.0541,
    valueDate: '2025-11-20',
    fund: fund(1, '200', 'p2-preserve', 'Pensijų turto išsaugojimo fondas'),
    payerCode: null,
    payerType: null,
    contributionRatePercent: 4.5,
    cancellableUntil: null,
  },
  {
    contractNumber: '3P-2008813',
    contractType: 'ThirdLevelPensionFundContract',
    pillar: 3,
    status: 'Active',
    businessAccountStatus: 'Existing',
    accumulationState: 'Accumulating',
    renewalMode: 'AccumulationRenew',
    signDate: '2021-03-01',
    paidSum: 3350,
    contractValue: 4312.77,
    unitValue: 1.4772,
    unitCount: 2919.5031,
    valueDate: '2025-11-20',
    fund: fund(12, '303', 'medio', 'Medio III pakopos pensijų fondas'),
    payerCode: '9020088130',
    payerType: 'myself-and-employer',
    contributionRatePercent: null,
    cancellableUntil: null,
  },
];

type Transfer = Response<'Transfers.GetTransfers'>[number];

const transfer = (
  transactionId: number,
  pillar: 2 | 3,
  operationType: OperationType,
  tradeDate: string,
  amount: number,
  unitValue: number,
  accountType: Transfer['accountType'],
  counterparty: string | null,
): Transfer => ({
  transactionId,
  contractNumber: pillar === 2 ? '2P-1004521' : '3P-2008813',
  pillar,
  fundName: pillar === 2 ? 'Pensijų turto išsaugojimo fondas' : 'Medio III pakopos pensijų fondas',
  operationType,
  tradeDate,
  amount,
  units: Math.round((amount / unitValue) * 10_000) / 10_000,
  unitValue,
  accountType,
  counterparty,
});

const SODRA = 'VSDFV (Sodra)';

/** Every one of the nine operation types, newest first. */
export const recordsTransfers: Response<'Transfers.GetTransfers'> = [
  transfer(14, 3, 'rv', '2025-11-03', 44.15, 1.4772, null, null),
  transfer(13, 3, 'ip', '2025-11-05', 100, 1.4701, 'PersonalContributions', 'Jonas Petrauskas'),
  transfer(12, 2, 'ip', '2025-10-15', 88.7, 1.2344, 'SocialInsuranceContributions', SODRA),
  transfer(11, 3, 'ip', '2025-10-20', 150, 1.4655, 'EmployerContributions', 'UAB „Baltijos logistika“'),
  transfer(10, 2, 'op', '2025-07-14', -420, 1.2301, null, 'Jonas Petrauskas'),
  transfer(9, 2, 'ic', '2025-05-19', 26.1, 1.2255, 'SocialInsuranceContributions', SODRA),
  transfer(
    8,
    3,
    'ol',
    '2025-01-20',
    -300,
    1.4302,
    null,
    'III pakopos pensijų fondas „Stable“ (kita sutartis)',
  ),
  transfer(7, 2, 'rv', '2024-12-02', 61.2, 1.2104, null, null),
  transfer(6, 2, 'om', '2024-09-30', -152.4, 1.2011, null, 'Pensijų fondas 1954-1960'),
  transfer(5, 3, 'oc', '2024-08-12', -100, 1.4011, 'PersonalContributions', 'Jonas Petrauskas'),
  transfer(4, 2, 'ic', '2024-05-20', 23.4, 1.1902, 'SocialInsuranceContributions', SODRA),
  transfer(3, 3, 'ip', '2024-01-05', 100, 1.3905, 'PersonalContributions', 'Jonas Petrauskas'),
  transfer(2, 3, 'il', '2023-12-01', 1200, 1.3851, null, 'Gyvybės draudimo sutartis GD-55120'),
  transfer(1, 2, 'im', '2023-11-28', 8546.32, 1.1803, null, 'UAB „Kita pensijų fondų valdymo įmonė“'),
].sort((a, b) => b.tradeDate.localeCompare(a.tradeDate));

type PortalDocument = Response<'Documents.GetAllDocuments'>[number];

const doc = (
  id: number,
  documentType: PortalDocument['documentType'],
  documentTypeCfgNr: number,
  title: string,
  fileName: string,
  createdAt: string,
  contractNumber: string | null = null,
): PortalDocument => ({
  id,
  documentType,
  documentTypeCfgNr,
  title,
  titleEn: title,
  fileName,
  mimeType: 'application/pdf',
  sizeBytes: 2_400 + id * 37,
  contractNumber,
  createdAt,
});

export const recordsDocuments: Response<'Documents.GetAllDocuments'> = [
  doc(
    1,
    'Report',
    1,
    'Ketvirčio ataskaita 2025 m. 3 ketv.',
    'ketvircio-ataskaita-2025-07.pdf',
    '2025-10-10T06:00:00.000Z',
  ),
  doc(
    2,
    'Report',
    1,
    'Ketvirčio ataskaita 2025 m. 2 ketv.',
    'ketvircio-ataskaita-2025-04.pdf',
    '2025-07-10T06:00:00.000Z',
  ),
  doc(
    3,
    'Report',
    1,
    'Ketvirčio ataskaita 2025 m. 1 ketv.',
    'ketvircio-ataskaita-2025-01.pdf',
    '2025-04-10T06:00:00.000Z',
  ),
  doc(4, 'STA', 10, 'Metinis sąskaitos išrašas 2024 m.', 'metinis-israsas.pdf', '2025-01-15T08:00:00.000Z'),
  doc(
    5,
    'PaymentAttachment',
    3,
    'E. sąskaitos sutikimo patvirtinimas',
    'e-saskaitos-patvirtinimas.pdf',
    '2024-10-17T08:00:00.000Z',
  ),
  doc(
    6,
    'Gdpr',
    6,
    'Sutikimas dėl asmens duomenų tvarkymo',
    'gdpr-sutikimas.pdf',
    '2024-10-17T08:00:00.000Z',
  ),
  doc(
    7,
    'Contract',
    15,
    'Pensijų kaupimo sutartis 3P-2008813',
    'sutartis-3P-2008813.pdf',
    '2021-03-01T08:00:00.000Z',
    '3P-2008813',
  ),
  doc(
    8,
    'Contract',
    15,
    'Pensijų kaupimo sutartis 2P-1004521',
    'sutartis-2P-1004521.pdf',
    '2016-05-12T08:00:00.000Z',
    '2P-1004521',
  ),
];

export const recordsNotifications: Response<'Notifications.GetList'> = [
  {
    notificationNr: 5,
    type: 'Application',
    title: 'Prašymas dėl atostogų nuo įmokų (2P-1004521) patvirtintas',
    message: 'Prašymas dėl atostogų nuo įmokų (sutartis 2P-1004521) patvirtintas.',
    titleEn: 'Application for a contribution holiday (2P-1004521) approved',
    messageEn: 'Application for a contribution holiday (contract 2P-1004521) was approved.',
    createdAt: '2025-11-20T07:30:00.000Z',
    isRead: true,
    documentId: null,
  },
  {
    notificationNr: 4,
    type: 'ProcessedPayment',
    title: 'Įmoka įskaityta',
    message: 'Jūsų 100,00 € įmoka į III pakopos sutartį 3P-2008813 įskaityta 2025-11-07.',
    titleEn: 'Contribution credited',
    messageEn: 'Your €100.00 contribution to pillar III contract 3P-2008813 was credited on 2025-11-07.',
    createdAt: '2025-11-14T07:30:00.000Z',
    isRead: false,
    documentId: null,
  },
  {
    notificationNr: 3,
    type: 'QuarterReport',
    title: 'Parengta ketvirčio ataskaita',
    message: 'Jūsų 2025 m. III ketvirčio ataskaita jau dokumentų sąraše.',
    titleEn: 'Your quarterly report is ready',
    messageEn: 'Your report for Q3 2025 is in your documents.',
    createdAt: '2025-10-10T07:30:00.000Z',
    isRead: false,
    documentId: 1,
  },
  {
    notificationNr: 2,
    type: 'QuarterReport',
    title: 'Parengta ketvirčio ataskaita',
    message: 'Jūsų 2025 m. II ketvirčio ataskaita jau dokumentų sąraše.',
    titleEn: 'Your quarterly report is ready',
    messageEn: 'Your report for Q2 2025 is in your documents.',
    createdAt: '2025-07-10T07:30:00.000Z',
    isRead: true,
    documentId: 2,
  },
  {
    notificationNr: 1,
    type: 'PaymentReminder',
    title: 'Primename apie įmoką',
    message: 'Iki mėnesio 5 d. laukiame jūsų III pakopos įmokos.',
    titleEn: 'Contribution reminder',
    messageEn: 'We expect your pillar III contribution by day 5 of the month.',
    createdAt: '2025-06-25T07:30:00.000Z',
    isRead: true,
    documentId: null,
  },
];

export const recordsInvoices: Response<'Invoices.GetInvoices'> = [
  ['2025-11', 'unpaid'],
  ['2025-10', 'paid'],
  ['2025-09', 'paid'],
  ['2025-08', 'paid'],
].map(([month = '', status]) => ({
  invoiceNr: `ES-${month.replace('-', '')}-2008813`,
  contractNumber: '3P-2008813',
  fundName: 'Medio III pakopos pensijų fondas',
  amount: 100,
  issueDate: `${month}-01`,
  dueDate: `${month}-05`,
  status: status as 'unpaid' | 'paid',
  bankName: 'AB SEB bankas',
}));

export const recordsInvoiceAgreements: Response<'Invoices.GetInvoiceAgreements'> = [
  {
    agreementId: 2,
    agreement: 'EIS-2023-004512',
    contractNumber: '3P-2008813',
    fundName: 'Medio III pakopos pensijų fondas',
    sum: 100,
    paymentDay: 5,
    period: 'monthly',
    bankAccountNumber: 'LT797044060000123456',
    bankName: 'AB SEB bankas',
    contractDate: '2024-10-17',
    status: 'active',
  },
  {
    agreementId: 1,
    agreement: 'EIS-2021-001877',
    contractNumber: '3P-2008813',
    fundName: 'Medio III pakopos pensijų fondas',
    sum: 300,
    paymentDay: 20,
    period: 'quarterly',
    bankAccountNumber: 'LT127300010004567890',
    bankName: 'Swedbank, AB',
    contractDate: '2021-03-15',
    status: 'disabled',
  },
];

export type RecordsMode = 'loaded' | 'empty' | 'failed';

interface Query {
  contractNumber?: string;
  dateFrom?: string;
  dateTo?: string;
  documentTypeCfgNr?: number;
  id?: number;
  notificationNr?: number;
}

/**
 * The fake API of the records stories. `loaded` answers with the fixtures (filtered by the query),
 * `empty` with empty lists, `failed` rejects every read with a 500 (the load-failure screen). Writes
 * (UpdateStatusRead) succeed and change the fixture copy, so a designer can click a notification open.
 */
export function recordsApi(mode: RecordsMode): PortalApi {
  const notifications = recordsNotifications.map((n) => ({ ...n }));
  const call = async (id: EndpointId, options?: { query?: Query }): Promise<unknown> => {
    const query = options?.query ?? {};
    if (id === 'Notifications.UpdateStatusRead') {
      const found = notifications.find((n) => n.notificationNr === query.notificationNr);
      if (found) found.isRead = true;
      return { ok: true };
    }
    if (id === 'Documents.GetDocumentContent') {
      if (mode === 'failed') throw SERVER_ERROR;
      const found = recordsDocuments.find((d) => d.id === query.id);
      return {
        id: query.id ?? 0,
        fileName: found?.fileName ?? 'dokumentas.pdf',
        mimeType: 'application/pdf',
        contentBase64: STORY_PDF_BASE64,
      };
    }
    if (mode === 'failed') throw SERVER_ERROR;
    const empty = mode === 'empty';
    switch (id) {
      case 'Transfers.GetTransfers':
        return empty
          ? []
          : recordsTransfers.filter(
              (t) =>
                (!query.contractNumber || t.contractNumber === query.contractNumber) &&
                (!query.dateFrom || t.tradeDate >= query.dateFrom) &&
                (!query.dateTo || t.tradeDate <= query.dateTo),
            );
      case 'Contracts.GetContracts':
        return recordsContracts;
      case 'Documents.GetAllDocuments':
        return empty
          ? []
          : recordsDocuments.filter(
              (d) => query.documentTypeCfgNr === undefined || d.documentTypeCfgNr === query.documentTypeCfgNr,
            );
      case 'Notifications.GetList':
        return empty ? [] : notifications.map((n) => ({ ...n }));
      case 'Invoices.GetInvoices':
        return empty ? [] : recordsInvoices;
      case 'Invoices.GetInvoiceAgreements':
        return empty ? [] : recordsInvoiceAgreements;
      default:
        throw SERVER_ERROR;
    }
  };
  // The fake answers by id from fixtures typed per endpoint; the generic signature cannot be inferred.
  return { call: call as PortalApi['call'] };
}
