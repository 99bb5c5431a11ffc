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
import { HOLIDAY_MAX_MONTHS } from '../../domain/constants';

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

// ---------------------------------------------------------------------------------------------
// Submitting an application (§2 Applications, §7 Documents: GetDocumentPreview, SignDocument,
// PingSignDocument). An application is a document the customer signs with Smart-ID / Mobile-ID: the
// preview and the signing carry the same `application` (its kind, action type, contract and fields); the
// server checks the rules (src/domain/applications*.ts) at the preview, at the start of the signing and
// again when the signature arrives, and creates the application row (status registered) exactly once.
// ---------------------------------------------------------------------------------------------

const contractNumber = z.string().min(1).max(50);

/** Stop contributions (§2 second-pillar / third-pillar). */
export const StopAccumulationApplication = z.object({
  kind: z.literal('StopAccumulation'),
  actionType: z.literal('StopAccumulations'),
  contractNumber,
});
/** Renew contributions (RenewAccumulations) or, for pillar II, change the contribution tariff (ChangeTarif). */
export const UpdateAccumulationApplication = z.object({
  kind: z.literal('UpdateAccumulation'),
  actionType: z.enum(['RenewAccumulations', 'ChangeTarif']),
  contractNumber,
});
/**
 * A contribution holiday (§2 vacation, §5): ONE period per application, of whole months from its first
 * day. The rules (at least 1 month, at most 12 months with the registered periods, at least 30 days
 * ahead, no overlap) are checked by the server with their own 4xx codes, not by this schema, so that the
 * customer reads the rule that was broken.
 */
export const HolidayPeriod = z.object({
  start: IsoDate,
  months: z
    .number()
    .int()
    .min(0)
    .max(HOLIDAY_MAX_MONTHS * 10),
});
export type HolidayPeriod = z.infer<typeof HolidayPeriod>;
export const HolidayApplication = z.object({
  kind: z.literal('HolidaysSuspensionContributions'),
  actionType: z.literal('SodraVacation'),
  contractNumber,
  period: HolidayPeriod,
});
/** Accumulate the maximum (§2 max-accumulations). */
export const AccumulateMaximumApplication = z.object({
  kind: z.literal('AccumulateMaximum'),
  actionType: z.literal('ChangeTarif'),
  contractNumber,
});
export const ReturnToSodraApplication = z.object({
  kind: z.literal('StopAccumulationReturnToSodra'),
  actionType: z.literal('ReturnToSodra'),
  contractNumber,
});
export const CancelReturnToSodraApplication = z.object({
  kind: z.literal('CancelApplicationStopAccumulationReturnToSodra'),
  actionType: z.literal('CancelReturnToSodra'),
  contractNumber,
});
export const CancelStopAccumulationApplication = z.object({
  kind: z.literal('CancelApplicationStopAccumulation'),
  actionType: z.literal('CancelStopAccumulations'),
  contractNumber,
});
/**
 * Terminate the contract (§2 termination). The pause to think (§2) is held by the browser's machine; the
 * server only records the application. A pillar III payout goes to the customer's bank account.
 */
export const EndContractApplication = z.object({
  kind: z.literal('EndContract'),
  actionType: z.literal('EndContract'),
  contractNumber,
  bankAccountNumber: z.string().min(15).max(34).nullable().optional(),
});

/** Any application the customer submits: one of §3's kinds with its action type and fields. */
export const ApplicationRequest = z.discriminatedUnion('kind', [
  StopAccumulationApplication,
  UpdateAccumulationApplication,
  HolidayApplication,
  AccumulateMaximumApplication,
  ReturnToSodraApplication,
  CancelReturnToSodraApplication,
  CancelStopAccumulationApplication,
  EndContractApplication,
]);
export type ApplicationRequest = z.infer<typeof ApplicationRequest>;
