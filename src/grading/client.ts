/**
 * The browser's grading client: POSTs to the functions and turns every outcome into either data or the exact
 * error text of docs/product.md#grading. Never throws.
 */
import type { SaqPaper } from '../content/schema';
import { freshIdToken } from '../shared/account-seam';
import { GRADING_ERRORS } from './error-texts';
import { essayResponseSchema, saqResponseSchema, type EssayRequest, type EssayResponse, type SaqRequest, type SaqResponse } from './schemas';

export type GradeOutcome<T> = { ok: true; data: T } | { ok: false; error: string; status?: number };

interface CallOptions {
  signal?: AbortSignal;
}

/** POSTs with the student's ID token, fetched at send time (docs/product.md#grading); once more with a renewed one on 401. */
async function post(path: string, body: unknown, { signal }: CallOptions): Promise<Response> {
  const send = async (token: string | null) =>
    fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  const token = await freshIdToken();
  const response = await send(token);
  if (response.status !== 401 || !token) return response;
  const renewed = await freshIdToken({ forceRefresh: true });
  return renewed && renewed !== token ? send(renewed) : response;
}

/** POST /api/grade. Shows the server's error text, 'No response from grader.' or 'Error connecting to grading server.' */
export async function gradeEssay(request: EssayRequest, options: CallOptions = {}): Promise<GradeOutcome<EssayResponse>> {
  let body: unknown;
  let status: number;
  try {
    const response = await post('/api/grade', request, options);
    status = response.status;
    body = await response.json();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, error: GRADING_ERRORS.essayNetwork };
  }
  const record = (body ?? {}) as { grading?: unknown; error?: unknown };
  if (typeof record.error === 'string' && record.error) return { ok: false, error: record.error, status };
  if (typeof record.grading !== 'string' || !record.grading) return { ok: false, error: GRADING_ERRORS.essayNoResponse, status };
  const parsed = essayResponseSchema.safeParse(body);
  // A readable grading without a valid rubric is still shown: the text is what the screen reads first.
  return { ok: true, data: parsed.success ? parsed.data : { grading: record.grading, rubric: { type: request.essay_type, rows: [], total: 0, max: 0 } } };
}

/** POST /api/grade-saq (docs/product.md#grading): non-OK → 'Failed to contact…', unreadable result → 'AI response could not be parsed…'. */
export async function gradeSaq(request: SaqRequest, options: CallOptions = {}): Promise<GradeOutcome<SaqResponse>> {
  let response: Response;
  try {
    response = await post('/api/grade-saq', request, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, error: error instanceof Error && error.message ? error.message : GRADING_ERRORS.unknown };
  }
  if (!response.ok) return { ok: false, error: GRADING_ERRORS.saqContact, status: response.status };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, error: GRADING_ERRORS.saqUnparseable, status: response.status };
  }
  const parsed = saqResponseSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: GRADING_ERRORS.saqUnparseable, status: response.status };
  return { ok: true, data: parsed.data };
}

/** The request body for an SAQ paper and the student's three answers. */
export function buildSaqRequest(paper: SaqPaper, answers: [string, string, string]): SaqRequest {
  return {
    answers,
    prompt_intro: paper.prompt_intro,
    sources: paper.sources.map((source) => `${source.label}: ${source.title}\n${source.text}`),
    questions: [paper.parts[0].question, paper.parts[1].question, paper.parts[2].question],
  };
}

/** 'SAQ A: 1/1 - explanation' lines, letters A, B, C in order (docs/product.md#saq-exam). */
export function formatSaqResult(result: SaqResponse['result']): string[] {
  return result.map((part, index) => `SAQ ${'ABC'[index]}: ${part.score}/1 - ${part.explanation}`);
}
