/**
 * Fixture data for the overview screens' stories (dashboard, contracts, funds, performance, how to pay),
 * shaped by the API contract, and a fake PortalApi that answers from them.
 */
import type { EndpointId, EndpointResponse } from '../../src/api/contract/endpoints';
import type { PortalApi } from '../../src/app/portal-api';

type Responses = { [K in EndpointId]?: EndpointResponse<K> | null };

const SERVER_ERROR = { portalError: { kind: 'server-error', status: 500, message: 'Story' } };

/**
 * A fake API: answers each call from `responses` (null = 204 No Content) and rejects with a 500 for the
 * `failing` calls and for any call without a fixture.
 */
export function overviewApi(responses: Responses, failing: readonly EndpointId[] = []): PortalApi {
  const call = (id: EndpointId): Promise<unknown> => {
    if (failing.includes(id) || !(id in responses)) return Promise.reject(SERVER_ERROR);
    return Promise.resolve(responses[id]);
  };
  // The fake answers by id from a table typed per endpoint; the generic signature cannot be inferred.
  return { call: call as PortalApi['call'] };
}

export const dashboardJonas: EndpointResponse<'Dashboard.GetDashboard'> = {
  validContracts: [
    {
      contractNumber: '2P-1004521',
      contractType: 'SecondLevelPensionFundContract',
      pillar: 2,
      status: 'Active',
      accumulationState: 'Accumulating',
      fundCode: 'p2-preserve',
      fundName: 'Pensijų turto išsaugojimo fondas',
      contractValue: 11987.4,
    },
    {
      contractNumber: '3P-2008813',
      contractType: 'ThirdLevelPensionFundContract',
      pillar: 3,
      status: 'Active',
      accumulationState: 'Accumulating',
      fundCode: 'medio',
      fundName: 'Medio III pakopos pensijų fondas',
      contractValue: 4312.77,
    },
  ],
  userHasActiveContracts: true,
  profileUpdateRequired: false,
  showBannerAlert: true,
  isAdult: true,
  isUsaCitizen: false,
  phoneRequired: false,
  amlStatus: 'Valid',
  secondPillarActive: true,
  thirdPillarActive: true,
  hasInvestmentFundContracts: true,
  totalValue: 16300.17,
  investmentFundsValue: 16668.58,
  accounts: [
    { accountType: 'SocialInsuranceContributions', amount: 2045.85 },
    { accountType: 'EmployerContributions', amount: 1050 },
    { accountType: 'PersonalContributions', amount: 2350 },
  ],
  valueDate: '2026-11-20',
  firstName: 'Jonas',
  lastName: 'Petrauskas',
  previousLoginAt: '2026-11-18T16:42:00Z',
};

/** The pillar-II-only customer with AML invalid and a profile to update. */
export const dashboardOna: EndpointResponse<'Dashboard.GetDashboard'> = {
  ...dashboardJonas,
  validContracts: [
    {
      contractNumber: '2P-1007730',
      contractType: 'SecondLevelPensionFundContract',
      pillar: 2,
      status: 'Active',
      accumulationState: 'Accumulating',
      fundCode: 'p2-preserve',
      fundName: 'Pensijų turto išsaugojimo fondas',
      contractValue: 14120.03,
    },
  ],
  profileUpdateRequired: true,
  showBannerAlert: false,
  amlStatus: 'Invalid',
  thirdPillarActive: false,
  hasInvestmentFundContracts: false,
  totalValue: 14120.03,
  investmentFundsValue: 0,
  firstName: 'Ona',
  lastName: 'Kazlauskienė',
};

