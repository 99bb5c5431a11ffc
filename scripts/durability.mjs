#!/usr/bin/env node
/**
 * Durability check: start the server (PGlite in a temp folder), fire writes that each add a distinct
 * bank account (POST /api/BankAccounts/CreateBankAccount, 8 in flight), kill -9 the server while it is
 * acknowledging them, restart it on the same data folder and check that every acknowledged write is
 * there (GET /api/BankAccounts/GetBankAccounts). Prints the result; exit code 1 on a lost write.
 *
 *   node scripts/durability.mjs [--writes-ms 3000] [--concurrency 8]
 * With DATABASE_URL set the same check runs against that PostgreSQL server (no seed: the database must
 * already hold the demo data).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeIBAN } from 'ibantools';
import { bundleServer, passwordToken, startServer, waitFor } from './bench-api.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const WRITES_MS = option('writes-ms', 3000);
const CONCURRENCY = option('concurrency', 8);
const PORT = option('port', 18480);
const base = `http://127.0.0.1:${PORT}`;

function ibanFor(index) {
  // SEB (70440) accounts 9xxxxxxxxxx: valid, known bank, distinct per write.
  return composeIBAN({ countryCode: 'LT', bban: `70440${String(900_000_000_00 + index).padStart(11, '0')}` });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-durability-'));
  const bundle = await bundleServer();
  const env = {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DEMO_SEED: process.env.DATABASE_URL ? 'false' : 'true',
  };
  let server = startServer(bundle, env);
  const acknowledged = new Set();
  let attempted = 0;
  let failedBeforeKill = 0;
  try {
    await waitFor(`${base}/api/health`);
    const token = await passwordToken(base);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const index = next;
        next += 1;
        attempted += 1;
        const iban = ibanFor(index);
        try {
          const response = await fetch(`${base}/api/BankAccounts/CreateBankAccount`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ bankAccountNumber: iban, swiftCode: 'CBVILT2X' }),
          });
          if (response.status === 200) acknowledged.add(iban);
          else if (!killed) failedBeforeKill += 1;
          await response.arrayBuffer().catch(() => undefined);
        } catch {
          // connection cut by the kill: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: CONCURRENCY }, () => writer());
    await new Promise((done) => setTimeout(done, WRITES_MS));
    const ackedAtKill = acknowledged.size;
    server.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await new Promise((done) =>
      server.exitCode !== null || server.signalCode !== null ? done() : server.once('exit', done),
    );

    server = startServer(bundle, env);
    await waitFor(`${base}/api/health`);
    const newToken = await passwordToken(base);
    const response = await fetch(`${base}/api/BankAccounts/GetBankAccounts`, {
      headers: { authorization: `Bearer ${newToken}` },
    });
    const present = new Set((await response.json()).map((account) => account.bankAccountNumber));
    const lost = [...acknowledged].filter((iban) => !present.has(iban));
    const extra = [...present].filter(
      (iban) => iban.slice(4, 9) === '70440' && iban.slice(9, 10) === '9' && !acknowledged.has(iban),
    ).length;
    process.stdout.write(
      [
        `durability (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): kill -9 after ${WRITES_MS} ms of writes, ${CONCURRENCY} in flight`,
        `  attempted ${attempted}, acknowledged ${acknowledged.size} (${ackedAtKill} when the kill was sent), rejected before the kill ${failedBeforeKill}`,
        `  after restart: ${acknowledged.size - lost.length}/${acknowledged.size} acknowledged writes present, ${lost.length} lost, ${extra} unacknowledged in-flight writes also committed`,
        `  result: ${lost.length === 0 && acknowledged.size > 0 ? 'PASS' : 'FAIL'}`,
        '',
      ].join('\n'),
    );
    if (lost.length > 0 || acknowledged.size === 0) process.exitCode = 1;
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`durability failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
