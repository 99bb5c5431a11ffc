import { fromPromise } from 'xstate';
import {
  eInvoiceAgreementsMachine,
  type EInvoiceOptions,
} from '../../../machines/invoices/e-invoice-agreements.machine';
import { cacheKey } from '../../api/cache-key';
import { provideQualify } from '../../kits/signing/qualify-actors';
import type { PortalPorts } from '../../app/portal-writes';
import { provideSigning } from '../../kits/signing/signing-actors';

/** The reads an agreement change alters: both e-invoice lists (the screens load them again). */
const AGREEMENT_READS = [cacheKey('Invoices.GetInvoiceAgreements'), cacheKey('Invoices.GetInvoices')];

async function agreementsChanged(ports: PortalPorts): Promise<void> {
  for (const key of AGREEMENT_READS) ports.data.invalidate(key);
  await ports.reload();
}

/**
 * E-invoice agreements with their I/O (§7 Invoices): the reads the form needs, qualify for 'signing'
 * (§4), the one signing machine with Invoices.SignDocument / SignDocumentGetStatus, DisableInvoiceAgreement.
 */
export function provideEInvoiceAgreements(ports: PortalPorts) {
  const { api } = ports;
  return eInvoiceAgreementsMachine.provide({
    actors: {
      loadOptions: fromPromise<EInvoiceOptions>(async ({ signal }) => {
        const [contracts, agreements, bankAccounts, supportedBanks] = await Promise.all([
          api.call('Contracts.GetContracts', { signal }),
          api.call('Invoices.GetInvoiceAgreements', { signal }),
          api.call('BankAccounts.GetBankAccounts', { signal }),
          api.call('Invoices.GetSupportedBanks', { signal }),
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
      qualify: provideQualify(api, 'signing'),
      signing: provideSigning(api, 'e-invoice', () => void agreementsChanged(ports)),
      disableAgreement: fromPromise<void, { agreementId: number }>(async ({ input, signal }) => {
        await api.call('Invoices.DisableInvoiceAgreement', { body: input, signal });
        await agreementsChanged(ports);
      }),
    },
  });
}
