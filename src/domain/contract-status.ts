/**
 * The §3 contract statuses that rules group together, named once for the browser and the server.
 */

/** A contract in force: active, or approved and waiting for its first payment. */
export const IN_FORCE_CONTRACT_STATUSES: readonly string[] = ['Active', 'Approved'];

/** A contract that no longer counts: a new one may be signed in its pillar. */
export const ENDED_CONTRACT_STATUSES: readonly string[] = [
  'Cancelled',
  'Terminated',
  'Closed',
  'Finished',
  'Rejected',
];

export const isContractInForce = (status: string): boolean => IN_FORCE_CONTRACT_STATUSES.includes(status);

export const isContractEnded = (status: string): boolean => ENDED_CONTRACT_STATUSES.includes(status);

/**
 * A contract signed and not yet in force: pillar II waits for the state social insurer (Sodra) to register
 * it. It is the customer's contract already, so joining that pillar is not offered again.
 */
export const AWAITING_CONTRACT_STATUSES: readonly string[] = ['New', 'Validating'];

export const isContractAwaiting = (status: string): boolean => AWAITING_CONTRACT_STATUSES.includes(status);
