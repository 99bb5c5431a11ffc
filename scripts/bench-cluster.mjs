#!/usr/bin/env node
// Several processes of one server behind one port, for `npm run bench` (scripts/bench-api.mjs):
//
//   node scripts/bench-cluster.mjs <workers> <entry.mjs>
//
// Node's cluster: the primary accepts the connections and hands them round-robin to the workers (the default
// scheduling on Linux), each worker a full copy of <entry.mjs> with its own memory. The first worker starts
// alone (it migrates and, with DEMO_SEED=true, seeds the database); the others start once it listens, with
// DEMO_SEED=false; then it prints `bench-cluster: <workers> workers listening`. SIGTERM/SIGINT stop every worker; a worker that dies ends the whole cluster with code 1.
import cluster from 'node:cluster';
import { resolve } from 'node:path';

const count = Number(process.argv[2]);
const entry = process.argv[3];
if (!Number.isInteger(count) || count < 1 || !entry) {
  process.stderr.write('usage: node scripts/bench-cluster.mjs <workers> <entry.mjs>\n');
  process.exit(2);
}

cluster.setupPrimary({ exec: resolve(entry), args: [] });
let stopping = false;

function fork(env) {
  return new Promise((done, fail) => {
    const worker = cluster.fork(env);
    worker.once('listening', () => done(worker));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const reason = `a worker exited (code ${code}, signal ${signal})`;
      fail(new Error(reason));
      process.stderr.write(`bench-cluster: ${reason}; stopping\n`);
      void stop(1);
    });
  });
}

async function stop(code) {
  stopping = true;
  await Promise.all(
    Object.values(cluster.workers ?? {}).map(
      (worker) =>
        new Promise((done) => {
          if (!worker || worker.isDead()) return done();
          worker.once('exit', done);
          worker.process.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

try {
  await fork({});
  const later = [];
  for (let i = 1; i < count; i += 1) later.push(fork({ DEMO_SEED: 'false' }));
  await Promise.all(later);
  process.stdout.write(`bench-cluster: ${count} workers listening\n`);
} catch (error) {
  process.stderr.write(`bench-cluster: ${error instanceof Error ? error.message : String(error)}\n`);
  await stop(1);
}
