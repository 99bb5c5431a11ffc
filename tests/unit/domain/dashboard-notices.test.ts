import { describe, expect, it } from 'vitest';
import { dashboardNotices, taxReliefApplies } from '../../../src/domain/dashboard-notices';

/**
 * Issue 10 "content for each customer", on the seeded personas' facts: the join-focused dashboard for a
 * registered customer without a contract, the annual-statement notice only when a statement exists, the
 * overdue e-invoice surfaced, the pillar III tax relief only for pillar III customers (§9 income tax
 * relief applies to pillar III contributions).
 */
const statement2025 = { createdAt: '2026-01-15T06:00:00Z' };
const invoice = (month: string, status: 'unpaid' | 'paid' | 'overdue') => ({
  invoiceNr: `ES-${month.replace('-', '')}-2008813`,
  status,
  dueDate: `${month}-05`,
});

describe('dashboardNotices', () => {
  it('Jonas (pillars II and III, annual statement, November e-invoice overdue)', () => {
    const notices = dashboardNotices({
      userHasActiveContracts: true,
      thirdPillarActive: true,
      showBannerAlert: true,
      statements: [statement2025],
      invoices: [invoice('2026-11', 'overdue'), invoice('2026-10', 'paid'), invoice('2026-09', 'paid')],
    });
    expect(notices).toEqual({
      joinFocus: false,
      annualStatement: true,
      overdueInvoices: [invoice('2026-11', 'overdue')],
      taxRelief: true,
    });
  });

  it('Ona (pillar II only): no tax relief promotion, no statement notice without a statement', () => {
    expect(
      dashboardNotices({
        userHasActiveContracts: true,
        thirdPillarActive: false,
        showBannerAlert: true,
        statements: [],
        invoices: [],
      }),
    ).toEqual({ joinFocus: false, annualStatement: false, overdueInvoices: [], taxRelief: false });
  });

  it('Lukas, registered a minute ago without a contract: the join-focused dashboard and nothing else', () => {
    expect(
      dashboardNotices({
        userHasActiveContracts: false,
        thirdPillarActive: false,
        showBannerAlert: true,
        statements: [],
        invoices: [],
      }),
    ).toEqual({ joinFocus: true, annualStatement: false, overdueInvoices: [], taxRelief: false });
  });

  it('a dismissed statement notice stays hidden; unpaid (not yet due) and paid e-invoices are not overdue', () => {
    const notices = dashboardNotices({
      userHasActiveContracts: true,
      thirdPillarActive: true,
      showBannerAlert: false,
      statements: [statement2025],
      invoices: [invoice('2026-12', 'unpaid'), invoice('2026-10', 'paid')],
    });
    expect(notices.annualStatement).toBe(false);
    expect(notices.overdueInvoices).toEqual([]);
  });

  it('several overdue e-invoices: the oldest due first', () => {
    const notices = dashboardNotices({
      userHasActiveContracts: true,
      thirdPillarActive: true,
      showBannerAlert: false,
      statements: [],
      invoices: [invoice('2026-11', 'overdue'), invoice('2026-09', 'overdue'), invoice('2026-10', 'overdue')],
    });
    expect(notices.overdueInvoices.map((item) => item.dueDate)).toEqual([
      '2026-09-05',
      '2026-10-05',
      '2026-11-05',
    ]);
  });
});

describe('taxReliefApplies', () => {
  it('only with a pillar III contract', () => {
    expect(taxReliefApplies({ thirdPillarActive: true })).toBe(true);
    expect(taxReliefApplies({ thirdPillarActive: false })).toBe(false);
  });
});
