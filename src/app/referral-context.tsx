import { createContext, useContext, type ReactNode } from 'react';
import type { Referral } from './referral';

const ReferralContext = createContext<Referral | null>(null);

export function ReferralProvider({ value, children }: { value: Referral | null; children: ReactNode }) {
  return <ReferralContext.Provider value={value}>{children}</ReferralContext.Provider>;
}

export function useReferral(): Referral | null {
  return useContext(ReferralContext);
}
