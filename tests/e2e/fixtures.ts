/**
 * Shared Playwright fixtures: every page records CSP violations, page errors and React hydration errors, and each
 * test fails if any happened. `expectAccessible(page)` runs axe (WCAG 2 A and AA) and fails on any violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Resolves once React has taken over the page (`<html data-hydrated>`); pages without our app just go on. */
async function untilHydrated(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('root'), null, { timeout: 15_000 })
    .catch(() => {}); // JavaScript off, a PDF, a closed page: nothing to wait for
}

export const test = base.extend<{ pageProblems: string[] }>({
  // A prerendered page shows its buttons before React listens to them: a click in between would be lost, as it
  // would on a slow phone. Journeys act like a student who waits for the page, after goto and reload alike.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page); // nothing will hydrate
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await untilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
        // A prerendered page that hydrates differently (production React reports errors #418-#425).
        if (/hydrat|Minified React error #4(18|19|2[0-5])\b/i.test(message.text())) problems.push(`hydration: ${message.text()}`);
      });
      await use(problems);
      const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[]);
      expect([...problems, ...violations.map((v) => `CSP: ${v}`)], 'page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectAccessible(page: Page, context = '') {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** Collects the texts of window.alert() calls and accepts them. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

/**
 * Navigates while the browser context is offline and makes the new document see it. Chromium 150's network
 * emulation keeps requests offline across a navigation but starts the new document with navigator.onLine true
 * (checked: false before the navigation, true after), which a real offline phone never does. Setting the
 * emulation off and on again fires 'online'/'offline' in the new document, as the device would report it.
 */
export async function gotoOffline(page: Page, url: string) {
  const context = page.context();
  await page.goto(url);
  await context.setOffline(false);
  await context.setOffline(true);
}
