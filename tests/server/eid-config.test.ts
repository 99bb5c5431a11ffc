/**
 * Smart-ID / Mobile-ID configuration (server/config.ts): SMART_ID_* / MOBILE_ID_* and EID_TRUST_ANCHORS
 * name SK's services; none set means eid_not_configured; half a configuration is refused; production
 * refuses settings that point at a fake (loopback, plain http, SK's demo relying party, test authorities).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { wantsSkFake } from '../../scripts/sk-fake-process.mjs';
import { startSkFake, type SkFake } from '../../server/fakes/sk/sk-fake';

let fake: SkFake;
let anchors: string;
beforeAll(async () => {
  fake = await startSkFake({ confirmDelayMs: 0 });
  anchors = join(mkdtempSync(join(tmpdir(), 'eid-config-')), 'anchors.pem');
  writeFileSync(anchors, fake.trustAnchorsPem);
});
afterAll(async () => {
  await fake.close();
});

const demo = () => ({
  SMART_ID_URL: fake.smartIdUrl,
  SMART_ID_RELYING_PARTY_UUID: '00000000-0000-0000-0000-000000000000',
  SMART_ID_RELYING_PARTY_NAME: 'DEMO',
  SMART_ID_SCHEME_NAME: 'smart-id-demo',
  MOBILE_ID_URL: fake.mobileIdUrl,
  MOBILE_ID_RELYING_PARTY_UUID: '00000000-0000-0000-0000-000000000000',
  MOBILE_ID_RELYING_PARTY_NAME: 'DEMO',
  EID_TRUST_ANCHORS: anchors,
});

describe('eID configuration', () => {
  it('none set: not configured', () => {
    expect(loadConfig({}).eid).toBeNull();
  });

  it('reads both services and the trust anchors; the scheme name defaults to smart-id', () => {
    const config = loadConfig(demo()).eid;
    expect(config?.smartId).toEqual({
      url: fake.smartIdUrl,
      relyingPartyUUID: '00000000-0000-0000-0000-000000000000',
      relyingPartyName: 'DEMO',
      schemeName: 'smart-id-demo',
    });
    expect(config?.mobileId?.url).toBe(fake.mobileIdUrl);
    expect(config?.trustAnchorsPem).toBe(fake.trustAnchorsPem);
    const { SMART_ID_SCHEME_NAME: _scheme, ...withoutScheme } = demo();
    expect(loadConfig(withoutScheme).eid?.smartId?.schemeName).toBe('smart-id');
  });

  it("npm start starts SK's fake only when no service is named, and never in production", () => {
    expect(wantsSkFake({})).toBe(true);
    expect(wantsSkFake({ SMART_ID_URL: 'https://sid.demo.sk.ee/smart-id-rp/v3' })).toBe(false);
    expect(wantsSkFake({ MOBILE_ID_URL: 'https://tsp.demo.sk.ee/mid-api' })).toBe(false);
    expect(wantsSkFake({ NODE_ENV: 'production' })).toBe(false);
    // What it then hands the server names the fake; named services are what the server's clients use.
    expect(loadConfig(demo()).eid?.smartId?.url).toBe(fake.smartIdUrl);
    const named = { ...demo(), SMART_ID_URL: 'https://sid.demo.sk.ee/smart-id-rp/v3' };
    expect(loadConfig(named).eid?.smartId?.url).toBe('https://sid.demo.sk.ee/smart-id-rp/v3');
  });

  it('refuses half a configuration', () => {
    const { EID_TRUST_ANCHORS: _anchors, ...noAnchors } = demo();
    expect(() => loadConfig(noAnchors)).toThrow(/EID_TRUST_ANCHORS/);
    const { SMART_ID_RELYING_PARTY_NAME: _name, ...noName } = demo();
    expect(() => loadConfig(noName)).toThrow(/SMART_ID_RELYING_PARTY_UUID and SMART_ID_RELYING_PARTY_NAME/);
    expect(() => loadConfig({ ...demo(), EID_TRUST_ANCHORS: join(tmpdir(), 'no-such-file.pem') })).toThrow(
      /cannot read/,
    );
  });

  it('production refuses to point at the fake', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pensijos.example.lt',
      DATABASE_URL: 'postgres://db.example.lt/portal',
    };
    expect(() => loadConfig({ ...production, ...demo() })).toThrow(/points at a local fake/);
    const remote = {
      ...demo(),
      SMART_ID_URL: 'https://rp-api.smart-id.com/v3',
      MOBILE_ID_URL: 'https://mid.sk.ee/mid-api',
    };
    expect(() => loadConfig({ ...production, ...remote })).toThrow(/demo relying party/);
    const realRp = {
      ...remote,
      SMART_ID_RELYING_PARTY_UUID: '11111111-2222-3333-4444-555555555555',
      MOBILE_ID_RELYING_PARTY_UUID: '11111111-2222-3333-4444-555555555555',
    };
    // The fake's authorities are test ones ("TEST of …"), as SK's demo ones are.
    expect(() => loadConfig({ ...production, ...realRp })).toThrow(/test authority/);
  });
});
