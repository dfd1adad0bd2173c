/* global document -- page functions run in the browser */
/**
 * `node scripts/content-js.mjs [--dist dist] [/path ...]`: the JavaScript each page loads, gzip, measured in Chromium
 * (every script the page fetched until it has hydrated and gone quiet), with the share that is study content: chunks
 * built from src/content (Vite's manifest) and the router's state file, which carries a unit page's guide or quiz.
 * A diagnostic for docs/performance.md, run on a build (POCKET_AP_LOAD_PORT).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium.mjs';
import { ports } from './lib/ports.mjs';
import { startSiteServer } from './site-server.mjs';

const PAGES = [
  '/',
  '/apush-study-guide',
  '/apush-study-guide/unit/3',
  '/apush-study-guide/unit/3/quiz',
  '/progress',
  '/apush-timeline',
  '/apush-practice-exam/mcq/2014',
  '/apush-practice-exam/dbq/slavery-expansion-1820-1860',
  '/notes',
];

const i = process.argv.indexOf('--dist');
const dist = i > 0 ? process.argv[i + 1] : 'dist';
const pages = process.argv.slice(2).filter((arg, n, all) => arg.startsWith('/') && all[n - 1] !== '--dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
/** Chunks whose own source, or a module Vite names in them, is under src/content. */
const contentFiles = new Set(
  Object.entries(manifest)
    .filter(([src, chunk]) => src.startsWith('src/content/') || /^(unit-registry|exam-data|mcq-2014)/.test(chunk.name ?? ''))
    .map(([, chunk]) => `/${chunk.file}`),
);
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

const site = await startSiteServer({ port: ports.load, staticDir: dist, log: () => {} });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  console.log(`${dist}: JavaScript per page, KB gzip (content: chunks from src/content and the router's state file)`);
  for (const route of pages.length ? pages : PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === site.origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${site.origin}${route}`);
    // Ready, and no region still reading the device (aria-busy): what start-after-paint.js marks data-replayed.
    await page.waitForFunction(() => 'replayed' in document.documentElement.dataset || !document.querySelector('[aria-busy=true]'), null, { timeout: 30_000 });
    await page.waitForFunction(() => 'ready' in document.documentElement.dataset, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const all = [...scripts];
    const content = all.filter((file) => contentFiles.has(file) || /\/assets\/prerender-/.test(file));
    const sum = (files) => files.reduce((total, file) => total + gzipKb(file), 0);
    const names = content.map((file) => `${path.basename(file).replace(/-[\w-]{8,10}\.js$/, '')} ${gzipKb(file).toFixed(1)}`);
    console.log(`${route.padEnd(54)} all ${sum(all).toFixed(1).padStart(6)}  content ${sum(content).toFixed(1).padStart(6)}  [${names.join(', ')}]`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
