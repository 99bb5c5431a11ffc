/** What the Smart-ID QR screen reads from the session (kept apart: the screen is loaded when used). */
import { secondsUntil, type AuthSnapshot } from './auth.selectors';

/** The QR code's content and the phone link, once known; `fresh` false hides the QR. */
export const selectDeviceLink = (snapshot: AuthSnapshot) => snapshot.context.deviceLink;
/** Smart-ID QR countdown: seconds until the 120 s window ends. */
export const selectDeviceLinkSecondsLeft = (snapshot: AuthSnapshot, now: number): number | null =>
  secondsUntil(snapshot.context.deviceLink?.expiresAt ?? null, now);
