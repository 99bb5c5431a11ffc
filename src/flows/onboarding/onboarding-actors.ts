import { fromPromise } from 'xstate';
import { isUsaLockedOut } from '../../domain/offerings';
import { todayInLithuania } from '../../domain/calendar-date';
import type { Fund } from '../../api/contract/funds';
import type { Contract } from '../../api/contract/contracts';
import {
  secondPillarMachine,
  type SecondPillarRequest,
} from '../../../machines/onboarding/second-pillar.machine';
import type {
  LogStepInput,
  OnboardingFacts,
  PdfDocument,
} from '../../../machines/onboarding/onboarding-types';
import { provideQualify } from '../../kits/signing/qualify-actors';
import { provideSigning } from '../../kits/signing/signing-actors';
import { fundOptions } from '../../kits/wizard/fund-options';
import type { PortalApi } from '../../app/portal-api';

/** Contract statuses that no longer count: a new contract may be signed in the pillar (§3). */
const ENDED = new Set(['Cancelled', 'Terminated', 'Closed', 'Finished', 'Rejected']);

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
