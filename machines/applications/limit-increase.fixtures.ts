import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { LimitFacts, LimitIncreaseMachine } from './limit-increase.machine';

export const LIMIT_FIXTURE_TODAY = '2026-11-23';

export const limitFacts: LimitFacts = {
  contracts: [
    { contractNumber: '3P-2008813', fundName: 'Medio', yearlyLimitEur: null },
    { contractNumber: '3P-2011402', fundName: 'Bold', yearlyLimitEur: 1000 },
  ],
};

export const oneLimitContract: LimitFacts = { contracts: [limitFacts.contracts[0]!] };

/** A 400 of the server naming the rule (as the API client's PortalApiError carries it). */
export const documentRequiredRefusal = {
  portalError: { kind: 'validation', status: 400, message: 'Document required', code: 'required' },
};

export const limitIncreaseFixtures = {
  input: { today: LIMIT_FIXTURE_TODAY },
  events: {
    'limit.contract': [{ type: 'limit.contract', contractNumber: '3P-2011402' }],
    // §5 / §9: 1000 EUR is the last amount with the questionnaire optional; 1000.01 makes it mandatory.
    'limit.amount': [
      { type: 'limit.amount', value: '1000' },
      { type: 'limit.amount', value: '1000,01' },
      { type: 'limit.amount', value: 'daug' },
    ],
    'document.type': [{ type: 'document.type', value: 'LithuanianPassport' }],
    'document.number': [{ type: 'document.number', value: '39125478' }],
    'document.expiry': [{ type: 'document.expiry', value: '2030-05-31' }],
    'form.submit': [{ type: 'form.submit' }],
    'limit.fill': [{ type: 'limit.fill' }],
    'limit.skip': [{ type: 'limit.skip' }],
    'step.back': [{ type: 'step.back' }],
    'modal.close': [{ type: 'modal.close' }],
    'load.retry': [{ type: 'load.retry' }],
    'application.edit': [{ type: 'application.edit' }],
    'application.retry': [{ type: 'application.retry' }],
  },
  actors: {
    loadLimit: { done: [oneLimitContract, limitFacts, { contracts: [] }], error: [new Error('network')] },
    checkIdentityDocument: {
      done: [
        { outcome: 'valid' },
        { outcome: 'invalid' },
        { outcome: 'expired' },
        { outcome: 'locked', lockedUntil: '2026-11-24T10:00:00.000Z' },
      ],
      error: [new Error('network')],
    },
    submitLimit: {
      done: [{ contractNumber: '3P-2008813', yearlyLimitEur: 1000.01 }],
      error: [documentRequiredRefusal, { portalError: { kind: 'server-error', status: 500, message: 'x' } }],
    },
  },
} satisfies MachineFixtures<LimitIncreaseMachine>;
