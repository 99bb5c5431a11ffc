/**
 * Applications (§3 Applications, §4 Applications): what a customer may apply for on a contract, and the
 * rule that an open application of a kind blocks a second one of the same kind. Pure functions, used by
 * the applications screens, their machines and the reference server alike.
 *
 * The §3 enums are written here once (the API contract builds its zod enums from these lists).
 */
import {
  CONTRIBUTION_RATE,
  STATE_CONTRIBUTION_RATE,
  STATE_INCENTIVE_EUR_PER_YEAR,
  TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR,
  TAX_RELIEF_MAX_EUR,
} from './constants';

/** §3 Applications: action types, exactly as written. */
export const APPLICATION_ACTION_TYPES = [
  'NoAction',
  'StopAccumulations',
  'RenewAccumulations',
  'ChangeTarif',
  'SodraVacation',
  'ReturnToSodra',
  'CancelStopAccumulations',
  'CancelReturnToSodra',
  'EndContract',
] as const;
export type ApplicationActionTypeName = (typeof APPLICATION_ACTION_TYPES)[number];

/** §3 Applications: kinds, exactly as written. */
export const APPLICATION_KINDS = [
  'StopAccumulation',
  'UpdateAccumulation',
  'HolidaysSuspensionContributions',
  'AccumulateMaximum',
  'StopAccumulationReturnToSodra',
  'CancelApplicationStopAccumulationReturnToSodra',
  'CancelApplicationStopAccumulation',
  'EndContract',
] as const;
export type ApplicationKindName = (typeof APPLICATION_KINDS)[number];

/** §3 / §4 Applications: list statuses. */
export const APPLICATION_STATUSES = ['registered', 'approved', 'processing', 'rejected'] as const;
export type ApplicationStatusName = (typeof APPLICATION_STATUSES)[number];

/** Statuses of an application that is still open (not decided yet): it blocks a second of its kind. */
export const OPEN_APPLICATION_STATUSES = [
  'registered',
  'processing',
] as const satisfies readonly ApplicationStatusName[];

