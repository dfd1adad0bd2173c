/**
 * The local stand-in for Netlify on one loopback port: functions first (bundled once, kept warm:
 * scripts/lib/functions-runtime.mjs), then static answers kept from earlier requests (scripts/lib/static-answers.mjs),
 * then static files with netlify.toml's headers and redirects (scripts/lib/netlify-rules.mjs); every answer is
 * compressed as Netlify's CDN does (scripts/lib/send-response.mjs). Pages may reach the local Auth emulator unless
 * VITE_FIREBASE_* name a real project. See docs/boot-and-local-server.md#local-server.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFunctionsRuntime } from './lib/functions-runtime.mjs';
import { startNetlifyRules } from './lib/netlify-rules.mjs';
import { AUTH_EMULATOR_URL, ports } from './lib/ports.mjs';
import { sendResponse } from './lib/send-response.mjs';
import { createStaticAnswers, publishedPaths } from './lib/static-answers.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ port?: number, host?: string, staticDir?: string | null, log?: (msg: string) => void }} options
 *   staticDir null serves functions only (used behind Vite in `npm run dev`).
 */
export async function startSiteServer({ port = ports.site, host = '127.0.0.1', staticDir = 'dist', log = console.log } = {}) {
  const origin = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  const emulator = process.env.VITE_FIREBASE_API_KEY ? null : AUTH_EMULATOR_URL;
  if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(emulator).host;
  const rules = await startNetlifyRules({ projectRoot, staticDir, origin, log });
  const functions = await startFunctionsRuntime({ projectRoot, log });
  const staticAnswers = rules.publishDir ? createStaticAnswers(rules.publishDir) : null;

  const server = http.createServer(async (req, res) => {
    try {
      const fn = functions.match(new URL(req.url, origin).pathname, req.method);
      if (fn) {
        await sendResponse(await functions.invoke(fn, req, origin), req, res, { cacheable: false, emulator });
        return;
      }
      const kept = staticAnswers?.forRequest(req);
      if (kept?.answer) {
        res.writeHead(kept.answer.status, kept.answer.headers).end(kept.answer.body);
        return;
      }
      const match = await rules.handle(req);
      if (!match) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const sent = await sendResponse(match.response, req, res, { cacheable: true, emulator });
      if (kept && sent.status === 200 && sent.body) kept.keep(sent);
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
    /** Asks for every published file once, as a browser would (brotli), so no later visit waits for compression. */
    async warm() {
      if (!rules.publishDir) return;
      for (const pathname of publishedPaths(rules.publishDir)) {
        const response = await fetch(new URL(pathname, origin), { headers: { 'accept-encoding': 'br' } });
        await response.arrayBuffer();
      }
    },
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await Promise.allSettled([rules.stop(), functions.stop()]);
    },
  };
}
