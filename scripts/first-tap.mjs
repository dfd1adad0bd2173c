/**
 * `node scripts/first-tap.mjs [--dist dist] [--runs 5] [--cpu 4]`: the first working tap alone (a build first;
 * POCKET_AP_FIRST_TAP_PORT, default 4190). `npm run bench` prints the same figures beside Lighthouse's (scripts/lib/first-tap.mjs).
 */
import { measureFirstTaps, measureLostTaps } from './lib/first-tap.mjs';
import { ports } from './lib/ports.mjs';
import { startSiteServer } from './site-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dist = arg('dist', 'dist');
const runs = Number(arg('runs', 5));
const cpu = Number(arg('cpu', 4));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const site = await startSiteServer({ port: ports.firstTap, staticDir: dist, log: () => {} });
try {
  if (process.argv.includes('--lost')) {
    // `--lost`: the lost-tap bench alone (`npm run bench` runs it too), `--runs` loads per control and mode.
    const rows = await measureLostTaps([site.origin], { loads: runs, cpu, only: arg('only', null), log: console.error });
    for (const { control, mode, runs: loads } of rows) {
      const list = (key) => loads.map((r) => (Number.isFinite(r[key]) ? Math.round(r[key]) : '—')).join(', ');
      console.log(`${control.padEnd(20)} ${mode.padEnd(22)} lost ${loads.filter((r) => r.lost).length}/${loads.length}  tapped [${list('tap')}]  shown [${list('effect')}]  app [${list('ready')}]`);
    }
    process.exit(0);
  }
  const results = await measureFirstTaps([site.origin], { runs, cpu });
  console.log(`First working tap, ${cpu}x CPU slowdown, ${dist}, ${runs} runs (ms after navigation start: median [each run]; first contentful paint and the app's start beside it):`);
  const list = (values) => values.map((t) => Math.round(t)).join(', ');
  for (const { path, taps, paints, readies } of results) {
    console.log(`${path.padEnd(32)} tap ${String(Math.round(median(taps))).padStart(6)} ms [${list(taps)}]   FCP ${Math.round(median(paints))} ms [${list(paints)}]   app ran ${Math.round(median(readies))} ms [${list(readies)}]`);
  }
} finally {
  await site.stop();
}
