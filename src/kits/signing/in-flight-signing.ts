/**
 * The signing in progress, kept in this tab's sessionStorage so that a reload or Back after the phone was
 * asked does not lose it: the signing kit continues it (machines/signing/confirm-then-sign.machine.ts,
 * `resuming`) instead of starting another one. One per kind of signing; it is found only for the very same
 * request (compared by a SHA-256 of it, so nothing the customer typed is stored) and only inside its
 * 10-minute window. Kept: the signing token, the control code, the method and the window's end.
 */
import type {
  InFlightSigning,
  SigningKind,
  SigningProvider,
} from '../../../machines/signing/signing.machine';
import { SIGNING_WINDOW_MS } from '../../domain/constants';

interface Kept {
  fingerprint: string;
  token: string;
  controlCode: string;
  provider: SigningProvider;
  expiresAt: number;
}

const key = (kind: SigningKind) => `signing-in-flight:${kind}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

async function fingerprintOf(request: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(request)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps a signing just started (its window runs 10 minutes from `startedAt`). */
export async function keepInFlight(
  kind: SigningKind,
  request: unknown,
  started: { token: string; controlCode: string; startedAt: number },
  provider: SigningProvider,
): Promise<void> {
  const kept: Kept = {
    fingerprint: await fingerprintOf(request),
    token: started.token,
    controlCode: started.controlCode,
    provider,
    expiresAt: started.startedAt + SIGNING_WINDOW_MS,
  };
  try {
    storage()?.setItem(key(kind), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the signing works, only a reload cannot continue it.
  }
}

/** The kept signing of this kind for this request, if its window is still open at `now`. */
export async function readInFlight(
  kind: SigningKind,
  request: unknown,
  now: number,
): Promise<InFlightSigning | null> {
  const raw = storage()?.getItem(key(kind));
  if (!raw) return null;
  const kept = JSON.parse(raw) as Partial<Kept>;
  const { token, controlCode, provider, expiresAt, fingerprint } = kept;
  if (
    typeof token !== 'string' ||
    typeof controlCode !== 'string' ||
    (provider !== 'pension_smart_id' && provider !== 'pension_mobile_id') ||
    typeof expiresAt !== 'number' ||
    expiresAt <= now
  ) {
    forgetInFlight(kind);
    return null;
  }
  if (fingerprint !== (await fingerprintOf(request))) return null;
  return { token, controlCode, provider, expiresAt, remainingMs: expiresAt - now };
}

/** The signing ended (signed, failed, cancelled): nothing to continue. */
export function forgetInFlight(kind: SigningKind): void {
  try {
    storage()?.removeItem(key(kind));
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
