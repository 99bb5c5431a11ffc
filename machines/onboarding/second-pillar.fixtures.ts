import type { MachineFixtures } from '../../tests/model/fixture-types';
import { signCrashed, signFailed } from '../signing/confirm-then-sign.fixtures';
import type { FundOption, OnboardingFacts, PdfDocument, TransferProvider } from './onboarding-types';
import type { SecondPillarMachine } from './second-pillar.machine';
import { loadPreviewSignEvents, stepEvents } from '../wizard/wizard.fixtures';

export const secondPillarFunds: FundOption[] = [
  {
    fundNr: '200',
    code: 'p2-preserve',
    name: 'Pensijų turto išsaugojimo fondas',
    ageGroup: 'gimę iki 1954 m. ir pensininkai',
    riskLevel: 2,
    managementFeePercent: 0.2,
    depositaryFeePercent: 0.03,
    otherCostsPercent: 0.05,
    recommended: false,
  },
  {
    fundNr: '207',
    code: 'p2-1996-2002',
    name: 'Pensijų fondas 1996-2002',
    ageGroup: 'gimę 1996-2002 m.',
    riskLevel: 6,
    managementFeePercent: 0.2,
    depositaryFeePercent: 0.03,
    otherCostsPercent: 0.05,
    recommended: true,
  },
];

/** The other pillar II companies (Contracts.GetExternalFundProviders, this pillar's part). */
export const secondPillarProviders: TransferProvider[] = [
  { providerId: 1, name: 'UAB „Šiaurės investicijų valdymas“' },
  { providerId: 2, name: 'UAB „Baltic Pension Asset Management“' },
];

export const onboardingFacts: OnboardingFacts = {
  adult: true,
  hasContract: false,
  paymentsStopped: false,
  phoneRequired: false,
  amlRequired: false,
  amlValid: true,
  funds: secondPillarFunds,
  contacts: {
    email: 'lukas.vaitkus@example.com',
    phone: '+37064567890',
    address: 'Žirmūnų g. 68-21, Vilnius',
  },
  transferProviders: secondPillarProviders,
};

export const contractPreview: PdfDocument = {
  fileName: 'II-pakopos-sutartis.pdf',
  contentBase64: 'JVBERi0xLjcK',
};

export const secondPillarFixtures = {
  input: { loginProvider: 'password' },
  events: {
    'fund.select': [{ type: 'fund.select', fundNr: '207' }],
    // A listed company, "no" again, and a company of the other pillar (not offered here: ignored).
    'provider.select': [
      { type: 'provider.select', providerId: 2 },
      { type: 'provider.select', providerId: null },
      { type: 'provider.select', providerId: 4 },
    ],
    ...stepEvents,
    'step.goto': [
      { type: 'step.goto', step: 'choose-second-pillar-fund' },
      { type: 'step.goto', step: 'payments-stopped' },
      { type: 'step.goto', step: 'client-data' },
      { type: 'step.goto', step: 'sign-agreement' },
    ],
    ...loadPreviewSignEvents,
  },
  actors: {
    loadOnboarding: {
      done: [
        onboardingFacts,
        { ...onboardingFacts, paymentsStopped: true },
        { ...onboardingFacts, adult: false },
        { ...onboardingFacts, hasContract: true },
        { ...onboardingFacts, phoneRequired: true },
        { ...onboardingFacts, amlRequired: true, amlValid: false },
      ],
      error: [new Error('network')],
    },
    logStep: { done: [undefined], error: [new Error('log failed')] },
    fetchPreview: { done: [contractPreview], error: [new Error('pdf failed')] },
    sign: {
      done: [
        { status: 'signed', documentId: null, contractNumber: '2P-5000001', effectiveDate: null },
        // Signed with a transfer: the day the savings arrive.
        { status: 'signed', documentId: null, contractNumber: '2P-5000001', effectiveDate: '2026-03-09' },
        signFailed,
      ],
      error: [signCrashed],
    },
  },
} satisfies MachineFixtures<SecondPillarMachine>;
