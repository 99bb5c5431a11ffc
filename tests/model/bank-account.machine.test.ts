import { describe } from 'vitest';
import { bankAccountMachine } from '../../machines/settings/bank-account.machine';
import { bankAccountFixtures } from '../../machines/settings/bank-account.fixtures';
import { createModel, testGeneratedPaths } from './harness';
import { bankAccountSpec } from './settings-specification';

describe('bank account machine: generated paths', () => {
  const model = createModel({
    name: 'bankAccount',
    machine: bankAccountMachine,
    fixtures: bankAccountFixtures,
    spec: bankAccountSpec,
    invariant: (snapshot) => {
      if (snapshot.matches('added') !== snapshot.hasTag('success')) throw new Error('success tag');
    },
  });

  testGeneratedPaths(model);
});
