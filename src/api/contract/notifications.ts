import { z } from 'zod';
import { IsoDateTime, NotificationChannel, NotificationType, QueryId } from './common';

export const PortalNotification = z.object({
  notificationNr: z.number().int(),
  type: NotificationType,
  /** Lithuanian title and message. */
  title: z.string(),
  message: z.string(),
  /** The same in English (the Lithuanian text when there is no translation). */
  titleEn: z.string(),
  messageEn: z.string(),
  createdAt: IsoDateTime,
  isRead: z.boolean(),
  documentId: z.number().int().nullable(),
});
export const GetNotificationsResponse = z.array(PortalNotification);

/** Channel per notification type (None = off) and the by-email option for reports (§3). */
export const NotificationSettings = z.object({
  paymentReminder: NotificationChannel,
  processedPayment: NotificationChannel,
  quarterReport: NotificationChannel,
  contractWithoutPayments: NotificationChannel,
  reportsByEmail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Where notices go: the customer's current contact values. */
export const NotificationUserValues = z.object({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  mailingAddress: z.string().nullable(),
});

export const UpdateStatusReadQuery = z.object({
  notificationNr: QueryId,
});
export const ModifySettingsRequest = NotificationSettings;
