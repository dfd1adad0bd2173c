import { RUBRICS } from '../../src/grading/rubrics';
import { fakeOpenAIFor } from '../support/fake-openai-control';
import { essayModelAnswer } from '../support/model-answers';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';

// The fake OpenAI server is shared by the whole run: each journey's replies answer only essays carrying its token.

const modelAnswer = essayModelAnswer(RUBRICS.iwa, [5, 4, 7, 10, 7, 4, 3]);
const ESSAY = 'Urban trees cool cities. '.repeat(40);

/** The fake for this journey and its essay (160 words and the token). */
async function fakeFor(request: APIRequestContext) {
  const fake = fakeOpenAIFor(request, `journey-${test.info().testId}`);
  await fake.reset();
  return { fake, essay: `${ESSAY}${fake.token}` };
}

test('grading an essay shows the loading state, then the rubric table and the feedback', async ({ page, request }) => {
  const { fake, essay } = await fakeFor(request);
  await fake.queue({ content: modelAnswer, delayMs: 1500 });
  await page.goto('/essay-grader');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Essay Grader' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grade Essay' })).toBeDisabled();
  await page.getByLabel('Essay', { exact: true }).fill(essay);
  await expect(page.getByText('161 words', { exact: true })).toBeVisible();
  await expectAccessible(page, 'essay grader with a draft');
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing Essay...' })).toBeDisabled();

  const table = page.getByRole('table', { name: /40 of 48 points/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 7 + 1);
  await expect(table.getByRole('row', { name: /Establish Argument/ })).toContainText('10/12');
  await expect(page.getByLabel('Feedback')).toHaveValue(/IWA: Individual Written Argument: 40\/48/);
  await expectAccessible(page, 'essay grader with a result');

  // What the function sent: the essay only in the user message.
  const [sent] = await fake.requests();
  const messages = (sent!.body as { messages: { role: string; content: string }[] }).messages;
  expect(messages[0]!.content).not.toContain('Urban trees cool cities.');
  expect(messages[1]!.content).toContain('Urban trees cool cities.');
});

test('a server error is shown, and the essay stays', async ({ page, request }) => {
  const { fake, essay } = await fakeFor(request);
  await fake.queue({ status: 500, body: { error: { message: 'down' } } }, { status: 500, body: { error: { message: 'down' } } });
  await page.goto('/essay-grader');
  await page.getByLabel('Essay', { exact: true }).fill(essay);
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  await expect(page.getByRole('alert')).toHaveText('The AI grader is unavailable right now. Please try again in a minute.');
  await expect(page.getByLabel('Essay', { exact: true })).toHaveValue(essay);
});

test('the draft survives a reload', async ({ page }) => {
  await page.goto('/essay-grader');
  await page.getByLabel('Essay type').selectOption('irr');
  await page.getByLabel('Essay', { exact: true }).fill('A draft I must not lose.');
  await page.waitForTimeout(600); // past the autosave debounce
  await page.reload();
  await expect(page.getByLabel('Essay', { exact: true })).toHaveValue('A draft I must not lose.');
  await expect(page.getByLabel('Essay type')).toHaveValue('irr');
  await expect(page.getByText('Official limit for the IRR: 1,200 words')).toBeVisible();
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the rubric rows read as cards yet stay a table for screen readers', async ({ page, request }) => {
    const { fake, essay } = await fakeFor(request);
    await fake.queue({ content: modelAnswer });
    await page.goto('/essay-grader');
    await page.getByLabel('Essay', { exact: true }).fill(essay);
    await page.getByRole('button', { name: 'Grade Essay' }).click();
    const table = page.getByRole('table', { name: /40 of 48 points/ });
    await expect(table).toBeVisible();
    // Semantics survive the grid layout: rows, row headers and the (visually hidden) column headers.
    await expect(table.getByRole('row')).toHaveCount(1 + 7 + 1);
    await expect(table.getByRole('rowheader', { name: 'Establish Argument' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Feedback' })).toHaveCount(1);
    // The card layout: the feedback sits below the row's name, across the card's full width.
    const row = table.getByRole('row', { name: /Establish Argument/ });
    const name = (await row.getByRole('rowheader').boundingBox())!;
    const feedback = (await row.getByRole('cell', { name: 'Row 4 feedback from the reader.' }).boundingBox())!;
    expect(feedback.y).toBeGreaterThan(name.y + name.height - 1);
    expect(feedback.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'rubric on a phone');
    // Compact cards: a row is its name, score and feedback, no taller (a class clash once made them 270 px).
    expect(feedback.height, 'one short line of feedback').toBeLessThan(60);
    expect((await row.boundingBox())!.height).toBeLessThan(name.height + feedback.height + 40);
  });
});
