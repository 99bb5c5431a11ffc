/**
 * A wizard's draft in this tab's sessionStorage, so a reload in the middle of a wizard resumes where the
 * customer was (the fund chosen, the contacts confirmed) instead of starting over. Nothing personal is
 * kept: only fund numbers, the id of the company savings come from, and step flags. Cleared when the
 * wizard ends.
 */
import { LOGIN_PROVIDERS, type LoginProvider } from '../../api/contract/auth-codes';

export interface WizardDraft {
  fundNr?: string | null;
  clientConfirmed?: boolean;
  contractNr?: string | null;
  /** Onboarding: the other company the savings come from (Contracts.GetExternalFundProviders id). */
  transferFromProviderId?: number | null;
}

/** A provider id as a draft may hold it: a positive integer, else nothing. */
export function providerIdOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const key = (wizard: string) => `wizard-draft:${wizard}`;

export function readWizardDraft(wizard: string): WizardDraft {
  try {
    const raw = storage()?.getItem(key(wizard));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { fundNr, clientConfirmed, contractNr, transferFromProviderId } = parsed as Record<string, unknown>;
    const providerId = providerIdOf(transferFromProviderId);
    return {
      ...(providerId !== undefined ? { transferFromProviderId: providerId } : {}),
      ...(typeof fundNr === 'string' ? { fundNr } : {}),
      ...(typeof contractNr === 'string' ? { contractNr } : {}),
      ...(clientConfirmed === true ? { clientConfirmed: true } : {}),
    };
  } catch {
    return {};
  }
}

export function writeWizardDraft(wizard: string, draft: WizardDraft | null): void {
  try {
    if (draft === null) storage()?.removeItem(key(wizard));
    else storage()?.setItem(key(wizard), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, only a reload starts over.
  }
}

/** How the customer logged in, from the session or (after a reload) the id token's `amr` claim. */
export function loginProviderOf(provider: string | null, idToken: string | null): LoginProvider | null {
  const known = LOGIN_PROVIDERS.find((name) => name === provider);
  if (known) return known;
  if (!idToken) return null;
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { amr?: unknown };
    const amr = Array.isArray(json.amr) ? String(json.amr[0]) : '';
    if (amr === 'pension_smart_id') return 'smart_id';
    if (amr === 'pension_mobile_id') return 'mobile_id';
    if (amr === 'password' || amr === 'sb') return amr;
    return null;
  } catch {
    return null;
  }
}
