import type { PortalScreen } from './portal-screen';

/** Transactions, reports, notifications, documents and e-invoices (issue 5). */
export const recordsScreens: PortalScreen[] = [];
