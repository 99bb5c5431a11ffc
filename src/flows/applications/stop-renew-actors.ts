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
import type { PortalApi } from '../../app/portal-api';

/** What the stop / renew form needs: the pillar's active contract and whether it can be stopped or renewed now. */
export async function loadStopRenewFacts(
  api: PortalApi,
  pillar: 2 | 3,
  signal?: AbortSignal,
): Promise<StopRenewFacts> {
  const [contracts, applications] = await Promise.all([
    api.call('Contracts.GetContracts', { signal }),
    api.call('Applications.GetList', { signal }),
  ]);
  const contract = (contracts ?? []).find(
    (item) => item.pillar === pillar && (item.status === 'Active' || item.status === 'Approved'),
  );
  if (!contract) return { contract: null, offer: null };
  const actions = await api.call('Contracts.GetContractActions', {
    query: { contractNumbers: contract.contractNumber },
    signal,
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
export function provideStopRenew(api: PortalApi, onSigned: () => void = () => undefined) {
  return stopRenewMachine.provide({
    actors: {
      loadStopRenew: fromPromise<StopRenewFacts, { pillar: 2 | 3 }>(({ input, signal }) =>
        loadStopRenewFacts(api, input.pillar, signal),
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
      sign: provideSign(api, documentSigning, onSigned),
    },
  });
}