/** The USA citizen whose questionnaire is being checked. */
export const dashboardTomas: EndpointResponse<'Dashboard.GetDashboard'> = {
  ...dashboardJonas,
  validContracts: [
    {
      contractNumber: '3P-2011402',
      contractType: 'ThirdLevelPensionFundContract',
      pillar: 3,
      status: 'Active',
      accumulationState: 'Accumulating',
      fundCode: 'bold',
      fundName: 'Bold III pakopos pensijų fondas',
      contractValue: 702.18,
    },
  ],
  showBannerAlert: false,
  isUsaCitizen: true,
  amlStatus: 'Pending',
  secondPillarActive: false,
  hasInvestmentFundContracts: false,
  totalValue: 702.18,
  investmentFundsValue: 0,
  firstName: 'Tomas',
  lastName: 'Jankauskas',
};

export const dashboardEmpty: EndpointResponse<'Dashboard.GetDashboard'> = {
  ...dashboardJonas,
  validContracts: [],
  userHasActiveContracts: false,
  showBannerAlert: false,
  secondPillarActive: false,
  thirdPillarActive: false,
  hasInvestmentFundContracts: false,
  totalValue: 0,
  investmentFundsValue: 0,
  accounts: dashboardJonas.accounts.map((account) => ({ ...account, amount: 0 })),
  valueDate: null,
  firstName: 'Lukas',
  lastName: 'Vaitkus',
  previousLoginAt: null,
};

const fund = (fundId: number, fundNr: string, code: string, name: string) => ({ fundId, fundNr, code, name });

export const contractsJonas: EndpointResponse<'Contracts.GetContracts'> = [
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
    valueDate: '2026-11-20',
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
    valueDate: '2026-11-20',
    fund: fund(12, '303', 'medio', 'Medio III pakopos pensijų fondas'),
    payerCode: '9020088130',
    payerType: 'myself-and-employer',
    contributionRatePercent: null,
    cancellableUntil: null,
  },
  {
    contractNumber: '3P-1999001',
    contractType: 'ThirdLevelPensionFundContract',
    pillar: 3,
    status: 'Terminated',
    businessAccountStatus: 'Existing',
    accumulationState: 'Stopped',
    renewalMode: 'DontRenew',
    signDate: '2012-02-14',
    paidSum: 0,
    contractValue: 0,
    unitValue: 1.0974,
    unitCount: 0,
    valueDate: '2026-11-20',
    fund: fund(14, '305', 'stable', 'Stable III pakopos pensijų fondas'),
    payerCode: '9019990010',
    payerType: 'myself',
    contributionRatePercent: null,
    cancellableUntil: null,
  },
];

/** A pillar III contract signed last month without payments: still cancellable. */
export const contractsRecent: EndpointResponse<'Contracts.GetContracts'> = [
  {
    ...(contractsJonas[1] as EndpointResponse<'Contracts.GetContracts'>[number]),
    contractNumber: '3P-2019999',
    status: 'Validating',
    signDate: '2026-10-15',
    paidSum: 0,
    contractValue: 0,
    unitCount: 0,
    payerCode: '9020199990',
  },
];

export const contractActionsJonas: EndpointResponse<'Contracts.GetContractActions'> = [
  {
    contractNumber: '2P-1004521',
    availableActions: [
      { actionType: 'StopAccumulations', kind: 'StopAccumulation' },
      { actionType: 'SodraVacation', kind: 'HolidaysSuspensionContributions' },
      { actionType: 'ChangeTarif', kind: 'UpdateAccumulation' },
      { actionType: 'ChangeTarif', kind: 'AccumulateMaximum' },
      { actionType: 'ReturnToSodra', kind: 'StopAccumulationReturnToSodra' },
      { actionType: 'EndContract', kind: 'EndContract' },
    ],
    pendingActionTypes: [],
  },
  {
    contractNumber: '3P-2008813',
    availableActions: [
      { actionType: 'SodraVacation', kind: 'HolidaysSuspensionContributions' },
      { actionType: 'CancelStopAccumulations', kind: 'CancelApplicationStopAccumulation' },
      { actionType: 'EndContract', kind: 'EndContract' },
    ],
    pendingActionTypes: ['StopAccumulations'],
  },
  {
    contractNumber: '3P-1999001',
    availableActions: [{ actionType: 'NoAction', kind: null }],
    pendingActionTypes: [],
  },
];

