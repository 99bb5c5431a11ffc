import type { MachineFixtures } from '../../tests/model/fixture-types';
import { signCrashed, signFailed } from '../signing/confirm-then-sign.fixtures';
import type { ThirdPillarPaymentPlan } from '../../src/domain/third-pillar-payments';
import type { FundOption, PdfDocument, TransferProvider } from './onboarding-types';
import type { ThirdPillarFacts, ThirdPillarMachine } from './third-pillar.machine';
import { loadPreviewSignEvents, stepEvents } from '../wizard/wizard.fixtures';

export const thirdPillarFunds: FundOption[] = [
  {
    fundNr: '301',
    code: 'extremo',
    name: 'Extremo III pakopos pensijų fondas',
    ageGroup: '16+',
    ageGroupEn: '16+',
    riskLevel: 6,
    managementFeePercent: 1.5,
    depositaryFeePercent: 0.2,
    otherCostsPercent: 0.5,
    recommended: false,
  },
  {
    fundNr: '306',
    code: 'sustainable',
    name: 'Sustainable indeksinis III pakopos pensijų fondas',
    ageGroup: '16+',
    ageGroupEn: '16+',
    riskLevel: 5,
    managementFeePercent: 0.59,
    depositaryFeePercent: 0.15,
    otherCostsPercent: 0.2,
    recommended: false,
  },
];

/** The other pillar III companies (Contracts.GetExternalFundProviders, this pillar's part). */
export const thirdPillarProviders: TransferProvider[] = [
  { providerId: 4, name: 'UAB „Šiaurės investicijų valdymas“' },
  { providerId: 5, name: 'UAB „Nemuno investicijos“' },
];

/** A pillar-II-only adult whose AML is not Valid: the short AML steps are shown. */
export const thirdPillarFacts: ThirdPillarFacts = {
  adult: true,
  hasContract: false,
  paymentsStopped: false,
  phoneRequired: false,
  amlRequired: false,
  amlValid: false,
  funds: thirdPillarFunds,
  contacts: {
    email: 'rasa.mockute@example.com',
    phone: '+37067712345',
    address: 'Antakalnio g. 17-8, LT-10312 Vilnius',
  },
  bankAccounts: [{ bankAccountNumber: 'LT417044060008123456', bankName: 'AB SEB bankas', isPrimary: true }],
  transferProviders: thirdPillarProviders,
};

/** Within the §5 threshold: 60 EUR a month by e-invoice (720 EUR a year). */
export const paymentWithin: ThirdPillarPaymentPlan = {
  monthlyAmount: 60,
  paymentType: 'e-invoice',
  paymentDay: 10,
  bankAccountNumber: 'LT417044060008123456',
  limitAcknowledged: false,
};

/** Above it: 84 EUR a month (1,008 EUR a year) by bank transfer, the questionnaire not read yet. */
export const paymentAbove: ThirdPillarPaymentPlan = {
  monthlyAmount: 84,
  paymentType: 'bank-transfer',
  paymentDay: 20,
  bankAccountNumber: null,
  limitAcknowledged: false,
};

export const paymentAboveRead: ThirdPillarPaymentPlan = { ...paymentAbove, limitAcknowledged: true };

/** No amount typed. */
export const paymentEmpty: ThirdPillarPaymentPlan = { ...paymentWithin, monthlyAmount: null };

export const thirdPillarPreview: PdfDocument = {
  fileName: 'III-pakopos-sutartis.pdf',
  contentBase64: 'JVBERi0xLjcK',
};

export const FIXTURE_WIZARD_NOW = '2026-03-02T08:00:00.000Z';

export const thirdPillarFixtures = {
  input: { loginProvider: 'password', now: FIXTURE_WIZARD_NOW },
  events: {
    'fund.select': [{ type: 'fund.select', fundNr: '301' }],
    // A listed company, "no" again, and a company of the other pillar (not offered here: ignored).
    'provider.select': [
      { type: 'provider.select', providerId: 5 },
      { type: 'provider.select', providerId: null },
      { type: 'provider.select', providerId: 2 },
    ],
    'payment.set': [
      { type: 'payment.set', payment: paymentWithin },
      { type: 'payment.set', payment: paymentAbove },
      { type: 'payment.set', payment: paymentAboveRead },
      { type: 'payment.set', payment: paymentEmpty },
    ],
    'aml.progress': [
      { type: 'aml.progress', step: 'aml-process' },
      { type: 'aml.progress', step: 'aml-identification' },
      { type: 'aml.progress', step: 'aml-income' },
      { type: 'aml.progress', step: 'aml-preview' },
      { type: 'aml.progress', step: 'aml-validating' },
    ],
    'aml.recheck': [{ type: 'aml.recheck' }],
    ...stepEvents,
    'step.goto': [
      { type: 'step.goto', step: 'choose-third-pillar-fund' },
      { type: 'step.goto', step: 'aml-process' },
      { type: 'step.goto', step: 'aml-validating' },
      { type: 'step.goto', step: 'client-data' },
      { type: 'step.goto', step: 'payments-into-fund' },
      { type: 'step.goto', step: 'sign-agreement' },
    ],
    ...loadPreviewSignEvents,
  },
  actors: {
    loadOnboarding: {
      done: [
        thirdPillarFacts,
        { ...thirdPillarFacts, amlValid: true },
        { ...thirdPillarFacts, adult: false },
        { ...thirdPillarFacts, hasContract: true },
        { ...thirdPillarFacts, phoneRequired: true },
        { ...thirdPillarFacts, amlRequired: true },
      ],
      error: [new Error('network')],
    },
    logStep: { done: [undefined], error: [new Error('log failed')] },
    aml: {
      done: [
        { status: 'Valid', validUntil: '2027-03-02' },
        { status: 'Pending', validUntil: null },
        { status: 'Invalid', validUntil: null },
      ],
      error: [new Error('aml crashed')],
    },
    fetchPreview: { done: [thirdPillarPreview], error: [new Error('pdf failed')] },
    sign: {
      done: [
        { status: 'signed', documentId: null, contractNumber: '3P-5000002', effectiveDate: null },
        // Signed with a transfer: the day the savings arrive.
        { status: 'signed', documentId: null, contractNumber: '3P-5000002', effectiveDate: '2026-03-11' },
        signFailed,
      ],
      error: [signCrashed],
    },
  },
} satisfies MachineFixtures<ThirdPillarMachine>;
