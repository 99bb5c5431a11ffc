/**
 * The pillar III wizard's draft in this tab's sessionStorage (like src/kits/wizard/wizard-draft.ts for
 * pillar II): the fund, the company savings come from, the contacts confirmed and the payment plan, so a
 * reload resumes where the customer was. Nothing personal beyond the chosen account number; cleared when
 * the wizard ends.
 * It also remembers which onboarding wizard the tab is in, for the step URLs both pillars share
 * (client-data, sign-agreement and the lockouts).
 */
import type { ThirdPillarPaymentPlan } from '../../domain/third-pillar-payments';
import { providerIdOf } from '../../kits/wizard/wizard-draft';

export interface ThirdPillarDraft {
  fundNr?: string | null;
  clientConfirmed?: boolean;
  payment?: ThirdPillarPaymentPlan | null;
  transferFromProviderId?: number | null;
}

const DRAFT_KEY = 'wizard-draft:onboarding-3';
const PILLAR_KEY = 'onboarding-pillar';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function planOf(value: unknown): ThirdPillarPaymentPlan | null {
  if (typeof value !== 'object' || value === null) return null;
  const plan = value as Record<string, unknown>;
  const amount = plan.monthlyAmount;
  const type = plan.paymentType;
  const day = plan.paymentDay;
  const account = plan.bankAccountNumber;
  if (amount !== null && (typeof amount !== 'number' || !Number.isFinite(amount))) return null;
  if (type !== 'e-invoice' && type !== 'bank-transfer') return null;
  if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 28) return null;
  if (account !== null && typeof account !== 'string') return null;
  return {
    monthlyAmount: amount,
    paymentType: type,
    paymentDay: day,
    bankAccountNumber: account,
    limitAcknowledged: plan.limitAcknowledged === true,
  };
}

export function readThirdPillarDraft(): ThirdPillarDraft {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { fundNr, clientConfirmed, payment, transferFromProviderId } = parsed as Record<string, unknown>;
    const plan = planOf(payment);
    const providerId = providerIdOf(transferFromProviderId);
    return {
      ...(providerId !== undefined ? { transferFromProviderId: providerId } : {}),
      ...(typeof fundNr === 'string' ? { fundNr } : {}),
      ...(clientConfirmed === true ? { clientConfirmed: true } : {}),
      ...(plan ? { payment: plan } : {}),
    };
  } catch {
    return {};
  }
}

export function writeThirdPillarDraft(draft: ThirdPillarDraft | null): void {
  try {
    if (draft === null) storage()?.removeItem(DRAFT_KEY);
    else storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, only a reload starts over.
  }
}

/** The onboarding wizard this tab was last in (2 unless pillar III was started). */
export function readOnboardingPillar(): 2 | 3 {
  try {
    return storage()?.getItem(PILLAR_KEY) === '3' ? 3 : 2;
  } catch {
    return 2;
  }
}

export function writeOnboardingPillar(pillar: 2 | 3): void {
  try {
    storage()?.setItem(PILLAR_KEY, String(pillar));
  } catch {
    // Blocked storage: the shared step URLs open pillar II after a reload.
  }
}
