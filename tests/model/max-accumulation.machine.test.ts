import { describe } from 'vitest';
import { maxAccumulationMachine } from '../../machines/applications/max-accumulation.machine';
import { maxAccumulationFixtures } from '../../machines/applications/max-accumulation.fixtures';
import { createModel } from './harness';
import {
  maxAccumulationSpec,
  testGeneratedPathsOfLogins,
  type LoginKind,
} from './applications-specification';

describe('maximum accumulation machine: generated paths', () => {
  const model = (login: LoginKind) =>
    createModel({
      name: `maxAccumulation (${login})`,
      machine: maxAccumulationMachine,
      fixtures: {
        ...maxAccumulationFixtures,
        input: { ...maxAccumulationFixtures.input, loginProvider: login },
      },
      spec: maxAccumulationSpec(login),
    });

  testGeneratedPathsOfLogins([model('password'), model('smart_id')]);
});
