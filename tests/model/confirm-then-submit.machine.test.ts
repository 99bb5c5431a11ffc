import { describe } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { confirmThenSubmitMachine } from '../../machines/step-up/confirm-then-submit.machine';
import {
  confirmThenSubmitFixtures,
  confirmThenSubmitKeptFixtures,
  confirmThenSubmitNotRequiredFixtures,
} from '../../machines/step-up/confirm-then-submit.fixtures';
import { createModel, testGeneratedPathsTogether } from './harness';
import { confirmThenSubmitSpec } from './step-up-specification';

function invariant(snapshot: AnyMachineSnapshot): void {
  if (snapshot.hasTag('loading') !== snapshot.matches('submitting')) throw new Error('loading tag');
}

describe('confirm then submit: generated paths', () => {
  testGeneratedPathsTogether(
    'confirmThenSubmit',
    [
      createModel({
        name: 'confirmThenSubmit (a fresh confirmation first)',
        machine: confirmThenSubmitMachine,
        fixtures: confirmThenSubmitFixtures,
        spec: confirmThenSubmitSpec(confirmThenSubmitFixtures.input),
        invariant,
      }),
      createModel({
        name: 'confirmThenSubmit (a kept confirmation is used again)',
        machine: confirmThenSubmitMachine,
        fixtures: confirmThenSubmitKeptFixtures,
        spec: confirmThenSubmitSpec(confirmThenSubmitKeptFixtures.input),
        invariant,
      }),
      createModel({
        name: 'confirmThenSubmit (nothing to confirm)',
        machine: confirmThenSubmitMachine,
        fixtures: confirmThenSubmitNotRequiredFixtures,
        spec: confirmThenSubmitSpec(confirmThenSubmitNotRequiredFixtures.input),
        invariant,
      }),
    ],
    [
      {
        state: 'deciding',
        reason:
          'it only chooses between confirming and submitting (an eventless transition); no snapshot rests in it, and both branches are covered',
      },
    ],
  );
});
