import { describe } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { secondPillarMachine } from '../../machines/onboarding/second-pillar.machine';
import { secondPillarFixtures } from '../../machines/onboarding/second-pillar.fixtures';
import { createModel, testGeneratedPaths } from './harness';
import { onboardingSpec, transferOf } from './specification';

/** The fund the customer chose last on the path. */
const fundOf = (history: readonly AnyEventObject[]) =>
  String(history.findLast((e) => e.type === 'fund.select')?.fundNr ?? '');

describe('pillar II onboarding: generated paths', () => {
  const model = createModel({
    name: 'secondPillarOnboarding',
    machine: secondPillarMachine,
    fixtures: secondPillarFixtures,
    spec: onboardingSpec({
      pillar: 2,
      loginProvider: 'password',
      loggedSteps: [
        'already-onboarded',
        'choose-second-pillar-fund',
        'payments-stopped',
        'client-data',
        'sign-agreement',
        'success-second-pillar',
      ],
      previewInput: (history) => ({
        request: { pillar: 2, body: { fundNr: fundOf(history), gdpr: true, ...transferOf(history) } },
      }),
      signingRequest: (history) => ({
        pillar: 2,
        body: { fundNr: fundOf(history), gdpr: true, ...transferOf(history) },
      }),
    }),
    invariant: (snapshot) => {
      const steps = [...snapshot.tags].filter((tag) => String(tag).startsWith('step:'));
      if (steps.length > 1) throw new Error(`more than one step tag: ${steps.join(', ')}`);
    },
  });

  testGeneratedPaths(model);
});