export function isOpenApplication(status: ApplicationStatusName): boolean {
  return (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/**
 * What the portal lets a customer apply for (the §2 Applications screens): stop or renew contributions
 * (second-pillar / third-pillar), a contribution holiday (vacation), termination, and the maximum
 * accumulation (max-accumulations). Each is one (action type, kind) pair of §3.
 */
export const APPLICATION_OFFERS = {
  stop: { actionType: 'StopAccumulations', kind: 'StopAccumulation' },
  renew: { actionType: 'RenewAccumulations', kind: 'UpdateAccumulation' },
  holiday: { actionType: 'SodraVacation', kind: 'HolidaysSuspensionContributions' },
  termination: { actionType: 'EndContract', kind: 'EndContract' },
  'max-accumulation': { actionType: 'ChangeTarif', kind: 'AccumulateMaximum' },
} as const satisfies Record<string, { actionType: ApplicationActionTypeName; kind: ApplicationKindName }>;
export type ApplicationOffer = keyof typeof APPLICATION_OFFERS;
export const APPLICATION_OFFER_ORDER: readonly ApplicationOffer[] = [
  'stop',
  'renew',
  'holiday',
  'max-accumulation',
  'termination',
];

/** The offer an (action type, kind) pair stands for; null for the pairs the portal does not offer. */
export function offerOf(
  actionType: ApplicationActionTypeName,
  kind: ApplicationKindName | null,
): ApplicationOffer | null {
  for (const offer of APPLICATION_OFFER_ORDER) {
    const pair = APPLICATION_OFFERS[offer];
    if (pair.actionType === actionType && pair.kind === kind) return offer;
  }
  return null;
}

/** The §2 Applications screen that handles an offer. */
export function screenOfOffer(offer: ApplicationOffer, pillar: 2 | 3): string {
  switch (offer) {
    case 'stop':
    case 'renew':
      return pillar === 2 ? 'second-pillar' : 'third-pillar';
    case 'holiday':
      return 'vacation';
    case 'termination':
      return 'termination';
    case 'max-accumulation':
      return 'max-accumulations';
  }
}

/** One row of Applications.GetList as far as the rules need it. */
export interface ApplicationFacts {
  contractNumber: string;
  actionType: ApplicationActionTypeName;
  kind: ApplicationKindName;
  status: ApplicationStatusName;
  startDate?: string | null;
  endDate?: string | null;
}

/** One contract of Contracts.GetContractActions as far as the rules need it. */
export interface ContractActionFacts {
  contractNumber: string;
  availableActions: readonly { actionType: ApplicationActionTypeName; kind: ApplicationKindName | null }[];
  pendingActionTypes: readonly ApplicationActionTypeName[];
}

/** The open application of a kind on a contract (registered or processing), if any. */
export function openApplicationOfKind<T extends ApplicationFacts>(
  applications: readonly T[],
  contractNumber: string,
  kind: ApplicationKindName,
): T | null {
  return (
    applications.find(
      (application) =>
        application.contractNumber === contractNumber &&
        application.kind === kind &&
        isOpenApplication(application.status),
    ) ?? null
  );
}

export type OfferAvailability =
  | { offer: ApplicationOffer; state: 'available' }
  /** An application of the same kind is registered or processing: a second one is refused until it is decided. */
  | {
      offer: ApplicationOffer;
      state: 'blocked';
      reason: 'open-application';
      status: ApplicationStatusName | null;
    };

/**
 * What can be applied for on one contract now: the offers among GetContractActions' available actions,
 * and, marked blocked, the offers of which an application is open (registered or processing) on that
 * contract — by the applications list (same kind) or by the contract's pending action types. Offers the
 * contract does not allow at all (e.g. renew while contributions flow) are left out.
 */
export function contractOffers(
  actions: ContractActionFacts,
  applications: readonly ApplicationFacts[],
): OfferAvailability[] {
  const result: OfferAvailability[] = [];
  for (const offer of APPLICATION_OFFER_ORDER) {
    const pair = APPLICATION_OFFERS[offer];
    const open = openApplicationOfKind(applications, actions.contractNumber, pair.kind);
    const pending = actions.pendingActionTypes.includes(pair.actionType);
    const allowed = actions.availableActions.some(
      (action) => action.actionType === pair.actionType && action.kind === pair.kind,
    );
    if (open || pending) {
      result.push({ offer, state: 'blocked', reason: 'open-application', status: open?.status ?? null });
    } else if (allowed) {
      result.push({ offer, state: 'available' });
    }
  }
  return result;
}

/** Whether a new application of this pair may be submitted on the contract now (the server's check too). */
export function canApply(
  actions: ContractActionFacts,
  applications: readonly ApplicationFacts[],
  pair: { actionType: ApplicationActionTypeName; kind: ApplicationKindName },
): 'ok' | 'open-application' | 'not-available' {
  if (openApplicationOfKind(applications, actions.contractNumber, pair.kind)) return 'open-application';
  if (actions.pendingActionTypes.includes(pair.actionType)) return 'open-application';
  const allowed = actions.availableActions.some(
    (action) => action.actionType === pair.actionType && action.kind === pair.kind,
  );
  return allowed ? 'ok' : 'not-available';
}

/**
 * The document type of the signed application (§3 document types; the team's reading of the codes is in
 * src/api/contract/document-types.ts): PAS stop, ATN renew, MAX maximum, PLS return to Sodra; the others
 * are filed as Document.
 */
export function applicationDocumentType(
  actionType: ApplicationActionTypeName,
  kind: ApplicationKindName,
): 'PAS' | 'ATN' | 'MAX' | 'PLS' | 'Document' {
  if (kind === 'StopAccumulation') return 'PAS';
  if (kind === 'UpdateAccumulation' && actionType === 'RenewAccumulations') return 'ATN';
  if (kind === 'AccumulateMaximum') return 'MAX';
  if (kind === 'StopAccumulationReturnToSodra') return 'PLS';
  return 'Document';
}

/** The application's title, for its PDF, the documents list and the notification of its decision. */
export const APPLICATION_KIND_TITLES: Readonly<Record<ApplicationKindName, { lt: string; en: string }>> = {
  StopAccumulation: { lt: 'Prašymas sustabdyti įmokas', en: 'Application to stop contributions' },
  UpdateAccumulation: { lt: 'Prašymas atnaujinti įmokas', en: 'Application to renew contributions' },
  HolidaysSuspensionContributions: {
    lt: 'Prašymas dėl atostogų nuo įmokų',
    en: 'Application for a contribution holiday',
  },
  AccumulateMaximum: { lt: 'Prašymas kaupti maksimaliai', en: 'Application to accumulate the maximum' },
  StopAccumulationReturnToSodra: {
    lt: 'Prašymas nutraukti kaupimą ir grąžinti lėšas į Sodrą',
    en: 'Application to stop accumulating and return the assets to Sodra',
  },
  CancelApplicationStopAccumulationReturnToSodra: {
    lt: 'Prašymo grąžinti lėšas į Sodrą atšaukimas',
    en: 'Withdrawal of the application to return the assets to Sodra',
  },
  CancelApplicationStopAccumulation: {
    lt: 'Prašymo sustabdyti įmokas atšaukimas',
    en: 'Withdrawal of the application to stop contributions',
  },
  EndContract: { lt: 'Prašymas nutraukti sutartį', en: 'Application to terminate the contract' },
};

/** A notification's texts in both languages (the server keeps both, §6 Notifications). */
export interface NoticeTexts {
  title: string;
  titleEn: string;
  message: string;
  messageEn: string;
}

/**
 * The notification of a decided application. The title names the kind and the contract: a customer with
 * several applications decided close together tells them apart in the list without opening each one.
 * Every kind's title is a masculine noun ("Prašymas …", "… atšaukimas"), so "patvirtintas" / "atmestas"
 * agree with all of them.
 */
export function applicationDecisionNotice(
  kind: ApplicationKindName,
  contractNumber: string,
  decision: 'approved' | 'rejected',
): NoticeTexts {
  const name = APPLICATION_KIND_TITLES[kind];
  if (decision === 'approved')
    return {
      title: `${name.lt} (${contractNumber}) patvirtintas`,
      titleEn: `${name.en} (${contractNumber}) approved`,
      message: `${name.lt} (sutartis ${contractNumber}) patvirtintas.`,
      messageEn: `${name.en} (contract ${contractNumber}) was approved.`,
    };
  return {
    title: `${name.lt} (${contractNumber}) atmestas`,
    titleEn: `${name.en} (${contractNumber}) rejected`,
    message: `${name.lt} (sutartis ${contractNumber}) atmestas: sutarties būklė pasikeitė. Jei reikia, pateikite naują prašymą.`,
    messageEn: `${name.en} (contract ${contractNumber}) was rejected: the contract has changed. Submit a new application if needed.`,
  };
}

/**
 * What stopping or renewing contributions means for the state incentive (§9), said before signing:
 * - pillar II: contributions are 3 % of the salary plus 1.5 % from the state, about 197 EUR a year;
 *   while contributions are stopped the state's part is not paid either;
 * - pillar III: contributions of up to 1500 EUR a year earn an income tax relief of up to 300 EUR;
 *   while nothing is paid there is no relief.
 */
export interface IncentiveEffect {
  pillar: 2 | 3;
  /** 'lost' while contributions are stopped; 'regained' when they are renewed. */
  effect: 'lost' | 'regained';
  /** Pillar II: the customer's rate and the state's rate (fractions); null for pillar III. */
  contributionRate: number | null;
  stateRate: number | null;
  /** Pillar II: the state incentive per year (EUR); pillar III: the income tax relief's maximum (EUR). */
  amountEurPerYear: number;
  /** Pillar III: contributions per year that earn the relief (EUR); null for pillar II. */
  reliefContributionsEurPerYear: number | null;
}

export function incentiveEffect(pillar: 2 | 3, offer: 'stop' | 'renew'): IncentiveEffect {
  const effect = offer === 'stop' ? 'lost' : 'regained';
  return pillar === 2
    ? {
        pillar,
        effect,
        contributionRate: CONTRIBUTION_RATE,
        stateRate: STATE_CONTRIBUTION_RATE,
        amountEurPerYear: STATE_INCENTIVE_EUR_PER_YEAR,
        reliefContributionsEurPerYear: null,
      }
    : {
        pillar,
        effect,
        contributionRate: null,
        stateRate: null,
        amountEurPerYear: TAX_RELIEF_MAX_EUR,
        reliefContributionsEurPerYear: TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR,
      };
}
