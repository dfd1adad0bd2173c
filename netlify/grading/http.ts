/** Small HTTP helpers for the grading functions: JSON answers, request checks, size-limited JSON bodies. */
import type { z } from 'zod';
import { GRADING_ERRORS } from '../../src/grading-contract/error-texts';
import { MAX_BODY_BYTES } from '../../src/grading-contract/limits';
import { isLoopbackHost } from './config';

/** Netlify's header rules (netlify.toml) do not reach function answers: these carry their own HSTS. */
export const FUNCTION_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
const NO_STORE = FUNCTION_HEADERS;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}, reason?: string): Response {
  return jsonResponse(status, reason ? { error: message, reason } : { error: message }, headers);
}

export function requirePost(req: Request): Response | null {
  return req.method === 'POST' ? null : errorResponse(405, GRADING_ERRORS.methodNotAllowed, { Allow: 'POST' });
}

/**
 * 415 unless the body is declared JSON. A page on another site can post text/plain or a form without asking
 * first (no CORS preflight); it cannot post application/json that way.
 */
export function requireJsonBody(req: Request): Response | null {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' ? null : errorResponse(415, GRADING_ERRORS.notJson);
}

/** The origins our own pages are served from: this request's, the site's URLs on Netlify, and loopback. */
export function isOwnOrigin(origin: string, req: Request, env: Record<string, string | undefined> = process.env): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (isLoopbackHost(url.hostname)) return true;
  const own = [new URL(req.url).origin, env.URL, env.DEPLOY_URL, env.DEPLOY_PRIME_URL].filter(Boolean).map((value) => {
    try {
      return new URL(value!).origin;
    } catch {
      return null;
    }
  });
  return own.includes(url.origin);
}

/**
 * 403 unless the browser says the request comes from our own pages: `Sec-Fetch-Site: same-origin`, or else an
 * `Origin` we serve from. Browsers send one or both on every POST; a request with neither is not from our pages.
 */
export function requireSameOrigin(req: Request): Response | null {
  if (req.headers.get('sec-fetch-site') === 'same-origin') return null;
  const origin = req.headers.get('origin');
  return origin && isOwnOrigin(origin, req) ? null : errorResponse(403, GRADING_ERRORS.crossSite);
}

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Reads the body (at most 64 KB: 413 beyond), parses JSON (400 if malformed) and validates it (400 naming the field). */
export async function readJsonBody<S extends z.ZodType>(req: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { ok: false, response: errorResponse(413, GRADING_ERRORS.bodyTooLarge) };
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) return { ok: false, response: errorResponse(413, GRADING_ERRORS.bodyTooLarge) };

  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, response: errorResponse(400, GRADING_ERRORS.malformedJson) };
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'body';
    return { ok: false, response: errorResponse(400, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`) };
  }
  return { ok: true, value: result.data };
}
