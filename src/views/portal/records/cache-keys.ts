/**
 * Data-cache keys of the records screens. A key names the endpoint (and its query) so that screens which
 * load the same call share one cached answer: the overview screens use the same strings
 * (src/views/portal/overview/overview-data.ts, OVERVIEW_KEYS) for GetContracts, GetInvoiceAgreements
 * and the unfiltered GetTransfers.
 */
export const CACHE_KEYS = {
  contracts: 'Contracts.GetContracts',
  invoices: 'Invoices.GetInvoices',
  invoiceAgreements: 'Invoices.GetInvoiceAgreements',
  reports: 'Documents.GetAllDocuments:reports',
  documents: (type: string | undefined) => `Documents.GetAllDocuments:${type ?? 'all'}`,
  transfers: (filter: {
    contract?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  }) =>
    filter.contract || filter.from || filter.to
      ? `Transfers.GetTransfers:${filter.contract ?? ''}:${filter.from ?? ''}:${filter.to ?? ''}`
      : 'Transfers.GetTransfers:all',
} as const;

/** The notifications list: invalidated after UpdateStatusRead. */
export const NOTIFICATIONS_KEY = 'Notifications.GetList';

/** The content of one document (base64 PDF), loaded when the customer opens or downloads it. */
export const documentContentKey = (id: number): string => `Documents.GetDocumentContent:${id}`;
