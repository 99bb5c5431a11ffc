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
import type { PortalApi } from '../../app/portal-api';
import { provideSign, type SigningCalls } from '../../kits/signing/signing-actors';
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

async function activeContracts(api: PortalApi, signal: AbortSignal): Promise<Contract[]> {
  return (await api.call('Contracts.GetContracts', { signal })).filter((contract) =>
    ACTIVE.has(contract.status),
  );
}

export async function loadVacationFacts(api: PortalApi, signal: AbortSignal): Promise<VacationFacts> {
  const [contracts, applications] = await Promise.all([
    activeContracts(api, signal),
    api.call('Applications.GetList', { signal }),
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

export async function loadTerminationFacts(api: PortalApi, signal: AbortSignal): Promise<TerminationFacts> {
  const [contracts, transfers] = await Promise.all([
    activeContracts(api, signal),
    api.call('Transfers.GetTransfers', { signal }),
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

export async function loadMaxAccumulationFacts(
  api: PortalApi,
  signal: AbortSignal,
): Promise<MaxAccumulationFacts> {
  const pillar2 = (await activeContracts(api, signal)).filter((contract) => contract.pillar === 2);
  if (pillar2.length === 0) return { contracts: [], alreadyMax: [] };
  const actions = await api.call('Contracts.GetContractActions', {
    query: { contractNumbers: pillar2.map((contract) => contract.contractNumber).join(',') },
    signal,
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

export async function loadLimitFacts(api: PortalApi, signal: AbortSignal): Promise<LimitFacts> {
  const limits = await api.call('Contracts.GetContributionLimits', { signal });
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
 * calls (SignDocument / PingSignDocument). `onSigned` runs once an application was signed (the data cache is cleared).
 */
export function provideApplicationForms(api: PortalApi, onSigned: () => void = () => undefined) {
  const signing = { sign: provideSign(api, documentSigning, onSigned) };
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
        loadVacation: fromPromise(({ signal }) => loadVacationFacts(api, signal)),
        ...preview,
        ...signing,
      },
    }),
    termination: terminationMachine.provide({
      actors: {
        loadTermination: fromPromise(({ signal }) => loadTerminationFacts(api, signal)),
        ...preview,
        ...signing,
      },
    }),
    maxAccumulation: maxAccumulationMachine.provide({
      actors: {
        loadMaxAccumulation: fromPromise(({ signal }) => loadMaxAccumulationFacts(api, signal)),
        ...signing,
      },
    }),
    limitIncrease: provideLimitIncrease(api),
  };
}

export function provideLimitIncrease(api: PortalApi) {
  return limitIncreaseMachine.provide({
    actors: {
      loadLimit: fromPromise<LimitFacts, void>(({ signal }) => loadLimitFacts(api, signal)),
      checkIdentityDocument: fromPromise<IdentityCheckOutcome, IdentityCheckInput>(
        async ({ input, signal }) => {
          const answer = await askIdentityDocument(api, input, signal);
          if (answer.locked) return { outcome: 'locked', lockedUntil: answer.lockedUntil };
          if (answer.valid) return { outcome: 'valid' };
          return answer.expired ? { outcome: 'expired' } : { outcome: 'invalid' };
        },
      ),
      submitLimit: fromPromise<SubmitLimitOutput, SubmitLimitInput>(async ({ input, signal }) =>
        api.call('Contracts.IncreaseContributionLimit', {
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
        }),
      ),
    },
  });
}
