/**
 * `npm run bench [-- --no-build] [-- --runs 3] [-- --no-tap] [-- /path ...]`: a benchmark, not a test. Builds, serves dist/ the
 * way `npm start` does (scripts/site-server.mjs: compression, netlify.toml headers, functions), then runs
 * Lighthouse (mobile preset, simulated throttling) on Chromium a few times per route and prints the medians.
 * Every run gets a fresh browser profile, so each is a first visit with an empty cache and no service worker. The
 * server is warmed first (every file asked for once), as a CDN's edge is, so no run pays for compressing a file.
 *
 * Settings: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default 4180); `--save <dir>` keeps each
 * Lighthouse report as JSON (open it in the Lighthouse viewer to see why a score is what it is); `--compare <dir>` (repeatable)
 * also serves another build (a copy of an earlier dist/) on the next port and alternates the runs between the two,
 * so both are measured under the same load (this machine is noisy): one table each.
 *
 * Two columns are not Lighthouse's: `TBT (CPU)` sums the same blocking time from each task's CPU time instead of its
 * wall-clock time, and `Off CPU` is the share of long tasks' time the main thread waited for a core. On a machine
 * with two cores Lighthouse's TBT also counts that waiting (scripts/lib/main-thread-time.mjs). The last column,
 * `Perf runs`, is the lowest and the highest single-run performance score: read a median beside its spread. Each
 * table's heading names the Chromium version and Lighthouse's benchmarkIndex of the machine, since the same build
 * scores lower on a slower or busier machine. `--cpu-slowdown 8` replaces the preset's 4x CPU slowdown, to see what a
 * machine about half as fast would measure (a diagnostic: the targets are read with the preset).
 *
 * A second table, the first working tap (scripts/lib/first-tap.mjs; `--no-tap` skips it and the third): ms from
 * navigation until an action on the first control of /faq, the MCQ exam and /login takes effect, with the CPU slowed
 * as above. A third, lost taps (`--no-lost-taps` skips it, `--tap-loads N` sets its loads, 20): each control that needs
 * the app (LOST_TAP_CONTROLS) tapped once as its page shows, at 4x CPU and with every script held back 1.5 s: how
 * many taps never took effect, ms after navigation of the tap, of its effect and of the app's start (median).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureFirstTaps, measureLostTaps } from './lib/first-tap.mjs';
import { mainThreadAfterFirstPaint } from './lib/main-thread-time.mjs';
import { ports } from './lib/ports.mjs';
import { runToEnd } from './lib/processes.mjs';
import { startSiteServer } from './site-server.mjs';

const DEFAULT_ROUTES = [
  '/',
  '/apush-timeline',
  '/apush-practice-exam/mcq/2014',
  '/notes',
  '/apush-study-guide/unit/3',
  '/apush-practice-exam/dbq/slavery-expansion-1820-1860',
  '/progress',
];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-extensions', '--no-first-run'];

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const saveArg = args.indexOf('--save');
const saveDir = saveArg >= 0 ? args[saveArg + 1] : null;
// `--compare <dir>` may be given more than once: each build gets the next port and its own tables.
const compareDirs = args.flatMap((arg, i) => (args[i - 1] === '--compare' ? [arg] : []));
const slowdownArg = args.indexOf('--cpu-slowdown');
const cpuSlowdown = slowdownArg >= 0 ? Number(args[slowdownArg + 1]) : null;
if (cpuSlowdown !== null && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number of at least 1');
const tapLoadsArg = args.indexOf('--tap-loads');
const tapLoads = tapLoadsArg >= 0 ? Number(args[tapLoadsArg + 1]) : 20;
const routes = args.filter((arg, i) => arg.startsWith('/') && !['--runs', '--save', '--compare', '--dist'].includes(args[i - 1]));
const port = ports.bench;

const performanceOf = ({ lhr }) => lhr.categories.performance.score * 100;

/** What the table shows: [heading, read from one run ({ lhr, mainThread }), format]. */
const COLUMNS = [
  ['Perf', performanceOf, (v) => v.toFixed(0)],
  ['A11y', ({ lhr }) => lhr.categories.accessibility.score * 100, (v) => v.toFixed(0)],
  ['BP', ({ lhr }) => lhr.categories['best-practices'].score * 100, (v) => v.toFixed(0)],
  ['SEO', ({ lhr }) => lhr.categories.seo.score * 100, (v) => v.toFixed(0)],
  ['FCP', ({ lhr }) => lhr.audits['first-contentful-paint'].numericValue, (v) => `${(v / 1000).toFixed(2)} s`],
  ['LCP', ({ lhr }) => lhr.audits['largest-contentful-paint'].numericValue, (v) => `${(v / 1000).toFixed(2)} s`],
  ['TBT', ({ lhr }) => lhr.audits['total-blocking-time'].numericValue, (v) => `${v.toFixed(0)} ms`],
  ['CLS', ({ lhr }) => lhr.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  ['Bytes', ({ lhr }) => lhr.audits['total-byte-weight'].numericValue, (v) => `${(v / 1024).toFixed(0)} KB`],
  // Not Lighthouse's: the same blocking sum from CPU time, and how long the main thread waited for a core
  // (scripts/lib/main-thread-time.mjs).
  ['TBT (CPU)', ({ mainThread }) => mainThread?.blockingCpuMs ?? NaN, (v) => `${v.toFixed(0)} ms`],
  ['Off CPU', ({ mainThread }) => mainThread?.offCpuShare ?? NaN, (v) => `${(v * 100).toFixed(0)} %`],
];

/** The lowest and highest single-run performance: on a busy two-core machine the spread is wider than most changes. */
const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function lighthouseOnce(url) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'pocket-ap-bench-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    // Lighthouse deep-merges these flags into the mobile preset's settings: only the CPU multiplier changes.
    const throttling = cpuSlowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...throttling });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const slowdown = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    return { lhr: result.lhr, mainThread: mainThreadAfterFirstPaint(result.artifacts.Trace.traceEvents, slowdown) };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Audits that lost points, so a score below 100 says why. */
