import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** Seconds at which the remaining time is announced to screen readers (never every second). */
export const ANNOUNCE_AT_SECONDS = [90, 60, 30, 10] as const;

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * A visible countdown (`role="timer"`, not announced on every tick) plus a polite status that speaks
 * only at fixed points, so a screen-reader user hears the time left without being flooded.
 */
export function Countdown({ seconds, label }: { seconds: number; label: string }) {
  const { i18n } = useLingui();
  const announce = (ANNOUNCE_AT_SECONDS as readonly number[]).includes(seconds)
    ? i18n._(
        plural(seconds, {
          one: 'Liko # sekundė',
          few: 'Liko # sekundės',
          many: 'Liko # sekundės',
          other: 'Liko # sekundžių',
        }),
      )
    : '';
  return (
    <div className="countdown">
      <span className="countdown__label">{label}</span>{' '}
      <span role="timer" aria-live="off" className="countdown__value">
        {formatClock(seconds)}
      </span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </span>
    </div>
  );
}
