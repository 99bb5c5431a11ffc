import { referralFields } from '../../browser/referral-fields';
import { fromPromise } from 'xstate';
import { isUsaLockedOut } from '../../domain/offerings';
import { todayInLithuania } from '../../domain/calendar-date';
import { isContractEnded } from '../../domain/contract-status';
import type { Fund } from '../../api/contract/funds';
import type { Contract } from '../../api/contract/contracts';
import {
  secondPillarMachine,
  type SecondPillarRequest,
} from '../../../machines/onboarding/second-pillar.machine';
import type { ThirdPillarRequest } from '../../../machines/onboarding/third-pillar.machine';
import type {
  LogStepInput,
  OnboardingFacts,
  PdfDocument,
  TransferProvider,
} from '../../../machines/onboarding/onboarding-types';
import { provideSign, type SigningCalls } from '../../kits/signing/signing-actors';
import { fundOptions } from '../../kits/wizard/fund-options';
import type { PortalApi } from '../../app/portal-api';
import type { PortalPorts } from '../../app/flow-ports';
import { read, type DataReads } from '../../app/routes/load';

/**
 * §7 SecondPillarCreateNewContract or ThirdPillarCreateNewContract (with the referral's fields), then
 * PingCreateNewContract with its token: how a new contract of either pillar is signed.
 */
export const contractSigning: SigningCalls<SecondPillarRequest | ThirdPillarRequest> = {
  kind: 'contract',
  start: (api, request, fields, signal) =>
    request.pillar === 2
      ? api.call('Contracts.SecondPillarCreateNewContract', {
          body: { ...request.body, ...referralFields(), ...fields },
          signal,
        })
      : api.call('Contracts.ThirdPillarCreateNewContract', {
          body: { ...request.body, ...referralFields(), ...fields },
          signal,
        }),
  ping: (api, token, signal) => api.call('Contracts.PingCreateNewContract', { body: { token }, signal }),
};

/**
 * The other companies of this pillar the customer's savings can come from. Optional: when the list
 * cannot be read the wizard goes on without the question (an empty list), so joining is never blocked
 * by it; a 5xx is not sent to the error page either.
 */
async function loadTransferProviders(reads: DataReads, pillar: 2 | 3): Promise<TransferProvider[]> {
  try {
    const providers = await read(reads, 'Contracts.GetExternalFundProviders');
    return providers
      .filter((provider) => provider.pillar === pillar)
      .map((provider) => ({ providerId: provider.providerId, name: provider.name }));
  } catch {
    return [];
  }
}

/** What both onboarding wizards read first (§6 flags, funds, contacts, contracts, other companies). */
export async function loadOnboardingFacts(reads: DataReads, pillar: 2 | 3): Promise<OnboardingFacts> {
  const [dashboard, funds, contacts, contracts, transferProviders] = await Promise.all([
    read(reads, 'Dashboard.GetDashboard'),
    read(reads, pillar === 2 ? 'Funds.GetSecondPillarFunds' : 'Funds.GetThirdPillarFunds'),
    read(reads, 'Users.GetContactInformation'),
    read(reads, 'Contracts.GetContracts'),
    loadTransferProviders(reads, pillar),
  ]);
  const ofPillar = (contracts as Contract[]).filter((contract) => contract.pillar === pillar);
  return {
    adult: dashboard.isAdult,
    // An ended contract no longer counts: a new one may be signed in the pillar (§3).
    hasContract: ofPillar.some((contract) => !isContractEnded(contract.status)),
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
    transferProviders,
  };
}

/** §7 Contracts/Log: sent for each step as it is entered. */
export function logStepActor(api: PortalApi) {
  return fromPromise<void, LogStepInput>(async ({ input, signal }) => {
    await api.call('Contracts.Log', { body: input, signal });
  });
}

/** Pillar II onboarding with its I/O: the reads, Contracts/Log, the preview, qualify and the signing. */
export function provideSecondPillarOnboarding(ports: PortalPorts) {
  const { api } = ports;
  return secondPillarMachine.provide({
    actors: {
      loadOnboarding: fromPromise<OnboardingFacts, { pillar: 2 | 3 }>(({ input }) =>
        loadOnboardingFacts(ports, input.pillar),
      ),
      logStep: logStepActor(api),
      fetchPreview: fromPromise<PdfDocument, { request: SecondPillarRequest }>(async ({ input, signal }) =>
        api.call('Contracts.GetSecondPillarNewContractPreview', {
          body: { ...input.request.body, ...referralFields() },
          signal,
        }),
      ),
      // The contracts changed once signed: the cached reads (overview, dashboard) are dropped.
      sign: provideSign(api, contractSigning, () => ports.data.clear()),
    },
  });
}
