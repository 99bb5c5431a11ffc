import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** Where a wizard's steps live in the address bar. */
export interface WizardAddresses {
  /** The wizard's own address; its steps are below it. */
  base: string;
  /** The address that shows a step (default `${base}/${step}`); a step may show elsewhere (an error page). */
  addressOf?: (step: string) => string;
  /** The step an address asks for, or null (default: the segment below `base`). */
  stepOf?: (pathname: string) => string | null;
}

const segmentBelow = (base: string) => (pathname: string) =>
  pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : null;

/**
 * The one place where a wizard's step and the address bar are kept in step, for every wizard (fund change,
 * both onboardings, the AML questionnaire, stop / renew contributions):
 * - the address follows the step. The wizard's first address, an address it refused and a page outside
 *   the wizard (an error page) replace the current history entry; every other step adds one;
 * - a typed-in, reloaded or "back" / "forward" address asks the wizard for its step (`goto`), which the
 *   wizard accepts only when every earlier step is complete; if it refuses, the address goes back to the
 *   step the wizard is on.
 * `step` is null while the wizard has no step to show (loading, saving): the address then stays.
 */
export function useWizardUrl(
  options: WizardAddresses & { step: string | null; goto: (step: string) => void },
): void {
  const { base, step, goto } = options;
  const addressOf = options.addressOf ?? ((s: string) => `${base}/${s}`);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const urlStep = (options.stepOf ?? segmentBelow(base))(pathname);
  // Leaving the wizard (a link to another page): the address is no longer the wizard's to follow.
  const inside = pathname === base || pathname.startsWith(`${base}/`);
  const synced = useRef(false);
  /** Whether the address has followed the wizard once since it first knew its step. */
  const settled = useRef(false);
  /** A step `goto` asked for in this commit: whether the wizard took it shows only after it re-renders. */
  const asked = useRef<string | null>(null);
  // What the latest render saw, for the check after a `goto`.
  const latest = useRef({ step, pathname, urlStep, addressOf });
  latest.current = { step, pathname, urlStep, addressOf };
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // The first time the wizard knows its step (after loading), the address's step wins if it is reachable.
  useEffect(() => {
    if (step === null || synced.current) return;
    synced.current = true;
    if (urlStep !== null && urlStep !== step) {
      asked.current = urlStep;
      goto(urlStep);
    }
  }, [step, urlStep, goto]);

  // Browser back / forward inside the wizard.
  const lastUrlStep = useRef(urlStep);
  useEffect(() => {
    if (!synced.current || urlStep === lastUrlStep.current) return;
    lastUrlStep.current = urlStep;
    if (urlStep !== null && step !== null && urlStep !== step) {
      asked.current = urlStep;
      goto(urlStep);
    }
  }, [urlStep, step, goto]);

  // The address follows the step.
  useEffect(() => {
    if (!inside || !synced.current || step === null) return;
    // Only the wizard's first settling replaces by itself; every later step adds a history entry.
    const first = !settled.current;
    settled.current = true;
    const follow = (refused: boolean) => {
      const now = latest.current;
      if (!mounted.current || now.step === null) return;
      const target = now.addressOf(now.step);
      if (target === now.pathname) return;
      const outside = target !== base && !target.startsWith(`${base}/`);
      lastUrlStep.current = now.step;
      void navigate({
        to: target,
        replace: first || now.urlStep === null || refused || outside,
      });
    };
    const wanted = asked.current;
    if (wanted === null) {
      follow(false);
      return;
    }
    // The wizard's answer to `goto` renders synchronously before a microtask runs: if it took the step,
    // the address already shows it; if it refused, the address goes back to the step it is on.
    asked.current = null;
    queueMicrotask(() => {
      if (latest.current.step !== wanted) follow(true);
    });
  }, [inside, step, urlStep, pathname, base, navigate]);
}
