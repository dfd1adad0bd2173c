/**
 * The local stand-in for Netlify: serves a folder of static files with netlify.toml's headers and redirects,
 * and runs netlify/functions through @netlify/dev, on one loopback port, with @netlify/dev's Netlify Blobs
 * store (files under .netlify/blobs-serve) for the grading allowance.
 *
 * Local runs use the Firebase Auth emulator unless VITE_FIREBASE_* name a real project: the functions check ID
 * tokens against it (FIREBASE_AUTH_EMULATOR_HOST) and the pages may reach it (its origin is added to the
 * Content-Security-Policy here; netlify.toml's production policy never lists it).
 *
 * Why our own fallback: @netlify/dev's `/* -> /index.html` rewrite does not apply to deep links in this version,
 * so navigations that match nothing are answered with index.html (and its headers) here, as Netlify does.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { withEmulator } from './lib/local-csp.mjs';
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
  const netlifyDev = new NetlifyDev({
    projectRoot,
    serverAddress: origin,
    staticFiles: staticDir ? { enabled: true, directories: [path.resolve(projectRoot, staticDir)] } : { enabled: false },
    headers: { enabled: Boolean(staticDir) },
    redirects: { enabled: Boolean(staticDir) },
    functions: { enabled: true },
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

  const server = http.createServer(async (req, res) => {
    try {
      let match = await netlifyDev.handleAndIntrospectNodeRequest(req);
      if (!match && staticDir && isNavigation(req)) {
        match = await netlifyDev.handleAndIntrospect(new Request(new URL('/index.html', origin)));
        if (match) match.response = new Response(match.response.body, { status: 200, headers: match.response.headers });
      }
      if (!match) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      await sendResponse(match.response, res, emulator);
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
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await netlifyDev.stop();
    },
  };
}

/** A page request: GET/HEAD outside /api that asks for HTML or names no file (no extension), as Netlify's rewrite treats it. */
function isNavigation(req) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.startsWith('/api/')) return false;
  const pathname = new URL(req.url, 'http://x').pathname;
  return (req.headers.accept ?? '').includes('text/html') || !/\.[a-z0-9]+$/i.test(pathname);
}

async function sendResponse(response, res, emulator) {
  const headers = {};
  response.headers.forEach((value, key) => {
    headers[key] = key === 'content-security-policy' && emulator ? withEmulator(value, emulator) : value;
  });
  const setCookies = response.headers.getSetCookie?.() ?? [];
  if (setCookies.length) headers['set-cookie'] = setCookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}
