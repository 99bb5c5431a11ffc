/**
 * Starts the Smart-ID / Mobile-ID fake (server/fakes/sk/main.ts) as a child process and waits until it
 * answers; shared by `npm start` (scripts/start.mjs) and the browser tests' server (scripts/e2e-server.mjs).
 * Answers the child and the environment that points the server's real eID clients at it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Whether `npm start` starts the fake: not when SMART_ID_URL or MOBILE_ID_URL name SK's services (the server's
 * clients then talk to those), and never in production.
 * @param {Record<string, string | undefined>} env
 */
export function wantsSkFake(env) {
  return !env.SMART_ID_URL && !env.MOBILE_ID_URL && env.NODE_ENV !== 'production';
}

/** SK's demo relying party, which the fake serves. */
const DEMO_RP = { uuid: '00000000-0000-0000-0000-000000000000', name: 'DEMO' };

/**
 * @param {{ command: string[], port: string, confirmDelayMs?: string, cwd: string }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, env: Record<string, string>, url: string }>}
 */
export async function startSkFakeProcess({ command, port, confirmDelayMs, cwd }) {
  const dir = mkdtempSync(join(tmpdir(), 'sk-fake-'));
  const anchors = join(dir, 'trust-anchors.pem');
  const ready = join(dir, 'ready.json');
  const child = spawn(process.execPath, command, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      SK_FAKE_PORT: port,
      SK_FAKE_ANCHORS_FILE: anchors,
      SK_FAKE_READY_FILE: ready,
      ...(confirmDelayMs !== undefined ? { EID_CONFIRM_DELAY_MS: confirmDelayMs } : {}),
    },
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  while (!existsSync(ready)) {
    if (exited || Date.now() > deadline) throw new Error('the Smart-ID / Mobile-ID fake did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { url, smartIdUrl, mobileIdUrl } = JSON.parse(readFileSync(ready, 'utf8'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return {
    child,
    url,
    env: {
      SMART_ID_URL: smartIdUrl,
      SMART_ID_RELYING_PARTY_UUID: DEMO_RP.uuid,
      SMART_ID_RELYING_PARTY_NAME: DEMO_RP.name,
      SMART_ID_SCHEME_NAME: 'smart-id-demo',
      MOBILE_ID_URL: mobileIdUrl,
      MOBILE_ID_RELYING_PARTY_UUID: DEMO_RP.uuid,
      MOBILE_ID_RELYING_PARTY_NAME: DEMO_RP.name,
      EID_TRUST_ANCHORS: anchors,
    },
  };
}
