import { afterEach, describe, expect, it, vi } from 'vitest';
import { saqPaper2025 } from '../content/saq-2025';
import { provideIdToken, publishAccount } from '../shared/account-seam';
import { currentAllowance } from './allowance';
import { buildSaqRequest, formatSaqResult, rateLimitText, sendGrading } from './client';
import { quotaHeaders } from '../grading-contract/quota';

const SAQ = buildSaqRequest(saqPaper2025, ['a', 'b', 'c']);
const ESSAY = { essay: 'My essay', essay_type: 'iwa', subject: 'ap_seminar' } as const;
const RESULT = { result: [{ score: 1, explanation: 'A.' }, { score: 0, explanation: 'B.', guideline: 'Names an event.' }, { score: 1, explanation: 'C.' }] };
const NOW = new Date('2026-11-23T10:00:00');

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const failNetwork = (error: unknown) => vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(error)));

describe('sendGrading for the SAQ (docs/product.md#grading)', () => {
  it('posts the SAQ request body as JSON to /api/grade-saq and reads the result list', async () => {
    const fetchMock = answer(RESULT);
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'graded', data: RESULT });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/grade-saq');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init!.body as string)).toEqual(SAQ);
    expect(formatSaqResult(RESULT.result as never)).toEqual(['SAQ A: 1/1 - A.', 'SAQ B: 0/1 - B.', 'SAQ C: 1/1 - C.']);
  });

  it("a non-OK answer is 'Failed to contact AI grading service.' (a 4xx is final, a 5xx may be retried)", async () => {
    answer({ error: 'Each SAQ answer can be at most 4,000 characters.' }, 413);
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'rejected', error: 'Failed to contact AI grading service.', status: 413 });
    answer('<html>Bad gateway</html>', 502);
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'retry', error: 'Failed to contact AI grading service.', status: 502 });
  });

  it.each([
    ['a body that is not JSON', 'Sure, here are the scores'],
    ['no result list', { grading: 'x' }],
    ['a result of the wrong length', { result: RESULT.result.slice(0, 2) }],
    ['a score that is not 0 or 1', { result: [{ score: 2, explanation: 'x' }, ...RESULT.result.slice(1)] }],
  ])("an unreadable result (%s) is 'AI response could not be parsed. Please try again.' and final", async (_, body) => {
    answer(body);
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'rejected', error: 'AI response could not be parsed. Please try again.', status: 200 });
  });

  it("any other failure is its message, or 'Unknown error.' (the outbox tries again)", async () => {
    failNetwork(new TypeError('Failed to fetch'));
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'retry', error: 'Failed to fetch' });
    failNetwork(new Error(''));
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'retry', error: 'Unknown error.' });
    failNetwork('not an error');
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'retry', error: 'Unknown error.' });
  });

  it("the browser's own timeout is a paid try (as a 504), never 'offline'", async () => {
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(AbortSignal.abort(new DOMException('signal timed out', 'TimeoutError')));
    failNetwork(new DOMException('signal timed out', 'TimeoutError'));
    for (const kind of ['saq', 'essay'] as const) {
      expect(await sendGrading(kind, kind === 'saq' ? SAQ : ESSAY)).toEqual({ outcome: 'retry', error: 'The AI grader took too long to answer. Please try again.', status: 504 });
    }
  });
});

describe('sendGrading for the essay (docs/product.md#grading)', () => {
  it('reads grading and the rubric', async () => {
    const body = { grading: 'IWA: 40/48', rubric: { type: 'iwa', rows: [], total: 40, max: 48 } };
    answer(body);
    expect(await sendGrading('essay', ESSAY)).toEqual({ outcome: 'graded', data: body });
  });

  it.each([
    ['the error text', { error: 'The essay is empty. Paste or type your essay first.' }, 400, { outcome: 'rejected', error: 'The essay is empty. Paste or type your essay first.', status: 400 }],
    ["'No response from grader.' for neither grading nor error", {}, 200, { outcome: 'rejected', error: 'No response from grader.', status: 200 }],
    ["'Error connecting to grading server.' for a body that is not JSON", '<html>502</html>', 502, { outcome: 'retry', error: 'Error connecting to grading server.', status: 502 }],
    ['a server error text, to be retried', { error: 'The AI grader is unavailable right now. Please try again in a minute.' }, 502, { outcome: 'retry', error: 'The AI grader is unavailable right now. Please try again in a minute.', status: 502 }],
  ])('%s', async (_, body, status, expected) => {
    answer(body, status);
    expect(await sendGrading('essay', ESSAY)).toEqual(expected);
  });

  it("a network failure is 'Error connecting to grading server.', to be retried", async () => {
    failNetwork(new TypeError('Failed to fetch'));
    expect(await sendGrading('essay', ESSAY)).toEqual({ outcome: 'retry', error: 'Error connecting to grading server.' });
  });
});

describe('who may grade', () => {
  afterEach(() => publishAccount(null));

  it("a 401 waits for a sign-in (the outbox keeps it), with the server's words, for the SAQ too", async () => {
    answer({ error: 'Sign in to grade your work.' }, 401);
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'sign-in', error: 'Sign in to grade your work.', status: 401 });
    answer('', 401);
    expect(await sendGrading('essay', ESSAY)).toEqual({ outcome: 'sign-in', error: 'Sign in to grade your work.', status: 401 });
  });

  it('sends a fresh ID token at send time, once more with a renewed one after a 401, and keeps the allowance per account', async () => {
    publishAccount('uid-1');
    const asked: boolean[] = [];
    const withdraw = provideIdToken(async ({ forceRefresh }) => {
      asked.push(forceRefresh);
      return forceRefresh ? 'renewed-token' : 'stale-token';
    });
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const auth = (init!.headers as Record<string, string>).Authorization;
      if (auth === 'Bearer stale-token') return new Response(JSON.stringify({ error: 'Your sign-in has expired. Please sign in again.' }), { status: 401 });
      return new Response(JSON.stringify(RESULT), { headers: quotaHeaders({ limit: 20, remaining: 7, resetsAt: new Date('2026-11-24T00:00:00Z') }) });
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'graded', data: RESULT });
    expect(asked).toEqual([false, true]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(currentAllowance()).toMatchObject({ limit: 20, remaining: 7 });
    publishAccount('uid-2');
    expect(currentAllowance()).toBeNull(); // another student's count is not shown
    withdraw();
  });
});

