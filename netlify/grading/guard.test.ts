/**
 * Who may grade and how much (docs/product.md#grading): the checks both functions make before the model is
 * called, and the daily allowance kept in Netlify Blobs.
 */
import { getStore } from '@netlify/blobs';
import { describe, expect, it, vi } from 'vitest';
import { buildSaqRequest } from '../../src/grading-client/client';
import { saqPaper2025 } from '../../src/content/saq-2025';
import { RUBRICS } from '../../src/grading-contract/rubrics';
import { essayModelAnswer } from '../../tests/support/model-answers';
import grade from '../functions/grade.mts';
import gradeSaq from '../functions/grade-saq.mts';
import { CEILING_STORE, createCeiling } from './ceiling';
import { QUOTA_STORE, quotaPrefix } from './quota';
import { adminUpdate, idTokenOf, signInAnonymously, verifyEmail } from '../../tests/support/auth-emulator';
import { authTime, expiredToken, newStudent, useFakeOpenAIEnv, useGradingStack } from '../../tests/support/grading-stack';

const URL = 'http://localhost:8888/api/grade';
const ESSAY_REQUEST = { essay: 'Shade lowers summer temperatures in cities. '.repeat(10), essay_type: 'iwa', subject: 'ap_seminar' };
const SAQ_URL = 'http://localhost:8888/api/grade-saq';
const SAQ_ANSWERS = ['Part A answer here.', 'Part B answer here.', 'Part C answer here.'] as const;
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
      await gradeSaq(stack.post(SAQ_URL, buildSaqRequest(saqPaper2025, SAQ_ANSWERS), { token: expired })),
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

