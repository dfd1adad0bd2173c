/**
 * Takes phone (390×844) and desktop (1280×800) screenshots of the given paths from the built site, for looking at
 * what we ship: `node scripts/screenshots.mjs /tmp/shots / /faq ...` (build first), on its own port
(POCKET_AP_SHOTS_PORT or SHOTS_PORT, default 8799: scripts/lib/ports.mjs).
 */
import { chromium } from '@playwright/test';
import { ports } from './lib/ports.mjs';
import { startSiteServer } from './site-server.mjs';

const [outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const site = await startSiteServer({ port: ports.screenshots, staticDir: 'dist', log: () => {} });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const scheme = process.env.SHOTS_SCHEME === 'dark' ? 'dark' : 'light';
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block', deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(`${site.origin}${path}`);
    await page.waitForLoadState('networkidle');
    const file = `${outDir}/${name}-${scheme}${path.replaceAll('/', '_') || '_'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.SHOTS_FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
await site.stop();
