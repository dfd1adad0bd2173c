/**
 * Vite plugin: after the client build, renders each page of src/app/prerendered-routes.ts with the server bundle
 * (`vite build --ssr src/entry-server.tsx`, built first) and writes it as <path>.html (home: index.html), before
 * the service worker is generated so the pages are precached. app-shell.html is the untouched index.html, for every
 * other path. See docs/boot-and-local-server.md#prerender.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type { RenderedPage } from '../../src/entry-server';
import { directiveOf, pagePolicyOf } from '../lib/page-policy';
import { entryStylesheets, pageHtml, startScriptHashSource } from './page-html';
import { routeAssets, type Manifest } from './route-assets';

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
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, APP_SHELL), template);
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), text);
      };
      const readStyle = (href: string) => ({ href, css: readFileSync(path.join(outDir, href), 'utf8') });

      for (const route of routes) {
        const page = await renderPage(route);
        if (page.status !== 200) throw new Error(`prerender ${route}: status ${page.status}`);
        // A boundary that failed on the server would be rendered again in the browser, a hydration error.
        if (page.html.includes('<!--$!-->')) throw new Error(`prerender ${route}: a Suspense boundary failed on the server (see docs/boot-and-local-server.md#prerender)`);
        const { css, js } = routeAssets(manifest, page.routeIds);
        const state = page.scripts.join(';\n');
        const stateScript = `/assets/prerender-${createHash('sha256').update(state).digest('hex').slice(0, 10)}.js`;
        write(stateScript, state);
        const html = pageHtml(template, {
          route,
          markup: page.html,
          title: page.title,
          preloads: js.map((file) => `/${file}`),
          styles: [...entryStylesheets(template), ...css.map((file) => `/${file}`)].map(readStyle),
          stateScript,
          manifest,
        });
        write(route === '/' ? 'index.html' : `${route.slice(1)}.html`, html);
      }
      assertPolicyAllowsStartScript(path.join(config.root, 'netlify.toml'));
      config.logger.info(`prerendered ${routes.length} pages (+ ${APP_SHELL})`);
    },
  };
}

/** Fails the build when netlify.toml's page policy (which local runs use too) would block start-after-paint.js. */
function assertPolicyAllowsStartScript(tomlPath: string) {
  const source = startScriptHashSource();
  if (!directiveOf(pagePolicyOf(readFileSync(tomlPath, 'utf8')), 'script-src').includes(source)) {
    throw new Error(`netlify.toml's Content-Security-Policy would block scripts/prerender/start-after-paint.js: put ${source} in script-src (in place of the old hash, if any).`);
  }
}
