/**
 * `npm run fake:sk`: the Smart-ID / Mobile-ID fake on its own port (SK_FAKE_PORT, default 8290; 0 picks a
 * free one), for the demo. Prints the settings a server needs to use it; writes the trust anchors to
 * SK_FAKE_ANCHORS_FILE and, once it answers, its addresses as JSON to SK_FAKE_READY_FILE (how
 * scripts/start.mjs and scripts/e2e-server.mjs wait for it). EID_CONFIRM_DELAY_MS: how long a demo person
 * takes to answer a push (default 4000 ms).
 */
import { writeFileSync } from 'node:fs';
import { DEMO_RELYING_PARTY, startSkFake } from './sk-fake';

const port = Number(process.env.SK_FAKE_PORT || 8290);
const delay = process.env.EID_CONFIRM_DELAY_MS;
const fake = await startSkFake({ port, ...(delay ? { confirmDelayMs: Number(delay) } : {}) });
if (process.env.SK_FAKE_ANCHORS_FILE) writeFileSync(process.env.SK_FAKE_ANCHORS_FILE, fake.trustAnchorsPem);
if (process.env.SK_FAKE_READY_FILE) {
  writeFileSync(
    process.env.SK_FAKE_READY_FILE,
    JSON.stringify({ url: fake.url, smartIdUrl: fake.smartIdUrl, mobileIdUrl: fake.mobileIdUrl }),
  );
}
process.stdout.write(
  [
    `SK fake (Smart-ID RP API v3, Mobile-ID REST) at ${fake.url}`,
    `  SMART_ID_URL=${fake.smartIdUrl}`,
    `  MOBILE_ID_URL=${fake.mobileIdUrl}`,
    `  SMART_ID_RELYING_PARTY_UUID=${DEMO_RELYING_PARTY.uuid} SMART_ID_RELYING_PARTY_NAME=${DEMO_RELYING_PARTY.name}`,
    `  SMART_ID_SCHEME_NAME=smart-id-demo   EID_TRUST_ANCHORS: ${fake.url}/trust-anchors.pem`,
    '',
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
