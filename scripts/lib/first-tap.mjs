/* global window, document, MutationObserver -- page functions run in the browser */
/**
 * The first working tap: a fresh page opens the route with the CPU slowed, acts on its first control every
 * TAP_EVERY_MS from the moment the response arrives, and the page's own clock records when an action first had its
 * effect. Used by `npm run bench` (its second table) and `node scripts/first-tap.mjs`.
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

const TAP_EVERY_MS = 100;

/**
 * Each route: its first control, how to act on it, and what shows that the page took the action. On /login the
 * email field keeps what is typed from the HTML alone; what needs the app is the password field's requirements
 * list, which shows once the form's state holds a typed (or, at hydration, replayed) letter.
 */
export const FIRST_TAP_ROUTES = [
  { path: '/faq', control: 'main summary', worked: 'main details[open]' },
  { path: '/apush-practice-exam/mcq/2014', control: 'main [role="radiogroup"] label', worked: 'main [role="radiogroup"] input:checked' },
  { path: '/login', control: 'main input[type="password"]', type: 'ab', worked: 'main form [aria-live] li' },
];

/** One route, one fresh browser context: ms after navigation start when an action first worked, and FCP. */
async function once(browser, url, route, cpu) {
  // Desktop width: the MCQ sheet is beside its booklet (on a phone it is behind the Answer sheet switch).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
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
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + 30_000;
    let at = null;
    let letters = 0;
    while (at == null && Date.now() < deadline) {
      const box = await page.locator(route.control).first().boundingBox().catch(() => null);
      if (box) {
        await page.mouse.click(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
        // One letter at a time, a different one each time: retyping the same letter changes nothing React can see.
        if (route.type) await page.keyboard.press('ControlOrMeta+A').then(() => page.keyboard.type(route.type[letters++ % route.type.length]));
      }
      await page.waitForTimeout(TAP_EVERY_MS);
      at = await page.evaluate(() => window.__firstWorkingTap ?? null).catch(() => null);
    }
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null).catch(() => null);
    return { tap: at ?? NaN, fcp: fcp ?? NaN };
  } finally {
    await context.close();
  }
}

/** Every route of FIRST_TAP_ROUTES on each origin, runs alternating between the origins: [{ origin, path, taps, paints }]. */
export async function measureFirstTaps(origins, { runs = 5, cpu = 4 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const results = [];
  try {
    for (const route of FIRST_TAP_ROUTES) {
      const rows = origins.map((origin) => ({ origin, path: route.path, taps: [], paints: [] }));
      for (let run = 0; run < runs; run++) {
        for (const row of rows) {
          const { tap, fcp } = await once(browser, `${row.origin}${route.path}`, route, cpu);
          row.taps.push(tap);
          row.paints.push(fcp);
        }
      }
      results.push(...rows);
    }
  } finally {
    await browser.close();
  }
  return results;
}
