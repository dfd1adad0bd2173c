/* global window, document -- page functions run in the browser */
/**
 * The first working tap: a fresh page opens the route with the CPU slowed and taps where its first control is drawn
 * every TAP_EVERY_MS from the moment the response arrives; the page's own clock records when the frame showing the
 * first tap's effect was presented, and when the screen ran (`<html data-ready>`). Used by `npm run bench` and
 * `node scripts/first-tap.mjs`.
 *
 * Taps go to fixed coordinates (Chromium's input events, as a finger would) found once on an unthrottled load: asking
 * Playwright where the control is on the throttled page first runs its own large helper script there, which held
 * the first tap back by about a second. After each run the point is checked to still be on the control.
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

const TAP_EVERY_MS = 100;

/**
 * Each route: its first control, what a tap there does (`type`: a letter typed after it), and a test in the page
 * that the tap took effect. Each effect is kept once the app runs, which the early-input journeys check
 * (tests/e2e/early-input.spec.ts): an FAQ item opens, an MCQ answer is chosen, the email field holds the letter.
 */
export const FIRST_TAP_ROUTES = [
  { path: '/faq', control: 'main summary', worked: "!!document.querySelector('main details[open]')" },
  {
    path: '/apush-practice-exam/mcq/2014',
    control: 'main [role="radiogroup"] label',
    worked: "!!document.querySelector('main [role=\"radiogroup\"] input:checked')",
  },
  { path: '/login', control: 'main input[type="email"]', type: 'a', worked: "!!document.querySelector('main input[type=\"email\"]')?.value" },
];

const newContext = (browser) => browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });

