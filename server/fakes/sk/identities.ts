/**
 * Who the SK fake knows, mirroring SK's public demo accounts (README "Demo logins") and the demo seed's
 * names. Smart-ID: every valid personal code has a qualified account unless listed otherwise below.
 * Mobile-ID: the demo numbers keep SK's outcomes; any other number becomes the Mobile-ID of the first
 * person who uses it (one number per person, as a subscriber has one SIM).
 */

export type SmartIdBehaviour =
  /** Confirms after the demo delay (notification) or when the phone endpoint scans / opens the link. */
  | 'OK'
  | 'USER_REFUSED'
  /** Never answers: the service ends the session with TIMEOUT (the fake's sessionTimeoutMs). */
  | 'NO_ANSWER'
  /** Picks a wrong verification code. */
  | 'WRONG_VC'
  /** A Smart-ID Basic (ADVANCED level) account. */
  | 'BASIC'
  /** No Smart-ID account at all. */
  | 'NONE';

export const SMART_ID_BEHAVIOUR: Readonly<Record<string, SmartIdBehaviour>> = {
  '30403039917': 'USER_REFUSED',
  '30403039983': 'NO_ANSWER',
  '30403039972': 'WRONG_VC',
  '40504049999': 'BASIC',
  '38501010002': 'NONE',
};

export type MobileIdBehaviour = 'OK' | 'NOT_MID_CLIENT' | 'USER_CANCELLED' | 'TIMEOUT' | 'PHONE_ABSENT';

/** SK's Mobile-ID demo numbers (without plus). */
export const MOBILE_ID_DEMO: Readonly<
  Record<string, { personalCode?: string; behaviour: MobileIdBehaviour }>
> = {
  '37060000666': { personalCode: '50001018865', behaviour: 'OK' },
  '37060000007': { behaviour: 'NOT_MID_CLIENT' },
  '37060000008': { behaviour: 'USER_CANCELLED' },
  '37060000009': { behaviour: 'TIMEOUT' },
  '37060000010': { behaviour: 'PHONE_ABSENT' },
};

/** Names in the demo persons' certificates (as SK's registry would have them, upper case). */
export const NAMES: Readonly<Record<string, { givenName: string; surname: string }>> = {
  '30303039914': { givenName: 'JONAS', surname: 'PETRAUSKAS' },
  '40504040001': { givenName: 'ONA', surname: 'KAZLAUSKIENĖ' },
  '39901012239': { givenName: 'TOMAS', surname: 'JANKAUSKAS' },
  '50001018865': { givenName: 'MANTAS', surname: 'STANKEVIČIUS' },
  '50001029996': { givenName: 'LUKAS', surname: 'VAITKUS' },
  '61101012257': { givenName: 'GABIJA', surname: 'ŽUKAUSKAITĖ' },
  '48804121233': { givenName: 'RASA', surname: 'MOCKUTĖ' },
  '48503121230': { givenName: 'RŪTA', surname: 'BALČIŪNIENĖ' },
};

export function nameOf(personalCode: string): { givenName: string; surname: string } {
  return NAMES[personalCode] ?? { givenName: 'DEMO', surname: 'ASMUO' };
}

/**
 * Mobile-ID persons whose SIM has an EC (P-256) key instead of RSA: their signatures are ECDSA, raw r‖s
 * (SHA256WithECEncryption), as SK's service returns them for such SIMs.
 */
export const MOBILE_ID_EC_PERSONS: ReadonlySet<string> = new Set(['48503121230']);
