/**
 * The SK fake for server tests: started on loopback, and the real eID clients pointed at it over HTTP,
 * exactly as `npm start` does (server/fakes/sk/). Demo persons answer after `confirmDelayMs` (0 here).
 */
import { DEMO_RELYING_PARTY, startSkFake, type SkFake } from '../../server/fakes/sk/sk-fake';
import { createEidClients, type EidConfig } from '../../server/auth/eid/eid-clients';
import type { EidClients } from '../../server/auth/eid/types';

export interface FakeEid {
  fake: SkFake;
  config: EidConfig;
  clients: EidClients;
}

export function fakeEidConfig(fake: SkFake): EidConfig {
  const rp = { relyingPartyUUID: DEMO_RELYING_PARTY.uuid, relyingPartyName: DEMO_RELYING_PARTY.name };
  return {
    smartId: { url: fake.smartIdUrl, schemeName: 'smart-id-demo', ...rp },
    mobileId: { url: fake.mobileIdUrl, ...rp },
    trustAnchorsPem: fake.trustAnchorsPem,
  };
}

export async function startFakeEid(
  options: {
    confirmDelayMs?: number;
    sessionTimeoutMs?: number;
    now?: () => number;
    fakeNow?: () => number;
  } = {},
): Promise<FakeEid> {
  const fake = await startSkFake({
    confirmDelayMs: options.confirmDelayMs ?? 0,
    ...(options.sessionTimeoutMs ? { sessionTimeoutMs: options.sessionTimeoutMs } : {}),
    ...(options.fakeNow ? { now: options.fakeNow } : {}),
  });
  const config = fakeEidConfig(fake);
  return { fake, config, clients: createEidClients(config, options.now ? { now: options.now } : {}) };
}

/** What the fake's phone endpoint answers (it plays the customer). */
export async function phone(fake: SkFake, action: string, body: Record<string, unknown>) {
  const response = await fetch(`${fake.url}/phone/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
