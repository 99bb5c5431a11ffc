/**
 * The server's eID clients, built once from its configuration (server/config.ts `eid`) and handed to the
 * auth server and to signing: Smart-ID and Mobile-ID when configured, eid_not_configured for a service
 * that is not.
 */
import { parseTrustAnchors } from './certificate-checks';
import { createMobileIdClient } from './mobile-id-client';
import { notConfiguredEidClients } from './not-configured';
import { createSmartIdClient } from './smart-id-client';
import type { EidClients } from './types';

export interface SkServiceConfig {
  url: string;
  relyingPartyUUID: string;
  relyingPartyName: string;
}

export interface EidConfig {
  smartId: (SkServiceConfig & { schemeName: string }) | null;
  mobileId: SkServiceConfig | null;
  /** PEM of the SK roots and intermediates to trust (EID_TRUST_ANCHORS). */
  trustAnchorsPem: string;
}

export interface EidClientOptions {
  /** One status long poll (default 1000 ms: the portal polls every 3 s). */
  pollTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createEidClients(config: EidConfig | null, options: EidClientOptions = {}): EidClients {
  const none = notConfiguredEidClients();
  if (!config) return none;
  const anchors = parseTrustAnchors(config.trustAnchorsPem);
  const common = {
    anchors,
    ...(options.pollTimeoutMs !== undefined ? { pollTimeoutMs: options.pollTimeoutMs } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  return {
    smartId: config.smartId
      ? createSmartIdClient({
          baseUrl: config.smartId.url,
          relyingPartyUUID: config.smartId.relyingPartyUUID,
          relyingPartyName: config.smartId.relyingPartyName,
          schemeName: config.smartId.schemeName,
          ...common,
        })
      : none.smartId,
    mobileId: config.mobileId
      ? createMobileIdClient({
          baseUrl: config.mobileId.url,
          relyingPartyUUID: config.mobileId.relyingPartyUUID,
          relyingPartyName: config.mobileId.relyingPartyName,
          ...common,
        })
      : none.mobileId,
  };
}
