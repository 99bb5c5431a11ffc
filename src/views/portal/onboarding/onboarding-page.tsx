import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { SecondPillarStep } from '../../../../machines/onboarding/second-pillar.machine';
import { useAuthActor } from '../../../app/auth-context';
import { useFlow } from '../../../app/flow-context';
import { loginProviderOf, readWizardDraft, writeWizardDraft } from '../../../browser/wizard-draft';
import { SecondPillarView, stepOf } from './second-pillar';
import { useWizardUrl } from './use-wizard-url';

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
          clientConfirmed: snapshot.context.clientConfirmed,
        });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return <SecondPillarView actor={actor} />;
}
