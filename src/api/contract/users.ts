import { z } from 'zod';
import { Address, AddressInput } from './addresses';
import {
  BusinessAccountStatus,
  Email,
  Id,
  IsoDate,
  IsoDateTime,
  LithuanianPhone,
  PersonalCode,
  QueryBoolean,
  QueryGdprAgreementType,
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

/**
 * Proof of a fresh Smart-ID / Mobile-ID confirmation (/connect/qualify/complete): sent by sensitive changes,
 * single use, 5 minutes. Optional in the schema so that its absence gets the typed 403
 * `confirmation_required` instead of a generic validation error.
 */
export const StepUpConfirmation = z.string().min(1).max(200);

/** A new e-mail or phone that takes effect once the code sent to it is entered (VerifyContact). */
export const ContactKind = z.enum(['email', 'phone', 'secondaryPhone']);
export type ContactKind = z.infer<typeof ContactKind>;

export const PendingContactChange = z.object({
  verificationId: z.number().int().positive(),
  kind: ContactKind,
  /** The new value, where the code was sent. */
  value: z.string(),
  /** When the code stops working (15 minutes after it was sent). */
  expiresAt: IsoDateTime,
  /** Wrong codes still allowed before the change is cancelled (5 in all). */
  attemptsLeft: z.number().int().min(0),
  /** New codes that may still be asked for (3 in all). */
  resendsLeft: z.number().int().min(0),
});
export type PendingContactChange = z.infer<typeof PendingContactChange>;

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
  /** New e-mails and phones waiting for their code (the values above are still the old ones). */
  pendingContactChanges: z.array(PendingContactChange).optional(),
  /**
   * Whether the customer has a password: one who logs in only with Smart-ID / Mobile-ID is
   * offered to create one instead of a change that asks for the current password.
   */
  hasPassword: z.boolean(),
});
export type ContactInformation = z.infer<typeof ContactInformation>;

/**
 * POST /api/v3/Users/UpdateProfile: the profile fields with the new email, no gdpr (§7). Changing the e-mail
 * or a phone needs `confirmation` (action 'contacts'); a new e-mail or phone is not applied at once: a code
 * is sent to it and the answer lists it under `pendingContactChanges` until VerifyContact.
 */
export const UpdateProfileRequest = z.object({
  confirmation: StepUpConfirmation.optional(),
  email: Email,
  phoneNumber: LithuanianPhone,
  secondaryPhoneNumber: LithuanianPhone.nullable().optional(),
  addressDiffers: z.boolean(),
  address: AddressInput,
  mailingAddress: AddressInput.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/**
 * POST /api/Authentication/ResetPassword (logged in): needs `confirmation` (action 'password'). The old
 * password is required when the customer has one (it shares the password-login lockout); a customer who
 * logs in only with eID leaves it out to create their first password.
 */
export const ResetPasswordRequest = z.object({
  confirmation: StepUpConfirmation.optional(),
  oldPassword: z.string().min(1).max(200).optional(),
  newPassword: z.string().min(7).max(200),
  confirmNewPassword: z.string().min(1).max(200),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** POST /api/v3/Users/VerifyContact: the 6-digit code sent to the new e-mail or phone. */
export const VerifyContactRequest = z.object({
  verificationId: Id,
  code: z.string().regex(/^\d{6}$/, 'The code is 6 digits'),
});
export type VerifyContactRequest = z.infer<typeof VerifyContactRequest>;

/** POST /api/v3/Users/ResendContactCode: a new code (the earlier one stops working). */
export const ResendContactCodeRequest = z.object({
  verificationId: Id,
});

export const ModifyGdprAgreementQuery = z.object({
  gdprAgreement: QueryBoolean,
  gdprType: QueryGdprAgreementType,
});

export const UpdateEpnAgreementQuery = z.object({ epnAgreement: QueryBoolean });
