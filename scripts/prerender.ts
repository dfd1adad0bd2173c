/**
 * Vite plugin: after the client build, renders every page of src/app/prerendered-routes.ts to HTML with the server
 * bundle (built first by `vite build --ssr src/entry-server.tsx`), before the service worker is generated so the
 * pages are precached. See docs/architecture.md#prerender.
 *
 * Output, for Netlify's static files (a path /x is served from x.html, without a redirect):
 * - index.html: the home page; every other page at <path>.html;
 * - app-shell.html: the empty shell for everything else (routes with ids, unknown paths; netlify.toml rewrites to it);
 * - CSS inlined in <style> (no stylesheet round trip before the first paint; the CSP allows inline styles), each
 *   with a never-fetched marker link so Vite does not load the sheet again (inlineStyle);
 * - one inline boot script at the end of <body>, the same on every page, so the CSP allows it by one hash
 *   (netlify.toml; the build fails with the hash to add when it changes): the router's scroll restoration, then a
 *   small loader. Once the browser has painted the HTML (first-contentful-paint) the loader fetches the page's
 *   router state (assets/prerender-<hash>.js) and the app's JavaScript, named in a JSON block beside it, and runs
 *   the chunks that do not need the entry one per task before the entry (evaluateFirst). So the first paint needs
 *   the HTML alone: no script request, and a reload lands where the student was before it paints
 *   (docs/decisions.md#one-inline-boot-script-allowed-by-its-hash, #javascript-after-the-first-paint).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { directiveOf, pagePolicyOf } from './lib/page-policy';

interface RenderedPage {
  status: number;
  html: string;
  scripts: string[];
  title: string | null;
  routeIds: string[];
}
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

export const SSR_OUT_DIR = '.prerender';
export const APP_SHELL = 'app-shell.html';

export function prerender(routes: readonly string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pocket-ap:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverEntry = path.resolve(config.root, SSR_OUT_DIR, 'entry-server.js');
      if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`vite build --ssr src/entry-server.tsx --outDir ${SSR_OUT_DIR}\` first (npm run build does).`);
      const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as { renderPage: (p: string) => Promise<RenderedPage> };
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
      writeFileSync(path.join(outDir, APP_SHELL), template);
      const entry = ENTRY_SCRIPT.exec(template)?.[1];
      if (!entry) throw new Error('index.html has no entry module script');
      const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
      let boot: string | undefined;

      for (const route of routes) {
        const page = await renderPage(route);
        if (page.status !== 200) throw new Error(`prerender ${route}: status ${page.status}`);
        // A boundary React could not render on the server (an error, or a lazy component not loaded yet) would be
        // rendered again on the client and reported as a hydration error: render such parts only in the browser.
        if (page.html.includes('<!--$!-->')) throw new Error(`prerender ${route}: a Suspense boundary failed on the server (see docs/architecture.md#prerender)`);
        const { css, js } = routeAssets(manifest, page.routeIds);
        // The router's first script restores the scroll position (the same on every page); the rest is this page's state.
        const [restoreScroll, ...stateScripts] = page.scripts;
        if (!restoreScroll?.includes('tsr-scroll-restoration')) throw new Error(`prerender ${route}: the router's first script is no longer its scroll restoration; review the boot script`);
        const pageBoot = `${restoreScroll};\n${LOADER}`;
        if (boot !== undefined && pageBoot !== boot) throw new Error(`prerender ${route}: the boot script differs from page to page, so one CSP hash cannot allow it`);
        if (pageBoot.includes('</')) throw new Error(`prerender ${route}: the boot script cannot be inlined (it contains "</")`);
        boot = pageBoot;
        const state = stateScripts.join(';\n');
        const stateFile = `assets/prerender-${createHash('sha256').update(state).digest('hex').slice(0, 10)}.js`;
        mkdirSync(path.join(outDir, 'assets'), { recursive: true });
        writeFileSync(path.join(outDir, stateFile), state);
        const chunks = [...entryPreloads, ...js.map((file) => `/${file}`)];
        const bootConfig = { state: `/${stateFile}`, entry, chunks, first: evaluateFirst(manifest, chunks, entry) };
        // The CSS is inlined (a few KB): the first paint then needs the HTML alone, no stylesheet round trip. Route
        // CSS goes after the entry's, so CSS modules win over global styles as they do in the app.
        const routeHead = css.map((file) => inlineStyle(outDir, file)).join('');
        const html = template
          .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file: string) => inlineStyle(outDir, file))
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title ?? 'Pocket AP')}</title>`)
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY_SCRIPT, '')
          .replace('</head>', `${routeHead}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="${escapeHtml(route)}">${page.html}</div>` +
              `<script type="application/json" id="${BOOT_CONFIG_ID}">${JSON.stringify(bootConfig).replace(/</g, '\\u003c')}</script>` +
              `<script>${boot}</script>`,
          );
        const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), html);
      }
      if (boot !== undefined) assertPolicyAllows(path.join(config.root, 'netlify.toml'), boot);
      config.logger.info(`prerendered ${routes.length} pages (+ ${APP_SHELL})`);
    },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

const BOOT_CONFIG_ID = 'pocket-ap-boot';

/**
 * The boot script's loader, after the router's scroll restoration: once the HTML is on screen (the browser's
 * first-contentful-paint entry), it adds the page's router state, preloads the entry and the page's chunks a few per
 * task, and imports the entry once the state has run (hydration reads it; without it the app renders afresh).
 * Where paint timing is missing, after the next frame; a page that never paints (a tab opened in the background)
 * starts after 3 s at the latest. What it loads comes from the JSON block beside it, so the script is the same on
 * every page and the CSP allows it by one hash.
 */
