import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * The URL follows the wizard's step (one place navigates), and a typed-in, reloaded or "back" URL asks
 * the wizard to go there (`step.goto`), which it accepts only when every earlier step is complete; if it
 * refuses, the URL goes back to the step the wizard is on.
 */
export function useWizardUrl(options: {
  base: string;
  step: string | null;
  goto: (step: string) => void;
}): void {
  const { base, step, goto } = options;
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const urlStep = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : null;
  // Leaving the wizard (a link to another page): the URL is no longer the wizard's to follow.
  const inside = pathname === base || urlStep !== null;
  const synced = useRef(false);

  // The first time the wizard knows its step (after loading), the URL's step wins if it is reachable.
  useEffect(() => {
    if (step === null || synced.current) return;
    synced.current = true;
    if (urlStep !== null && urlStep !== step) goto(urlStep);
  }, [step, urlStep, goto]);

  // Browser back / forward inside the wizard.
  const lastUrlStep = useRef(urlStep);
  useEffect(() => {
    if (!synced.current || urlStep === lastUrlStep.current) return;
    lastUrlStep.current = urlStep;
    if (urlStep !== null && urlStep !== step) goto(urlStep);
  }, [urlStep, step, goto]);

  // The URL follows the step.
  useEffect(() => {
    if (!inside || !synced.current || step === null || urlStep === step) return;
    lastUrlStep.current = step;
    void navigate({ to: `${base}/${step}`, replace: urlStep === null });
  }, [inside, step, urlStep, base, navigate]);
}
