import type { MachineFixtures } from '../../tests/model/fixture-types';
import { signCrashed, signFailed } from '../signing/confirm-then-sign.fixtures';
import type { FundOption, PdfDocument } from '../onboarding/onboarding-types';
import type { FundChangeContract, FundChangeFacts } from './fund-change-types';
import type { FundChangeMachine } from './fund-change.machine';
import { loadPreviewSignEvents, stepEvents } from '../wizard/wizard.fixtures';

/** A fixed "now" (Monday 2026-11-23 10:00 in Vilnius): the change takes effect on 2026-12-03 (pillar III). */
export const FUND_CHANGE_NOW = '2026-11-23T08:00:00.000Z';

const fund = (fundNr: string, code: string, name: string, fee: number, ageGroup = '16+'): FundOption => ({
  fundNr,
  code,
  name,
  ageGroup,
  riskLevel: 4,
  managementFeePercent: fee,
  depositaryFeePercent: 0.2,
  otherCostsPercent: 0.4,
  recommended: false,
});

export const thirdPillarFunds: FundOption[] = [
  fund('302', 'bold', 'Bold III pakopos pensijų fondas', 1),
  fund('303', 'medio', 'Medio III pakopos pensijų fondas', 0.8, '47+'),
  fund('306', 'sustainable', 'Sustainable indeksinis III pakopos pensijų fondas', 0.59),
];
export const secondPillarFunds: FundOption[] = [
  fund('200', 'p2-preserve', 'Pensijų turto išsaugojimo fondas', 0.2, 'pensininkai'),
  fund('201', 'p2-1954-1960', 'Pensijų fondas 1954-1960', 0.2, 'gimę 1954-1960 m.'),
];

export const pillar3Contract: FundChangeContract = {
  contractNumber: '3P-2008813',
  pillar: 3,
  status: 'Active',
  fundNr: '303',
  fundName: 'Medio III pakopos pensijų fondas',
  contractValue: 4512.4,
  signDate: '2021-03-01',
  lastWithdrawal: '2026-01-20',
  pendingChange: null,
  invoiceAgreement: { sum: 100, period: 'monthly', bankName: 'Šiaulių bankas' },
};
export const pillar2Contract: FundChangeContract = {
  contractNumber: '2P-1004521',
  pillar: 2,
  status: 'Active',
  fundNr: '200',
  fundName: 'Pensijų turto išsaugojimo fondas',
  contractValue: 11250.35,
  signDate: '2016-05-12',
  lastWithdrawal: '2026-06-30',
  pendingChange: null,
  invoiceAgreement: null,
};

export const fundChangeFacts: FundChangeFacts = {
  adult: true,
  amlRequired: false,
  amlValid: true,
  personalCode: '30303039914',
  contracts: [pillar2Contract, pillar3Contract],
  funds: { 2: secondPillarFunds, 3: thirdPillarFunds },
  contacts: {
    email: 'jonas.petrauskas@example.com',
    phone: '+37061234567',
    address: 'Gedimino pr. 1-2, Vilnius',
  },
};

export const fundChangePreview: PdfDocument = {
  fileName: 'fondo-keitimo-prasymas.pdf',
  contentBase64: 'JVBERi0xLjcK',
};

const pending = { fundNr: '302', fundName: 'Bold III pakopos pensijų fondas', effectiveDate: '2026-12-03' };

export const fundChangeFixtures = {
  // A reload with the draft of a pillar III change to Bold.
  input: {
    loginProvider: 'password',
    now: FUND_CHANGE_NOW,
    resume: { contractNr: '3P-2008813', fundNr: '302' },
  },
  events: {
    'contract.select': [
      { type: 'contract.select', contractNr: '2P-1004521' },
      { type: 'contract.select', contractNr: '3P-2008813' },
    ],
    // 201 is a pillar II fund: for the pillar III contract it is not a choice (§1 no switch between pillars).
    'fund.select': [
      { type: 'fund.select', fundNr: '201' },
      { type: 'fund.select', fundNr: '302' },
    ],
    'terms.accept': [{ type: 'terms.accept', accepted: true }],
    ...stepEvents,
    'step.goto': [
      { type: 'step.goto', step: 'start' },
      { type: 'step.goto', step: 'aml-identification' },
      { type: 'step.goto', step: 'client-data' },
      { type: 'step.goto', step: 'preview' },
      { type: 'step.goto', step: 'create-invoice' },
      { type: 'step.goto', step: 'success' },
    ],
    ...loadPreviewSignEvents,
  },
  actors: {
    loadFundChange: {
      done: [
        fundChangeFacts,
        { ...fundChangeFacts, amlValid: false },
        { ...fundChangeFacts, adult: false },
        { ...fundChangeFacts, amlRequired: true, amlValid: false },
        // The draft's change was signed already (a reload on the success page).
        { ...fundChangeFacts, contracts: [{ ...pillar3Contract, pendingChange: pending }] },
        // Nothing to change: the only contract is not active yet.
        { ...fundChangeFacts, contracts: [{ ...pillar2Contract, status: 'Validating' }] },
      ],
      error: [new Error('network')],
    },
    fetchPreview: { done: [fundChangePreview], error: [new Error('pdf failed')] },
    aml: {
      done: [
        { status: 'Valid', validUntil: '2029-11-23' },
        { status: 'Pending', validUntil: null },
        { status: 'Invalid', validUntil: null },
      ],
      error: [new Error('aml crashed')],
    },
    sign: {
      done: [
        { status: 'signed', documentId: null, contractNumber: '3P-2008813', effectiveDate: '2026-12-03' },
        signFailed,
      ],
      error: [signCrashed],
    },
  },
} satisfies MachineFixtures<FundChangeMachine>;