describe('real, verified students only (403 with a reason, before the model)', () => {
  it('refuses an anonymous sign-in', async () => {
    const response = await grade(stack.post(URL, ESSAY_REQUEST, { token: await signInAnonymously() }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Grading needs a Pocket AP account with an email address. Sign in with your email or Google.',
      reason: 'anonymous-account',
    });
    expect(stack.fake.requests).toHaveLength(0);
  });

  it('refuses an email account until its email is confirmed, then grades with a new token', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    const { signUp } = await import('../../tests/support/auth-emulator');
    const account = await signUp(email, 'grading-test-1');
    for (const response of [
      await grade(stack.post(URL, ESSAY_REQUEST, { token: account.idToken })),
      await gradeSaq(stack.post(SAQ_URL, buildSaqRequest(saqPaper2025, SAQ_ANSWERS), { token: account.idToken })),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'Confirm your email address to grade: open the link we sent you, then come back here.',
        reason: 'email-unverified',
      });
    }
    expect(stack.fake.requests).toHaveLength(0);
    await verifyEmail(account.localId);
    stack.fake.queue({ content: iwaAnswer });
    expect((await grade(stack.post(URL, ESSAY_REQUEST, { token: await idTokenOf(email, 'grading-test-1') }))).status).toBe(200);
  });

  it('stops a disabled account and revoked sessions at once, with a token that has not expired', async () => {
    const disabled = await newStudent();
    await adminUpdate(disabled.uid, { disableUser: true });
    const refused = await grade(stack.post(URL, ESSAY_REQUEST, { token: disabled.token }));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Your sign-in could not be checked. Please sign in again.' });

    const revoked = await newStudent();
    const token = revoked.token;
    stack.fake.queue({ content: iwaAnswer });
    expect((await grade(stack.post(URL, ESSAY_REQUEST, { token }))).status).toBe(200);
    // Sessions revoked after this token's sign-in (as revokeRefreshTokens does, a second later).
    await adminUpdate(revoked.uid, { validSince: String(authTime(token) + 1) });
    expect((await grade(stack.post(URL, ESSAY_REQUEST, { token }))).status).toBe(401);
    expect(stack.fake.requests).toHaveLength(1);
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
    const second = await again(stack.post(SAQ_URL, buildSaqRequest(saqPaper2025, SAQ_ANSWERS), { token: student.token }));
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

describe('the site-wide daily ceiling', () => {
  const ceilingStore = () => getStore({ name: CEILING_STORE, consistency: 'strong' });
  /** A new instance of both functions (as a fresh Netlify instance), on a day whose ceiling count starts at 0. */
  async function freshFunctions() {
    const { blobs } = await ceilingStore().list();
    await Promise.all(blobs.map((blob) => ceilingStore().delete(blob.key)));
    vi.resetModules();
    return { grade: (await import('../functions/grade.mts')).default, gradeSaq: (await import('../functions/grade-saq.mts')).default };
  }

  it('answers 503 with Retry-After and the reason once the day is spent over all accounts, and gives the account its grading back', async () => {
    useFakeOpenAIEnv(stack.fake, { GRADING_DAILY_CEILING: '2', GRADING_DAILY_QUOTA: '5' });
    const fns = await freshFunctions();
    stack.fake.fallback = () => ({ content: iwaAnswer });
    const [a, b, c] = await Promise.all([newStudent(), newStudent(), newStudent()]);
    expect((await fns.grade(stack.post(URL, ESSAY_REQUEST, { token: a.token }))).status).toBe(200);
    expect((await fns.grade(stack.post(URL, ESSAY_REQUEST, { token: b.token }))).status).toBe(200);
    const resting = await fns.gradeSaq(stack.post(SAQ_URL, buildSaqRequest(saqPaper2025, SAQ_ANSWERS), { token: c.token }));
    expect(resting.status).toBe(503);
    expect(await resting.json()).toEqual({
      error: 'Grading is resting until tomorrow: too many gradings today across Pocket AP. Your answers are saved.',
      reason: 'daily-ceiling',
    });
    const retryAfter = Number(resting.headers.get('retry-after'));
    const midnight = new Date(resting.headers.get('x-grading-quota-reset')!).getTime();
    expect(Math.abs(Date.now() + retryAfter * 1000 - midnight)).toBeLessThan(5_000);
    // The student's own allowance is untouched: the refusal was not theirs.
    expect(resting.headers.get('x-grading-quota-remaining')).toBe('5');
    expect(await getStore({ name: QUOTA_STORE, consistency: 'strong' }).list({ prefix: quotaPrefix(c.uid, new Date()) })).toMatchObject({ blobs: [] });
    expect(stack.fake.requests).toHaveLength(2);
  });

  it('gives its count back when OpenAI failed before answering', async () => {
    useFakeOpenAIEnv(stack.fake, { GRADING_DAILY_CEILING: '1' });
    const fns = await freshFunctions();
    stack.fake.queue({ status: 500, body: { error: { message: 'boom' } } }, { status: 500, body: { error: { message: 'boom' } } }, { content: iwaAnswer });
    expect((await fns.grade(stack.post(URL, ESSAY_REQUEST))).status).toBe(502);
    expect((await fns.grade(stack.post(URL, ESSAY_REQUEST))).status).toBe(200);
    expect((await fns.grade(stack.post(URL, ESSAY_REQUEST))).status).toBe(503);
  });

  it('never overspends when 240 requests of 30 accounts race on two instances', async () => {
    useFakeOpenAIEnv(stack.fake, { GRADING_DAILY_CEILING: '25', GRADING_DAILY_QUOTA: '3' });
    const one = await freshFunctions();
    vi.resetModules();
    const two = (await import('../functions/grade.mts')).default;
    const students = await Promise.all(Array.from({ length: 30 }, () => newStudent()));
    stack.fake.fallback = () => ({ content: iwaAnswer });
    const statuses = await Promise.all(
      Array.from({ length: 240 }, (_, i) => (i % 2 ? two : one.grade)(stack.post(URL, ESSAY_REQUEST, { token: students[i % 30]!.token })).then((r) => r.status)),
    );
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(count(200)).toBe(25);
    expect(count(200) + count(429) + count(503)).toBe(240);
    expect(count(503)).toBeGreaterThan(0);
    expect(stack.fake.requests).toHaveLength(25);
    expect((await ceilingStore().list()).blobs).toHaveLength(25);
  });

  it('takes each slot once when many instances share the store (create-only writes decide)', async () => {
    const store = ceilingStore();
    await freshFunctions();
    const instances = Array.from({ length: 4 }, () => createCeiling());
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => instances[i % 4]!.reserve(50, now, store)));
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect((await store.list()).blobs).toHaveLength(50);
  });

  it('defaults to 2,000 gradings a day', async () => {
    const { readGradingConfig } = await import('./config');
    expect(readGradingConfig({}).dailyCeiling).toBe(2_000);
    expect(readGradingConfig({ GRADING_DAILY_CEILING: '50' }).dailyCeiling).toBe(50);
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
