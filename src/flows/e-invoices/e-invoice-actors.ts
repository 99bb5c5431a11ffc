import { fromPromise } from 'xstate';
import {
  eInvoiceAgreementsMachine,
  type EInvoiceOptions,
  type EInvoiceSigningRequest,
} from '../../../machines/invoices/e-invoice-agreements.machine';
import { cacheKey } from '../../api/cache-key';
import { read } from '../../app/routes/load';
import type { PortalPorts } from '../../app/flow-ports';
import { reloadAfterWrite } from '../../app/routes/load';
import { provideSign, type SigningCalls } from '../../kits/signing/signing-actors';

/** The reads an agreement change alters: both e-invoice lists (the screens load them again). */
const AGREEMENT_READS = [cacheKey('Invoices.GetInvoiceAgreements'), cacheKey('Invoices.GetInvoices')];

/** §7 Invoices.SignDocument, then SignDocumentGetStatus with its token: how an e-invoice agreement is signed. */
export const eInvoiceSigning: SigningCalls<EInvoiceSigningRequest> = {
  kind: 'e-invoice',
  start: (api, request, fields, signal) =>
    api.call('Invoices.SignDocument', { body: { ...request, ...fields }, signal }),
  ping: (api, token, signal) => api.call('Invoices.SignDocumentGetStatus', { body: { token }, signal }),
};

const agreementsChanged = (ports: PortalPorts) => reloadAfterWrite(ports, ...AGREEMENT_READS);

/**
 * E-invoice agreements with their I/O (§7 Invoices): the reads the form needs, qualify for 'signing'
 * (§4), the one signing machine with Invoices.SignDocument / SignDocumentGetStatus, DisableInvoiceAgreement.
 */
export function provideEInvoiceAgreements(ports: PortalPorts) {
  const { api } = ports;
  return eInvoiceAgreementsMachine.provide({
    actors: {
      loadOptions: fromPromise<EInvoiceOptions>(async () => {
        const [contracts, agreements, bankAccounts, supportedBanks] = await Promise.all([
          read(ports, 'Contracts.GetContracts'),
          read(ports, 'Invoices.GetInvoiceAgreements'),
          read(ports, 'BankAccounts.GetBankAccounts'),
          read(ports, 'Invoices.GetSupportedBanks'),
        ]);
        return {
          contracts: (contracts ?? []).map((contract) => ({
            contractNumber: contract.contractNumber,
            pillar: contract.pillar,
            status: contract.status,
            fundName: contract.fund.name,
          })),
          agreements: (agreements ?? []).map((agreement) => ({
            contractNumber: agreement.contractNumber,
            status: agreement.status,
          })),
          bankAccounts: (bankAccounts ?? []).map((account) => ({
            bankAccountNumber: account.bankAccountNumber,
            bankName: account.bankName,
          })),
          supportedBanks: supportedBanks ?? [],
        };
      }),
      sign: provideSign(api, eInvoiceSigning, () => void agreementsChanged(ports)),
      disableAgreement: fromPromise<void, { agreementId: number }>(async ({ input, signal }) => {
        await api.call('Invoices.DisableInvoiceAgreement', { body: input, signal });
        await agreementsChanged(ports);
      }),
    },
  });
}
