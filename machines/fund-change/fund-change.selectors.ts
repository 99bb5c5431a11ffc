/**
 * The route segment (§2 Fund change) a fund-change snapshot is on, with the short AML steps read from the
 * AML child (its own steps grouped by AML_SHORT_STEP_OF). Pure: used by the page (URL), tests and stories.
 */
import type { SnapshotFrom } from 'xstate';
import { AML_SHORT_STEP_OF, AML_STEPS } from '../aml/aml-answers';
import type { AmlMachine } from '../aml/aml.machine';
import type { FundChangeAmlStep } from './fund-change-types';
import type { FundChangeMachine } from './fund-change.machine';

export type AmlSnapshot = SnapshotFrom<AmlMachine>;
export type FundChangeSnapshot = SnapshotFrom<FundChangeMachine>;

/** Which short AML step the AML child is on. */
export function amlShortStepOf(aml: AmlSnapshot | undefined): FundChangeAmlStep {
  if (aml === undefined) return 'aml-process';
  if (aml.matches('validating')) return 'aml-validating';
  if (aml.hasTag('step:approve')) return 'aml-preview';
  const step = AML_STEPS.find((name) => aml.hasTag(`step:${name}`));
  return step ? AML_SHORT_STEP_OF[step] : 'aml-process';
}

/** The step a snapshot shows (a route segment), or null while loading. */
export function fundChangeStepOf(snapshot: FundChangeSnapshot, aml: AmlSnapshot | undefined): string | null {
  if (snapshot.hasTag('aml')) return amlShortStepOf(aml);
  const tag = [...snapshot.tags].find((t) => t.startsWith('step:'));
  return tag === undefined ? null : tag.slice('step:'.length);
}
