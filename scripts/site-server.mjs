/**
 * The local stand-in for Netlify: serves a folder of static files with netlify.toml's headers and redirects
 * (through @netlify/dev), runs netlify/functions (bundled once, kept warm: scripts/lib/functions-runtime.mjs), and
 * compresses text responses with brotli or gzip as Netlify's CDN does, on one loopback port. @netlify/dev also
 * runs its Netlify Blobs store (files under .netlify/blobs-serve), where the grading allowance is kept.
 *
 * Local runs use the Firebase Auth emulator unless VITE_FIREBASE_* name a real project: the functions check ID
 * tokens against it (FIREBASE_AUTH_EMULATOR_HOST) and the pages may reach it (its origin is added to the
 * Content-Security-Policy here; netlify.toml's production policy never lists it).
 *
 * Why our own fallback: @netlify/dev's `/* -> /app-shell.html` rewrite does not apply to deep links in this version,
 * so navigations that match nothing are answered with app-shell.html (and its headers) here, as Netlify does.
 * Static answers are kept, compressed, until their file changes (scripts/lib/static-answers.mjs), and `warm()` asks
 * for every file once, so no visit pays for brotli's highest quality, as none does at a CDN's warmed edge.
 * See docs/architecture.md#local-server.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { HeadersHandler } from '@netlify/headers';
import { maybeCompress, pickEncoding } from './lib/compression.mjs';
import { startFunctionsRuntime } from './lib/functions-runtime.mjs';
import { allowingBootScriptOf, withEmulator } from './lib/local-csp.mjs';
import { createStaticAnswers, ownFileStats, publishedPaths } from './lib/static-answers.mjs';
import { AUTH_EMULATOR_URL } from './lib/processes.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ port?: number, host?: string, staticDir?: string | null, log?: (msg: string) => void }} options
 *   staticDir null serves functions only (used behind Vite in `npm run dev`).
 */
