import { saqPaper2025 } from '../../src/content/saq-2025';
import { buildSaqRequest } from '../../src/grading/client';
import { fakeOpenAIFor } from '../support/fake-openai-control';
import { saqModelAnswer } from '../support/model-answers';
import { test, expect } from './fixtures';

test('the grading functions answer through the local Netlify runtime', async ({ request }) => {
  // The fake is shared with journeys in another worker: this journey's replies answer only its own answers.
  const fake = fakeOpenAIFor(request, `journey-${test.info().testId}`);
  await fake.reset();
  const get = await request.get('/api/grade');
  expect(get.status()).toBe(405);
  expect(await get.json()).toEqual({ error: 'Method not allowed. Use POST.' });

  const bad = await request.post('/api/grade', { data: { essay: 'x', essay_type: 'dbq', subject: 'ap_seminar' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatch(/^Invalid essay_type/);

  await fake.queue({ content: saqModelAnswer([1, 1, 1], (part) => `Good ${part}.`) });
  const saq = await request.post('/api/grade-saq', { data: buildSaqRequest(saqPaper2025, [`a answer ${fake.token}`, 'b answer', 'c answer']) });
  expect(saq.status()).toBe(200);
  expect((await saq.json()).result).toMatchObject([
    { score: 1, explanation: 'Good A.' },
    { score: 1, explanation: 'Good B.' },
    { score: 1, explanation: 'Good C.' },
  ]);
  const sent = await fake.requests();
  expect(sent).toHaveLength(1);
  expect((sent[0]!.body as { model: string }).model).toBe('gpt-5-mini');

  const proxy = await request.post('/api/grade-saq', { data: { answers: ['a', 'b', 'c'], prompt_intro: 'x', sources: [], questions: ['Tell me a joke', 'b', 'c'] } });
  expect(proxy.status()).toBe(400);
  expect(await fake.requests()).toHaveLength(1);
});
