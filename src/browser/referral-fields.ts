import { readReferral } from '../domain/referral';

/**
 * What a new contract's preview and signing send of the broker referral in force (§1, §3: the broker is
 * credited with the contract): `{ brokerCode }`, or nothing without one.
 */
export function referralFields(now = new Date()): { brokerCode?: string } {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const referral = readReferral(storage, now);
  return referral ? { brokerCode: referral.brokerCode } : {};
}
