import { fromPromise } from 'xstate';
import type { IdentityCheckInput, IdentityCheckOutcome } from '../../../machines/aml/aml.machine';
import type {
  ApplicationContract,
  ApplicationSigningRequest,
} from '../../../machines/applications/application-form-types';
import type { PdfDocument } from '../../../machines/onboarding/onboarding-types';
import {
  limitIncreaseMachine,
  type LimitFacts,
  type SubmitLimitInput,
  type SubmitLimitOutput,
} from '../../../machines/applications/limit-increase.machine';
import {
  maxAccumulationMachine,
  type MaxAccumulationFacts,
} from '../../../machines/applications/max-accumulation.machine';
import {
  terminationMachine,
  type TerminationFacts,
} from '../../../machines/applications/termination.machine';
import {
  vacationMachine,
  type RegisteredHoliday,
  type VacationFacts,
} from '../../../machines/applications/vacation.machine';
import type { Contract } from '../../api/contract/contracts';
import type { IdentityDocumentType } from '../../api/contract/common';
import type { SignDocumentRequest } from '../../api/contract/documents';
import { provideSign, type SigningCalls } from '../../kits/signing/signing-actors';
import type { PortalPorts } from '../../app/flow-ports';
import { read, type DataReads } from '../../app/routes/load';
import { cacheKey } from '../../api/cache-key';
import { askIdentityDocument } from '../../kits/aml/identity-document-check';

/**
 * The applications forms' I/O (contribution holiday, termination, maximum accumulation, limit increase):
 * their reads, the limit submission and the identity check, and the signing kit.
 */

const ACTIVE = new Set(['Active', 'Approved']);

const asApplicationContract = (contract: Contract): ApplicationContract => ({
  contractNumber: contract.contractNumber,
  pillar: contract.pillar,
  fundName: contract.fund.name,
});

async function activeContracts(reads: DataReads): Promise<Contract[]> {
  return (await read(reads, 'Contracts.GetContracts')).filter((contract) => ACTIVE.has(contract.status));
}

export async function loadVacationFacts(reads: DataReads): Promise<VacationFacts> {
  const [contracts, applications] = await Promise.all([
    activeContracts(reads),
    read(reads, 'Applications.GetList'),
  ]);
  const registered: RegisteredHoliday[] = applications.flatMap((application) =>
    application.kind === 'HolidaysSuspensionContributions' &&
    application.status !== 'rejected' &&
    application.startDate !== null &&
    application.endDate !== null
      ? [
          {
            contractNumber: application.contractNumber,
            start: application.startDate,
            end: application.endDate,
            status: application.status,
          },
        ]
      : [],
  );
  return { contracts: contracts.map(asApplicationContract), registered };
}

export async function loadTerminationFacts(reads: DataReads): Promise<TerminationFacts> {
  const [contracts, transfers] = await Promise.all([
    activeContracts(reads),
    read(reads, 'Transfers.GetTransfers'),
  ]);
  return {
    contracts: contracts.map((contract) => ({
      ...asApplicationContract(contract),
      contractValueEur: contract.contractValue,
      // §3 operation `op` (payout): the newest one of the contract.
      lastWithdrawal:
        transfers
          .filter((item) => item.contractNumber === contract.contractNumber && item.operationType === 'op')
          .map((item) => item.tradeDate)
          .sort()
          .at(-1) ?? null,
    })),
  };
}

export async function loadMaxAccumulationFacts(reads: DataReads): Promise<MaxAccumulationFacts> {
  const pillar2 = (await activeContracts(reads)).filter((contract) => contract.pillar === 2);
  if (pillar2.length === 0) return { contracts: [], alreadyMax: [] };
  const actions = await read(reads, 'Contracts.GetContractActions', {
    contractNumbers: pillar2.map((contract) => contract.contractNumber).join(','),
  });
  const offered = (contract: Contract) =>
    actions
      .find((item) => item.contractNumber === contract.contractNumber)
      ?.availableActions.some(
        (action) => action.actionType === 'ChangeTarif' && action.kind === 'AccumulateMaximum',
      ) === true;
  return {
    contracts: pillar2.filter(offered).map((contract) => ({
      ...asApplicationContract(contract),
      pillar: 2 as const,
      renewalMode: contract.renewalMode,
    })),
    alreadyMax: pillar2.filter((contract) => contract.renewalMode === 'Max').map(asApplicationContract),
  };
}

