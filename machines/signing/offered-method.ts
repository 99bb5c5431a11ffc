/**
 * The Smart-ID / Mobile-ID method a confirmation (§4 Qualify) or a signing (§4 Signing) offers first; the
 * customer may still choose the other one or another phone.
 *
 * - The method is the one the customer logged in with: Mobile-ID after a Mobile-ID login, Smart-ID after a
 *   Smart-ID login and after a password or bank login (which have no eID of their own).
 * - The Mobile-ID phone is the number the customer is known by: the Mobile-ID phone the portal knows (the
 *   one of the last Mobile-ID login or registration), else the primary phone; in the '+370…' form of the
 *   one phone rule (src/domain/phone.ts), or none when neither is a Lithuanian number.
 */
import type { EidProvider, LoginProvider } from '../auth/auth-types';
import { normalizePhone } from '../../src/domain/phone';

export interface OfferedMethod {
  provider: EidProvider;
  /** Mobile-ID: the phone filled in, '+370…'. */
  phoneNumber?: string;
}

/** The customer's phones as the client data gives them (GetContactInformation). */
export interface KnownPhones {
  mobileIdPhoneNumber: string | null;
  phoneNumber: string | null;
}

/** The eID method of the login; Smart-ID when the login was not by eID (or is not known). */
export function loginMethodOf(loginProvider: LoginProvider | null): EidProvider {
  return loginProvider === 'mobile_id' ? 'pension_mobile_id' : 'pension_smart_id';
}

/** The Mobile-ID phone the customer is known by, '+370…', or null. */
export function knownMobileIdPhone(phones: KnownPhones | null): string | null {
  for (const phone of [phones?.mobileIdPhoneNumber, phones?.phoneNumber]) {
    const normalized = phone ? normalizePhone(phone) : null;
    if (normalized) return normalized;
  }
  return null;
}

/** What a confirmation or signing offers first: the login's method, with the known Mobile-ID phone. */
export function offeredMethodOf(
  loginProvider: LoginProvider | null,
  phones: KnownPhones | null,
): OfferedMethod {
  const provider = loginMethodOf(loginProvider);
  const phoneNumber = knownMobileIdPhone(phones);
  return phoneNumber ? { provider, phoneNumber } : { provider };
}
