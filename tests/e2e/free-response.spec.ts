/**
 * The DBQ and LEQ (docs/product.md#dbq-and-leq): catalogue → list → writing screen → grading on the rubric rows,
 * drafts on the device, the outbox offline, the countdown, a phone. The fake OpenAI answers only this journey's
 * requests (its token goes in the essay).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { dbqSlaveryExpansion } from '../../src/content/dbq';
import { LEQ_SETS } from '../../src/content/leq';
import { fakeOpenAIFor } from '../support/fake-openai-control';
import { frqModelAnswer } from '../support/model-answers';
import { signInAs } from '../support/sign-in';
import { expect, expectAccessible, test } from './fixtures';

const DBQ_PATH = `/apush-practice-exam/dbq/${dbqSlaveryExpansion.id}`;
const LEQ_PATH = '/apush-practice-exam/leq/causation';
const THESIS = 'Disputes over slavery in the territories destroyed the second party system and replaced it with sectional parties.';
const ESSAY = `${THESIS} Jefferson feared a geographical line in 1820 (Document 1), and the Wilmot Proviso split Democrats and Whigs by section (Document 2).`;
const QUEUED = "Saved. It will be graded when you're back online.";
const SHOTS = process.env.I34_SHOTS;

async function fakeFor(request: APIRequestContext) {
  const fake = fakeOpenAIFor(request, `journey-${test.info().testId}`);
  await fake.reset();
  return fake;
}

const essayBox = (page: Page) => page.getByLabel('Your essay', { exact: true });
const results = (page: Page) => page.getByRole('region', { name: 'AI Grading Results' });

/** The DBQ result every journey scripts: 1+1+1 (2 claimed with three documents)+1+1 (sourced 2)+0 = 5/7. */
const dbqAnswer = () =>
  frqModelAnswer(
    'dbq',
    { thesis: 1, contextualization: 1, evidence_documents: 2, evidence_beyond: 1, sourcing: 1, complexity: 0 },
    { documents_used: [1, 2, 6], documents_sourced: [1, 2] },
    (id) => (id === 'thesis' ? THESIS : ''),
  );

async function expectDbqResults(page: Page) {
  await expect(results(page).getByText('Score: 5/7')).toBeVisible();
  const rows = results(page).getByRole('listitem');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(0)).toContainText('Thesis/Claim: 1/1 - Thesis/Claim feedback from the reader.');
  await expect(rows.nth(0)).toContainText(`From your essay: ${THESIS}`);
  await expect(rows.nth(2)).toContainText('Evidence from the Documents: 1/2 - ');
  await expect(rows.nth(2)).toContainText('Corrected: The grader gave 2/2 but named 3 documents used; 2 points need at least 4, so this row scores 1/2.');
  await expect(rows.nth(5)).toContainText('Analysis and Reasoning: Complexity: 0/1 - ');
  await expect(rows.nth(5)).toContainText('To earn the next point: Next step for analysis and reasoning: complexity.');
}

