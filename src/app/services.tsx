/** §3 GDPR agreement types: Marketing=1, SbMarketing=4, SbProfiling=5, SbPartners=6. */
import type { GdprAgreementTypeNumber as GdprAgreementType } from '../domain/gdpr';

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
  /** Smart-ID: this browser stops being remembered (the server's cookie and the page's hint). */
  forgetRememberedBrowser(signal?: AbortSignal): Promise<void>;
  changePassword(
    input: { hash: string; partialBusinessAccountId: string; newPassword: string },
    signal?: AbortSignal,
  ): Promise<void>;
}