describe('a 429 says when to try again, and the outbox waits until then', () => {
  it('from Retry-After in seconds, as a wait or a clock time', async () => {
    answer({ error: 'Too many grading requests. Please wait a minute and try again.' }, 429, { 'Retry-After': '30' });
    expect(await sendGrading('saq', SAQ, { now: () => NOW })).toEqual({
      outcome: 'retry',
      error: 'Too many grading requests. Please try again in 30 seconds.',
      status: 429,
      retryAfterMs: 30_000,
      waitFor: 'retry-after',
    });
    expect(rateLimitText('900', '', NOW)).toBe('Too many grading requests. Please try again at 10:15 AM.');
    expect(rateLimitText(new Date(NOW.getTime() + 3_600_000).toUTCString(), '', NOW)).toBe('Too many grading requests. Please try again at 11:00 AM.');
  });

  it('a used-up daily allowance says when more are available, in local time', async () => {
    const resetsAt = new Date(NOW.getTime() + 5 * 3_600_000);
    answer({ error: 'You have used all 20 of today\'s gradings. More are available after midnight UTC.' }, 429, {
      'Retry-After': String(5 * 3600),
      ...quotaHeaders({ limit: 20, remaining: 0, resetsAt }),
    });
    expect(await sendGrading('essay', ESSAY, { now: () => NOW })).toEqual({
      outcome: 'retry',
      error: "You have used all 20 of today's gradings. More are available at 3:00 PM.",
      status: 429,
      retryAfterMs: 5 * 3_600_000,
      waitFor: 'retry-after',
    });
  });

  it("without Retry-After: the server's text, else 'Please wait a minute'", async () => {
    answer({ error: 'You have used today’s 20 gradings. Try again tomorrow.' }, 429);
    expect(await sendGrading('essay', ESSAY)).toMatchObject({ outcome: 'retry', error: 'You have used today’s 20 gradings. Try again tomorrow.', retryAfterMs: 60_000 });
    answer('rate limited', 429);
    expect(await sendGrading('saq', SAQ)).toMatchObject({ outcome: 'retry', error: 'Too many grading requests. Please wait a minute and try again.' });
  });
});

describe('the site-wide daily ceiling and an unconfirmed email wait in the outbox', () => {
  const RESTING = 'Grading is resting until tomorrow: too many gradings today across Pocket AP. Your answers are saved.';

  it('a 503 of the daily ceiling waits until its Retry-After, in the server\'s words; any other 503 is server trouble', async () => {
    answer({ error: RESTING, reason: 'daily-ceiling' }, 503, { 'Retry-After': '7200' });
    expect(await sendGrading('essay', ESSAY)).toEqual({ outcome: 'retry', error: RESTING, status: 503, retryAfterMs: 7_200_000, waitFor: 'daily-ceiling' });
    answer({ error: RESTING, reason: 'daily-ceiling' }, 503, { 'Retry-After': '7200' });
    expect(await sendGrading('saq', SAQ)).toMatchObject({ waitFor: 'daily-ceiling', error: RESTING });
    answer({ error: 'AI grading is not configured on this server.' }, 503);
    expect(await sendGrading('essay', ESSAY)).toEqual({ outcome: 'retry', error: 'AI grading is not configured on this server.', status: 503 });
  });

  it('a 403 for an unconfirmed email renews the token once (reloading the account), then waits for the confirmation', async () => {
    const unverified = { error: 'Confirm your email address to grade: open the link we sent you, then come back here.', reason: 'email-unverified' };
    const asked: boolean[] = [];
    const withdraw = provideIdToken(async ({ forceRefresh }) => {
      asked.push(forceRefresh);
      return forceRefresh ? 'renewed' : 'old';
    });
    const fetchMock = answer(unverified, 403);
    expect(await sendGrading('essay', ESSAY)).toEqual({ outcome: 'retry', error: unverified.error, status: 403, retryAfterMs: 120_000, waitFor: 'verification' });
    expect(asked).toEqual([false, true]);
    expect(fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>).Authorization)).toEqual(['Bearer old', 'Bearer renewed']);

    // Confirmed meanwhile: the renewed token grades at once.
    const responses = [new Response(JSON.stringify(unverified), { status: 403 }), new Response(JSON.stringify(RESULT))];
    vi.stubGlobal('fetch', vi.fn(async () => responses.shift()!));
    expect(await sendGrading('saq', SAQ)).toEqual({ outcome: 'graded', data: RESULT });

    // An anonymous sign-in is refused for good: no renewal, no wait.
    const anonymous = answer({ error: 'Grading needs a Pocket AP account with an email address. Sign in with your email or Google.', reason: 'anonymous-account' }, 403);
    expect(await sendGrading('essay', ESSAY)).toMatchObject({ outcome: 'rejected', status: 403 });
    expect(anonymous).toHaveBeenCalledTimes(1);
    withdraw();
  });
});
