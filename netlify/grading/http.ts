/** Small HTTP helpers for the grading functions: JSON answers, method check, size-limited JSON bodies. */
import type { z } from 'zod';
import { GRADING_ERRORS } from '../../src/grading/error-texts';
import { MAX_BODY_BYTES } from '../../src/grading/limits';

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { error: message }, headers);
}

/** 405 for anything but POST. */
export function requirePost(req: Request): Response | null {
  return req.method === 'POST' ? null : errorResponse(405, GRADING_ERRORS.methodNotAllowed, { Allow: 'POST' });
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
