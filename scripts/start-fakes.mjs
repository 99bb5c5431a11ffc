/**
 * Starts the demo's outside parties (server/fakes/main.ts: SMTP capture, SMS gateway, bank) as a child
 * process and resolves to the environment the server needs to use them, leaving out every variable the
 * caller set itself (with SMTP_URL set, e-mail goes there instead of the capture). Used by `npm start`
 * (scripts/start.mjs) and the browser tests' server (scripts/e2e-server.mjs). The child ends with the
 * caller.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle-node.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {Promise<string[]>} node arguments that run the fakes (bundled with esbuild, else tsx). */
async function fakesCommand() {
  const outfile = join(root, '.cache', 'start-server', 'fakes.mjs');
  try {
    return [await bundleForNode(join(root, 'server', 'fakes', 'main.ts'), outfile)];
  } catch {
    return ['--import', 'tsx', join(root, 'server', 'fakes', 'main.ts')];
  }
}

/**
 * @param {{ fakesPort: number, portalUrl: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ env: Record<string, string>, info: Record<string, string>, stop: () => void }>}
 */
export async function startDemoFakes({ fakesPort, portalUrl, env = process.env }) {
  const child = spawn(process.execPath, await fakesCommand(), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...env, FAKES_PORT: String(fakesPort), PORTAL_URL: portalUrl },
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  const line = await new Promise((resolveLine, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolveLine);
    child.once('exit', (code) => reject(new Error(`the demo fakes stopped (${code})`)));
  });
  const started = JSON.parse(String(line));
  /** @type {Record<string, string>} */
  const wanted = {};
  for (const [name, value] of Object.entries(started.env)) {
    if (!env[name]) wanted[name] = value;
  }
  // The SMS gateway's URL and token go together, as do the bank's keys and issuer.
  if (env.SMS_GATEWAY_URL) delete wanted.SMS_GATEWAY_TOKEN;
  if (env.SB_JWKS_URL || env.SB_JWKS_FILE) delete wanted.SB_ISSUER;
  return {
    env: wanted,
    info: { mail: started.mailReader, sms: started.smsReader, bank: started.bank },
    stop,
  };
}
