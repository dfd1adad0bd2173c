/** The browser's grading client: every request goes through `sendGrading` and every answer through
 * `readGradingResponse`. Never throws (except on abort). See docs/product.md#grading. */
import type { SaqPaper } from '../content/schema';
import { visualAsText } from '../content/visual-data';
import { currentAccountId, freshIdToken } from '../shared/account-seam';
import { rememberAllowance } from './allowance';
import { GRADING_ERRORS, GRADING_REASONS, errorMessage } from '../grading-contract/error-texts';
import { quotaUsedLocalText, readQuotaHeaders } from '../grading-contract/quota';
import type { EssayRequest, EssayResponse, FrqRequest, FrqResponse, SaqRequest, SaqResponse } from '../grading-contract/schemas';

/** essay: AP Seminar; saq: the SAQ exam; frq: a DBQ or LEQ essay (one kind, one path, the request names which). */
export type GradingKind = 'essay' | 'saq' | 'frq';
export interface GradingRequests {
  essay: EssayRequest;
  saq: SaqRequest;
  frq: FrqRequest;
}
export interface GradingResults {
  essay: EssayResponse;
  saq: SaqResponse;
  frq: FrqResponse;
}

/** Why the server said wait, not fail (429 Retry-After, 503 daily ceiling, 403 unconfirmed email): kept, uncounted. */
export type WaitReason = 'retry-after' | 'daily-ceiling' | 'verification';

/** retry: network, 5xx or a server-named wait (`waitFor`), tried again later; rejected: final; sign-in: a 401. */
export type SendOutcome<K extends GradingKind = GradingKind> =
  | { outcome: 'graded'; data: GradingResults[K] }
  | { outcome: 'rejected'; error: string; status?: number }
  | { outcome: 'retry'; error: string; status?: number; retryAfterMs?: number; waitFor?: WaitReason }
  | { outcome: 'sign-in'; error: string; status: 401 };

export const GRADING_PATHS: Record<GradingKind, string> = { essay: '/api/grade', saq: '/api/grade-saq', frq: '/api/grade-frq' };
/** Longer than the function's own model timeouts; a request that hangs (a dead connection) is given up and retried. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** How often a grading that waits for a confirmed email tries by itself (it also tries on returning to the page). */
export const VERIFICATION_RECHECK_MS = 2 * 60_000;

interface SendOptions {
  signal?: AbortSignal;
  now?: () => Date;
}

