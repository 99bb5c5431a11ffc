import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationKind, ApplicationStatus } from '../../api/contract/common';
import type { ApplicationOffer } from '../../domain/applications';

/** §4 Applications statuses in Lithuanian. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  registered: msg`Užregistruotas`,
  processing: msg`Vykdomas`,
  approved: msg`Patvirtintas`,
  rejected: msg`Atmestas`,
};

/** §3 Applications kinds in the customer's words. */
export const APPLICATION_KIND_LABELS: Record<ApplicationKind, MessageDescriptor> = {
  StopAccumulation: msg`Įmokų sustabdymas`,
  UpdateAccumulation: msg`Įmokų atnaujinimas`,
  HolidaysSuspensionContributions: msg`Įmokų atostogos`,
  AccumulateMaximum: msg`Maksimalus kaupimas`,
  StopAccumulationReturnToSodra: msg`Kaupimo nutraukimas ir grįžimas į Sodrą`,
  CancelApplicationStopAccumulationReturnToSodra: msg`Grįžimo į Sodrą atšaukimas`,
  CancelApplicationStopAccumulation: msg`Įmokų sustabdymo atšaukimas`,
  EndContract: msg`Sutarties nutraukimas`,
};

/** What each offer is called on the applications home. */
export const OFFER_LABELS: Record<ApplicationOffer, MessageDescriptor> = {
  stop: msg`Sustabdyti įmokas`,
  renew: msg`Atnaujinti įmokas`,
  holiday: msg`Įmokų atostogos`,
  'max-accumulation': msg`Kaupti maksimaliai`,
  termination: msg`Nutraukti sutartį`,
};
