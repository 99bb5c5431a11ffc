import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../../src/api/cache-key';
import type { EndpointId } from '../../../src/api/contract/endpoints';
import { DataCache } from '../../../src/app/data-cache';
import type { PortalApi } from '../../../src/app/portal-api';
import { contractsOverviewLoader, performanceLoader } from '../../../src/flows/overview/overview-loaders';
import {
  documentsLoader,
  reportsLoader,
  transactionsLoader,
} from '../../../src/flows/records/records-loaders';
import type { RouterContext } from '../../../src/app/routes/router-context';

/** A router context whose API records each call and answers an empty list. */
function recordingContext() {
  const calls: { id: EndpointId; query: unknown }[] = [];
  const api: PortalApi = {
    call: (async (id: EndpointId, options?: { query?: unknown }) => {
      calls.push({ id, query: options?.query });
      return [];
    }) as PortalApi['call'],
  };
  const context: RouterContext = {
    api,
    data: new DataCache(),
    session: { isAuthorized: () => true },
    services: {} as RouterContext['services'], // no loader here uses the public services
  };
  return { context, calls };
}

describe('cache keys derive from the endpoint and its query', () => {
  it('names the endpoint, drops missing query values and ignores the order of the fields', () => {
    expect(cacheKey('Contracts.GetContracts')).toBe('Contracts.GetContracts');
    expect(cacheKey('Transfers.GetTransfers', {})).toBe('Transfers.GetTransfers');
    expect(
      cacheKey('Transfers.GetTransfers', {
        contractNumber: undefined,
        dateFrom: undefined,
        dateTo: undefined,
      }),
    ).toBe('Transfers.GetTransfers');
    expect(cacheKey('Transfers.GetTransfers', { dateTo: '2024-12-31', contractNumber: '2P-1004521' })).toBe(
      'Transfers.GetTransfers?contractNumber=2P-1004521&dateTo=2024-12-31',
    );
    expect(cacheKey('Transfers.GetTransfers', { contractNumber: '2P-1004521', dateTo: '2024-12-31' })).toBe(
      cacheKey('Transfers.GetTransfers', { dateTo: '2024-12-31', contractNumber: '2P-1004521' }),
    );
    expect(cacheKey('Documents.GetDocumentContent', { id: 7 })).not.toBe(
      cacheKey('Documents.GetDocumentContent', { id: 8 }),
    );
  });

  it('the overview and records screens share one answer for the same call', async () => {
    const { context, calls } = recordingContext();
    await performanceLoader(context);
    await contractsOverviewLoader(context);
    // The unfiltered transactions are the performance screen's transfers; the contracts are shared too.
    await transactionsLoader(context, {});
    expect(calls.filter((call) => call.id === 'Contracts.GetContracts')).toHaveLength(1);
    expect(calls.filter((call) => call.id === 'Transfers.GetTransfers')).toHaveLength(1);
  });

  it('a filter is its own read, cached under its own query', async () => {
    const { context, calls } = recordingContext();
    await transactionsLoader(context, {});
    await transactionsLoader(context, { contract: '2P-1004521', to: '2024-12-31' });
    await transactionsLoader(context, { contract: '2P-1004521', to: '2024-12-31' });
    expect(calls.filter((call) => call.id === 'Transfers.GetTransfers').map((call) => call.query)).toEqual([
      { contractNumber: undefined, dateFrom: undefined, dateTo: undefined },
      { contractNumber: '2P-1004521', dateFrom: undefined, dateTo: '2024-12-31' },
    ]);
  });

  it('the reports screen and the documents filtered to reports share their reads', async () => {
    const { context, calls } = recordingContext();
    await reportsLoader(context);
    await documentsLoader(context, { type: 'Report' });
    await documentsLoader(context, { type: 'STA' });
    await documentsLoader(context, {});
    expect(calls.filter((call) => call.id === 'Documents.GetAllDocuments')).toHaveLength(3);
  });
});
