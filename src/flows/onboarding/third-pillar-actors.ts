import { referralFields } from '../../browser/referral-fields';
import { fromPromise } from 'xstate';
import {
  thirdPillarMachine,
  type ThirdPillarFacts,
  type ThirdPillarRequest,
} from '../../../machines/onboarding/third-pillar.machine';
import type { PdfDocument } from '../../../machines/onboarding/onboarding-types';
import { provideAml } from '../../kits/aml/aml-actors';
import { contractSigning, loadOnboardingFacts, logStepActor } from './onboarding-actors';
import { provideSign } from '../../kits/signing/signing-actors';
import type { PortalApi } from '../../app/portal-api';
import type { PortalPorts } from '../../app/portal-writes';

/** What the pillar III wizard reads first: the common facts (§6 flags, funds, contacts) and the bank accounts. */
export async function loadThirdPillarFacts(api: PortalApi, signal?: AbortSignal): Promise<ThirdPillarFacts> {
  const [facts, accounts] = await Promise.all([
    loadOnboardingFacts(api, 3, signal),
    api.call('BankAccounts.GetBankAccounts', { signal }),
  ]);
  return {
    ...facts,
    bankAccounts: accounts.map((account) => ({
      bankAccountNumber: account.bankAccountNumber,
      bankName: account.bankName,
      isPrimary: account.isPrimary,
    })),
  };
}

/**
 * Pillar III onboarding with its I/O: the reads, Contracts/Log, the short AML questionnaire, the preview,
 * the signing kit. A signed contract clears the data cache (the contracts and the dashboard changed).
 */
export function provideThirdPillarOnboarding(ports: PortalPorts) {
  const { api } = ports;
  return thirdPillarMachine.provide({
    actors: {
      loadOnboarding: fromPromise<ThirdPillarFacts, { pillar: 2 | 3 }>(({ signal }) =>
        loadThirdPillarFacts(api, signal),
      ),
      logStep: logStepActor(api),
      aml: provideAml(ports),
      fetchPreview: fromPromise<PdfDocument, { request: ThirdPillarRequest }>(async ({ input, signal }) =>
        api.call('Contracts.GetThirdPillarNewContractPreview', {
          body: { ...input.request.body, ...referralFields() },
          signal,
        }),
      ),
      sign: provideSign(api, contractSigning, () => ports.data.clear()),
    },
  });
}