test('catalogue → DBQ list → the documents → write → Grading... → rows and total, kept in the history', async ({ page, request }) => {
  // Four axe scans of a long page (seven documents, six result rows): over the default 45 s on a busy machine.
  test.setTimeout(90_000);
  const fake = await fakeFor(request);
  await fake.queue({ content: dbqAnswer(), delayMs: 1500 });
  await signInAs(page, 'Dana');
  await page.goto('/practice-exams');
  await page.getByRole('article').filter({ hasText: 'AP US History Practice Test' }).getByRole('link', { name: 'DBQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'APUSH DBQ Practice' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Slavery|The federal)/ })).toHaveCount(2);
  await expectAccessible(page, 'DBQ list');
  await page.getByRole('link', { name: dbqSlaveryExpansion.title }).click();
  await expect(page).toHaveURL(DBQ_PATH);

  // Side by side on a desktop: the documents and the essay both in view, no switch.
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText(dbqSlaveryExpansion.question)).toBeVisible();
  await expect(documents.getByRole('heading', { name: /^Document \d$/ })).toHaveText([1, 2, 3, 4, 5, 6, 7].map((n) => `Document ${n}`));
  await expect(documents.getByText('Source: Adapted from Thomas Jefferson, Letter to John Holmes, 1820')).toBeVisible();
  await expect(page.getByRole('link', { name: 'The documents as a PDF booklet' })).toHaveAttribute('href', `/exams/apush-dbq-${dbqSlaveryExpansion.id}.pdf`);
  await expect(essayBox(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
  await expectAccessible(page, 'DBQ writing screen');

  await essayBox(page).fill('   ');
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeDisabled(); // never an empty essay
  const essay = `${ESSAY} (${fake.token})`;
  await essayBox(page).fill(essay);
  await expect(page.getByText(`${essay.split(/\s+/).length} words`, { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-dbq-writing.png` });
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('button', { name: 'Grading...' })).toBeDisabled();
  await expect(essayBox(page)).toBeDisabled();
  await expectAccessible(page, 'DBQ grading');

  await expectDbqResults(page);
  await expect(essayBox(page)).toHaveValue(new RegExp(fake.token));
  await page.locator('summary', { hasText: '5/7' }).click();
  await expect(page.getByRole('region', { name: 'Your past gradings' }).getByText(dbqSlaveryExpansion.question)).toBeVisible();
  await expectAccessible(page, 'DBQ results and history');
  if (SHOTS) await results(page).screenshot({ path: `${SHOTS}/desktop-dbq-result.png` });

  // What the function sent the model: the server's own documents, the essay fenced in the user message only.
  const [sent] = await fake.requests();
  const body = sent!.body as { messages: { role: string; content: string }[]; max_completion_tokens: number };
  expect(body.messages[0]!.content).toContain(dbqSlaveryExpansion.documents[6]!.text.slice(0, 80));
  expect(body.messages[0]!.content).not.toContain(THESIS);
  expect(body.messages[1]!.content).toMatch(new RegExp(`<<<BEGIN ESSAY [0-9a-f]+>>>\\n${THESIS}[^]*\\n<<<END ESSAY [0-9a-f]+>>>`));
  expect(body.max_completion_tokens).toBe(4_000);
  if (SHOTS) console.log(JSON.stringify({ request: body }, null, 1).slice(0, 6000));
});

test('an LEQ: choose a prompt, the draft survives a reload, Start over clears it after confirmation', async ({ page }) => {
  await page.goto('/apush-practice-exam/leq/select');
  await expect(page.getByRole('heading', { level: 1, name: 'APUSH LEQ Practice' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveText(['Causation', 'Comparison', 'Continuity and change']);
  await page.getByRole('link', { name: 'Causation' }).click();
  const choices = page.getByRole('group', { name: 'Choose a prompt' });
  await expect(choices.getByRole('radio')).toHaveCount(3);
  await essayBox(page).fill('Railroads and immigrant labor drove industry.');
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeDisabled(); // no prompt chosen yet
  await choices.getByRole('radio', { name: /Periods 4–6/ }).check();
  await expect(page.getByText(`Your prompt: ${LEQ_SETS[0]!.prompts[1]!.question}`)).toBeVisible();
  await expect(page.getByText('Your essay is saved on this device as you type.')).toBeVisible();
  await expectAccessible(page, 'LEQ with a prompt chosen');

  // The draft is written as typed; a reload finds it (poll: the save is debounced).
  await expect
    .poll(async () => {
      await page.reload();
      return essayBox(page).inputValue();
    })
    .toBe('Railroads and immigrant labor drove industry.');
  await expect(choices.getByRole('radio', { name: /Periods 4–6/ })).toBeChecked();

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('group', { name: /Clear your essay, the timer and the results/ })).toBeVisible();
  await expectAccessible(page, 'Start over confirmation');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(essayBox(page)).toHaveValue('Railroads and immigrant labor drove industry.');
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('button', { name: 'Clear essay' }).click();
  await expect(essayBox(page)).toHaveValue('');
  await expect(choices.getByRole('radio', { name: /Periods 4–6/ })).not.toBeChecked();
  await page.reload();
  await expect(essayBox(page)).toHaveValue('');
});

test('offline, an LEQ essay is queued and graded when the device is back online, without another click', async ({ page, context, request }) => {
  const fake = await fakeFor(request);
  await fake.queue({ content: frqModelAnswer('leq', { thesis: 1, contextualization: 0, evidence: 2, analysis: 1 }) });
  await signInAs(page, 'Dana');
  await page.goto(LEQ_PATH);
  await page.getByRole('radio', { name: /Periods 7–9/ }).check();
  await essayBox(page).fill(`The Great Migration and the Second World War built the movement. (${fake.token})`);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 grading is waiting to be sent' })).toBeVisible();
  await expect(essayBox(page)).toBeEnabled();
  await expectAccessible(page, 'LEQ queued offline');
  expect(await fake.requests()).toHaveLength(0);

  await context.setOffline(false);
  await expect(results(page).getByText('Score: 4/6')).toBeVisible();
  await expect(results(page).getByRole('listitem')).toHaveCount(4);
  await expect(results(page).getByRole('listitem').nth(2)).toContainText('Evidence: 2/2 - Evidence feedback from the reader.');
  await expect(page.getByText(QUEUED)).toBeHidden();
  // The prompt chosen is the one graded, from the server's own copy.
  const [sent] = await fake.requests();
  expect((sent!.body as { messages: { content: string }[] }).messages[0]!.content).toContain(LEQ_SETS[0]!.prompts[2]!.question);
});

test('the countdown: hideable, 5 minutes left, and time up keeps the essay and says so', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-05-08T08:00:00Z').getTime() });
  await page.goto(LEQ_PATH);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  const timer = page.getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText('40:00');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await essayBox(page).fill('An essay under way.');
  const hide = page.getByRole('button', { name: 'Hide time' });
  await hide.click();
  await expect(timer).toHaveText('Time hidden');
  await hide.click();
  await page.clock.fastForward(35 * 60_000);
  await expect(timer).toHaveText('05:00');
  await expect(page.getByText('5 minutes left.')).toBeVisible();
  await page.clock.resume(); // axe waits on timers of its own
  await expectAccessible(page, 'countdown warning');
  await page.clock.fastForward(5 * 60_000);
  await expect(page.getByText('Time is up. Your essay is kept: submit it when you are ready.')).toBeVisible();
  await expect(timer).toHaveText('00:00');
  await expect(essayBox(page)).toHaveValue('An essay under way.');
  await expectAccessible(page, 'time up');
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('documents and essay switch, nothing wider than the screen, and the result', async ({ page, request }) => {
    const fake = await fakeFor(request);
    await fake.queue({ content: dbqAnswer() });
    await signInAs(page, 'Dana');
    await page.goto(DBQ_PATH);
    const show = page.getByRole('group', { name: 'Show' });
    await expect(show.getByRole('button', { name: 'Documents' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Document 7' })).toBeAttached();
    await expect(essayBox(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'DBQ documents on a phone');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-dbq-documents.png` });

    await show.getByRole('button', { name: 'Your essay' }).click();
    await expect(page.getByRole('region', { name: 'Documents' })).toBeHidden();
    await essayBox(page).fill(`${ESSAY} (${fake.token})`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-dbq-writing.png` });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expectDbqResults(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'DBQ results on a phone');
    if (SHOTS) await results(page).screenshot({ path: `${SHOTS}/phone-dbq-result.png` });
  });
});
