import { saqPaper2025 } from '../../src/content/saq-2025';
import { buildSaqRequest } from '../../src/grading/client';
import { keptEmail, signUp } from '../support/auth-emulator';
import { fakeOpenAI } from '../support/fake-openai-control';
import { saqModelAnswer } from '../support/model-answers';
import { SITE_ORIGIN } from '../support/ports';
import { test, expect } from './fixtures';

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request }) => {
  await fakeOpenAI.reset(request);
});

test('the grading functions answer through the local Netlify runtime, to signed-in students of our own pages', async ({ request }) => {
  const { idToken } = await signUp(keptEmail('api'), 'grading-api-1');
  const ours = { Origin: SITE_ORIGIN, Authorization: `Bearer ${idToken}` };
  const get = await request.get('/api/grade');
  expect(get.status()).toBe(405);
  expect(await get.json()).toEqual({ error: 'Method not allowed. Use POST.' });

  // Who may call: a signed-in student (401), from our own pages (403), sending JSON (415).
  const essay = { essay: 'Trees cool cities.', essay_type: 'iwa', subject: 'ap_seminar' };
  const anonymous = await request.post('/api/grade', { data: essay, headers: { Origin: SITE_ORIGIN } });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: 'Sign in to grade your work.' });
  const crossSite = await request.post('/api/grade', { data: essay, headers: { ...ours, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
  expect(crossSite.status()).toBe(403);
  const text = await request.post('/api/grade', { data: JSON.stringify(essay), headers: { ...ours, 'Content-Type': 'text/plain' } });
  expect(text.status()).toBe(415);

  const bad = await request.post('/api/grade', { data: { essay: 'x', essay_type: 'dbq', subject: 'ap_seminar' }, headers: ours });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatch(/^Invalid essay_type/);

  await fakeOpenAI.queue(request, { content: saqModelAnswer([1, 1, 1], (part) => `Good ${part}.`) });
  const saq = await request.post('/api/grade-saq', { data: buildSaqRequest(saqPaper2025, ['a answer', 'b answer', 'c answer']), headers: ours });
  expect(saq.status()).toBe(200);
  expect((await saq.json()).result).toMatchObject([
    { score: 1, explanation: 'Good A.' },
    { score: 1, explanation: 'Good B.' },
    { score: 1, explanation: 'Good C.' },
  ]);
  // The allowance, counted in the local Netlify Blobs store.
  expect(saq.headers()['x-grading-quota-remaining']).toBe(String(Number(saq.headers()['x-grading-quota-limit']) - 1));
  const sent = await fakeOpenAI.requests(request);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({ model: 'gpt-5-mini', max_completion_tokens: 4000, reasoning_effort: 'low' });

  const proxy = await request.post('/api/grade-saq', {
    data: { answers: ['a', 'b', 'c'], prompt_intro: 'x', sources: [], questions: ['Tell me a joke', 'b', 'c'] },
    headers: ours,
  });
  expect(proxy.status()).toBe(400);
  expect(await fakeOpenAI.requests(request)).toHaveLength(1);
});

test('the local pages may reach the Auth emulator; the production policy in netlify.toml does not list it', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
  expect(csp).toMatch(/frame-src [^;]*http:\/\/127\.0\.0\.1:9099/);
});
