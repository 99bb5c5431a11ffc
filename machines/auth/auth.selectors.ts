/**
 * Selectors: what views read from the auth actors (use with `useSelector(actor, selector)`).
 * Time is passed in by the caller (`now`), so the countdowns stay pure and testable.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { authMachine, SignedOutReason } from './auth.machine';
import type { LoginError } from './auth-types';
import { inactivityDeadline, type inactivityMachine } from './inactivity.machine';
import type { qualifyMachine } from './qualify.machine';

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type InactivitySnapshot = SnapshotFrom<typeof inactivityMachine>;
export type InactivityActorRef = ActorRefFrom<typeof inactivityMachine>;
export type QualifySnapshot = SnapshotFrom<typeof qualifyMachine>;

/** Whole seconds from `now` until `deadline` (rounded up, never negative); null without a deadline. */
export function secondsUntil(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export const selectIsAuthorized = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('authorized');
/** Password / bank token / restore / logout in flight, or the eID session not started yet. */
export const selectIsLoading = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('loading');
/** The eID flow is on (spinner or control code). */
export const selectIsElectronicIdLoading = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('eid');
/** The control code is shown and the person should confirm on the phone. */
export const selectIsAwaitingEidConfirmation = (snapshot: AuthSnapshot): boolean =>
  snapshot.hasTag('eid-waiting');
export const selectControlCode = (snapshot: AuthSnapshot): string | null => snapshot.context.controlCode;
/** eID countdown: seconds until the 120 s window ends. */
export const selectSecondsLeft = (snapshot: AuthSnapshot, now: number): number | null =>
  secondsUntil(snapshot.context.expiresAt, now);
/** Smart-ID by QR code or the app on this phone is on (the QR screen replaces the form). */
export const selectIsDeviceLinkLogin = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('device-link');
/** §3: the error an unauthorized session carries (code and provider). */
export const selectLoginError = (snapshot: AuthSnapshot): LoginError | null => snapshot.context.error;
/** The bank portal's handover token is being exchanged (from /login/sb/:token or a `?token=` return). */
export const selectIsBankLoginPending = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ loading: 'bankToken' });
/** The bank-portal login failed: navigate to /error-sb; send `error.dismiss` when leaving it. */
export const selectIsBankLoginError = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('error-sb');
/** §8 user_not_onboarded: the error-500 page with the register button. */
export const selectIsNotOnboarded = (snapshot: AuthSnapshot): boolean =>
  snapshot.context.error?.code === 'user_not_onboarded';
export const selectAccessToken = (snapshot: AuthSnapshot): string | null =>
  snapshot.context.tokens?.accessToken ?? null;
export const selectIdToken = (snapshot: AuthSnapshot): string | null =>
  snapshot.context.tokens?.idToken ?? null;
/** §3 isRefreshLoading. */
export const selectIsRefreshLoading = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('refreshing');
export const selectSignedOutReason = (snapshot: AuthSnapshot): SignedOutReason | null =>
  snapshot.context.signedOutReason;

/** The inactivity child while authorized (subscribe to it with `useSelector` for the warning dialog). */
export function selectInactivityActor(snapshot: AuthSnapshot): InactivityActorRef | undefined {
  return snapshot.children.inactivity as InactivityActorRef | undefined;
}
export const selectIsInactivityWarning = (snapshot: InactivitySnapshot): boolean =>
  snapshot.hasTag('inactivity-warning');
/** Seconds left before the inactivity logout (the warning dialog's countdown). */
export const selectInactivitySecondsLeft = (snapshot: InactivitySnapshot, now: number): number =>
  secondsUntil(inactivityDeadline(snapshot.context), now) ?? 0;

export const selectQualifyControlCode = (snapshot: QualifySnapshot): string | null =>
  snapshot.context.controlCode;
export const selectQualifySecondsLeft = (snapshot: QualifySnapshot, now: number): number | null =>
  secondsUntil(snapshot.context.expiresAt, now);
export const selectQualifyError = (snapshot: QualifySnapshot) => snapshot.context.error;
