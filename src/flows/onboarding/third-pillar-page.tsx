import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import type { ThirdPillarStep } from '../../../machines/onboarding/third-pillar.machine';
import { useAuthActor } from '../../app/auth-context';
import { useFlow } from '../../app/flow-context';
import { readThirdPillarDraft, writeThirdPillarDraft } from './third-pillar-draft';
import { loginProviderOf } from '../../kits/wizard/wizard-draft';
import { stepOf } from '../../kits/wizard/step-of';
import { amlShortStepOf } from '../../../machines/aml/aml.selectors';
import { ThirdPillarView, type AmlChildRef } from './third-pillar';
import { useWizardUrl } from '../../kits/wizard/use-wizard-url';

/**
 * /portal/onboarding/* for pillar III: the wizard actor lives in the onboarding layout route, so moving
 * between the step URLs keeps it; a reload resumes from the tab's draft (the fund, the company savings
 * come from, the contacts confirmed, the payment plan; the AML answers are the questionnaire's own draft on the server).
 */
export function ThirdPillarOnboardingPage() {
  const auth = useAuthActor();
  const provider = useSelector(auth, (s) =>
    loginProviderOf(s.context.provider, s.context.tokens?.idToken ?? null),
  );
  const now = useRef(new Date().toISOString());
  const actor = useFlow('thirdPillarOnboarding', {
    input: { loginProvider: provider, now: now.current, resume: readThirdPillarDraft() },
  });
  const step = useSelector(actor, (s) => stepOf(s.tags as ReadonlySet<string>));
  const goto = useCallback(
    (target: string) => actor.send({ type: 'step.goto', step: target as ThirdPillarStep }),
    [actor],
  );
  useWizardUrl({ base: '/portal/onboarding', step, goto });

  // The short AML steps: the questionnaire child's screen decides which of the five the wizard is on.
  const aml = useSelector(actor, (s) => s.children.aml as AmlChildRef | undefined);
  useEffect(() => {
    if (!aml) return;
    let last: string | null = null;
    const report = () => {
      const short = amlShortStepOf(aml.getSnapshot());
      if (short === null || short === last) return;
      last = short;
      actor.send({ type: 'aml.progress', step: short });
    };
    report();
    const subscription = aml.subscribe(report);
    return () => subscription.unsubscribe();
  }, [aml, actor]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.hasTag('step:success-third-pillar')) writeThirdPillarDraft(null);
      else if (snapshot.context.facts)
        writeThirdPillarDraft({
          fundNr: snapshot.context.fundNr,
          transferFromProviderId: snapshot.context.transferFromProviderId,
          clientConfirmed: snapshot.context.clientConfirmed,
          payment: snapshot.context.payment,
        });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return <ThirdPillarView actor={actor} />;
}
