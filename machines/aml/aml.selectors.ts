/**
 * What an AML questionnaire snapshot shows, for the wizards that invoke it in its short form (§2 onboarding
 * and fund change). Pure: used by the pages (their addresses), tests and stories.
 */
import type { SnapshotFrom } from 'xstate';
import { AML_SHORT_STEP_OF, AML_STEPS, type AmlShortStep } from './aml-answers';
import type { AmlMachine } from './aml.machine';

/**
 * Which of the five short AML steps (aml-process … aml-validating) the questionnaire shows, or null while it
 * loads. Publishing the answers shows the validating step, as the validity check after it does.
 */
export function amlShortStepOf(aml: SnapshotFrom<AmlMachine>): AmlShortStep | null {
  if (aml.matches('validating') || aml.matches({ questionnaire: { steps: { approve: 'publishing' } } }))
    return 'aml-validating';
  if (aml.hasTag('step:approve')) return 'aml-preview';
  const step = AML_STEPS.find((name) => aml.hasTag(`step:${name}`));
  return step ? AML_SHORT_STEP_OF[step] : null;
}
