import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../src/i18n/locale';
import { authorized } from '../../../stories/support/fakes';
import {
  assetScoreJonas,
  contractActionsJonas,
  contractsJonas,
  dashboardEmpty,
  dashboardJonas,
  invoicesJonas,
  statementsJonas,
  dashboardTomas,
  investmentFundsJonas,
  invoiceAgreementsJonas,
  overviewApi,
  thirdPillarFunds,
  transfersJonas,
} from '../../../stories/support/overview-data';
import { StoryApp } from '../../../stories/support/story-router';

/** The overview screens through the real route tree (loaders, cache, lazy views) on the story fixtures. */
const jonas = {
  'Dashboard.GetDashboard': dashboardJonas,
  'Contracts.GetContracts': contractsJonas,
  'Dashboard.GetAssetScore': assetScoreJonas,
  'Contracts.ExistsInvestmentFundContracts': { exists: true },
  'Contracts.GetContractActions': contractActionsJonas,
  'InvestmentFunds.GetInvestmentFunds': investmentFundsJonas,
  'Funds.GetThirdPillarFunds': thirdPillarFunds,
  'Invoices.GetInvoiceAgreements': invoiceAgreementsJonas,
  'Transfers.GetTransfers': transfersJonas,
  'Invoices.GetInvoices': invoicesJonas,
  'Documents.GetAllDocuments': statementsJonas,
};

function show(
  url: string,
  responses: Parameters<typeof overviewApi>[0],
  failing: Parameters<typeof overviewApi>[1] = [],
) {
  return render(
    createElement(
      I18nProvider,
      { i18n },
      createElement(StoryApp, { url, auth: authorized, api: overviewApi(responses, failing) }),
    ),
  );
}

describe('overview screens on fixture data', () => {
  beforeAll(async () => {
    await activateLocale('lt', { persist: false });
  });
  afterEach(cleanup);

  it('dashboard: both pillars with figures, the account types and the banner', async () => {
    show('/portal/dashboard', jonas);
    expect(await screen.findByText('2P-1004521', {}, { timeout: 30_000 })).toBeTruthy();
    // The contract's card and the overdue e-invoice name it, each on one line (not broken at its hyphen).
    const pillar3 = screen.getAllByText('3P-2008813');
    expect(pillar3).toHaveLength(2);
    for (const number of pillar3) expect(number.className).toBe('nowrap');
    expect(screen.getByText('Svarbi informacija')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pradžia');
    const accounts = screen.getByRole('table', { name: 'Įmokėtos sumos pagal sąskaitos tipą' });
    expect(within(accounts).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 350,00 €')).toBeTruthy();
    // Issue 10: greeting with the last login (Vilnius time, no seconds), the overdue e-invoice, one label
    // for the pension total on the dashboard and in the asset comparison, investment funds apart.
    expect(screen.getByText('Sveiki, Jonas Petrauskas!')).toBeTruthy();
    expect(screen.getByText('2026-11-18 18:42')).toBeTruthy();
    expect(screen.getByText('Laiku neapmokėta e. sąskaita')).toBeTruthy();
    expect(screen.getAllByText('Sukauptas pensijų turtas')).toHaveLength(2);
    expect(screen.getByText('16 668,58 €')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E. sąskaitos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kaupimo rezultatai: vertė ir įmokėta suma' })).toBeTruthy();
  });

  it('dashboard without a contract: built around joining, no totals, accounts or asset comparison', async () => {
    show('/portal/dashboard', {
      ...jonas,
      'Dashboard.GetDashboard': dashboardEmpty,
      'Contracts.GetContracts': [],
      'Dashboard.GetAssetScore': null,
      'Contracts.ExistsInvestmentFundContracts': { exists: false },
      'Invoices.GetInvoices': [],
      'Documents.GetAllDocuments': [],
    });
    expect(
      await screen.findByRole('heading', { name: 'Pradėkite kaupti pensijai' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pradėti kaupti II pakopoje' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sudaryti III pakopos sutartį' })).toBeTruthy();
    expect(screen.getByText('Tai jūsų pirmasis prisijungimas prie savitarnos.')).toBeTruthy();
    expect(screen.queryByText('Turto palyginimas')).toBeNull();
    expect(screen.queryByText('Įmokos pagal sąskaitos tipą')).toBeNull();
    expect(screen.queryByText('Svarbi informacija')).toBeNull();
  });

  it('dashboard right after joining pillar II: the signed contract is shown, joining it again is not offered', async () => {
    const [pillarTwo] = contractsJonas.filter((contract) => contract.pillar === 2);
    if (!pillarTwo) throw new Error('the fixtures have a pillar II contract');
    show('/portal/dashboard', {
      ...jonas,
      'Dashboard.GetDashboard': dashboardEmpty,
      // Signed today: Sodra has not registered it yet (§3 status Validating).
      'Contracts.GetContracts': [{ ...pillarTwo, status: 'Validating', signDate: '2026-11-27' }],
      'Dashboard.GetAssetScore': null,
      'Contracts.ExistsInvestmentFundContracts': { exists: false },
      'Invoices.GetInvoices': [],
      'Documents.GetAllDocuments': [],
    });
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `II pakopos sutartis Nr. ${pillarTwo.contractNumber} pasirašyta 2026-11-27. Ji įsigalios, kai ją įregistruos Sodra.`,
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Pensijų kaupimo sutarties dar neturite/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pradėti kaupti II pakopoje' })).toBeNull();
    // Pillar III may still be joined.
    expect(screen.getByRole('link', { name: 'Sudaryti III pakopos sutartį' })).toBeTruthy();
  });

  it('dashboard: the USA lockout replaces the offering links', async () => {
    show('/portal/dashboard', {
      ...jonas,
      'Dashboard.GetDashboard': dashboardTomas,
      'Dashboard.GetAssetScore': null,
      'Contracts.ExistsInvestmentFundContracts': { exists: false },
    });
    expect(
      await screen.findByText('Kai kurios paslaugos laikinai neprieinamos', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getAllByText('Neprieinama, kol nepatvirtinta kliento anketa.')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Sutinku, palyginti mano turtą' })).toBeTruthy();
  });

  it('contracts overview: every contract with its Lithuanian status and actions', async () => {
    show('/portal/contractsoverview', jonas);
    expect(await screen.findByText('Nutraukta', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getAllByText('Galiojanti')).toHaveLength(2);
    expect(screen.getByText('Kaupti didžiausią įmoką')).toBeTruthy();
    expect(screen.getByText('Šiai sutarčiai veiksmų savitarnoje atlikti negalima.')).toBeTruthy();
  });

  it('a failed load shows the load-failure screen', async () => {
    show('/portal/investment-funds', jonas, ['Funds.GetThirdPillarFunds']);
    expect(await screen.findByText('Nepavyko įkelti duomenų', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bandyti dar kartą' })).toBeTruthy();
  });
});
