import { createContext, useContext, type ReactNode } from 'react';

/** §3 GDPR agreement types: Marketing=1, SbMarketing=4, SbProfiling=5, SbPartners=6. */
export const GDPR_AGREEMENT_TYPES = [1, 4, 5, 6] as const;
export type GdprAgreementType = (typeof GDPR_AGREEMENT_TYPES)[number];

/**
 * The side effects views may trigger, injected at the composition root (src/app/main-services.ts).
 * Views hand these to their machines' actors; they never import the API client themselves, so
 * stories and tests provide fakes here.
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

const ServicesContext = createContext<PublicServices | null>(null);

export function ServicesProvider({ services, children }: { services: PublicServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): PublicServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices: wrap the tree in <ServicesProvider>');
  return services;
}
