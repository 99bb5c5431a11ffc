import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { SecondPillarStep } from '../../../machines/onboarding/second-pillar.machine';
import { useAuthActor } from '../../app/auth-context';
import { useFlow } from '../../app/flow-context';
import { readOnboardingPillar, writeOnboardingPillar } from './third-pillar-draft';
import { loginProviderOf, readWizardDraft, writeWizardDraft } from '../../kits/wizard/wizard-draft';
import { SecondPillarView } from './second-pillar';
import { stepOf } from '../../kits/wizard/step-of';
import { ThirdPillarOnboardingPage } from './third-pillar-page';
import { useWizardUrl } from '../../kits/wizard/use-wizard-url';
import { AML_SHORT_STEPS } from '../../../machines/aml/aml-answers';

const DRAFT = 'onboarding-2';

/**
 * /portal/onboarding/* for pillar II: the wizard actor lives in this layout route, so moving between
 * the step URLs keeps it; a reload resumes from the tab's draft.
 */
export function SecondPillarOnboardingPage() {
  const auth = useAuthActor();
  const provider = useSelector(auth, (s) =>
    loginProviderOf(s.context.provider, s.context.tokens?.idToken ?? null),
  );
  const actor = useFlow('secondPillarOnboarding', {
    input: { loginProvider: provider, resume: readWizardDraft(DRAFT) },
  });
  const step = useSelector(actor, (s) => stepOf(s.tags as ReadonlySet<string>));
  const goto = useCallback(
    (target: string) => actor.send({ type: 'step.goto', step: target as SecondPillarStep }),
    [actor],
  );
  useWizardUrl({ base: '/portal/onboarding', step, goto });

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.hasTag('step:success-second-pillar')) writeWizardDraft(DRAFT, null);
      else if (snapshot.context.facts)
        writeWizardDraft(DRAFT, {
          fundNr: snapshot.context.fundNr,
          transferFromProviderId: snapshot.context.transferFromProviderId,
          clientConfirmed: snapshot.context.clientConfirmed,
        });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return <SecondPillarView actor={actor} />;
}

/** Step URLs only the pillar III wizard has; only pillar II has these others; the rest are shared. */
const THIRD_PILLAR_ONLY = new Set([
  'choose-third-pillar-fund',
  ...AML_SHORT_STEPS,
  'payments-into-fund',
  'success-third-pillar',
  'third-pillar-exists',
]);
const SECOND_PILLAR_ONLY = new Set([
  '',
  'already-onboarded',
  'choose-second-pillar-fund',
  'payments-stopped',
  'success-second-pillar',
]);

/**
 * /portal/onboarding/*: the wizard of the pillar the URL names; the step URLs both pillars share
 * (client-data, sign-agreement, the lockouts) stay with the wizard this tab is in, also after a reload.
 */
export function OnboardingPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const segment = pathname.replace(/^\/portal\/onboarding\/?/, '').replace(/\/$/, '');
  const pillar = THIRD_PILLAR_ONLY.has(segment)
    ? 3
    : SECOND_PILLAR_ONLY.has(segment)
      ? 2
      : readOnboardingPillar();
  useEffect(() => writeOnboardingPillar(pillar), [pillar]);
  return pillar === 3 ? <ThirdPillarOnboardingPage /> : <SecondPillarOnboardingPage />;
}
