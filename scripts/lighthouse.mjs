// Lighthouse 12 (mobile, Debian's Chromium) on /login and on /portal/dashboard of the built SPA, served by the
// reference server that this script starts itself (throw-away embedded database, demo seed, free loopback port).
// Prints the performance, accessibility and best-practices scores, LCP, TBT, CLS, the long tasks (and the
// scripts that own them) and the main thread's script evaluation per page, measured twice: quiet, and with a
// background load this script starts and stops itself (one busy process pinned to one core), because
// Lighthouse's simulated throttling scales what it observes and a phone is busy with other apps.
//
//   node scripts/lighthouse.mjs            (builds dist/ first when it is missing)
//   LIGHTHOUSE_LOAD=busy node scripts/lighthouse.mjs    (one condition only: quiet or busy)
//   CHROMIUM_PATH=/usr/bin/chromium node scripts/lighthouse.mjs
//
// The dashboard needs a session: the script gets tokens with the password grant of the demo customer
// (jonas01), puts the refresh token into sessionStorage under 'sessionRefresh' (as the SPA does after a
// login) on a same-origin page that loads no app code, clears the browser cache, and runs Lighthouse on
// that tab (puppeteer-core, which Lighthouse itself depends on, drives the tab) with storage reset off, so
// the SPA restores the session and renders the dashboard. Everything started here is stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { recordFigure } from './bench-figures.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO_LOGIN = { username: 'jonas01', password: 'Pensija2026' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function freePort() {
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

async function waitForHealth(base, server, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited early (code ${server.exitCode})`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in time');
}

async function passwordTokens(base) {
  const response = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      provider: 'pension_password',
      client_id: 'pension-portal',
      username: DEMO_LOGIN.username,
      password: DEMO_LOGIN.password,
      scope: 'offline_access openid sbam',
    }),
  });
  const body = await response.json();
  if (!response.ok || typeof body.refresh_token !== 'string') {
    throw new Error(`password login failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body;
}

/** The longest main-thread tasks Lighthouse lists (at its simulated mobile CPU), per script file. */
function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = items.reduce((max, item) => Math.max(max, item.duration ?? 0), 0);
  const owners = new Map();
  for (const item of items) {
    const owner = scriptName(item.url);
    const entry = owners.get(owner) ?? { count: 0, ms: 0 };
    owners.set(owner, { count: entry.count + 1, ms: entry.ms + (item.duration ?? 0) });
  }
  return { count: items.length, longest, owners: [...owners].sort((a, b) => b[1].ms - a[1].ms) };
}

/** A script URL as a short name: the file of a same-origin asset, "other" for the browser's own work. */
function scriptName(url) {
  if (typeof url !== 'string' || url === '' || url === 'Unattributable') return 'other';
  try {
    const { pathname } = new URL(url);
    return pathname === '/' || !pathname.includes('.') ? `document ${pathname}` : pathname.split('/').pop();
  } catch {
    return url;
  }
}

/** Main-thread time spent evaluating script (Lighthouse's "Script Evaluation" group), in ms. */
function scriptEvaluation(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return items.find((item) => item.group === 'scriptEvaluation')?.duration ?? null;
}

function summarise(name, lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));
  };
  const audit = (id) => lhr.audits[id]?.numericValue;
  const ms = (value) => (value === undefined || value === null ? 'n/a' : `${Math.round(value)} ms`);
  const cls = audit('cumulative-layout-shift');
  const tasks = longTasks(lhr);
  return {
    page: name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    LCP: ms(audit('largest-contentful-paint')),
    TBT: ms(audit('total-blocking-time')),
    CLS: cls === undefined ? 'n/a' : cls.toFixed(3),
    'long tasks': tasks.count,
    'longest task': ms(tasks.longest),
    'script evaluation': ms(scriptEvaluation(lhr)),
  };
}

let saved = 0;

async function runLighthouse(page, url, attempt = 1) {
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: true },
    undefined,
    page,
  );
  if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  // A trace without its navigation start (NO_NAVSTART) happens now and then on a loaded machine: run again.
  if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3)
    return runLighthouse(page, url, attempt + 1);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  // LIGHTHOUSE_SAVE=<dir> keeps each full report (JSON) for a look at the request chain and the LCP element.
  if (process.env.LIGHTHOUSE_SAVE) {
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
    saved += 1;
    mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
    writeFileSync(
      join(process.env.LIGHTHOUSE_SAVE, `lighthouse-${saved}${name}.json`),
      JSON.stringify(result.lhr),
    );
  }
  return result.lhr;
}

