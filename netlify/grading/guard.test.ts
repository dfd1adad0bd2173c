/**
 * Who may grade and how much (docs/product.md#grading): the checks both functions make before the model is
 * called, and the daily allowance kept in Netlify Blobs.
 */
import { getStore } from '@netlify/blobs';
import { describe, expect, it, vi } from 'vitest';
import { buildSaqRequest } from '../../src/grading/client';
import { saqPaper2025 } from '../../src/content/saq-2025';
import { RUBRICS } from '../../src/grading/rubrics';
import { essayModelAnswer } from '../../tests/support/model-answers';
import grade from '../functions/grade.mts';
import gradeSaq from '../functions/grade-saq.mts';
import { QUOTA_STORE, quotaPrefix } from './quota';
import { expiredToken, newStudent, useFakeOpenAIEnv, useGradingStack } from './test-support';

const URL = 'http://localhost:8888/api/grade';
const ESSAY_REQUEST = { essay: 'Shade lowers summer temperatures in cities. '.repeat(10), essay_type: 'iwa', subject: 'ap_seminar' };
const SAQ_URL = 'http://localhost:8888/api/grade-saq';
const iwaAnswer = essayModelAnswer(RUBRICS.iwa, [0, 3, 3, 3, 3, 3, 3]);

const stack = useGradingStack();

