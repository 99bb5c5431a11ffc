import { z } from 'zod';
import { Address, AddressInput } from './addresses';
import {
  BusinessAccountStatus,
  Email,
  GdprAgreementType,
  IsoDate,
  LithuanianPhone,
  PersonalCode,
  QueryBoolean,
} from './common';

/** A consent as the server holds it: true accepted, false declined, null not selected (§3). */
export const GdprConsent = z.boolean().nullable();

export const GdprConsents = z.object({
  marketingAgreement: GdprConsent,
  sbMarketingAgreement: GdprConsent,
  sbProfilingAgreement: GdprConsent,
  sbPartnersAgreement: GdprConsent,
});
export type GdprConsents = z.infer<typeof GdprConsents>;

export const ContactInformation = z.object({
  customerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  personalCode: PersonalCode,
  birthDate: IsoDate,
  isAdult: z.boolean(),
  isUsaCitizen: z.boolean(),
  /** ISO 3166-1 alpha-2 citizenship. */
  citizenship: z.string().length(2),
  email: z.string().nullable(),
  emails: z.array(z.object({ email: z.string(), isPrimary: z.boolean() })),
  phoneNumber: z.string().nullable(),
  secondaryPhoneNumber: z.string().nullable(),
  /** Mobile-ID phone, if the customer has one registered. */
  mobileIdPhoneNumber: z.string().nullable(),
  addressDiffers: z.boolean(),
  /** Residence address. */
  address: Address.nullable(),
  /** Mailing address; null when it does not differ from the residence address. */
  mailingAddress: Address.nullable(),
  gdpr: GdprConsents,
  epnAgreement: z.boolean().nullable(),
  businessAccountStatus: BusinessAccountStatus,
  profileUpdateRequired: z.boolean(),
  bankAccount: z.object({ bankAccountNumber: z.string(), swiftCode: z.string() }).nullable(),
});
export type ContactInformation = z.infer<typeof ContactInformation>;

/** POST /api/v3/Users/UpdateProfile: the profile fields with the new email, no gdpr (§7). */
export const UpdateProfileRequest = z.object({
  email: Email,
  phoneNumber: LithuanianPhone,
  secondaryPhoneNumber: LithuanianPhone.nullable().optional(),
  addressDiffers: z.boolean(),
  address: AddressInput,
  mailingAddress: AddressInput.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const ResetPasswordRequest = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: z.string().min(7).max(200),
  confirmNewPassword: z.string().min(1).max(200),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ModifyGdprAgreementQuery = z.object({
  gdprAgreement: QueryBoolean,
  gdprType: z.coerce.number().pipe(GdprAgreementType),
});

export const UpdateEpnAgreementQuery = z.object({ epnAgreement: QueryBoolean });