/** Where to tap: the middle of the control's left part on a page loaded without throttling. */
async function tapPoint(browser, url, route) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.locator(route.control).first().boundingBox();
    if (!box) throw new Error(`${url}: no ${route.control} to tap`);
    return { x: box.x + Math.min(20, box.width / 2), y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** One tap (and a letter typed, if `type`) at `point`, sent through CDP without waiting for the page to take it. */
function tap(cdp, { x, y }, type) {
  const send = (method, params) => cdp.send(method, params).catch(() => {});
  send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
  send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
  if (type) {
    send('Input.dispatchKeyEvent', { type: 'keyDown', key: type, text: type });
    send('Input.dispatchKeyEvent', { type: 'keyUp', key: type });
  }
}

/** One route, one fresh browser context: ms after navigation start of the first working tap, of FCP and of data-ready. */
async function once(browser, url, route, point, cpu) {
  // Desktop width: the MCQ sheet is beside its booklet (on a phone it is behind the Answer sheet switch).
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(`(() => {
      // The first tap that worked counts when the frame showing it was presented: its Event Timing entry (as
      // Chrome's INP), or the start of that frame where the browser reported none (under 16 ms).
      const shown = [];
      new PerformanceObserver((list) => shown.push(...list.getEntries())).observe({ type: 'event', durationThreshold: 16, buffered: true });
      let last = null;
      const check = () => {
        if (window.__firstWorkingTap == null && (${route.worked})) {
          const event = last;
          const frame = performance.now();
          window.__firstWorkingTap = () => {
            const entry = event && shown.find((e) => e.name === event.type && Math.abs(e.startTime - event.timeStamp) < 1);
            return entry ? entry.startTime + entry.duration : frame;
          };
        }
        if (window.__appReady == null && 'ready' in document.documentElement.dataset) window.__appReady = performance.now();
      };
      const soon = () => requestAnimationFrame(check);
      new MutationObserver(soon).observe(document, { subtree: true, childList: true, attributes: true });
      for (const type of ['click', 'input']) document.addEventListener(type, (e) => { last = { type, timeStamp: e.timeStamp }; soon(); }, true);
    })()`);
    await page.goto(url, { waitUntil: 'commit' });
    // A finger does not wait for the page: each tap is sent without waiting for the last to be handled (awaiting
    // Playwright's click, then asking the page, spaced the taps 300-700 ms apart while the page was busy).
    const taps = setInterval(() => tap(cdp, point, route.type), TAP_EVERY_MS);
    tap(cdp, point, route.type);
    // Asked from here, not with waitForFunction, which would load Playwright's helper script into the page.
    const deadline = Date.now() + 30_000;
    let worked = false;
    while (!worked && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS));
      worked = await page.evaluate(() => !!window.__firstWorkingTap).catch(() => false);
    }
    clearInterval(taps);
    let tapped = null;
    if (worked) {
      await page.waitForTimeout(500); // the Event Timing entry arrives after the frame is presented
      tapped = await page.evaluate(() => window.__firstWorkingTap()).catch(() => null);
    }
    await page.waitForFunction(() => window.__appReady != null, null, { timeout: 30_000 }).catch(() => {});
    const onControl = await page.evaluate(([x, y, control]) => !!document.elementFromPoint(x, y)?.closest(control), [point.x, point.y, route.control]);
    if (!onControl) throw new Error(`${url}: the tap point ${point.x},${point.y} is no longer on ${route.control}`);
    const times = await page.evaluate(() => ({
      ready: window.__appReady ?? null,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    if (errors.length) console.error(`${url}: page error: ${errors.join(' | ')}`);
    return { tap: tapped ?? NaN, fcp: times.fcp ?? NaN, ready: times.ready ?? NaN };
  } finally {
    await context.close();
  }
}

/** Every route of FIRST_TAP_ROUTES on each origin, runs alternating between the origins: [{ origin, path, taps, paints, readies }]. */
export async function measureFirstTaps(origins, { runs = 5, cpu = 4 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const results = [];
  try {
    for (const route of FIRST_TAP_ROUTES) {
      const rows = [];
      for (const origin of origins) {
        const url = `${origin}${route.path}`;
        rows.push({ origin, path: route.path, url, point: await tapPoint(browser, url, route), taps: [], paints: [], readies: [] });
      }
      for (let run = 0; run < runs; run++) {
        for (const row of rows) {
          const { tap, fcp, ready } = await once(browser, row.url, route, row.point, cpu);
          row.taps.push(tap);
          row.paints.push(fcp);
          row.readies.push(ready);
        }
      }
      results.push(...rows.map(({ origin, path, taps, paints, readies }) => ({ origin, path, taps, paints, readies })));
    }
  } finally {
    await browser.close();
  }
  return results;
}

const MCQ = '/apush-practice-exam/mcq/2014';
const pressed = (selector) => `document.querySelector(${JSON.stringify(selector)})?.getAttribute('aria-pressed') === 'true'`;

/**
 * The lost-tap bench's controls (docs/decisions.md#one-replay-for-early-taps): each tapped once (or `taps` in order)
 * at the moment its page shows; `worked` is read in the page, a toggle tapped twice would read false again.
 */
export const LOST_TAP_CONTROLS = [
  { name: 'header Menu', path: '/', phone: true, taps: ['header button[aria-expanded]'], worked: "document.querySelector('header button[aria-expanded]')?.getAttribute('aria-expanded') === 'true'" },
  { name: 'Login', path: '/faq', taps: ['header button:text-is("Login")'], worked: "!!document.querySelector('dialog[open]')" },
  { name: 'MCQ Answer sheet', path: MCQ, phone: true, taps: ['main [aria-label="Show"] button:nth-child(3)'], worked: pressed('main [aria-label="Show"] button:nth-child(3)') },
  { name: 'exam conditions', path: MCQ, taps: ['main label:has(> input[type="checkbox"])'], worked: "!!document.querySelector('main label > input[type=\"checkbox\"]:checked')" },
  { name: 'timer Start', path: MCQ, taps: ['main [aria-label="Timer"] button'], worked: "[...document.querySelectorAll('main [aria-label=\"Timer\"] button')].some((b) => b.textContent === 'Stop')" },
  {
    name: 'quiz option, Next',
    path: '/apush-study-guide/unit/3/quiz',
    taps: ['main fieldset label >> nth=0', 'main button:text-is("Next")'],
    worked: "/Question 2 of/.test(document.querySelector('main')?.textContent ?? '')",
  },
  { name: 'DBQ Your essay', path: '/apush-practice-exam/dbq/slavery-expansion-1820-1860', phone: true, taps: ['main [aria-label="Show"] button:nth-child(2)'], worked: pressed('main [aria-label="Show"] button:nth-child(2)') },
  { name: 'timeline event', path: '/apush-timeline', taps: ['main button[aria-expanded] >> nth=0'], worked: "document.querySelector('main button[aria-expanded]')?.getAttribute('aria-expanded') === 'true'" },
  // The link field that Share shows with its outcome (copied, shared or select-and-copy).
  { name: 'Share', path: '/apush-study-guide/unit/3', taps: ['button:text-is("Share")'], worked: "!!document.querySelector('input[readonly][id$=\"-link\"]')" },
];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** After the app runs, how long a held tap has to show its effect before it counts as lost (plus any hold: the
 * chunks a tap loads, such as the sign-in dialog's, are held too). */
const SETTLE_MS = 2000;

/** Where each tap goes (in the viewport, once scrolled by `scrollY` to bring the first into view), on an unthrottled load. */
async function tapPoints(browser, url, control) {
  const context = await browser.newContext({ viewport: control.phone ? PHONE : DESKTOP, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const first = page.locator(control.taps[0]).first();
    await first.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    const points = [];
    for (const selector of control.taps) {
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${url}: no ${selector} to tap`);
      points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    }
    return { scrollY, points };
  } finally {
    await context.close();
  }
}

/** One load: the taps at the first contentful paint; whether their effect showed, and when (ms after navigation). */
async function lostTapOnce(browser, url, control, { scrollY, points }, { cpu, holdMs }) {
  const context = await browser.newContext({ viewport: control.phone ? PHONE : DESKTOP, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin }); // Share copies the link
  try {
    const page = await context.newPage();
    if (holdMs) await page.route(/\.m?js(\?.*)?$/, (route) => setTimeout(() => route.continue().catch(() => {}), holdMs));
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(`(() => {
      const check = () => {
        if (window.__effectAt == null && (${control.worked})) window.__effectAt = performance.now();
        if (window.__readyAt == null && 'ready' in document.documentElement.dataset) window.__readyAt = performance.now();
      };
      new MutationObserver(() => requestAnimationFrame(check)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      addEventListener('click', (e) => { if (window.__tapAt == null) window.__tapAt = e.timeStamp; }, true);
    })()`);
    await page.goto(url, { waitUntil: 'commit' });
    // The moment the page shows: its first contentful paint, asked from here (no helper script in the page).
    const painted = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0).catch(() => false);
    const deadline = Date.now() + 20_000;
    while (!(await painted()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    if (scrollY) await page.evaluate((y) => window.scrollTo(0, y), scrollY);
    for (const { x, y } of points) {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
    }
    let times = {};
    while (Date.now() < deadline) {
      times = await page.evaluate(() => ({ effect: window.__effectAt, ready: window.__readyAt, tap: window.__tapAt, now: performance.now() })).catch(() => ({}));
      if (times.effect != null || (times.ready != null && times.now - times.ready > SETTLE_MS + holdMs)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Still there once the page has settled: a toggle replayed twice would have closed again.
    const kept = times.effect != null && (await page.evaluate(`!!(${control.worked})`).catch(() => false));
    return { lost: !kept, tap: times.tap ?? NaN, effect: kept ? times.effect : NaN, ready: times.ready ?? NaN };
  } finally {
    await context.close();
  }
}

/**
 * Each control of LOST_TAP_CONTROLS, `loads` fresh loads per origin and mode: with the CPU slowed `cpu` times, and with
 * every script held back `holdMs` (no CPU slowdown). Runs alternate between the origins.
 */
export async function measureLostTaps(origins, { loads = 20, cpu = 4, holdMs = 1500, only = null, log = () => {} } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const results = [];
  try {
    for (const control of LOST_TAP_CONTROLS.filter((c) => !only || c.name === only)) {
      const rows = [];
      for (const origin of origins) {
        const url = `${origin}${control.path}`;
        const where = await tapPoints(browser, url, control);
        for (const [mode, options] of [
          [`${cpu}x CPU`, { cpu, holdMs: 0 }],
          [`scripts held ${holdMs} ms`, { cpu: 1, holdMs }],
        ]) {
          rows.push({ origin, control: control.name, mode, url, where, options, runs: [] });
        }
      }
      for (let i = 0; i < loads; i++) {
        for (const row of rows) row.runs.push(await lostTapOnce(browser, row.url, control, row.where, row.options));
      }
      for (const row of rows) log(`${row.origin} ${row.control}, ${row.mode}: ${row.runs.filter((r) => r.lost).length} of ${loads} lost`);
      results.push(...rows.map(({ origin, control: name, mode, runs }) => ({ origin, control: name, mode, runs })));
    }
  } finally {
    await browser.close();
  }
  return results;
}
