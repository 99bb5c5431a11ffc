import type { Meta, StoryObj } from '@storybook/react-vite';
import { authorized } from './support/fakes';
import { recordsApi, type RecordsMode } from './support/records-data';
import { StoryApp } from './support/story-router';

/**
 * The records screens of the portal: account transactions, reports, notifications, documents
 * and e-invoices, each loaded (fixture data), empty and failed (the API answers 500: the load-failure
 * screen with its retry). The loaded stories are live: filters, opening a notification, opening and
 * downloading a PDF work against the fake API.
 */
const meta = {
  title: 'Portal/Records',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function story(url: string, mode: RecordsMode, name: string): Story {
  return {
    name,
    render: () => <StoryApp url={url} auth={authorized} api={recordsApi(mode)} />,
  };
}

export const TransactionsLoaded = story('/portal/account-transactions', 'loaded', 'Transactions – loaded');
export const TransactionsFiltered = story(
  '/portal/account-transactions?contract=2P-1004521&from=2024-01-01&to=2025-06-30',
  'loaded',
  'Transactions – filtered by contract and period (from the URL)',
);
export const TransactionsEmpty = story('/portal/account-transactions', 'empty', 'Transactions – empty');
export const TransactionsFailed = story('/portal/account-transactions', 'failed', 'Transactions – failed');

export const ReportsLoaded = story('/portal/reports', 'loaded', 'Reports – loaded');
export const ReportsEmpty = story('/portal/reports', 'empty', 'Reports – empty');
export const ReportsFailed = story('/portal/reports', 'failed', 'Reports – failed');

export const NotificationsLoaded = story('/portal/notifications-list', 'loaded', 'Notifications – loaded');
export const NotificationsEmpty = story('/portal/notifications-list', 'empty', 'Notifications – empty');
export const NotificationsFailed = story('/portal/notifications-list', 'failed', 'Notifications – failed');

export const DocumentsLoaded = story('/portal/documents-list', 'loaded', 'Documents – loaded');
export const DocumentsFiltered = story(
  '/portal/documents-list?type=Contract',
  'loaded',
  'Documents – filtered by type',
);
export const DocumentsEmpty = story('/portal/documents-list', 'empty', 'Documents – empty');
export const DocumentsFailed = story('/portal/documents-list', 'failed', 'Documents – failed');

export const EInvoicesLoaded = story('/portal/e-invoices', 'loaded', 'E-invoices – loaded');
export const EInvoicesEmpty = story('/portal/e-invoices', 'empty', 'E-invoices – empty');
export const EInvoicesFailed = story('/portal/e-invoices', 'failed', 'E-invoices – failed');
export const InvoicesLoaded = story('/portal/e-invoices/invoices', 'loaded', 'Invoices – loaded');
export const InvoicesEmpty = story('/portal/e-invoices/invoices', 'empty', 'Invoices – empty');
export const InvoicesFailed = story('/portal/e-invoices/invoices', 'failed', 'Invoices – failed');
export const AgreementsLoaded = story(
  '/portal/e-invoices/invoices-agreements',
  'loaded',
  'Invoice agreements – loaded',
);
export const AgreementsEmpty = story(
  '/portal/e-invoices/invoices-agreements',
  'empty',
  'Invoice agreements – empty',
);
export const AgreementsFailed = story(
  '/portal/e-invoices/invoices-agreements',
  'failed',
  'Invoice agreements – failed',
);
