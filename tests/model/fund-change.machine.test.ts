import { describe } from 'vitest';
import { fundChangeMachine } from '../../machines/fund-change/fund-change.machine';
import { FUND_CHANGE_NOW, fundChangeFixtures } from '../../machines/fund-change/fund-change.fixtures';
import { createModel, testGeneratedPaths } from './harness';
import { fundChangeSpec } from './fund-change-specification';

describe('fund change: generated paths', () => {
  const model = createModel({
    name: 'fundChange',
    machine: fundChangeMachine,
    fixtures: fundChangeFixtures,
    spec: fundChangeSpec({
      loginProvider: 'password',
      personalCode: '30303039914',
      now: FUND_CHANGE_NOW,
      resume: { contractNr: '3P-2008813', fundNr: '302' },
    }),
    invariant: (snapshot) => {
      const steps = [...snapshot.tags].filter((tag) => String(tag).startsWith('step:'));
      if (steps.length > 1) throw new Error(`more than one step tag: ${steps.join(', ')}`);
    },
  });

  testGeneratedPaths(model);
});
