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
import { read, type DataReads } from '../../app/routes/load';
import { provideSign } from '../../kits/signing/signing-actors';
import type { PortalPorts } from '../../app/flow-ports';

/** What the pillar III wizard reads first: the common facts (§6 flags, funds, contacts) and the bank accounts. */
export async function loadThirdPillarFacts(reads: DataReads): Promise<ThirdPillarFacts> {
  const [facts, accounts] = await Promise.all([
    loadOnboardingFacts(reads, 3),
    read(reads, 'BankAccounts.GetBankAccounts'),
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
      loadOnboarding: fromPromise<ThirdPillarFacts, { pillar: 2 | 3 }>(() => loadThirdPillarFacts(ports)),
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
