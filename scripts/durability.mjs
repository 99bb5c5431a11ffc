#!/usr/bin/env node
/**
 * Durability check: start the server (PGlite in a temp folder), fire writes that each add a distinct
 * row (POST /api/Dashboard/CreateAssetScoreConsultation with a numbered comment, 8 in flight; a write that
 * needs no eID confirmation, unlike a bank account), kill -9 the server while it is
 * acknowledging them, restart it on the same data folder (it must come up healthy), stop it, and read the
 * rows back from the database itself: every acknowledged write must be there. Prints the result; exit code
 * 1 on a lost write or when nothing was acknowledged.
 *
 *   node scripts/durability.mjs [--writes-ms 3000] [--concurrency 8]
 * With DATABASE_URL set the same check runs against that PostgreSQL server (no seed: the database must
 * already hold the demo data).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
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

const MARK = `durability-${process.pid}-${Date.now()}-`;
const commentFor = (index) => `${MARK}${index}`;

/** The durability writes present in the database (read directly, the server stopped). */
async function writesPresent(dataDir) {
  const sql = 'SELECT comment FROM asset_score_consultations WHERE comment LIKE $1';
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return new Set((await client.query(sql, [`${MARK}%`])).rows.map((row) => row.comment));
    } finally {
      await client.end();
    }
  }
  const lite = await PGlite.create(dataDir);
  try {
    return new Set((await lite.query(sql, [`${MARK}%`])).rows.map((row) => row.comment));
  } finally {
    await lite.close();
  }
}

function stopped(server) {
  return new Promise((done) =>
    server.exitCode !== null || server.signalCode !== null ? done() : server.once('exit', done),
  );
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
        const comment = commentFor(index);
        try {
          const response = await fetch(`${base}/api/Dashboard/CreateAssetScoreConsultation`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ phoneNumber: '+37060000000', comment }),
          });
          if (response.status === 200) acknowledged.add(comment);
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
    await stopped(server);

    // The server recovers on the same data and answers; then the rows are read with it stopped.
    server = startServer(bundle, env);
    await waitFor(`${base}/api/health`);
    server.kill('SIGTERM');
    await stopped(server);
    const present = await writesPresent(dataDir);
    const lost = [...acknowledged].filter((comment) => !present.has(comment));
    const extra = [...present].filter((comment) => !acknowledged.has(comment)).length;
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
      await stopped(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`durability failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
