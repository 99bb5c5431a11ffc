import type { MachineFixtures } from '../../tests/model/fixture-types';
import { signCrashed, signFailed } from '../signing/confirm-then-sign.fixtures';
import type { MaxAccumulationFacts, MaxAccumulationMachine } from './max-accumulation.machine';

export const maxAccumulationFacts: MaxAccumulationFacts = {
  contracts: [
    {
      contractNumber: '2P-1004521',
      pillar: 2,
      fundName: 'Pensijų turto išsaugojimo fondas',
      renewalMode: null,
    },
    {
      contractNumber: '2P-1009001',
      pillar: 2,
      fundName: 'Pensijų fondas 1996-2002',
      renewalMode: 'DontRenew',
    },
  ],
  alreadyMax: [],
};

export const oneMaxContract: MaxAccumulationFacts = {
  contracts: [maxAccumulationFacts.contracts[0]!],
  alreadyMax: [],
};

export const everyContractAtMax: MaxAccumulationFacts = {
  contracts: [],
  alreadyMax: [{ contractNumber: '2P-1004521', pillar: 2, fundName: 'Pensijų turto išsaugojimo fondas' }],
};

export const maxAccumulationFixtures = {
  input: { loginProvider: 'password' },
  events: {
    'max.contract': [{ type: 'max.contract', contractNumber: '2P-1009001' }],
    'form.submit': [{ type: 'form.submit' }],
    'load.retry': [{ type: 'load.retry' }],
    'application.edit': [{ type: 'application.edit' }],
    'application.retry': [{ type: 'application.retry' }],
  },
  actors: {
    loadMaxAccumulation: {
      done: [maxAccumulationFacts, oneMaxContract, everyContractAtMax],
      error: [new Error('network')],
    },
    sign: {
      done: [{ status: 'signed', documentId: 9002, contractNumber: null, effectiveDate: null }, signFailed],
      error: [signCrashed],
    },
  },
} satisfies MachineFixtures<MaxAccumulationMachine>;
