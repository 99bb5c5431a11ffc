import { DOCUMENT_TYPE_CFG_NR } from '../api/contract/document-types';
import { isFirstPortalScreen } from '../app/routes/first-screen';

/**
 * The reads a reload of an authorized address sends before anything else, as the app's loaders send them
 * (path and query; tests/unit/head-start/reads.test.ts checks this list against the real loaders):
 * the portal layout's notifications (the menu's unread count) on every portal address, and the dashboard's
 * six reads on /portal and /portal/dashboard, where a login lands.
 */
const PORTAL_READS = ['/api/Notifications/GetList'] as const;

const DASHBOARD_READS = [
  '/api/Dashboard/GetDashboard',
  '/api/Contracts/GetContracts',
  '/api/Dashboard/GetAssetScore',
  '/api/Contracts/ExistsInvestmentFundContracts',
  '/api/v2/Invoices/GetInvoices',
  `/api/Documents/GetAllDocuments?documentTypeCfgNr=${DOCUMENT_TYPE_CFG_NR.STA}`,
] as const;

/** The reads to send ahead of the app for this address ([] outside the authorized area). */
export function headStartReads(pathname: string): string[] {
  if (pathname !== '/portal' && !pathname.startsWith('/portal/')) return [];
  return isFirstPortalScreen(pathname) ? [...PORTAL_READS, ...DASHBOARD_READS] : [...PORTAL_READS];
}