export const contractActionsRecent: EndpointResponse<'Contracts.GetContractActions'> = [
  {
    contractNumber: '3P-2019999',
    availableActions: [{ actionType: 'NoAction', kind: null }],
    pendingActionTypes: [],
  },
];

export const assetScoreJonas: EndpointResponse<'Dashboard.GetAssetScore'> = {
  totalAssets: 31263.4,
  estimatedMonthlyPayout: 130.26,
  peerAverageAssets: 24500,
  score: 64,
  calculatedAt: '2026-11-22T07:00:00.000Z',
};

const pillar3Fund = (
  fundId: number,
  fundNr: string,
  code: string,
  name: string,
  ageGroup: string,
  riskLevel: number,
  strategy: string,
  managementFeePercent: number,
  depositaryFeePercent: number,
  otherCostsPercent: number,
  unitValue: number,
  returnOneYearPercent: number,
): EndpointResponse<'Funds.GetThirdPillarFunds'>[number] => ({
  fundId,
  fundNr,
  pillar: 3,
  code,
  name,
  isin: `LTIF00000${fundNr}`,
  ageGroup,
  minAge: null,
  birthYearFrom: null,
  birthYearTo: null,
  riskLevel,
  strategy,
  managementFeePercent,
  depositaryFeePercent,
  otherCostsPercent,
  unitValue,
  unitValueDate: '2026-11-20',
  returnOneYearPercent,
  currency: 'EUR',
  isActive: true,
});

export const thirdPillarFunds: EndpointResponse<'Funds.GetThirdPillarFunds'> = [
  pillar3Fund(
    10,
    '301',
    'extremo',
    'Extremo III pakopos pensijų fondas',
    '16+',
    6,
    'Ambicinga: iki 100 % akcijų',
    1.5,
    0.2,
    0.5,
    1.9114,
    8.41,
  ),
  pillar3Fund(
    11,
    '302',
    'bold',
    'Bold III pakopos pensijų fondas',
    '16+',
    5,
    'Aktyvi: iki 80 % akcijų',
    1,
    0.2,
    0.4,
    1.6802,
    6.12,
  ),
  pillar3Fund(
    12,
    '303',
    'medio',
    'Medio III pakopos pensijų fondas',
    '47+',
    4,
    'Subalansuota: iki 50 % akcijų',
    1,
    0.15,
    0.3,
    1.4772,
    4.85,
  ),
  pillar3Fund(
    13,
    '304',
    'prudent',
    'Prudent III pakopos pensijų fondas',
    'visi amžiaus tarpsniai',
    3,
    'Nuosaiki: iki 30 % akcijų',
    0.8,
    0.15,
    0.25,
    1.2911,
    3.02,
  ),
  pillar3Fund(
    14,
    '305',
    'stable',
    'Stable III pakopos pensijų fondas',
    '58+',
    2,
    'Konservatyvi: obligacijos',
    0.8,
    0.15,
    0.2,
    1.1402,
    2.31,
  ),
  pillar3Fund(
    15,
    '306',
    'sustainable',
    'Sustainable indeksinis III pakopos pensijų fondas',
    '16+',
    5,
    'Indeksinė: tvarių įmonių akcijų indeksai',
    0.59,
    0.2,
    0.2,
    1.2019,
    7.77,
  ),
];

export const investmentFundsJonas: EndpointResponse<'InvestmentFunds.GetInvestmentFunds'> = {
  holdings: [
    {
      fundName: 'Obligacijų fondas „Baltijos obligacijos“',
      isin: 'LTIF00000468',
      units: 812.4471,
      unitValue: 12.3391,
      value: 10024.83,
      investedSum: 9800,
      returnPercent: 2.29,
      currency: 'EUR',
      valueDate: '2026-11-21',
    },
    {
      fundName: 'Akcijų fondas „Pasaulio akcijos“',
      isin: 'LTIF00000479',
      units: 305.1187,
      unitValue: 21.7742,
      value: 6643.72,
      investedSum: 5200,
      returnPercent: 27.76,
      currency: 'EUR',
      valueDate: '2026-11-21',
    },
  ],
  totalValue: 16668.55,
};

