import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  AccountType,
  AccumulationState,
  ApplicationActionType,
  ApplicationKind,
  ContractStatus,
} from '../../api/contract/common';

/** Every contract status of §3 in Lithuanian. */
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, MessageDescriptor> = {
  New: msg`Nauja`,
  Imported: msg`Importuota`,
  Undefined: msg`Nenustatyta`,
  Validating: msg`Tikrinama`,
  Cancelled: msg`Atšaukta`,
  Approved: msg`Patvirtinta`,
  Active: msg`Galiojanti`,
  Exported: msg`Perkelta į kitą bendrovę`,
  Finished: msg`Pasibaigusi`,
  Terminated: msg`Nutraukta`,
  BeingPaid: msg`Išmokama`,
  Closed: msg`Uždaryta`,
  Postponed: msg`Atidėta`,
  BeingCancelled: msg`Atšaukiama`,
  BeingExported: msg`Perkeliama į kitą bendrovę`,
  BeingFinished: msg`Baigiama`,
  Rejected: msg`Atmesta`,
};

/** Statuses in which a contract is in force (the rest are shown as not valid). */
export const VALID_STATUSES: readonly ContractStatus[] = ['Active', 'Approved'];

export const ACCUMULATION_STATE_LABELS: Record<AccumulationState, MessageDescriptor> = {
  Accumulating: msg`Įmokos mokamos`,
  Stopped: msg`Įmokos sustabdytos`,
  Paused: msg`Įmokų atostogos`,
};

export const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageDescriptor> = {
  SocialInsuranceContributions: msg`Socialinio draudimo (Sodros) įmokos`,
  EmployerContributions: msg`Darbdavio įmokos`,
  PersonalContributions: msg`Asmeninės įmokos`,
};

export const ACTION_TYPE_LABELS: Record<ApplicationActionType, MessageDescriptor> = {
  NoAction: msg`Veiksmų nėra`,
  StopAccumulations: msg`Sustabdyti įmokas`,
  RenewAccumulations: msg`Atnaujinti įmokas`,
  ChangeTarif: msg`Keisti įmokų dydį`,
  SodraVacation: msg`Įmokų atostogos`,
  ReturnToSodra: msg`Nutraukti kaupimą ir grįžti į Sodrą`,
  CancelStopAccumulations: msg`Atšaukti įmokų sustabdymą`,
  CancelReturnToSodra: msg`Atšaukti grįžimą į Sodrą`,
  EndContract: msg`Nutraukti sutartį`,
};

/** The one kind whose wording differs from its action type's. */
const ACCUMULATE_MAXIMUM = msg`Kaupti didžiausią įmoką`;

export function actionLabel(action: { actionType: ApplicationActionType; kind: ApplicationKind | null }) {
  return action.kind === 'AccumulateMaximum' ? ACCUMULATE_MAXIMUM : ACTION_TYPE_LABELS[action.actionType];
}

/** The applications screen an action opens. */
export function actionLink(
  action: { actionType: ApplicationActionType; kind: ApplicationKind | null },
  pillar: 2 | 3,
): string | null {
  if (action.actionType === 'NoAction') return null;
  if (action.kind === 'AccumulateMaximum') return '/portal/applications/max-accumulations';
  if (action.actionType === 'SodraVacation') return '/portal/applications/vacation';
  if (action.actionType === 'EndContract') return '/portal/applications/termination';
  return pillar === 2 ? '/portal/applications/second-pillar' : '/portal/applications/third-pillar';
}

export const PILLAR_LABELS: Record<2 | 3, MessageDescriptor> = {
  2: msg`II pakopa`,
  3: msg`III pakopa`,
};

/**
 * One label per asset figure, the same on every screen (the dashboard's total and the asset
 * comparison's are the same figure): pension contracts (pillars II and III) and investment funds apart.
 */
export const ASSET_LABELS = {
  pensionAssets: msg`Sukauptas pensijų turtas`,
  investmentFunds: msg`Investiciniai fondai`,
} as const satisfies Record<string, MessageDescriptor>;
