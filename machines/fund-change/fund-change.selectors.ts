/**
 * The route segment (§2 Fund change) a fund-change snapshot is on, with the short AML steps read from the
 * AML child (its own steps grouped by AML_SHORT_STEP_OF). Pure: used by the page (URL), tests and stories.
 */
import type { SnapshotFrom } from 'xstate';
import type { AmlMachine } from '../aml/aml.machine';
import { amlShortStepOf } from '../aml/aml.selectors';
import type { FundChangeMachine } from './fund-change.machine';

export type AmlSnapshot = SnapshotFrom<AmlMachine>;
export type FundChangeSnapshot = SnapshotFrom<FundChangeMachine>;

/** The step a snapshot shows (a route segment), or null while loading. */
export function fundChangeStepOf(snapshot: FundChangeSnapshot, aml: AmlSnapshot | undefined): string | null {
  // The AML child shows its first step while it loads.
  if (snapshot.hasTag('aml')) return (aml && amlShortStepOf(aml)) ?? 'aml-process';
  const tag = [...snapshot.tags].find((t) => t.startsWith('step:'));
  return tag === undefined ? null : tag.slice('step:'.length);
}
