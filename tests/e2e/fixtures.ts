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

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, javaScriptEnabled }, use) => {
      const problems: string[] = [];
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      // A prerendered page paints before its JavaScript loads (docs/boot-and-local-server.md#javascript-after-the-first-paint):
      // after a navigation, wait until the app has hydrated (the screen marks <html data-ready>), as a
      // student would wait for a button to respond. Pages without JavaScript (javaScriptEnabled: false) skip it.
      for (const method of javaScriptEnabled ? (['goto', 'reload'] as const) : []) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await navigate(...args);
          await waitForApp(page);
          return response;
        };
      }
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

/** Resolves once the app runs on the page (see the fixture above); at once for pages that load no app. */
export async function waitForApp(page: Page) {
  await page
    .waitForFunction(
      () => {
        // <html data-ready> comes from the screen itself, which hydrates after the layout (a link clicked before
        // then trips a TanStack Router race, a React recoverable error).
        return !document.getElementById('root') || 'ready' in document.documentElement.dataset;
      },
      null,
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      // A page that navigated away meanwhile (a test that clicks on) is not this wait's concern.
      if (!/context was destroyed|navigation/i.test(String(error))) throw error;
    });
}

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

/**
 * Resolves once the service worker controls the page, so its precache is complete and the app opens offline. The
 * context must allow service workers (`test.use({ serviceWorkers: 'allow' })`).
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}
