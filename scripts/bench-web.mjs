#!/usr/bin/env node
// The web figures of `npm run bench`, on the built SPA served by the reference server:
//   1. the JavaScript Chromium downloads to show /login (every script until the form is shown and the network
//      is idle; budgeted as gzip, the measure, and printed as sent on the wire, brotli);
//   2. how the static text assets go out: raw, brotli and gzip totals of dist/ (precompressed at build);
//   3. the app with its assets on a second local origin (ASSET_BASE_URL, a stand-in content-delivery host):
//      a build into a temp folder, one server for the pages and one for the assets, /login must render with
//      every script from the asset origin and no CSP violation.
// Loopback only; everything started here is stopped at the end.
//
//   node scripts/bench-web.mjs   (expects dist/ from `vite build`; builds it when missing)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { LOGIN_JS_BUDGET_KB, LOGIN_JS_GOAL_KB, kb, measureLoginJavaScript } from './login-weight.mjs';
import { COMPRESSIBLE } from './vite-precompress.mjs';
import { recordFigure } from './bench-figures.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'];

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `server/main.ts` (tsx) with a throw-away embedded database; resolves when healthy. */
export async function startPortal(env, fixedPort) {
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: 'on',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function compressionTotals(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0, plain: [], missed: 0 };
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(path);
      } else if (COMPRESSIBLE.test(entry.name)) {
        totals.files += 1;
        const raw = statSync(path).size;
        totals.raw += raw;
        if (existsSync(`${path}.br`)) {
          totals.br += statSync(`${path}.br`).size;
          totals.gz += statSync(`${path}.gz`).size;
        } else {
          totals.br += raw;
          totals.gz += raw;
          totals.plain.push(`${entry.name} (${raw} B)`);
          if (raw >= 512) totals.missed += 1;
        }
      }
    }
  };
  walk(dir);
  return totals;
}

async function loginWeight(browser) {
  const portal = await startPortal({ STATIC_DIR: 'dist' });
  try {
    const context = await browser.newContext({ locale: 'lt-LT' });
    const page = await context.newPage();
    const result = await measureLoginJavaScript(page, `${portal.base}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
    return result;
  } finally {
    await portal.stop();
  }
}

async function assetsOnSecondOrigin(browser) {
  const assetPort = await freePort();
  const assetBase = `http://127.0.0.1:${assetPort}/`;
  const outDir = mkdtempSync(join(tmpdir(), 'portal-cdn-dist-'));
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env: { ...process.env, ASSET_BASE_URL: assetBase },
    },
  );
  if (build.status !== 0) throw new Error('the build with ASSET_BASE_URL failed');
  const cdn = await startPortal({ STATIC_DIR: outDir }, assetPort).catch((error) => {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  });
  const app = await startPortal({ STATIC_DIR: outDir, ASSET_BASE_URL: assetBase });
  try {
    const context = await browser.newContext({ locale: 'lt-LT' });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${app.base}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await context.close();
    const fromAssetHost = scripts.filter((url) => url.startsWith(assetBase)).length;
    return { appOrigin: app.base, assetBase, heading, scripts: scripts.length, fromAssetHost, problems };
  } finally {
    await app.stop();
    await cdn.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function benchWeb() {
  if (!existsSync('dist/index.html')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  let failed = false;
  try {
    const login = await loginWeight(browser);
    console.log('\n== /login in Chromium: every script until the form is shown and the network is idle ==');
    for (const file of login.files) {
      console.log(
        `  ${kb(file.gzip).padStart(6)} KB as gzip  ${kb(file.transfer).padStart(6)} KB on the wire (${file.encoding.padEnd(4)})  ${new URL(file.url).pathname}`,
      );
    }
    const gzipKb = login.gzip / 1024;
    const verdict =
      gzipKb <= LOGIN_JS_GOAL_KB
        ? 'within goal'
        : gzipKb <= LOGIN_JS_BUDGET_KB
          ? 'within budget'
          : 'OVER BUDGET';
    console.log(
      `  login JavaScript: ${kb(login.gzip)} KB as gzip in ${login.files.length} files (budget ${LOGIN_JS_BUDGET_KB} KB, goal ${LOGIN_JS_GOAL_KB} KB): ${verdict}`,
    );
    console.log(
      `  the same scripts on the wire (brotli): ${kb(login.transfer)} KB; response headers: ${kb(login.headers)} KB`,
    );
    if (verdict === 'OVER BUDGET') failed = true;
    recordFigure({
      figure: 'JavaScript for /login in Chromium (every script until idle, gzip)',
      value: gzipKb,
      shown: `${kb(login.gzip)} KB in ${login.files.length} files`,
      budget: LOGIN_JS_BUDGET_KB,
      goal: LOGIN_JS_GOAL_KB,
      better: 'lower',
      unit: 'KB',
    });

    const totals = compressionTotals('dist');
    console.log('\n== Static text assets (dist/), precompressed at build ==');
    console.log(
      `  ${totals.files} files: ${kb(totals.raw)} KB raw, ${kb(totals.br)} KB brotli (${((totals.br / totals.raw) * 100).toFixed(0)} %), ${kb(totals.gz)} KB gzip (${((totals.gz / totals.raw) * 100).toFixed(0)} %)`,
    );
    console.log(
      totals.plain.length === 0
        ? '  every text asset has .br and .gz'
        : `  sent plain (below 512 B, not worth it): ${totals.plain.length} files`,
    );

    // Budget and goal: every text asset of 512 B and more has a brotli and a gzip file from the build.
    const worth = totals.files - totals.plain.length;
    recordFigure({
      figure: 'static text assets of 512 B+ precompressed (brotli and gzip)',
      value: totals.missed === 0 ? 1 : 0,
      shown: `${worth} of ${worth + totals.missed} (${totals.plain.length - totals.missed} tiny ones plain)`,
      budget: 1,
      goal: 1,
      better: 'higher',
    });
    const cdn = await assetsOnSecondOrigin(browser);
    console.log('\n== Assets on a second origin (ASSET_BASE_URL) ==');
    console.log(
      `  pages from ${cdn.appOrigin}, assets from ${cdn.assetBase}: h1 "${cdn.heading}", ${cdn.fromAssetHost} of ${cdn.scripts} scripts from the asset origin, ${cdn.problems.length} console errors`,
    );
    for (const problem of cdn.problems) console.log(`    ${problem}`);
    if (
      cdn.fromAssetHost === 0 ||
      cdn.fromAssetHost !== cdn.scripts ||
      cdn.problems.length > 0 ||
      !cdn.heading
    ) {
      failed = true;
    }
  } finally {
    await browser.close();
  }
  return !failed;
}

if (process.argv[1]?.endsWith('bench-web.mjs')) {
  benchWeb()
    .then((ok) => process.exit(ok ? 0 : 1))
    .catch((error) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    });
}