async function clearCache(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

let server = null;
let chrome = null;
let browser = null;
let dataDir = null;

async function stopAll() {
  try {
    await browser?.disconnect();
  } catch {
    // already gone
  }
  browser = null;
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  chrome = null;
  stopBackgroundLoad();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server?.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  server = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

async function main() {
  if (!existsSync('dist/index.html')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(base, server);

  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();

  // Lighthouse's simulated throttling moves with every observed trace: each page is measured RUNS times
  // (LIGHTHOUSE_RUNS, default 5) and the run of median performance is reported, as Lighthouse's guide to
  // score variability advises (five runs rather than three: the dashboard moved 78-94 within three).
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
  // LIGHTHOUSE_LOAD=quiet or busy measures one condition only; the bench measures both.
  const conditions = ['quiet', 'busy'].filter((c) => (process.env.LIGHTHOUSE_LOAD ?? c) === c);
  for (const condition of conditions) {
    if (condition === 'busy') startBackgroundLoad();
    try {
      const measured = await measurePages(page, base, runs);
      report(condition, measured, runs);
    } finally {
      stopBackgroundLoad();
    }
  }
}

/**
 * The background load of the "busy" measurement: one process spinning on one core (taskset pins it to
 * the machine's last core), as a phone busy with another app. Started and stopped here, never left behind.
 */
let loadProcess = null;
function startBackgroundLoad() {
  const cores = availableParallelism();
  const spin = ['node', '-e', 'for (;;) {}'];
  const pinned = spawnSync('taskset', ['--version']).status === 0;
  const [cmd, ...args] = pinned ? ['taskset', '-c', String(cores - 1), ...spin] : spin;
  loadProcess = spawn(cmd, args, { stdio: 'ignore' });
  console.log(
    `\nbackground load on: one busy process${pinned ? ` pinned to core ${cores - 1} of ${cores}` : ''} (pid ${loadProcess.pid})`,
  );
}
function stopBackgroundLoad() {
  if (loadProcess && loadProcess.exitCode === null) loadProcess.kill('SIGKILL');
  loadProcess = null;
}

async function measurePages(page, base, runs) {
  const median = async (measure) => {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measure());
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    return { lhr: results[Math.floor((results.length - 1) / 2)], all: results };
  };

  // 1. The login page, signed out, cold cache.
  const login = await median(async () => {
    await clearCache(page);
    return runLighthouse(page, `${base}/login`);
  });

  // 2. The dashboard, signed in through the restored session, cold cache.
  const dashboard = await median(async () => {
    const tokens = await passwordTokens(base);
    await page.goto(`${base}/api/health`);
    await page.evaluate((refreshToken) => {
      sessionStorage.clear();
      localStorage.removeItem('cookieConsent');
      sessionStorage.setItem('sessionRefresh', refreshToken);
    }, tokens.refresh_token);
    await clearCache(page);
    const lhr = await runLighthouse(page, `${base}/portal/dashboard`);
    const shown = await page.evaluate(() => document.querySelector('main h1')?.textContent ?? '');
    if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith('/portal/dashboard') || shown !== 'Pradžia') {
      throw new Error(
        `the dashboard run did not show the dashboard (url ${lhr.finalDisplayedUrl}, h1 "${shown}")`,
      );
    }
    return lhr;
  });

  // 3. The dashboard as a returning customer sees it: the cookie notice answered earlier (so the largest
  // element is the dashboard's own content, not the notice), a new session restored, cold HTTP cache.
  const returning = await median(async () => {
    const returningTokens = await passwordTokens(base);
    await page.goto(`${base}/api/health`);
    await page.evaluate(
      ({ refreshToken, consent }) => {
        sessionStorage.clear();
        sessionStorage.setItem('sessionRefresh', refreshToken);
        localStorage.setItem('cookieConsent', consent);
      },
      {
        refreshToken: returningTokens.refresh_token,
        consent: JSON.stringify({ analytics: false, decidedAt: new Date().toISOString() }),
      },
    );
    await clearCache(page);
    const lhr = await runLighthouse(page, `${base}/portal/dashboard`);
    const shown = await page.evaluate(() => document.querySelector('main h1')?.textContent ?? '');
    if (shown !== 'Pradžia') {
      throw new Error(`the returning customer's run did not show the dashboard (h1 "${shown}")`);
    }
    return lhr;
  });
  return [
    ['/login', login],
    ['/portal/dashboard', dashboard],
    ['/portal/dashboard (returning)', returning],
  ];
}

function report(condition, measured, runs) {
  const performances = ({ all }) =>
    all.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join(', ');
  const first = measured[0][1].lhr;
  console.log(
    `\n== Lighthouse ${first.lighthouseVersion} (mobile, ${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}), ${condition === 'busy' ? 'WITH the background load' : 'quiet'}, median of ${runs} (load average ${loadavg()[0].toFixed(2)}) ==`,
  );
  console.log(
    `performance of every run: ${measured.map(([name, runsOf]) => `${name} ${performances(runsOf)}`).join('; ')}`,
  );
  console.table(measured.map(([name, { lhr }]) => summarise(name, lhr)));
  for (const [name, { lhr }] of measured) {
    const { owners } = longTasks(lhr);
    if (owners.length > 0) {
      console.log(
        `  ${name}: long tasks by script: ${owners.map(([owner, { count, ms }]) => `${owner} ${count} (${Math.round(ms)} ms)`).join(', ')}`,
      );
    }
    const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => `${scriptName(item.url)} ${Math.round(item.scripting ?? 0)} ms`);
    if (scripts.length > 0) console.log(`  ${name}: script evaluation by file: ${scripts.join(', ')}`);
    const refs = lhr.categories['best-practices']?.auditRefs ?? [];
    for (const ref of refs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const items = (audit.details?.items ?? [])
          .slice(0, 3)
          .map((item) => item.issueType ?? item.description ?? item.source?.url ?? item.url ?? '')
          .filter(Boolean);
        console.log(
          `  ${name} best practices: ${audit.title}${items.length ? ` (${items.join('; ')})` : ''}`,
        );
        if (process.env.LIGHTHOUSE_DEBUG) console.log(JSON.stringify(audit.details).slice(0, 1500));
      }
    }
  }
  // The budgets: with the background load, the dashboard (first visit and returning) at least 90, total
  // blocking time under 200 ms and no task over 150 ms; the login page at least 95 with total blocking time
  // under 150 ms; quiet, every page at least 95 (its blocking time is printed, with the login's budget only).
  const busy = condition === 'busy';
  for (const [name, { lhr }] of measured) {
    const isLogin = name === '/login';
    recordLighthouse(`${name}, ${condition}`, lhr, {
      performance: busy && !isLogin ? 90 : 95,
      tbt: isLogin ? 150 : busy ? 200 : null,
      longestTask: busy && !isLogin ? 150 : null,
    });
  }
}

