/* global window, document, MutationObserver -- page functions run in the browser */
/**
 * Time to the first working tap on a prerendered page, with the CPU slowed (a cheap phone): a new page opens the
 * route, taps its first control every TAP_EVERY_MS from the moment the HTML arrives, and the page's own clock
 * records when a tap first had its effect (an FAQ item open, an answer on the MCQ sheet checked). Median of runs.
 *
 *   node scripts/first-tap.mjs [--dist dist] [--runs 5] [--cpu 4]   (build first; FIRST_TAP_PORT, default 4190)
 *
 * Not a test: a measurement for docs and notes (docs/decisions.md#early-input-is-replayed-when-a-form-hydrates).
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium.mjs';
import { ports } from './lib/ports.mjs';
import { startSiteServer } from './site-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dist = arg('dist', 'dist');
const runs = Number(arg('runs', 5));
const cpu = Number(arg('cpu', 4));
const port = ports.firstTap;
const TAP_EVERY_MS = 100;

/** Each route: what to tap, and what shows that the tap worked. */
const ROUTES = [
  { path: '/faq', tap: 'main summary, main h2 > button', worked: 'main details[open], main button[aria-expanded="true"]' },
  { path: '/apush-practice-exam/mcq/2014', tap: 'main [role="radiogroup"] label', worked: 'main [role="radiogroup"] input:checked' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const site = await startSiteServer({ port, staticDir: dist, log: () => {} });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const results = [];
for (const route of ROUTES) {
  const times = [];
  const paints = [];
  for (let run = 0; run < runs; run++) {
    // Desktop width: the MCQ sheet is beside its booklet (on a phone it is behind the Answer sheet switch).
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript((worked) => {
      const check = () => {
        if (window.__firstWorkingTap == null && document.querySelector(worked)) window.__firstWorkingTap = performance.now();
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
      for (const type of ['click', 'change', 'input']) document.addEventListener(type, () => setTimeout(check), true);
    }, route.worked);
    await page.goto(`${site.origin}${route.path}`, { waitUntil: 'commit' });
    const deadline = Date.now() + 30_000;
    let at = null;
    while (at == null && Date.now() < deadline) {
      const box = await page.locator(route.tap).first().boundingBox().catch(() => null);
      if (box) await page.mouse.click(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
      await page.waitForTimeout(TAP_EVERY_MS);
      at = await page.evaluate(() => window.__firstWorkingTap ?? null).catch(() => null);
    }
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null).catch(() => null);
    times.push(at ?? NaN);
    paints.push(fcp ?? NaN);
    await context.close();
  }
  results.push({ path: route.path, times, paints });
}
await browser.close();
await site.stop();

console.log(`First working tap, ${cpu}x CPU slowdown, ${dist}, ${runs} runs (ms after navigation start: median [each run]; first contentful paint beside it):`);
const list = (values) => values.map((t) => Math.round(t)).join(', ');
for (const { path, times, paints } of results) {
  console.log(`${path.padEnd(32)} tap ${String(Math.round(median(times))).padStart(6)} ms [${list(times)}]   FCP ${Math.round(median(paints))} ms [${list(paints)}]`);
}
