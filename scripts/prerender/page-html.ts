/**
 * One prerendered page from the built index.html: the page's markup goes into the root, its title into <title> and
 * its CSS inline. Vite's entry and modulepreloads wait, inert, in a <template> until start-after-paint.js (inlined,
 * allowed by its hash in netlify.toml) has seen the first paint; it then loads the router's state file and the app.
 * See docs/boot-and-local-server.md#prerender.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { evaluateFirst } from './evaluate-first';
import type { Manifest } from './route-assets';

export interface PageParts {
  route: string;
  /** The markup that goes inside <div id="root">. */
  markup: string;
  title: string | null;
  /** The route's own chunks (beyond the entry's), as /assets/… paths: preloaded with the entry's. */
  preloads: string[];
  /** The entry's and the route's CSS, by path, with their text. */
  styles: { href: string; css: string }[];
  /** The router's scripts for this page, as a file the build wrote (/assets/prerender-<hash>.js). */
  stateScript: string;
  /** Vite's build manifest: which chunks the start script evaluates before the entry. */
  manifest: Manifest;
}

/** The one inline script of a prerendered page, the same on every page (docs/boot-and-local-server.md#javascript-after-the-first-paint). */
export const START_AFTER_PAINT = readFileSync(new URL('./start-after-paint.js', import.meta.url), 'utf8').trim();

/** The CSP source that allows the start script: its SHA-256, as the browser computes it. */
export const startScriptHashSource = () => `'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`;

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/** The entry's stylesheets, as index.html links them (the page inlines them, before the route's own). */
export function entryStylesheets(template: string): string[] {
  return [...template.matchAll(STYLESHEET)].map((match) => match[1]!);
}

export function pageHtml(template: string, page: PageParts): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !template.includes(EMPTY_ROOT)) throw new Error('index.html needs its entry module script and an empty <div id="root"></div>');
  const preloads = [entry, ...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...page.preloads];
  const start =
    `<template id="app-preloads">${preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')}</template>` +
    `<script data-state="${page.stateScript}" data-first="${evaluateFirst(page.manifest, preloads, entry).join(' ')}" data-entry="${entry}">${START_AFTER_PAINT}</script>`;
  return template
    .replace(STYLESHEET, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, page.styles.map(inlineStyle).join(''))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title ?? 'Pocket AP')}</title>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${escapeHtml(page.route)}">${page.markup}</div>${start}`);
}

/**
 * A sheet inlined, so the first paint needs the HTML alone. The link after it (a type that is not CSS, so never
 * fetched) is what Vite's preload helper looks for before it adds a route's sheet: without it the sheet was
 * fetched again after hydration and restyled the whole page.
 */
function inlineStyle({ href, css }: { href: string; css: string }): string {
  if (css.includes('</')) throw new Error(`${href} cannot be inlined`);
  return `\n    <style data-href="${href}">${css}</style><link rel="stylesheet" type="text/x-inlined" href="${href}">`;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