export async function startSiteServer({ port = 8888, host = '127.0.0.1', staticDir = 'dist', log = console.log } = {}) {
  const origin = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  const emulator = process.env.VITE_FIREBASE_API_KEY ? null : AUTH_EMULATOR_URL;
  if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(emulator).host;
  // @netlify/dev serves netlify.toml's publish folder (dist) first, whatever else it is given: another build folder
  // (`npm run bench -- --compare <dir>`) gets a stand-in project whose dist is that folder.
  const standIn = staticDir && path.resolve(projectRoot, staticDir) !== path.resolve(projectRoot, 'dist') ? projectServing(staticDir) : null;
  const netlifyDev = new NetlifyDev({
    projectRoot: standIn ?? projectRoot,
    serverAddress: origin,
    staticFiles: staticDir ? { enabled: true, directories: [path.resolve(projectRoot, staticDir)] } : { enabled: false },
    headers: { enabled: Boolean(staticDir) },
    redirects: { enabled: Boolean(staticDir) },
    functions: { enabled: false }, // served by our runtime, see scripts/lib/functions-runtime.mjs
    blobs: { enabled: true },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    environmentVariables: { enabled: false },
    logger: { log: () => {}, warn: (...a) => log(a.join(' ')), error: (...a) => log(a.join(' ')) },
  });
  await netlifyDev.start();
  // @netlify/dev gives a file that shadows the `/*` rewrite the headers of the rewrite's target (app-shell.html):
  // the booklets' own Content-Security-Policy was lost. Netlify applies the rules of the path that was asked for.
  const publishDir = staticDir ? path.resolve(projectRoot, staticDir) : null;
  const pathHeaders = publishDir ? new HeadersHandler({ configPath: path.join(standIn ?? projectRoot, 'netlify.toml'), projectDir: standIn ?? projectRoot, publishDir }) : null;
  const functions = await startFunctionsRuntime({ projectRoot, log });
  const staticAnswers = publishDir ? createStaticAnswers(publishDir) : null;

  const server = http.createServer(async (req, res) => {
    try {
      const fn = functions.match(new URL(req.url, origin).pathname, req.method);
      if (fn) {
        await sendResponse(await functions.invoke(fn, req, origin), req, res, false, emulator);
        return;
      }
      const kept = staticAnswers?.forRequest(req);
      if (kept?.answer) {
        res.writeHead(kept.answer.status, kept.answer.headers).end(kept.answer.body);
        return;
      }
      let match = await netlifyDev.handleAndIntrospectNodeRequest(req);
      if (!match && staticDir && isNavigation(req)) {
        match = await netlifyDev.handleAndIntrospect(new Request(new URL('/app-shell.html', origin)));
        if (match) match.response = new Response(match.response.body, { status: 200, headers: match.response.headers });
      }
      if (match?.type === 'redirect' && pathHeaders && ownFileStats(publishDir, req.url)) {
        await pathHeaders.apply(new Request(new URL(req.url, origin)), match.response);
      }
      if (!match) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const isStatic = match.type === 'static' || match.type === 'redirect';
      const sent = await sendResponse(match.response, req, res, isStatic, emulator);
      if (kept && isStatic && sent.status === 200 && sent.body) kept.keep(sent);
    } catch (error) {
      log(`site-server: ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal server error.' }));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    origin,
    functions,
    /** Asks for every published file once, as a browser would (brotli), so later visits find it compressed. */
    async warm() {
      if (!publishDir) return;
      for (const pathname of publishedPaths(publishDir)) {
        const response = await fetch(new URL(pathname, origin), { headers: { 'accept-encoding': 'br' } });
        await response.arrayBuffer();
      }
    },
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await Promise.allSettled([netlifyDev.stop(), functions.stop()]);
      if (standIn) rmSync(standIn, { recursive: true, force: true });
    },
  };
}

/**
 * A temporary folder with this project's netlify.toml and `dist` linked to another build folder. That build may
 * carry an older boot script (scripts/prerender.ts), which today's policy would block: its hash is added to the
 * copy, so the build runs as it did when it was built.
 */
function projectServing(staticDir) {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-ap-site-'));
  const buildDir = path.resolve(projectRoot, staticDir);
  const toml = readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8');
  const home = path.join(buildDir, 'index.html');
  writeFileSync(path.join(root, 'netlify.toml'), existsSync(home) ? allowingBootScriptOf(readFileSync(home, 'utf8'), toml) : toml);
  symlinkSync(buildDir, path.join(root, 'dist'), 'dir');
  return root;
}

/** A page request: GET/HEAD outside /api that asks for HTML or names no file (no extension), as Netlify's rewrite treats it. */
function isNavigation(req) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.startsWith('/api/')) return false;
  const pathname = new URL(req.url, 'http://x').pathname;
  return (req.headers.accept ?? '').includes('text/html') || !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Sends a fetch Response on a Node response, compressed when the client accepts it and the type is text, with the
 * Auth emulator added to the page policy on local runs. Returns what it sent (body null when it was streamed).
 */
async function sendResponse(response, req, res, isStatic, emulator) {
  const headers = {};
  response.headers.forEach((value, key) => {
    headers[key] = key === 'content-security-policy' && emulator ? withEmulator(value, emulator) : value;
  });
  const setCookies = response.headers.getSetCookie?.() ?? [];
  if (setCookies.length) headers['set-cookie'] = setCookies;
  if (!response.body || req.method === 'HEAD' || headers['content-encoding']) {
    res.writeHead(response.status, headers);
    if (response.body && req.method !== 'HEAD') for await (const chunk of response.body) res.write(chunk);
    res.end();
    return { status: response.status, headers, body: null };
  }
  const raw = Buffer.from(await response.arrayBuffer());
  const { body, encoding } = await maybeCompress(raw, {
    contentType: response.headers.get('content-type'),
    encoding: pickEncoding(req.headers['accept-encoding']),
    cacheable: isStatic,
  });
  if (encoding) headers['content-encoding'] = encoding;
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
  return { status: response.status, headers, body };
}