/** Two years of monthly contributions to the pillar III contract with a slowly rising unit value. */
function monthlyTransfers(): EndpointResponse<'Transfers.GetTransfers'> {
  const transfers: EndpointResponse<'Transfers.GetTransfers'> = [];
  let unitValue = 1.25;
  for (let month = 0; month < 24; month += 1) {
    const year = 2024 + Math.floor((month + 11) / 12);
    const monthOfYear = ((month + 11) % 12) + 1;
    const tradeDate = `${year}-${String(monthOfYear).padStart(2, '0')}-05`;
    unitValue = Math.round(unitValue * (1 + (month % 5 === 3 ? -0.02 : 0.012)) * 10000) / 10000;
    transfers.push({
      transactionId: 1000 + month,
      contractNumber: '3P-2008813',
      pillar: 3,
      fundName: 'Medio III pakopos pensijų fondas',
      operationType: 'ip',
      tradeDate,
      amount: 100,
      units: Math.round((100 / unitValue) * 1e6) / 1e6,
      unitValue,
      accountType: 'PersonalContributions',
      counterparty: 'Jonas Petrauskas',
    });
  }
  transfers.unshift({
    transactionId: 999,
    contractNumber: '3P-2008813',
    pillar: 3,
    fundName: 'Medio III pakopos pensijų fondas',
    operationType: 'il',
    tradeDate: '2024-11-04',
    amount: 1200,
    units: 960,
    unitValue: 1.25,
    accountType: null,
    counterparty: 'Gyvybės draudimo sutartis GD-55120',
  });
  return transfers;
}

export const transfersJonas = monthlyTransfers();

/** The pillar III contract as the performance fixtures see it (its figures match the transfers). */
export const contractsPerformance: EndpointResponse<'Contracts.GetContracts'> = [
  {
    ...(contractsJonas[1] as EndpointResponse<'Contracts.GetContracts'>[number]),
    paidSum: 2400,
    contractValue: 5098.4,
  },
];

export const invoiceAgreementsJonas: EndpointResponse<'Invoices.GetInvoiceAgreements'> = [
  {
    agreementId: 1,
    agreement: 'EIS-2023-004512',
    contractNumber: '3P-2008813',
    fundName: 'Medio III pakopos pensijų fondas',
    sum: 100,
    paymentDay: 5,
    period: 'monthly',
    bankAccountNumber: 'LT417044060000123456',
    bankName: 'AB SEB bankas',
    contractDate: '2025-10-18',
    status: 'active',
  },
];

/** Jonas's e-invoices: this month's is overdue (the dashboard surfaces it), the earlier ones paid. */
export const invoicesJonas: EndpointResponse<'Invoices.GetInvoices'> = [
  ['2026-11', 'overdue'],
  ['2026-10', 'paid'],
  ['2026-09', 'paid'],
].map(([month = '', status]) => ({
  invoiceNr: `ES-${month.replace('-', '')}-2008813`,
  contractNumber: '3P-2008813',
  fundName: 'Medio III pakopos pensijų fondas',
  amount: 100,
  issueDate: `${month}-01`,
  dueDate: `${month}-05`,
  status: status as 'overdue' | 'paid',
  bankName: 'AB SEB bankas',
}));

/** Jonas's account statements (STA): the annual statement the dashboard's notice speaks of. */
export const statementsJonas: EndpointResponse<'Documents.GetAllDocuments'> = [
  {
    id: 4,
    documentType: 'STA',
    documentTypeCfgNr: 10,
    title: 'Metinis sąskaitos išrašas, 2025 m.',
    titleEn: 'Annual account statement, 2025',
    fileName: 'metinis-israsas-2025.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 21_400,
    contractNumber: null,
    createdAt: '2026-01-15T08:00:00.000Z',
  },
];
