import { fromPromise } from 'xstate';
import { fundChangeMachine } from '../../../machines/fund-change/fund-change.machine';
import type {
  FundChangeContract,
  FundChangeFacts,
  FundChangePreviewRequest,
} from '../../../machines/fund-change/fund-change-types';
import type { PdfDocument } from '../../../machines/onboarding/onboarding-types';
import type { ChangeFundRequest, Contract } from '../../api/contract/contracts';
import type { Fund } from '../../api/contract/funds';
import { addMonths, todayInLithuania } from '../../domain/calendar-date';
import { WITHDRAWAL_FEE_YEARS } from '../../domain/constants';
import { isContractEnded } from '../../domain/contract-status';
import { lastWithdrawalDate } from '../../domain/fund-change';
import { isUsaLockedOut } from '../../domain/offerings';
import { provideAml } from '../../kits/aml/aml-actors';
import type { FlowPorts } from '../../app/flow-ports';
import { read } from '../../app/routes/load';
import { fundOptions } from '../../kits/wizard/fund-options';
import { provideSign, type SigningCalls } from '../../kits/signing/signing-actors';

/**
 * What the fund-change wizard reads first: the §6 flags (dashboard), the contracts, the funds of both
 * pillars by age group, the contacts, the withdrawals of the last 2 years (§9 withdrawal fee) and the
 * e-invoice agreements (create-invoice; a failed read only hides what the agreement says).
 */
export async function loadFundChangeFacts(ports: Pick<FlowPorts, 'api' | 'data'>): Promise<FundChangeFacts> {
  const today = todayInLithuania();
  const [dashboard, contracts, funds2, funds3, contacts, transfers, agreements] = await Promise.all([
    read(ports, 'Dashboard.GetDashboard'),
    read(ports, 'Contracts.GetContracts'),
    read(ports, 'Funds.GetSecondPillarFunds'),
    read(ports, 'Funds.GetThirdPillarFunds'),
    read(ports, 'Users.GetContactInformation'),
    read(ports, 'Transfers.GetTransfers', { dateFrom: addMonths(today, -12 * WITHDRAWAL_FEE_YEARS) }),
    read(ports, 'Invoices.GetInvoiceAgreements').catch(() => []),
  ]);
  // An ended contract (§3) is not offered for a fund change.
  const living = (contracts as Contract[]).filter((contract) => !isContractEnded(contract.status));
  return {
    adult: dashboard.isAdult,
    amlRequired: isUsaLockedOut(dashboard),
    amlValid: dashboard.amlStatus === 'Valid',
    personalCode: contacts.personalCode,
    contracts: living.map((contract): FundChangeContract => {
      const agreement = agreements.find(
        (item) => item.contractNumber === contract.contractNumber && item.status === 'active',
      );
      return {
        contractNumber: contract.contractNumber,
        pillar: contract.pillar,
        status: contract.status,
        fundNr: contract.fund.fundNr,
        fundName: contract.fund.name,
        contractValue: contract.contractValue,
        signDate: contract.signDate,
        lastWithdrawal: lastWithdrawalDate(
          transfers.filter((tx) => tx.contractNumber === contract.contractNumber),
        ),
        pendingChange: contract.pendingFundChange ?? null,
        invoiceAgreement: agreement
          ? { sum: agreement.sum, period: agreement.period, bankName: agreement.bankName }
          : null,
      };
    }),
    funds: {
      2: fundOptions(funds2 as Fund[], contacts.birthDate, today),
      3: fundOptions(funds3 as Fund[], contacts.birthDate, today),
    },
    contacts: {
      email: contacts.email,
      phone: contacts.phoneNumber,
      address: contacts.address?.fullAddress ?? null,
    },
  };
}

/** §7 ChangeFund, then PingChangeFund with its token: how a fund change is signed. */
export const fundChangeSigning: SigningCalls<Omit<ChangeFundRequest, 'signing' | 'confirmation'>> = {
  kind: 'fund-change',
  start: (api, request, fields, signal) =>
    api.call('Contracts.ChangeFund', { body: { ...request, ...fields }, signal }),
  ping: (api, token, signal) => api.call('Contracts.PingChangeFund', { body: { token }, signal }),
};

/** The fund-change wizard with its I/O: the reads, the preview, the short AML child, qualify, signing. */
export function provideFundChange(ports: FlowPorts) {
  return fundChangeMachine.provide({
    actors: {
      loadFundChange: fromPromise<FundChangeFacts, void>(() => loadFundChangeFacts(ports)),
      fetchPreview: fromPromise<PdfDocument, { request: FundChangePreviewRequest }>(({ input, signal }) =>
        ports.api.call('Contracts.GetChangeFundPreview', { body: input.request, signal }),
      ),
      aml: provideAml(ports),
      // The contracts changed once signed: the cached reads (overview, dashboard) are dropped.
      sign: provideSign(ports.api, fundChangeSigning, () => ports.data.clear()),
    },
  });
}
