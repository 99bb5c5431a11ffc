import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../src/api/contract/endpoints';
import type { PortalApi } from '../../../src/app/portal-api';
import { i18n, initI18n } from '../../../src/i18n/locale';
import { authorized } from '../../../stories/support/fakes';
import { recordsApi, type RecordsMode } from '../../../stories/support/records-data';
import { StoryApp } from '../../../stories/support/story-router';

/** The records screens in the real route tree (loaders, Pending, load failure) over the stories' fake API. */

function spyApi(mode: RecordsMode) {
  const inner = recordsApi(mode);
  const calls: { id: EndpointId; query: unknown }[] = [];
  const api: PortalApi = {
    call: ((id: EndpointId, options?: { query?: unknown }) => {
      calls.push({ id, query: options?.query });
      return inner.call(id, options as never);
    }) as PortalApi['call'],
  };
  return { api, calls };
}

function renderAt(url: string, api: PortalApi) {
  return render(
    <I18nProvider i18n={i18n}>
      <StoryApp url={url} auth={authorized} api={api} />
    </I18nProvider>,
  );
}

/** Lazy chunks and loaders on a busy 2-core machine: an explicit, generous limit instead of the 1 s default. */
const WAIT = { timeout: 15_000 };
const SLOW = { timeout: 60_000 };

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

describe('notifications list', SLOW, () => {
  it('marks unread ones with a word; opening one calls UpdateStatusRead and reloads the list', async () => {
    const { api, calls } = spyApi('loaded');
    renderAt('/portal/notifications-list', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pranešimai' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Turite 2 neperskaitytus pranešimus.')).toBeTruthy();
    expect(screen.getAllByText('Naujas')).toHaveLength(2);
    const toggle = screen.getByRole('button', { name: /Naujas\s*Įmoka įskaityta/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.getByText('Turite 1 neperskaitytą pranešimą.')).toBeTruthy());
    expect(calls.filter((c) => c.id === 'Notifications.UpdateStatusRead')).toEqual([
      { id: 'Notifications.UpdateStatusRead', query: { notificationNr: 4 } },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.id === 'Notifications.GetList')).toHaveLength(2));
    // Opening it again (or a read one) writes nothing more.
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: /Primename apie įmoką/ }));
    expect(calls.filter((c) => c.id === 'Notifications.UpdateStatusRead')).toHaveLength(1);
  });

  it('a decided application names its kind and contract; contract numbers stay on one line', async () => {
    renderAt('/portal/notifications-list', recordsApi('loaded'));
    const toggle = await screen.findByRole(
      'button',
      { name: 'Prašymas dėl atostogų nuo įmokų (2P-1004521) patvirtintas' },
      WAIT,
    );
    const inTitle = within(toggle).getByText('2P-1004521');
    expect(inTitle.className).toBe('nowrap');
    fireEvent.click(toggle);
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.textContent).toContain(
      'Prašymas dėl atostogų nuo įmokų (sutartis 2P-1004521) patvirtintas.',
    );
    expect(within(body ?? document.body).getByText('2P-1004521').className).toBe('nowrap');
  });

  it('empty: says there are none', async () => {
    renderAt('/portal/notifications-list', recordsApi('empty'));
    expect(await screen.findByRole('heading', { name: 'Pranešimų nėra' }, WAIT)).toBeTruthy();
  });
});

describe('account transactions', SLOW, () => {
  it('passes the URL filter to GetTransfers and lists only that contract, with totals per type', async () => {
    const { api, calls } = spyApi('loaded');
    renderAt('/portal/account-transactions?contract=3P-2008813&from=2024-01-01&to=bad', api);
    const totals = await screen.findByRole('table', { name: 'Sumos pagal operacijos tipą' }, WAIT);
    expect(calls.find((c) => c.id === 'Transfers.GetTransfers')?.query).toEqual({
      contractNumber: '3P-2008813',
      dateFrom: '2024-01-01',
      dateTo: undefined,
    });
    const names = within(totals)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      'Įmoka',
      'Investicijų grąža',
      'Pervedimas į kitą planą',
      'Atšaukta įmoka',
      'Iš viso',
    ]);
    expect((screen.getByLabelText('Sutartis') as HTMLSelectElement).value).toBe('3P-2008813');
    expect((screen.getByLabelText('Laikotarpis nuo') as HTMLInputElement).value).toBe('2024-01-01');
  });

  it('failed: the load-failure screen, and retry loads the data', async () => {
    let fail = true;
    const inner = recordsApi('loaded');
    const failing = recordsApi('failed');
    const api: PortalApi = {
      call: ((id: EndpointId, options?: never) =>
        (fail ? failing : inner).call(id, options)) as PortalApi['call'],
    };
    renderAt('/portal/account-transactions', api);
    expect(await screen.findByRole('heading', { name: 'Nepavyko įkelti duomenų' }, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('table', { name: 'Sumos pagal operacijos tipą' }, WAIT)).toBeTruthy();
  });
});

describe('documents and e-invoices', SLOW, () => {
  it('the documents filter by type goes to GetAllDocuments as documentTypeCfgNr', async () => {
    const { api, calls } = spyApi('loaded');
    renderAt('/portal/documents-list?type=Contract', api);
    expect(await screen.findByRole('heading', { name: 'Dokumentai: Sutartis' }, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.id === 'Documents.GetAllDocuments')?.query).toEqual({ documentTypeCfgNr: 15 });
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('reports load Report and STA documents only', async () => {
    const { api, calls } = spyApi('loaded');
    renderAt('/portal/reports', api);
    expect(await screen.findByRole('table', { name: /Ataskaitos ir išrašai/ }, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.id === 'Documents.GetAllDocuments').map((c) => c.query)).toEqual([
      { documentTypeCfgNr: 1 },
      { documentTypeCfgNr: 10 },
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('e-invoices shows both lists; empty lists say so', async () => {
    renderAt('/portal/e-invoices', recordsApi('loaded'));
    expect(await screen.findByRole('table', { name: 'E. sąskaitų sutikimai' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('table', { name: /E. sąskaitos, naujausios/ })).toBeTruthy();
    cleanup();
    renderAt('/portal/e-invoices/invoices-agreements', recordsApi('empty'));
    expect(await screen.findByText(/E. sąskaitų sutikimų neturite/, {}, WAIT)).toBeTruthy();
  });
});
