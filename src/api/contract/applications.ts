import { z } from 'zod';
import {
  ApplicationActionType,
  ApplicationKind,
  ApplicationStatus,
  GdprAgreementType,
  IsoDate,
  IsoDateTime,
  Pillar,
} from './common';

export const Application = z.object({
  applicationId: z.number().int(),
  contractNumber: z.string(),
  pillar: Pillar,
  fundName: z.string(),
  actionType: ApplicationActionType,
  kind: ApplicationKind,
  status: ApplicationStatus,
  createdAt: IsoDateTime,
  startDate: IsoDate.nullable(),
  endDate: IsoDate.nullable(),
});
export const GetApplicationsResponse = z.array(Application);

/** Hash-link calls (no bearer: the hash in an e-mail link identifies the customer). */
export const SetPotentialCustomerRequest = z.object({ hash: z.string().min(1).max(200) });
export const SaveBusinessAccountStatisticsRequest = z.object({
  hash: z.string().min(1).max(200),
  userAnswer: z.boolean(),
  gdprAgreementType: GdprAgreementType,
});
export const SaveNotificationSettingsRequest = z.object({
  hash: z.string().min(1).max(200),
  activeSmsNotifications: z.boolean(),
  activeEmailNotifications: z.boolean(),
  activeMailNotifications: z.boolean(),
});
