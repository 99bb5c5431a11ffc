/**
 * What the dashboard tells each customer, and only when it applies: the page is built around joining when there is no valid contract; the annual-statement
 * notice needs a statement to exist; overdue e-invoices are surfaced; the pillar III income-tax relief
 * (promotion and calculator, §9 "up to 300 EUR on contributions up to 1500 EUR per year") is offered
 * only to a customer who pays into pillar III.
 */

export interface NoticeFacts {
  /** Pension contracts in force (Dashboard.userHasActiveContracts). */
  userHasActiveContracts: boolean;
  /** A pillar III contract in force (Dashboard.thirdPillarActive). */
  thirdPillarActive: boolean;
  /** The customer has not dismissed the annual-statement notice (Dashboard.showBannerAlert). */
  showBannerAlert: boolean;
  /** The customer's account statements (document type STA), newest first or in any order. */
  statements: readonly { createdAt: string }[];
}

export interface InvoiceFact {
  invoiceNr: string;
  status: 'unpaid' | 'paid' | 'overdue';
  dueDate: string;
}

export interface DashboardNotices<T extends InvoiceFact = InvoiceFact> {
  /** No valid contract: the dashboard is about joining (no totals, accounts or asset comparison). */
  joinFocus: boolean;
  /** The "annual statement ready" notice: only when a statement exists and it was not dismissed. */
  annualStatement: boolean;
  /** E-invoices past their due date, the oldest due first. */
  overdueInvoices: T[];
  /** The pillar III income-tax relief promotion and calculator. */
  taxRelief: boolean;
}

/** Whether the pillar III income-tax relief applies: only contributions to a pillar III contract count. */
export function taxReliefApplies(facts: Pick<NoticeFacts, 'thirdPillarActive'>): boolean {
  return facts.thirdPillarActive;
}

export function dashboardNotices<T extends InvoiceFact>(
  facts: NoticeFacts & {
    /** The customer's e-invoices with the server's status. */
    invoices: readonly T[];
  },
): DashboardNotices<T> {
  return {
    joinFocus: !facts.userHasActiveContracts,
    annualStatement: facts.showBannerAlert && facts.statements.length > 0,
    overdueInvoices: facts.invoices
      .filter((invoice) => invoice.status === 'overdue')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
    taxRelief: taxReliefApplies(facts),
  };
}
