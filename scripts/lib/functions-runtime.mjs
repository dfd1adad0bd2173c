/**
 * The local functions runtime: netlify/functions bundled once at start-up with Netlify's own bundler
 * (zip-it-and-ship-it), each bundle imported on its first request and kept warm, as a Netlify instance is.
 * @netlify/dev's runtime rebuilds per request (docs/boot-and-local-server.md#netlify-dev-5-bugs-worked-around).
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { SYNCHRONOUS_FUNCTION_TIMEOUT } from '@netlify/functions';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';

/** Netlify's limit on a synchronous function's request body. */
const MAX_REQUEST_BYTES = 6 * 1024 * 1024;
const INTERNAL_ERROR = JSON.stringify({ error: 'Internal server error.' });

/**
 * Bundles every function in `functionsDir` into a fresh folder under `.netlify/` and returns a runtime that
 * matches requests to them by their `config.path` (or /.netlify/functions/<name> when they declare none).
 * @param {{ projectRoot: string, functionsDir?: string, log?: (msg: string) => void }} options
 */
export async function startFunctionsRuntime({ projectRoot, functionsDir = 'netlify/functions', log = console.log }) {
  const parent = path.join(projectRoot, '.netlify', 'functions-local');
  await mkdir(parent, { recursive: true });
  const outDir = await mkdtemp(path.join(parent, 'build-'));
  const started = performance.now();
  const built = await zipFunctions([path.join(projectRoot, functionsDir)], outDir, {
    archiveFormat: 'none',
    basePath: projectRoot,
    config: { '*': { nodeBundler: 'esbuild_zisi' } },
    featureFlags: { zisi_functions_api_v2: true, zisi_pure_esm: true, zisi_pure_esm_mjs: true },
  });
  const buildMs = performance.now() - started;

  const functions = await Promise.all(built.map(async (fn) => {
    if (fn.runtimeAPIVersion !== 2) throw new Error(`${fn.name}: only Netlify Functions API v2 (default export) is served locally`);
    return {
      name: fn.name,
      routes: fn.routes?.length ? fn.routes : [{ literal: `/.netlify/functions/${fn.name}`, methods: [] }],
      moduleUrl: pathToFileURL(await bundledModule(fn)).href,
      /** @type {Promise<(req: Request, context: object) => Promise<Response>> | null} */
      handler: null,
      coldStartMs: null,
    };
  }));

  /** Imports a function's bundle once; concurrent first requests share the one import. */
  function load(fn) {
    if (!fn.handler) {
      const t0 = performance.now();
      fn.handler = import(fn.moduleUrl).then((mod) => {
        fn.coldStartMs = performance.now() - t0;
        if (typeof mod.default !== 'function') throw new Error(`${fn.name}: the bundle has no default export`);
        return mod.default;
      });
      fn.handler.catch(() => {
        fn.handler = null; // a failed import is retried on the next request
      });
    }
    return fn.handler;
  }

  return {
    functions,
    buildMs,
    /** The function serving this path and method, if any. */
    match(pathname, method) {
      const clean = (pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();
      return functions.find((fn) =>
        fn.routes.some((route) => {
          if (route.methods?.length && !route.methods.includes(method)) return false;
          if (route.literal !== undefined) return clean === route.literal;
          return route.expression !== undefined && new RegExp(route.expression).test(clean);
        }),
      );
    },
    /**
     * Runs a function on a Node request. Never lets an error's stack reach the client: a function that throws or
     * times out answers a generic 500/504 JSON body, and the stack goes to the server log.
     */
    async invoke(fn, req, origin) {
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      if (body === null) return jsonError(413, 'Request body too large.');
      const ip = req.socket.remoteAddress ?? '127.0.0.1';
      const requestId = randomUUID();
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      headers.set('x-nf-client-connection-ip', ip);
      headers.set('x-nf-request-id', requestId);
      const url = new URL(req.url, origin);
      const request = new Request(url, { method: req.method, headers, body });
      let timer;
      try {
        const handler = await load(fn);
        const timeout = new Promise((resolve) => {
          timer = setTimeout(() => resolve(jsonError(504, 'Function timed out.')), SYNCHRONOUS_FUNCTION_TIMEOUT * 1000);
        });
        const response = await Promise.race([handler(request, makeContext({ ip, requestId, url })), timeout]);
        if (!(response instanceof Response)) throw new Error(`${fn.name} returned ${typeof response}, not a Response`);
        return response;
      } catch (error) {
        log(`function ${fn.name}: ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`);
        return new Response(INTERNAL_ERROR, { status: 500, headers: { 'Content-Type': 'application/json' } });
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** The parts of Netlify's Context object a local run can honestly fill in. */
function makeContext({ ip, requestId, url }) {
  return {
    ip,
    requestId,
    url,
    params: {},
    geo: {},
    account: {},
    site: { id: 'local', name: 'pocket-ap', url: url.origin },
    deploy: { context: 'dev', id: 'local', published: false },
    server: { region: 'local' },
    json: (value, init) => Response.json(value, init),
    waitUntil: (promise) => void Promise.resolve(promise).catch(() => {}),
  };
}

/**
 * The bundle of the user's module. Netlify's entry point wraps it for Lambda
 * (`bootstrap.getLambdaHandler('./netlify/functions/grade.mjs')`); we call its default export directly.
 */
async function bundledModule(fn) {
  const entry = await readFile(path.join(fn.path, fn.entryFilename), 'utf8');
  const relative = /getLambdaHandler\(\s*['"]([^'"]+)['"]/.exec(entry)?.[1];
  if (!relative) throw new Error(`${fn.name}: unexpected entry point ${fn.entryFilename}`);
  return path.join(fn.path, relative);
}

function jsonError(status, message) {
  return new Response(JSON.stringify({ error: message }), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The request body, or null beyond Netlify's 6 MB limit. */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