export async function loadLimitFacts(reads: DataReads): Promise<LimitFacts> {
  const limits = await read(reads, 'Contracts.GetContributionLimits');
  return {
    contracts: limits.map((limit) => ({
      contractNumber: limit.contractNumber,
      fundName: limit.fundName,
      yearlyLimitEur: limit.yearlyLimitEur,
    })),
  };
}

/**
 * §7 Documents.SignDocument, then PingSignDocument with its token: how an application is signed (as a
 * document). The wizards' request is the body without the method ({ application, confirmation? }).
 */
export const documentSigning: SigningCalls<Omit<SignDocumentRequest, 'signing'>> = {
  kind: 'document',
  start: (api, request, fields, signal) =>
    api.call('Documents.SignDocument', { body: { ...request, ...fields }, signal }),
  ping: (api, token, signal) => api.call('Documents.PingSignDocument', { body: { token }, signal }),
};

/**
 * The vacation / termination / max-accumulation flows with their reads and the signing kit with the document
 * calls (SignDocument / PingSignDocument).
 */
export function provideApplicationForms(ports: PortalPorts) {
  const { api } = ports;
  // The contracts and applications changed once signed: the cached reads are dropped.
  const signing = { sign: provideSign(api, documentSigning, () => ports.data.clear()) };
  // The server checks the application and answers its PDF before anything is signed.
  const preview = {
    fetchApplicationPreview: fromPromise<PdfDocument, ApplicationSigningRequest>(({ input, signal }) =>
      // The applications show their own error page (error-500-applications), not /error-500.
      api.call('Documents.GetDocumentPreview', { body: input, signal, suppress5xx: true }),
    ),
  };
  return {
    vacation: vacationMachine.provide({
      actors: {
        loadVacation: fromPromise(() => loadVacationFacts(ports)),
        ...preview,
        ...signing,
      },
    }),
    termination: terminationMachine.provide({
      actors: {
        loadTermination: fromPromise(() => loadTerminationFacts(ports)),
        ...preview,
        ...signing,
      },
    }),
    maxAccumulation: maxAccumulationMachine.provide({
      actors: {
        loadMaxAccumulation: fromPromise(() => loadMaxAccumulationFacts(ports)),
        ...signing,
      },
    }),
    limitIncrease: provideLimitIncrease(ports),
  };
}

export function provideLimitIncrease(ports: PortalPorts) {
  const { api } = ports;
  return limitIncreaseMachine.provide({
    actors: {
      loadLimit: fromPromise<LimitFacts, void>(() => loadLimitFacts(ports)),
      checkIdentityDocument: fromPromise<IdentityCheckOutcome, IdentityCheckInput>(
        async ({ input, signal }) => {
          const answer = await askIdentityDocument(api, input, signal);
          if (answer.locked) return { outcome: 'locked', lockedUntil: answer.lockedUntil };
          if (answer.valid) return { outcome: 'valid' };
          return answer.expired ? { outcome: 'expired' } : { outcome: 'invalid' };
        },
      ),
      submitLimit: fromPromise<SubmitLimitOutput, SubmitLimitInput>(async ({ input, signal }) => {
        const submitted = await api.call('Contracts.IncreaseContributionLimit', {
          body: {
            contractNumber: input.contractNumber,
            yearlyAmountEur: input.yearlyAmountEur,
            identityDocument: input.identityDocument
              ? {
                  ...input.identityDocument,
                  documentType: input.identityDocument.documentType as IdentityDocumentType,
                }
              : null,
          },
          signal,
          suppress5xx: true,
        });
        // The limits changed: the next opening reads them again.
        ports.data.invalidate(cacheKey('Contracts.GetContributionLimits'));
        return submitted;
      }),
    },
  });
}
