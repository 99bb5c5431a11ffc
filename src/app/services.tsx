/** §3 GDPR agreement types: Marketing=1, SbMarketing=4, SbProfiling=5, SbPartners=6. */
export const GDPR_AGREEMENT_TYPES = [1, 4, 5, 6] as const;
export type GdprAgreementType = (typeof GDPR_AGREEMENT_TYPES)[number];

/**
 * The public (no-login) I/O: implemented in src/app/main-services.ts, used by the flows' actors
 * (src/app/flows.ts) and the reset-link loader. Stories and tests pass fakes to `createFlows`.
 */
export interface PublicServices {
  setPotentialCustomer(hash: string, signal?: AbortSignal): Promise<void>;
  saveGdprAnswer(
    input: { hash: string; userAnswer: boolean; gdprAgreementType: GdprAgreementType },
    signal?: AbortSignal,
  ): Promise<void>;
  saveNotificationSettings(
    input: {
      hash: string;
      activeSmsNotifications: boolean;
      activeEmailNotifications: boolean;
      activeMailNotifications: boolean;
    },
    signal?: AbortSignal,
  ): Promise<void>;
  remindPassword(input: { kind: 'email' | 'phone'; value: string }, signal?: AbortSignal): Promise<void>;
  validateChangePasswordToken(hash: string, signal?: AbortSignal): Promise<void>;
  changePassword(
    input: { hash: string; partialBusinessAccountId: string; newPassword: string },
    signal?: AbortSignal,
  ): Promise<void>;
}