describe('signed-in students only', () => {
  it.each([
    ['no token', null, 'Sign in to grade your work.'],
    ['a token that is not one', 'not-a-token', 'Your sign-in could not be checked. Please sign in again.'],
    ['a token with a forged payload', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Your sign-in could not be checked. Please sign in again.'],
  ])('answers 401 to %s, without calling the model', async (_, token, error) => {
    const response = await grade(stack.post(URL, ESSAY_REQUEST, { token }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error });
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(stack.fake.requests).toHaveLength(0);
  });

  it('answers 401 to an expired token, on both functions', async () => {
    const expired = expiredToken(stack.token);
    for (const response of [
      await grade(stack.post(URL, ESSAY_REQUEST, { token: expired })),
      await gradeSaq(stack.post(SAQ_URL, buildSaqRequest(saqPaper2025, ['a', 'b', 'c']), { token: expired })),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Your sign-in has expired. Please sign in again.' });
    }
    expect(stack.fake.requests).toHaveLength(0);
  });

  it('checks the token before reading the body', async () => {
    const response = await grade(stack.post(URL, '{"essay": ', { token: null }));
    expect(response.status).toBe(401);
  });
});

describe('our own pages only', () => {
  it.each([
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a same-site fetch from another subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://evil.pocket-ap.example' }],
    ['an Origin of another site', { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' }],
    ['neither header', { 'Sec-Fetch-Site': '' }],
  ])('answers 403 to %s', async (_, headers) => {
    const request = stack.post(URL, ESSAY_REQUEST, { headers });
    if (!headers['Sec-Fetch-Site']) request.headers.delete('sec-fetch-site');
    const response = await grade(request);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Grading requests must come from Pocket AP itself.' });
    expect(stack.fake.requests).toHaveLength(0);
  });

  it.each([
    ['its own origin', 'http://localhost:8888'],
    ['loopback on another port (npm run dev)', 'http://127.0.0.1:5173'],
    ['the site URL Netlify gives', 'https://pocket-ap.example'],
  ])('accepts an Origin of %s when the browser sends no Sec-Fetch-Site', async (_, origin) => {
    vi.stubEnv('URL', 'https://pocket-ap.example');
    stack.fake.queue({ content: iwaAnswer });
    const request = stack.post(URL, ESSAY_REQUEST, { headers: { Origin: origin } });
    request.headers.delete('sec-fetch-site');
    expect((await grade(request)).status).toBe(200);
  });

  it('answers 415 to a body that is not declared JSON (a form or text/plain needs no preflight)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await grade(stack.post(URL, ESSAY_REQUEST, { headers: { 'Content-Type': type } }));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'Send the request as JSON (Content-Type: application/json).' });
    }
    stack.fake.queue({ content: iwaAnswer });
    expect((await grade(stack.post(URL, ESSAY_REQUEST, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }))).status).toBe(200);
  });
});

describe('the daily allowance', () => {
  it('counts gradings per account in the blob store, across handler instances, and answers 429 with Retry-After after it', async () => {
    useFakeOpenAIEnv(stack.fake, { GRADING_DAILY_QUOTA: '2' });
    const student = await newStudent();
    stack.fake.fallback = () => ({ content: iwaAnswer });

    const first = await grade(stack.post(URL, ESSAY_REQUEST, { token: student.token }));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-grading-quota-limit')).toBe('2');
    expect(first.headers.get('x-grading-quota-remaining')).toBe('1');
    const reset = new Date(first.headers.get('x-grading-quota-reset')!);
    expect(reset.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(reset.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);

    // A new instance of the function (as another Netlify instance would be): nothing is remembered in memory.
    vi.resetModules();
    const again = (await import('../functions/grade-saq.mts')).default;
    const second = await again(stack.post(SAQ_URL, buildSaqRequest(saqPaper2025, ['a', 'b', 'c']), { token: student.token }));
    expect(second.headers.get('x-grading-quota-remaining')).toBe('0');

    vi.resetModules();
    const third = await (await import('../functions/grade.mts')).default(stack.post(URL, ESSAY_REQUEST, { token: student.token }));
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ error: "You have used all 2 of today's gradings. More are available after midnight UTC." });
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(Date.now() + retryAfter * 1000 - reset.getTime())).toBeLessThan(5_000);
    expect(third.headers.get('x-grading-quota-remaining')).toBe('0');
    expect(stack.fake.requests).toHaveLength(2);

    const stored = await getStore({ name: QUOTA_STORE, consistency: 'strong' }).list({ prefix: quotaPrefix(student.uid, new Date()) });
    expect(stored.blobs).toHaveLength(2);
    // Another student still has theirs.
    expect((await grade(stack.post(URL, ESSAY_REQUEST, { token: (await newStudent()).token }))).status).toBe(200);
  });

  it('starts again on a new UTC day', async () => {
    useFakeOpenAIEnv(stack.fake, { GRADING_DAILY_QUOTA: '1' });
    const student = await newStudent();
    await getStore({ name: QUOTA_STORE }).setJSON(`${quotaPrefix(student.uid, new Date('2020-01-01T12:00:00Z'))}0`, {});
    stack.fake.queue({ content: iwaAnswer });
    const response = await grade(stack.post(URL, ESSAY_REQUEST, { token: student.token }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-grading-quota-remaining')).toBe('0');
  });

  it('gives a grading back when OpenAI failed before answering, not when it timed out', async () => {
    useFakeOpenAIEnv(stack.fake, { GRADING_DAILY_QUOTA: '5', OPENAI_TIMEOUT_MS: '100' });
    const student = await newStudent();
    stack.fake.queue({ status: 500, body: { error: { message: 'boom' } } }, { status: 500, body: { error: { message: 'boom' } } });
    const failed = await grade(stack.post(URL, ESSAY_REQUEST, { token: student.token }));
    expect(failed.status).toBe(502);
    expect(failed.headers.get('x-grading-quota-remaining')).toBe('5');
    stack.fake.queue({ delayMs: 600, content: iwaAnswer });
    const timedOut = await grade(stack.post(URL, ESSAY_REQUEST, { token: student.token }));
    expect(timedOut.status).toBe(504);
    expect(timedOut.headers.get('x-grading-quota-remaining')).toBe('4');
  });

  it('does not count a request refused for its body', async () => {
    useFakeOpenAIEnv(stack.fake, { GRADING_DAILY_QUOTA: '1' });
    const student = await newStudent();
    const empty = await grade(stack.post(URL, { ...ESSAY_REQUEST, essay: '  ' }, { token: student.token }));
    expect(empty.status).toBe(400);
    stack.fake.queue({ content: iwaAnswer });
    expect((await grade(stack.post(URL, ESSAY_REQUEST, { token: student.token }))).status).toBe(200);
  });

  it('never lets parallel requests of one student overspend', async () => {
    useFakeOpenAIEnv(stack.fake, { GRADING_DAILY_QUOTA: '3' });
    const student = await newStudent();
    stack.fake.fallback = () => ({ content: iwaAnswer });
    const statuses = await Promise.all(Array.from({ length: 8 }, () => grade(stack.post(URL, ESSAY_REQUEST, { token: student.token })).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(stack.fake.requests).toHaveLength(3);
  });

  it('fails closed (503) when the blob store cannot be reached', async () => {
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', '');
    const response = await grade(stack.post(URL, ESSAY_REQUEST));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The daily grading allowance could not be checked right now. Please try again in a minute.' });
    expect(stack.fake.requests).toHaveLength(0);
  });
});

describe('cost caps', () => {
  it("stops the model call when the student's request is aborted (a closed tab stops the spend)", async () => {
    stack.fake.queue({ delayMs: 3000, content: iwaAnswer });
    const controller = new AbortController();
    const request = new Request(stack.post(URL, ESSAY_REQUEST), { signal: controller.signal });
    const started = Date.now();
    const pending = grade(request);
    await vi.waitFor(() => expect(stack.fake.requests).toHaveLength(1));
    controller.abort();
    const response = await pending;
    expect(response.status).toBe(499);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(stack.fake.requests).toHaveLength(1);
  });

  it('refuses an http base URL that is not loopback and a model name that cannot be one (503)', async () => {
    for (const overrides of [{ OPENAI_BASE_URL: 'http://api.example.com/v1' }, { OPENAI_MODEL: 'x'.repeat(65) }]) {
      useFakeOpenAIEnv(stack.fake, overrides);
      const response = await grade(stack.post(URL, ESSAY_REQUEST));
      expect(response.status).toBe(503);
    }
    expect(stack.fake.requests).toHaveLength(0);
  });
});