/** One page's figures against its budgets; LCP and CLS against Lighthouse's own "good" marks (2.5 s, 0.1). */
function recordLighthouse(page, lhr, budget) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const performance = score('performance');
  const practices = score('best-practices');
  const lcp = audit('largest-contentful-paint');
  const tbt = audit('total-blocking-time');
  const cls = audit('cumulative-layout-shift');
  const { longest } = longTasks(lhr);
  const figures = [
    [`Lighthouse mobile ${page} performance`, performance, String(performance), budget.performance, 'higher'],
    [
      `Lighthouse mobile ${page} LCP`,
      lcp === null ? null : lcp / 1000,
      lcp === null ? 'n/a' : `${(lcp / 1000).toFixed(2)} s`,
      2.5,
      'lower',
      's',
    ],
    [
      `Lighthouse mobile ${page} TBT`,
      tbt,
      tbt === null ? 'n/a' : `${Math.round(tbt)} ms`,
      budget.tbt,
      'lower',
      'ms',
    ],
    [`Lighthouse mobile ${page} CLS`, cls, cls === null ? 'n/a' : cls.toFixed(3), 0.1, 'lower'],
    [`Lighthouse ${page} best practices`, practices, String(practices), 100, 'higher'],
  ];
  if (budget.longestTask !== null) {
    figures.push([
      `Lighthouse mobile ${page} longest task`,
      longest,
      `${Math.round(longest)} ms`,
      budget.longestTask,
      'lower',
      'ms',
    ]);
  }
  for (const [figure, value, shown, limit, better, unit] of figures) {
    recordFigure({ figure, value, shown, budget: limit, goal: null, better, ...(unit ? { unit } : {}) });
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(exitCode);
