import { describe, expect, it } from 'vitest';
import { contactsChangeMachine } from '../../machines/settings/contacts-change.machine';
import {
  contactsChangeFixtures,
  contactsChangeInput,
  contactsChangePendingFixtures,
  contactsChangePendingInput,
} from '../../machines/settings/contacts-change.fixtures';
import { createModel, formatCoverage, type CoverageReport } from './harness';
import { contactsChangeSpec } from './settings-specification';

const invariant = (snapshot: { hasTag: (t: string) => boolean; matches: (s: string) => boolean }) => {
  // Saving the details shows the shared confirmation child's own loading; the code steps are the flow's.
  const loading = snapshot.matches('checkingCode') || snapshot.matches('resending');
  if (snapshot.hasTag('loading') !== loading) throw new Error('loading tag');
};

/** Two starts: the form (no change waiting) and the code screen (the page opened with a change waiting). */
const models = [
  createModel({
    name: 'contactsChange',
    machine: contactsChangeMachine,
    fixtures: contactsChangeFixtures,
    spec: contactsChangeSpec(contactsChangeInput),
    invariant,
  }),
  createModel({
    name: 'contactsChange (opened with a pending change)',
    machine: contactsChangeMachine,
    fixtures: contactsChangePendingFixtures,
    spec: contactsChangeSpec(contactsChangePendingInput),
    invariant,
  }),
];

describe('contacts change machine: generated paths', () => {
  for (const model of models)
    for (const path of model.paths)
      it(`${model.name}: ${path.description}`, async () => {
        await model.runPath(path);
      });

  it('covers every state, transition and branch (both starts together)', () => {
    const reports = models.map((model) => model.coverage());
    for (const report of reports) console.log(formatCoverage(report));
    const missing = (
      pick: (r: CoverageReport) => { covered: readonly string[]; missing: readonly string[] },
    ) => {
      const covered = new Set(reports.flatMap((r) => pick(r).covered));
      return [...new Set(reports.flatMap((r) => pick(r).missing))].filter((key) => !covered.has(key));
    };
    // `opening` only chooses the first screen (an eventless transition), so no snapshot ever rests in it;
    // both of its branches are covered above.
    expect(missing((r) => r.states).filter((state) => state !== 'opening')).toEqual([]);
    expect(missing((r) => r.transitions)).toEqual([]);
    expect(missing((r) => r.branches)).toEqual([]);
  });
});
