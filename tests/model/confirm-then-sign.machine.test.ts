import { describe } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { confirmThenSignMachine } from '../../machines/signing/confirm-then-sign.machine';
import {
  confirmThenSignEidFixtures,
  confirmThenSignFixtures,
  confirmThenSignMobileIdFixtures,
} from '../../machines/signing/confirm-then-sign.fixtures';
import { createModel, testGeneratedPathsTogether } from './harness';
import { confirmThenSignSpec } from './step-up-specification';

function invariant(snapshot: AnyMachineSnapshot): void {
  if (snapshot.hasTag('confirming') !== snapshot.matches('confirming')) throw new Error('confirming tag');
  if (snapshot.hasTag('signing') !== snapshot.matches('signing')) throw new Error('signing tag');
}

describe('confirm then sign: generated paths', () => {
  testGeneratedPathsTogether(
    'confirmThenSign',
    [
      createModel({
        name: 'confirmThenSign (a password login confirms first)',
        machine: confirmThenSignMachine,
        fixtures: confirmThenSignFixtures,
        spec: confirmThenSignSpec(confirmThenSignFixtures.input),
        invariant,
      }),
      createModel({
        name: 'confirmThenSign (a Smart-ID login signs at once)',
        machine: confirmThenSignMachine,
        fixtures: confirmThenSignEidFixtures,
        spec: confirmThenSignSpec(confirmThenSignEidFixtures.input),
        invariant,
      }),
      createModel({
        name: 'confirmThenSign (a Mobile-ID login signs at once, offered Mobile-ID)',
        machine: confirmThenSignMachine,
        fixtures: confirmThenSignMobileIdFixtures,
        spec: confirmThenSignSpec(confirmThenSignMobileIdFixtures.input),
        invariant,
      }),
    ],
    [],
  );
});