function failingAudits(lhr) {
  const failing = new Set();
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(ref.id);
    }
  }
  return [...failing];
}

function printTable(rows, heading = ['Route', ...COLUMNS.map(([name]) => name), 'Perf runs']) {
  const table = [heading, ...rows];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  const line = (row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(table[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table.slice(1)) console.log(line(row));
}

/**
 * The browser and Lighthouse's own measure of the machine's speed (`benchmarkIndex`, higher is faster), median and
 * range over the runs. Lighthouse slows the CPU by a fixed factor whatever the machine, so figures taken on a slower
 * or busier machine score lower: compare tables only beside their benchmarkIndex.
 */
function machineOf(lhrs) {
  const browser = lhrs[0]?.environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1] ?? '?';
  const indexes = lhrs.map((lhr) => lhr.environment.benchmarkIndex);
  return `Chromium ${browser}, benchmarkIndex ${median(indexes).toFixed(0)} (${spread(indexes)})`;
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')).version;
}

const sites = [];
try {
  if (!args.includes('--no-build')) await runToEnd('npm run build:emulator', { name: 'build' });
  // `--dist <dir>`: measure a copy of a build (so the checkout can build meanwhile) instead of dist/.
  const builds = [args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist', ...compareDirs];
  for (const [i, staticDir] of builds.entries()) {
    const server = await startSiteServer({ port: port + i, staticDir, log: () => {} });
    sites.push({ staticDir, server, rows: [], lhrs: [] });
    // A CDN's edge has the files compressed before the first visit; so does the local server once warmed.
    await server.warm();
  }
  for (const route of routes.length ? routes : DEFAULT_ROUTES) {
    const results = sites.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [s, site] of sites.entries()) {
        const run = await lighthouseOnce(`${site.server.origin}${route}`);
        const { lhr } = run;
        results[s].push(run);
        site.lhrs.push(lhr);
        if (saveDir) {
          const dir = path.join(saveDir, s === 0 ? '' : `compare-${s}`);
          mkdirSync(dir, { recursive: true });
          writeFileSync(path.join(dir, `${route.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(lhr));
        }
        console.error(`${site.staticDir} ${route} run ${i + 1}/${runs}: performance ${Math.round(lhr.categories.performance.score * 100)}`);
      }
    }
    for (const [s, site] of sites.entries()) {
      const failing = [...new Set(results[s].flatMap((run) => failingAudits(run.lhr)))];
      if (failing.length) console.error(`${site.staticDir} ${route}: audits that lost points: ${failing.join(', ')}`);
      const medians = COLUMNS.map(([, read, format]) => format(median(results[s].map(read))));
      site.rows.push([route, ...medians, spread(results[s].map(performanceOf))]);
    }
  }
  const origins = sites.map((site) => site.server.origin);
  const taps = args.includes('--no-tap') ? [] : await measureFirstTaps(origins, { runs, cpu: cpuSlowdown ?? 4 });
  const lost = args.includes('--no-tap') || args.includes('--no-lost-taps') ? [] : await measureLostTaps(origins, { loads: tapLoads, cpu: cpuSlowdown ?? 4, log: console.error });
  for (const site of sites) {
    const preset = cpuSlowdown === null ? 'mobile' : `mobile with a ${cpuSlowdown}x CPU slowdown (not the preset's 4x)`;
    console.log(`\n${site.staticDir}: Lighthouse ${lighthouseVersion()}, ${preset}, median of ${runs} runs, ${machineOf(site.lhrs)}\n`);
    printTable(site.rows);
    const ownLost = lost.filter((row) => row.origin === site.server.origin);
    if (ownLost.length) {
      console.log(`\n${site.staticDir}: lost taps, each control tapped once as its page shows (first contentful paint), ${tapLoads} loads per row\n`);
      const ms = (values) => {
        const seen = values.filter(Number.isFinite);
        return seen.length ? `${Math.round(median(seen))} ms` : '—';
      };
      printTable(
        ownLost.map(({ control, mode, runs: loads }) => [
          control,
          mode,
          `${loads.filter((r) => r.lost).length}/${loads.length}`,
          ms(loads.map((r) => r.tap)),
          ms(loads.map((r) => r.effect)),
          ms(loads.map((r) => r.ready)),
        ]),
        ['Control', 'Load', 'Lost', 'Tapped at', 'Effect shown', 'App running'],
      );
    }
    const own = taps.filter((row) => row.origin === site.server.origin);
    if (!own.length) continue;
    console.log(`\n${site.staticDir}: first working tap, ${cpuSlowdown ?? 4}x CPU slowdown, median of ${runs} runs (ms after navigation start)\n`);
    const ms = (v) => `${Math.round(v)} ms`;
    const range = (values) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
    printTable(
      own.map(({ path: route, taps: times, paints, readies }) => [route, ms(median(times)), range(times), ms(median(paints)), ms(median(readies))]),
      ['Route', 'First working tap', 'Tap runs', 'FCP (unthrottled net)', 'App running'],
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  for (const site of sites) await site.server.stop();
}
