/**
 * Inactivity session (§4, §9): 10 minutes without activity log the customer out; when 5 minutes are
 * left a warning with a countdown appears, with a one-click "extend" (WCAG 2.2.1 Timing Adjustable).
 *
 * Invoked by the session machine (`auth`) while authorized, with the invoke id `inactivity`; when it
 * reaches `timedOut` the session logs out. The app forwards activity (its own and other tabs' via
 * BroadcastChannel / storage events) as `activity` events carrying the time it happened; the machine never
 * reads a clock itself, so the countdown's deadline is `lastActivityAt + 10 min`.
 */
import { assign, setup } from 'xstate';
import {
  INACTIVITY_TIMEOUT_MS,
  INACTIVITY_WARNING_AFTER_MS,
  INACTIVITY_WARNING_MS,
} from '../../src/domain/constants';

export interface InactivityInput {
  /** When the session became active (ms since epoch). */
  startedAt: number;
}

export interface InactivityContext {
  /** Time of the last activity (ms since epoch). */
  lastActivityAt: number;
}

export type InactivityEvent =
  /** Something the person did in this or another tab of the portal. */
  | { type: 'activity'; at: number }
  /** "Extend session" in the warning dialog. */
  | { type: 'session.extend'; at: number };

export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    input: {} as InactivityInput,
    events: {} as InactivityEvent,
  },
  delays: {
    inactivityWarning: INACTIVITY_WARNING_AFTER_MS,
    inactivityLogout: INACTIVITY_WARNING_MS,
  },
  actions: {
    recordActivity: assign({
      lastActivityAt: ({ context, event }) => Math.max(context.lastActivityAt, event.at),
    }),
  },
}).createMachine({
  id: 'inactivity',
  description: 'Logs out after 10 min without activity; warns with a countdown when 5 min are left.',
  context: ({ input }) => ({ lastActivityAt: input.startedAt }),
  initial: 'active',
  states: {
    active: {
      description: 'The person is active; the warning appears after 5 min without activity.',
      after: { inactivityWarning: 'warning' },
      on: {
        activity: { target: 'active', reenter: true, actions: 'recordActivity' },
      },
    },
    warning: {
      description:
        'Logout warning with a countdown to lastActivityAt + 10 min and a one-click "extend" (WCAG 2.2.1).',
      tags: ['inactivity-warning'],
      after: { inactivityLogout: 'timedOut' },
      on: {
        activity: { target: 'active', actions: 'recordActivity' },
        'session.extend': { target: 'active', actions: 'recordActivity' },
      },
    },
    timedOut: {
      description: '10 minutes without activity: the session logs out.',
      type: 'final',
    },
  },
});

/** End of the session if nothing happens (ms since epoch). */
export function inactivityDeadline(context: InactivityContext): number {
  return context.lastActivityAt + INACTIVITY_TIMEOUT_MS;
}
