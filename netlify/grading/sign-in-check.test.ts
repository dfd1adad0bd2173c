/**
 * The production sign-in check (docs/architecture.md#sign-in-check), with no emulator variable set: tokens signed
 * with an RSA key whose JWK a loopback stand-in for Google serves, accounts looked up at a stand-in for
 * `accounts:lookup`, the model a fake OpenAI server reached through the real `openai` SDK.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUBRICS } from '../../src/grading-contract/rubrics';
import { essayModelAnswer } from '../../tests/support/model-answers';
import { startGoogleStandIn, type GoogleStandIn } from '../../tests/support/google-stand-in';
import { sentMessages, useGradingStack } from '../../tests/support/grading-stack';
import grade from '../functions/grade.mts';
import health from '../functions/health.mts';

const URL = 'http://localhost:8888/api/grade';
const ESSAY = 'Shade lowers summer temperatures in cities. '.repeat(10);
const ESSAY_REQUEST = { essay: ESSAY, essay_type: 'iwa', subject: 'ap_seminar' };
const iwaAnswer = essayModelAnswer(RUBRICS.iwa, [0, 3, 3, 3, 3, 3, 3]);

const stack = useGradingStack();
let google: GoogleStandIn;
const timings: string[] = [];

beforeAll(async () => {
  google = await startGoogleStandIn();
});
afterAll(async () => {
  console.log(`production sign-in check, per case:\n  ${timings.join('\n  ')}`);
  await google.close();
});
beforeEach(() => {
  google.up();
  for (const [key, value] of Object.entries(google.env())) vi.stubEnv(key, value);
});

/** Grades with the token, timing the whole function call. */
async function timedGrade(name: string, token: string): Promise<Response> {
  const t0 = performance.now();
  const response = await grade(stack.post(URL, ESSAY_REQUEST, { token }));
  timings.push(`${name}: ${response.status} in ${(performance.now() - t0).toFixed(1)} ms`);
  return response;
}

