// The wizards read the facts they open with the way the screens read theirs: through the data cache, under
// the screens' keys. A wizard opened from a screen asks the server only for what no screen has read; a
// signing (which clears the cache) makes the next wizard read everything again; a failed read is the
// wizard's load failure (no §8 redirect, as for a screen) and its retry reads that part again.
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../../src/api/client';
import type { EndpointId } from '../../../src/api/contract/endpoints';
import { DataCache } from '../../../src/app/data-cache';
import type { PortalApi } from '../../../src/app/portal-api';
import { load } from '../../../src/app/routes/load';
import {
  loadLimitFacts,
  loadVacationFacts,
  provideLimitIncrease,
} from '../../../src/flows/applications/application-form-actors';
import { loadStopRenewFacts } from '../../../src/flows/applications/stop-renew-actors';
import { loadFundChangeFacts } from '../../../src/flows/fund-change/fund-change-actors';
import { loadOnboardingFacts } from '../../../src/flows/onboarding/onboarding-actors';
import { loadThirdPillarFacts } from '../../../src/flows/onboarding/third-pillar-actors';

const ANSWERS: Partial<Record<EndpointId, unknown>> = {
  'Dashboard.GetDashboard': {
    isAdult: true,
    phoneRequired: false,
    isUsaCitizen: false,
    isForeignResident: false,
    amlStatus: 'Valid',
  },
  'Users.GetContactInformation': {
    personalCode: '39001010000',
    birthDate: '1990-01-01',
    email: null,
    phoneNumber: null,
    address: null,
  },
};

/** An API that answers every read (an empty list unless said) and counts the calls of each endpoint. */
function countingReads(fail: (id: EndpointId, attempt: number) => boolean = () => false) {
  const calls = new Map<EndpointId, number>();
  const options: Array<CallOptions<EndpointId> | undefined> = [];
  const api = {
    call: (id: EndpointId, callOptions?: CallOptions<EndpointId>) => {
      const attempt = (calls.get(id) ?? 0) + 1;
      calls.set(id, attempt);
      options.push(callOptions);
      if (fail(id, attempt)) return Promise.reject(new Error(`${id} failed`));
      return Promise.resolve(ANSWERS[id] ?? []);
    },
  } as unknown as PortalApi;
  return { ports: { api, data: new DataCache(), reload: () => Promise.resolve() }, calls, options };
}

describe('the wizards read their facts through the screens’ data cache', () => {
  it('a fund change opened from the dashboard reads again nothing the dashboard has read', async () => {
    const { ports, calls } = countingReads();
    await load(ports, 'Dashboard.GetDashboard');
    await load(ports, 'Contracts.GetContracts');
    await loadFundChangeFacts(ports);
    // Each read once: the dashboard's two by the screen, the rest, which no screen had read, by the wizard.
    expect(Object.fromEntries(calls)).toEqual({
      'Dashboard.GetDashboard': 1,
      'Contracts.GetContracts': 1,
      'Funds.GetSecondPillarFunds': 1,
      'Funds.GetThirdPillarFunds': 1,
      'Users.GetContactInformation': 1,
      'Transfers.GetTransfers': 1,
      'Invoices.GetInvoiceAgreements': 1,
    });
  });

  it('the fund change and both onboardings share their reads until a signing clears them', async () => {
    const { ports, calls } = countingReads();
    await loadFundChangeFacts(ports);
    await loadOnboardingFacts(ports, 2);
    await loadThirdPillarFacts(ports);
    expect(Object.values(Object.fromEntries(calls)).every((count) => count === 1)).toBe(true);
    expect(calls.get('Contracts.GetExternalFundProviders')).toBe(1);

    // A signed contract or fund change clears the cache (provideSign's onSigned): read afresh.
    ports.data.clear();
    await loadOnboardingFacts(ports, 2);
    expect(calls.get('Dashboard.GetDashboard')).toBe(2);
    expect(calls.get('Contracts.GetContracts')).toBe(2);
  });

  it('a failed read is the wizard’s own failure, and its retry reads only what failed', async () => {
    const { ports, calls, options } = countingReads(
      (id, attempt) => id === 'Dashboard.GetDashboard' && attempt === 1,
    );
    await expect(loadFundChangeFacts(ports)).rejects.toMatchObject({ name: 'LoadFailedError' });
    // Read as a screen reads: a 5xx shows the load failure with its retry, not the §8 error page.
    expect(options.every((option) => option?.suppress5xx === true)).toBe(true);

    const facts = await loadFundChangeFacts(ports);
    expect(facts.adult).toBe(true);
    expect(calls.get('Dashboard.GetDashboard')).toBe(2);
    expect(calls.get('Contracts.GetContracts')).toBe(1);
  });

  it('the applications share the contracts and the list; a limit increase makes its next opening read the limits again', async () => {
    const { ports, calls } = countingReads();
    await loadVacationFacts(ports);
    await loadStopRenewFacts(ports, 2);
    expect(calls.get('Contracts.GetContracts')).toBe(1);
    expect(calls.get('Applications.GetList')).toBe(1);

    await loadLimitFacts(ports);
    await loadLimitFacts(ports);
    expect(calls.get('Contracts.GetContributionLimits')).toBe(1);
    const submitLimit = provideLimitIncrease(ports).implementations.actors.submitLimit as AnyActorLogic;
    await toPromise(
      createActor(submitLimit, {
        input: { contractNumber: 'L-1', yearlyAmountEur: 3000, identityDocument: null },
      }).start(),
    );
    await loadLimitFacts(ports);
    expect(calls.get('Contracts.GetContributionLimits')).toBe(2);
  });
});
