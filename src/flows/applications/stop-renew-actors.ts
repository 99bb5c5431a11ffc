import { fromPromise } from 'xstate';
import {
  stopRenewMachine,
  type StopRenewApplication,
  type StopRenewFacts,
} from '../../../machines/applications/stop-renew.machine';
import type { PdfDocument } from '../../../machines/onboarding/onboarding-types';
import { contractOffers } from '../../domain/applications';
import { provideSign } from '../../kits/signing/signing-actors';
import { documentSigning } from './application-form-actors';
import type { PortalPorts } from '../../app/flow-ports';
import { read, type DataReads } from '../../app/routes/load';

/** What the stop / renew form needs: the pillar's active contract and whether it can be stopped or renewed now. */
export async function loadStopRenewFacts(reads: DataReads, pillar: 2 | 3): Promise<StopRenewFacts> {
  const [contracts, applications] = await Promise.all([
    read(reads, 'Contracts.GetContracts'),
    read(reads, 'Applications.GetList'),
  ]);
  const contract = (contracts ?? []).find(
    (item) => item.pillar === pillar && (item.status === 'Active' || item.status === 'Approved'),
  );
  if (!contract) return { contract: null, offer: null };
  const actions = await read(reads, 'Contracts.GetContractActions', {
    contractNumbers: contract.contractNumber,
  });
  const ofContract = (actions ?? []).find((item) => item.contractNumber === contract.contractNumber);
  const offers = ofContract ? contractOffers(ofContract, applications ?? []) : [];
  const offer = offers.find((item) => item.offer === 'stop' || item.offer === 'renew');
  return {
    contract: {
      contractNumber: contract.contractNumber,
      fundName: contract.fund.name,
      accumulationState: contract.accumulationState,
    },
    offer:
      offer === undefined
        ? null
        : offer.state === 'available'
          ? { offer: offer.offer as 'stop' | 'renew', state: 'available' }
          : { offer: offer.offer as 'stop' | 'renew', state: 'blocked', status: offer.status },
  };
}

/** Stop or renew contributions with its I/O: the reads, the application PDF (the server's check), qualify, signing. */
export function provideStopRenew(ports: PortalPorts) {
  const { api } = ports;
  return stopRenewMachine.provide({
    actors: {
      loadStopRenew: fromPromise<StopRenewFacts, { pillar: 2 | 3 }>(({ input }) =>
        loadStopRenewFacts(ports, input.pillar),
      ),
      fetchApplicationPreview: fromPromise<PdfDocument, { application: StopRenewApplication }>(
        async ({ input, signal }) =>
          // The applications show their own error page (error-500-applications), not /error-500.
          api.call('Documents.GetDocumentPreview', {
            body: { application: input.application },
            signal,
            suppress5xx: true,
          }),
      ),
      // The contract and the applications changed once signed: the cached reads are dropped.
      sign: provideSign(api, documentSigning, () => ports.data.clear()),
    },
  });
}