describe('the production sign-in check (no emulator, no service account)', () => {
  it('grades with a valid token: the signature is checked against Google\'s keys and the account looked up with the Web API key', async () => {
    const student = google.addAccount({ ageDays: 30 });
    stack.fake.queue({ content: iwaAnswer });
    const response = await timedGrade('valid token', google.mint(student));
    expect(response.status).toBe(200);
    expect(google.calls.apiKeys.at(-1)).toBe(google.apiKey);
    // The real SDK reached the fake model with the student's essay in the user message only.
    expect(stack.fake.requests).toHaveLength(1);
    expect((stack.fake.requests[0]!.body as { model: string }).model).toBe('gpt-5-mini');
    const messages = sentMessages(stack.fake);
    expect(messages.find((m) => m.role === 'user')!.content).toContain(ESSAY.trim());
    expect(messages.find((m) => m.role === 'system')!.content).not.toContain('Shade lowers');
    // Keys are cached (Cache-Control): a second grading asks only accounts:lookup.
    const keysBefore = google.calls.keys;
    stack.fake.queue({ content: iwaAnswer });
    expect((await timedGrade('valid token, keys cached', google.mint(student))).status).toBe(200);
    expect(google.calls.keys).toBe(keysBefore);
  });

  it('answers 401 to a token issued before the account\'s tokens-valid-after time (revoked)', async () => {
    const student = google.addAccount({ ageDays: 30 });
    const token = google.mint(student);
    student.validSince = Math.floor(Date.now() / 1000) + 1;
    const response = await timedGrade('revoked session', token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Your sign-in could not be checked. Please sign in again.' });
    expect(stack.fake.requests).toHaveLength(0);
  });

  it('answers 401 to a disabled account', async () => {
    const student = google.addAccount({ ageDays: 30 });
    const token = google.mint(student);
    student.disabled = true;
    const response = await timedGrade('disabled account', token);
    expect(response.status).toBe(401);
    expect(stack.fake.requests).toHaveLength(0);
  });

  it('answers 503 with a plain message when Google cannot be reached', async () => {
    const student = google.addAccount({ ageDays: 30 });
    const token = google.mint(student);
    google.down();
    const response = await timedGrade('Google unreachable', token);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Sign-in could not be checked right now. Please try again in a minute.' });
    expect(stack.fake.requests).toHaveLength(0);
  });

  it.each([
    ['a token signed with another key', (t: string) => `${t.split('.').slice(0, 2).join('.')}.${Buffer.from('forged').toString('base64url')}`],
    ['an unsigned token (alg none)', (t: string) => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${t.split('.')[1]}.`],
  ])('answers 401 to %s', async (name, forge) => {
    const response = await timedGrade(name, forge(google.mint(google.addAccount({ ageDays: 30 }))));
    expect(response.status).toBe(401);
    expect(stack.fake.requests).toHaveLength(0);
  });

  it.each([
    ['another project (audience)', { aud: 'someone-else' }, 'Your sign-in could not be checked. Please sign in again.'],
    ['another issuer', { iss: 'https://securetoken.google.com/someone-else' }, 'Your sign-in could not be checked. Please sign in again.'],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 10 }, 'Your sign-in has expired. Please sign in again.'],
    ['a token issued in the future', { iat: Math.floor(Date.now() / 1000) + 3600 }, 'Your sign-in could not be checked. Please sign in again.'],
  ])('answers 401 to %s', async (name, claims, error) => {
    const response = await timedGrade(name, google.mint(google.addAccount({ ageDays: 30 }), claims));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error });
  });

  it('answers 403 to an unconfirmed email, and 503 when the Web API key is missing or refused', async () => {
    expect((await timedGrade('unconfirmed email', google.mint(google.addAccount({ emailVerified: false })))).status).toBe(403);
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIza-wrong');
    expect((await timedGrade('Web API key refused', google.mint(google.addAccount()))).status).toBe(503);
    vi.stubEnv('VITE_FIREBASE_API_KEY', '');
    expect((await timedGrade('Web API key missing', google.mint(google.addAccount()))).status).toBe(503);
    expect(stack.fake.requests).toHaveLength(0);
  });

  it('ignores the test endpoints inside AWS Lambda (Netlify): the check goes to Google, never to a configured server', async () => {
    const { googleEndpoints } = await import('./google-auth');
    const env = { ...google.env(), AWS_LAMBDA_FUNCTION_NAME: 'grade' };
    expect(googleEndpoints(env, null, 'k')).toMatchObject({ keysUrl: expect.stringMatching(/^https:\/\/www\.googleapis\.com\//), lookupUrl: 'https://identitytoolkit.googleapis.com/v1/accounts:lookup' });
    expect(googleEndpoints({ POCKET_AP_TEST_IDENTITY_TOOLKIT_URL: 'http://evil.example/v1' }, null, 'k').lookupUrl).toBe('https://identitytoolkit.googleapis.com/v1/accounts:lookup');
  });
});

describe('GET /api/health', () => {
  it('says, per capability, ready or the name of the missing variable, never a value', async () => {
    const read = async () => (await (await health(new Request('http://localhost:8888/api/health'))).json()) as Record<string, unknown>;
    expect(await read()).toMatchObject({ ok: true, capabilities: { grading: 'ready', signInCheck: 'ready', blobs: 'ready' } });
    vi.stubEnv('OPENAI_API_KEY', '');
    vi.stubEnv('VITE_FIREBASE_API_KEY', '');
    const saved = process.env.NETLIFY_BLOBS_CONTEXT;
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', '');
    const missing = await read();
    process.env.NETLIFY_BLOBS_CONTEXT = saved;
    expect(missing).toMatchObject({ capabilities: { grading: 'OPENAI_API_KEY', signInCheck: 'VITE_FIREBASE_API_KEY', blobs: 'NETLIFY_BLOBS_CONTEXT' } });
    const text = JSON.stringify(await read());
    for (const value of [google.apiKey, google.projectId, 'sk-test-key', stack.fake.url]) expect(text).not.toContain(value);
  });
});