/** The machine-readable reason of a refusal (`{ error, reason }`), or null. The body stays readable. */
async function refusalReason(response: Response): Promise<string | null> {
  const body: unknown = await response.clone().json().catch(() => null);
  const reason = (body as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** POSTs with the ID token fetched at send time; once more with a renewed one on 401 or an unconfirmed-email 403
 * (the renewal reloads the account: the link may have been opened since). docs/product.md#grading */
async function post(path: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
  const send = (token: string | null) =>
    fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  const owner = currentAccountId();
  const token = await freshIdToken();
  let response = await send(token);
  const stale = response.status === 401 || (response.status === 403 && (await refusalReason(response)) === GRADING_REASONS.emailUnverified);
  if (stale && token) {
    const renewed = await freshIdToken({ forceRefresh: true });
    if (renewed && renewed !== token) response = await send(renewed);
  }
  // Every signed-in answer reports the day's allowance (docs/product.md#who-may-grade-and-how-much).
  const allowance = readQuotaHeaders(response.headers);
  if (allowance && owner) rememberAllowance(owner, allowance);
  return response;
}

/** Headers and credentials are added here only. */
export async function sendGrading<K extends GradingKind>(kind: K, request: GradingRequests[K], options: SendOptions = {}): Promise<SendOutcome<K>> {
  let response: Response;
  const timeout = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined;
  const signal = options.signal && timeout ? AbortSignal.any([options.signal, timeout]) : (options.signal ?? timeout);
  try {
    response = await post(GRADING_PATHS[kind], request, signal);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The browser gave up waiting: the request reached the server and the model may have been paid, so it counts as
    // the server's own timeout (504), never as "offline" (docs/product.md#grading-outbox).
    if (timeout?.aborted) return { outcome: 'retry', error: GRADING_ERRORS.timeout, status: 504 };
    return { outcome: 'retry', error: kind === 'essay' ? GRADING_ERRORS.essayNetwork : errorMessage(error) };
  }
  return readGradingResponse(kind, response, options.now?.() ?? new Date());
}

/** Every status a grading answer can have, turned into an outcome (docs/product.md#grading). */
export async function readGradingResponse<K extends GradingKind>(kind: K, response: Response, now = new Date()): Promise<SendOutcome<K>> {
  // zod loads only once an answer has arrived (so the network works): the app shell, which holds the outbox, stays
  // small, and a chunk is never first fetched while offline (a failed dynamic import is not retried by browsers).
  const { essayResponseSchema, frqResponseSchema, saqResponseSchema } = await import('../grading-contract/schemas');
  const status = response.status;
  const body = await response.json().catch(() => undefined);
  const serverError = typeof (body as { error?: unknown })?.error === 'string' ? (body as { error: string }).error : '';
  const trouble = (error: string): SendOutcome<K> =>
    status >= 500 ? { outcome: 'retry', error, status } : { outcome: 'rejected', error, status };

  if (status === 429) {
    // The day's allowance used up (its headers say so), or the per-address limit: either way, wait and try again.
    const allowance = readQuotaHeaders(response.headers);
    const error = allowance?.remaining === 0 ? quotaUsedLocalText(allowance) : rateLimitText(response.headers.get('Retry-After'), serverError, now);
    const seconds = retryAfterSeconds(response.headers.get('Retry-After'), now) ?? 60;
    return { outcome: 'retry', error, status, retryAfterMs: seconds * 1000, waitFor: 'retry-after' };
  }
  const reason = (body as { reason?: unknown } | undefined)?.reason;
  // The whole site's gradings for today are spent: the work waits until the time the server named.
  if (status === 503 && reason === GRADING_REASONS.dailyCeiling) {
    const seconds = retryAfterSeconds(response.headers.get('Retry-After'), now) ?? 3600;
    return { outcome: 'retry', error: serverError || GRADING_ERRORS.dailyCeiling, status, retryAfterMs: seconds * 1000, waitFor: 'daily-ceiling' };
  }
  // Email not confirmed yet (the token was renewed once already): the work waits for the confirmation.
  if (status === 403 && reason === GRADING_REASONS.emailUnverified) {
    return { outcome: 'retry', error: serverError || GRADING_ERRORS.emailUnverified, status, retryAfterMs: VERIFICATION_RECHECK_MS, waitFor: 'verification' };
  }
  // Who may grade: the server's own words ('Sign in to grade your work.'), for the SAQ too.
  if (status === 401) return { outcome: 'sign-in', error: serverError || GRADING_ERRORS.signInRequired, status };

  if (kind === 'saq') {
    if (!response.ok) return trouble(GRADING_ERRORS.saqContact);
    const parsed = saqResponseSchema.safeParse(body);
    if (!parsed.success) return { outcome: 'rejected', error: GRADING_ERRORS.saqUnparseable, status };
    return { outcome: 'graded', data: parsed.data as GradingResults[K] };
  }

  if (kind === 'frq') {
    // As the SAQ, but the server's own sentence where it gave one (an essay too long, a prompt it does not know).
    if (!response.ok) return trouble(serverError || GRADING_ERRORS.saqContact);
    const parsed = frqResponseSchema.safeParse(body);
    if (!parsed.success) return { outcome: 'rejected', error: GRADING_ERRORS.saqUnparseable, status };
    return { outcome: 'graded', data: parsed.data as GradingResults[K] };
  }

  if (body === undefined) return trouble(GRADING_ERRORS.essayNetwork);
  if (serverError) return trouble(serverError);
  if (!response.ok) return trouble(GRADING_ERRORS.essayNoResponse);
  const record = body as { grading?: unknown };
  if (typeof record.grading !== 'string' || !record.grading) return { outcome: 'rejected', error: GRADING_ERRORS.essayNoResponse, status };
  const parsed = essayResponseSchema.safeParse(body);
  // A readable grading without a valid rubric is still shown: the text is what the spec's screen reads.
  const data: EssayResponse = parsed.success ? parsed.data : { grading: record.grading, rubric: { type: 'iwa', rows: [], total: 0, max: 0 } };
  return { outcome: 'graded', data: data as GradingResults[K] };
}

/** A 429 says when to try again: from Retry-After (seconds or a date), else the server's text. */
export function rateLimitText(retryAfter: string | null, serverError: string, now: Date): string {
  const seconds = retryAfterSeconds(retryAfter, now);
  if (seconds === null) return serverError || GRADING_ERRORS.rateLimited;
  if (seconds <= 90) return `Too many grading requests. Please try again in ${Math.max(1, seconds)} seconds.`;
  const at = new Date(now.getTime() + seconds * 1000).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `Too many grading requests. Please try again at ${at}.`;
}

function retryAfterSeconds(value: string | null, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

export function buildSaqRequest(paper: SaqPaper, answers: readonly [string, string, string]): SaqRequest {
  return {
    answers: [answers[0], answers[1], answers[2]],
    prompt_intro: paper.prompt_intro,
    sources: paper.sources.map((source) => `${source.label}: ${source.title}\n${source.text}${source.visual ? `\n${visualAsText(source.visual)}` : ''}`),
    questions: [paper.parts[0].question, paper.parts[1].question, paper.parts[2].question],
  };
}

/** 'SAQ A: 1/1 - explanation' lines, letters A, B, C in order (docs/product.md#saq-exam). */
export function formatSaqResult(result: SaqResponse['result']): string[] {
  return result.map((part, index) => `SAQ ${'ABC'[index]}: ${part.score}/1 - ${part.explanation}`);
}

/** 'Thesis/Claim: 1/1 - feedback' (docs/product.md#dbq-and-leq). */
export const formatFrqRow = (row: FrqResponse['rows'][number]) => `${row.name}: ${row.score}/${row.max} - ${row.feedback}`;