const LOADER = `(function () {
  var config = JSON.parse(document.getElementById(${JSON.stringify(BOOT_CONFIG_ID)}).textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var state = document.createElement('script');
    state.src = config.state;
    state.onload = state.onerror = function () { evaluate(0); };
    document.head.appendChild(state);
    preload(0);
  }
  // The chunks that do not need the entry (the framework, libraries) run one per task before it, so no single task
  // evaluates the whole app (docs/decisions.md#one-chunk-per-task). A chunk that fails to load is left to the entry.
  function evaluate(i) {
    if (i >= config.first.length) {
      import(config.entry);
      return;
    }
    var next = function () { setTimeout(evaluate, 0, i + 1); };
    import(config.first[i]).then(next, next);
  }
  // Starting a module fetch costs the main thread a millisecond or two: a few per task, so no task grows long
  // while the entry is still on the network (docs/decisions.md#javascript-after-the-first-paint).
  var perTask = 3;
  var chunks = [config.entry].concat(config.chunks);
  function preload(from) {
    chunks.slice(from, from + perTask).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + perTask < chunks.length) setTimeout(preload, 0, from + perTask);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();`;

/** The CSP source that allows an inline script: its SHA-256, as the browser computes it. */
const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Fails the build when netlify.toml's page policy (which local runs use too) would block the boot script. */
function assertPolicyAllows(tomlPath: string, script: string) {
  const scriptSrc = directiveOf(pagePolicyOf(readFileSync(tomlPath, 'utf8')), 'script-src');
  const source = scriptHashSource(script);
  if (!scriptSrc.includes(source)) {
    throw new Error(`netlify.toml's Content-Security-Policy would block the pages' boot script: put ${source} in script-src (in place of the old hash, if any).`);
  }
}

/** CSS and JavaScript chunks of the matched routes' components (and what they import), beyond the entry's own. */
function routeAssets(manifest: Record<string, ManifestChunk>, routeIds: string[]) {
  const closure = (keys: string[], css = new Set<string>(), js = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) continue;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      closure(chunk.imports ?? [], css, js);
    }
    return { css, js };
  };
  const entry = closure(['index.html']);
  const routeKeys = routeIds
    .filter((id) => id !== '__root__')
    .map((id) => `src/routes/${id === '/' ? 'index' : id.endsWith('/') ? `${id.slice(1)}index` : id.slice(1)}.tsx?tsr-split=component`);
  const routes = closure(routeKeys);
  return { css: [...routes.css].filter((f) => !entry.css.has(f)), js: [...routes.js].filter((f) => !entry.js.has(f)) };
}

/**
 * Of a page's chunks (paths as the page names them), those that do not import the entry, each after the chunks it
 * imports: the boot script evaluates them one per task before the entry. The entry's own chunk and everything that
 * imports it (the route's components) run when the entry and the router load them.
 */
export function evaluateFirst(manifest: Record<string, ManifestChunk>, chunks: string[], entry: string): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const importsOf = (file: string) => (byFile.get(file)?.imports ?? []).map((key) => `/${manifest[key]!.file}`);
  const needsEntry = new Map<string, boolean>();
  const dependsOnEntry = (file: string): boolean => {
    if (file === entry) return true;
    if (!needsEntry.has(file)) {
      needsEntry.set(file, false); // a cycle does not make a chunk depend on the entry
      needsEntry.set(file, importsOf(file).some(dependsOnEntry));
    }
    return needsEntry.get(file)!;
  };
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || dependsOnEntry(file)) return;
    seen.add(file);
    for (const dependency of importsOf(file)) visit(dependency);
    ordered.push(file);
  };
  for (const file of chunks) visit(file);
  return ordered;
}

function inlineStyle(outDir: string, file: string) {
  const css = readFileSync(path.join(outDir, file), 'utf8');
  if (css.includes('</')) throw new Error(`${file} cannot be inlined`);
  // The link names the inlined sheet for Vite's preload helper, which looks for a stylesheet link with that href
  // before it adds one when the route's chunk loads. Its type is not CSS, so the browser never fetches it. Without
  // it the sheet was fetched a second time and the whole page restyled (docs/architecture.md#prerender).
  return `<style data-href="/${file}">${css}</style><link rel="stylesheet" type="text/x-inlined" href="/${file}">`;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
