import { describe, expect, it } from 'vitest';
import { ContractStatus } from '../../../src/api/contract/common';
import { isContractAwaiting, isContractEnded, isContractInForce } from '../../../src/domain/contract-status';

/** Every contract status of §3, in the specification's order (the contract's enum is written as §3 lists it). */
const SPEC_STATUSES = ContractStatus.options;

describe('§3 contract statuses as the wizards group them', () => {
  it('a contract has ended when it was cancelled, terminated, closed, finished or rejected; not while that is under way', () => {
    expect(SPEC_STATUSES.filter(isContractEnded)).toEqual([
      'Cancelled',
      'Finished',
      'Terminated',
      'Closed',
      'Rejected',
    ]);
  });

  it('in force: active or approved; awaiting: new or validating; no status is two of these', () => {
    expect(SPEC_STATUSES.filter(isContractInForce)).toEqual(['Approved', 'Active']);
    expect(SPEC_STATUSES.filter(isContractAwaiting)).toEqual(['New', 'Validating']);
    for (const status of SPEC_STATUSES) {
      const groups = [isContractEnded, isContractInForce, isContractAwaiting].filter((is) => is(status));
      expect(groups.length, status).toBeLessThanOrEqual(1);
    }
  });
});
