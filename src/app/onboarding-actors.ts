import { fromPromise } from 'xstate';
import { isUsaLockedOut } from '../domain/offerings';
import { ageOn } from '../domain/age';
import { todayInLithuania } from '../domain/calendar-date';
import type { Fund } from '../api/contract/funds';
import type { Contract } from '../api/contract/contracts';
import {
  secondPillarMachine,
  type SecondPillarRequest,
} from '../../machines/onboarding/second-pillar.machine';
import type {
  FundOption,
  LogStepInput,
  OnboardingFacts,
  PdfDocument,
} from '../../machines/onboarding/onboarding-types';
import { provideQualify } from './password-change-actors';
import { provideSigning } from './signing-actors';
import type { PortalApi } from './portal-api';

/** Contract statuses that no longer count: a new contract may be signed in the pillar (§3). */
const ENDED = new Set(['Cancelled', 'Terminated', 'Closed', 'Finished', 'Rejected']);

/**
 * §9 fund choice by age group: pillar II life-cycle funds by birth year (the customer's own is
 * recommended); pillar III funds from their minimum age (16+, 47+, 58+).
 */
export function fundOptions(funds: readonly Fund[], birthDate: string, today: string): FundOption[] {
  const year = Number(birthDate.slice(0, 4));
  const age = ageOn(birthDate, today) ?? 0;
  return funds
    .filter((fund) => fund.isActive && (fund.minAge === null || age >= fund.minAge))
    .map((fund) => ({
      fundNr: fund.fundNr,
      code: fund.code,
      name: fund.name,
      ageGroup: fund.ageGroup,
      ageGroupEn: fund.ageGroupEn,
      riskLevel: fund.riskLevel,
      managementFeePercent: fund.managementFeePercent,
      depositaryFeePercent: fund.depositaryFeePercent,
      otherCostsPercent: fund.otherCostsPercent,
      recommended:
        fund.pillar === 2 &&
        (fund.birthYearFrom !== null || fund.birthYearTo !== null) &&
        year >= (fund.birthYearFrom ?? 0) &&
        year <= (fund.birthYearTo ?? 9999),
    }));
}

/** What both onboarding wizards read first (§6 flags, funds, contacts, contracts). */
export async function loadOnboardingFacts(
  api: PortalApi,
  pillar: 2 | 3,
  signal?: AbortSignal,
): Promise<OnboardingFacts> {
  const [dashboard, funds, contacts, contracts] = await Promise.all([
    api.call('Dashboard.GetDashboard', { signal }),
    api.call(pillar === 2 ? 'Funds.GetSecondPillarFunds' : 'Funds.GetThirdPillarFunds', { signal }),
    api.call('Users.GetContactInformation', { signal }),
    api.call('Contracts.GetContracts', { signal }),
  ]);
  const ofPillar = (contracts as Contract[]).filter((contract) => contract.pillar === pillar);
  return {
    adult: dashboard.isAdult,
    hasContract: ofPillar.some((contract) => !ENDED.has(contract.status)),
    paymentsStopped: ofPillar.some((contract) => contract.accumulationState === 'Stopped'),
    phoneRequired: dashboard.phoneRequired,
    amlRequired: isUsaLockedOut(dashboard),
    amlValid: dashboard.amlStatus === 'Valid',
    funds: fundOptions(funds as Fund[], contacts.birthDate, todayInLithuania()),
    contacts: {
      email: contacts.email,
      phone: contacts.phoneNumber,
      address: contacts.address?.fullAddress ?? null,
    },
  };
}

/** §7 Contracts/Log: sent for each step as it is entered. */
export function logStepActor(api: PortalApi) {
  return fromPromise<void, LogStepInput>(async ({ input, signal }) => {
    await api.call('Contracts.Log', { body: input, signal });
  });
}

/** Pillar II onboarding with its I/O: the reads, Contracts/Log, the preview, qualify and the signing. */
export function provideSecondPillarOnboarding(api: PortalApi, onSigned: () => void = () => undefined) {
  return secondPillarMachine.provide({
    actors: {
      loadOnboarding: fromPromise<OnboardingFacts, { pillar: 2 | 3 }>(({ input, signal }) =>
        loadOnboardingFacts(api, input.pillar, signal),
      ),
      logStep: logStepActor(api),
      fetchPreview: fromPromise<PdfDocument, { request: SecondPillarRequest }>(async ({ input, signal }) =>
        api.call('Contracts.GetSecondPillarNewContractPreview', { body: input.request.body, signal }),
      ),
      qualify: provideQualify(api, 'signing'),
      signing: provideSigning(api, 'contract', onSigned),
    },
  });
}
