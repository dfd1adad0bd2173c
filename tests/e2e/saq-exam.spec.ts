import { RUBRICS } from '../../src/grading-contract/rubrics';
import { fakeOpenAIFor } from '../support/fake-openai-control';
import { essayModelAnswer, saqModelAnswer } from '../support/model-answers';
import { signInAs } from '../support/sign-in';
import { test, expect, expectAccessible } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// The fake OpenAI server is shared by the whole run: each journey's replies answer only requests carrying its token.

const PATH = '/apush-practice-exam/saq/2025';
const ANSWERS = [
  'Beard says the framers protected their property; the second historian says they acted on political ideas.',
  'Shays’ Rebellion frightened creditors, who then backed a stronger government to protect property.',
  'The Great Compromise shows the framers mainly argued over how to divide political power.',
];
const QUEUED = "Saved. It will be graded when you're back online.";
const explain = (part: string) => `Reader note on part ${part}.`;

/** The fake OpenAI server for this journey only (its token goes in the answers or the essay). */
async function fakeFor(request: APIRequestContext) {
  const fake = fakeOpenAIFor(request, `journey-${test.info().testId}`);
  await fake.reset();
  return fake;
}

/** Fills the three answers; the last carries the journey's token so the fake knows whose request it is. */
async function answerAll(page: Page, token = '') {
  for (const [i, answer] of ANSWERS.entries()) await page.getByLabel(`SAQ ${i + 1}`).fill(i === 2 && token ? `${answer} (${token})` : answer);
}

/** The answer saved on the device (IndexedDB, as the screen's store keeps it), read from the page. */
function savedAnswer(page: Page, index: number) {
  return page.evaluate(
    ([key, i]) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('pocket-ap:saq-exam');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('keyval').objectStore('keyval').get(key);
          get.onsuccess = () => resolve((get.result as { answers?: string[] } | undefined)?.answers?.[i] ?? null);
          get.onerror = () => resolve(null);
          db.close();
        };
      }),
    ['draft:apush-saq-2025', index] as const,
  );
}

/** Everything the grading outbox keeps on the device, as text. */
function outboxText(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('pocket-ap:grading-outbox');
        open.onsuccess = () => {
          const all = open.result.transaction('items').objectStore('items').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          open.result.close();
        };
      }),
  );
}

/** The claims of the ID token in an Authorization header. */
const tokenClaims = (authorization: string) =>
  JSON.parse(Buffer.from(authorization.replace(/^Bearer /, '').split('.')[1]!, 'base64url').toString()) as { email?: string };

async function expectResults(page: Page) {
  const box = page.getByRole('region', { name: 'AI Grading Results' });
  await expect(box.getByRole('listitem')).toHaveCount(3);
  await expect(box.getByRole('listitem').nth(0)).toContainText('SAQ A: 1/1 - Reader note on part A.');
  await expect(box.getByRole('listitem').nth(1)).toContainText('SAQ B: 0/1 - Reader note on part B.');
  await expect(box.getByRole('listitem').nth(2)).toContainText('SAQ C: 1/1 - Reader note on part C.');
  // What earns each point, from the server only, under each explanation.
  await expect(box.getByText('What earns the point:')).toHaveCount(3);
}

test('the SAQ page: labels, placeholders, Grading... while the model is slow, then three result lines', async ({ page, request }) => {
  const fake = await fakeFor(request);
  await fake.queue({ content: saqModelAnswer([1, 0, 1], explain), delayMs: 1500 });
  await signInAs(page, 'Sam');
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 2, name: 'Your SAQ Answers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'click here to open in a new tab' })).toHaveAttribute('href', '/exams/apush-saq-2025.pdf');
  for (const n of [1, 2, 3]) await expect(page.getByLabel(`SAQ ${n}`)).toHaveAttribute('placeholder', `Type your answer for SAQ ${n} here...`);
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
  await expectAccessible(page, 'blank SAQ page');

  await answerAll(page, fake.token);
  await expect(page.getByText('16 words')).toBeVisible();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('button', { name: 'Grading...' })).toBeDisabled();
  for (const n of [1, 2, 3]) await expect(page.getByLabel(`SAQ ${n}`)).toBeDisabled();
  await expectAccessible(page, 'SAQ page while grading');

  await expectResults(page);
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  await expect(page.getByLabel('SAQ 1')).toHaveValue(ANSWERS[0]!);
  // The grading is kept on the device and can be opened again.
  await page.locator('summary', { hasText: '2/3' }).click();
  await expect(page.getByRole('region', { name: 'Your past gradings' }).getByText(ANSWERS[1]!)).toBeVisible();
  await expectAccessible(page, 'SAQ page with results and history');

  // What the function sent the model: the server's paper and notes in the system message, the answers fenced in the user message.
  const [sent] = await fake.requests();
  const messages = (sent!.body as { messages: { role: string; content: string }[] }).messages;
  expect(messages[0]!.content).toContain('Earns the point:');
  expect(messages[0]!.content).not.toContain('Shays’ Rebellion frightened creditors');
  expect(messages[1]!.content).toMatch(/<<<BEGIN ANSWER B [^>]*>>>\nShays’ Rebellion frightened creditors[^\n]*\n<<<END ANSWER B [^>]*>>>/);
});

test("a failed grading shows 'Failed to contact AI grading service.' in the red line, and the answers stay", async ({ page, request }) => {
  const fake = await fakeFor(request);
  const down = { status: 500, body: { error: { message: 'down' } } };
  await fake.queue(down, down);
  await signInAs(page, 'Sam');
  await page.goto(PATH);
  await answerAll(page, fake.token);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to contact AI grading service.');
  await expect(page.getByLabel('SAQ 3')).toHaveValue(new RegExp(fake.token));
  await expectAccessible(page, 'SAQ error');
});

test('an unreadable result shows its text; a rate limit keeps the answers waiting until Retry-After', async ({ page }) => {
  // The functions never send these; the browser's handling of them is what is checked here.
  const answers: { status: number; body: string; headers: Record<string, string> }[] = [
    { status: 200, body: '{"result": "three points"}', headers: {} },
    { status: 429, body: '{"error":"Too many grading requests. Please wait a minute and try again."}', headers: { 'Retry-After': '30' } },
  ];
  await page.route('**/api/grade-saq', (route) => {
    const next = answers.shift()!;
    return route.fulfill({ status: next.status, body: next.body, contentType: 'application/json', headers: next.headers });
  });
  await signInAs(page, 'Sam');
  await page.goto(PATH);
  await answerAll(page);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('alert')).toHaveText('AI response could not be parsed. Please try again.');
  // A 429 is not the end: the answers wait in the outbox until the time the server named.
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Too many' })).toHaveText(
    'Too many grading requests. Please try again in 30 seconds. Your answers are saved and will be graded then.',
  );
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
});

test('when the whole site has used its gradings for the day, the answers wait in the outbox, in plain words', async ({ page }) => {
  // The function's own 503 (netlify/grading/guard.test.ts checks it sends exactly this); the browser's handling here.
  const resting = 'Grading is resting until tomorrow: too many gradings today across Pocket AP. Your answers are saved.';
  let asked = 0;
  await page.route('**/api/grade-saq', (route) => {
    asked += 1;
    return route.fulfill({ status: 503, body: JSON.stringify({ error: resting, reason: 'daily-ceiling' }), contentType: 'application/json', headers: { 'Retry-After': '36000' } });
  });
  await signInAs(page, 'Lee');
  await page.goto(PATH);
  await answerAll(page);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'resting' })).toHaveText(resting);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel grading' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 grading is waiting to be sent' })).toBeVisible();
  await expectAccessible(page, 'SAQ waiting for tomorrow');
  // Coming back to the page does not hurry it: the server said when.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'resting' })).toHaveText(resting);
  await expect(page.getByLabel('SAQ 1')).toHaveValue(ANSWERS[0]!);
  expect(asked).toBe(1);
});

test('answers survive a reload; Start over clears them after confirmation', async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByText('Your answers are saved on this device as you type.')).toBeVisible();
  await page.getByLabel('SAQ 2').fill('A draft I must not lose.');
  await expect.poll(() => savedAnswer(page, 1)).toBe('A draft I must not lose.');
  await page.reload();
  await expect(page.getByLabel('SAQ 2')).toHaveValue('A draft I must not lose.');

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('group', { name: /Clear your three answers/ })).toBeVisible();
  await expectAccessible(page, 'Start over confirmation');
  await page.getByRole('button', { name: 'Clear answers' }).click();
  await expect(page.getByLabel('SAQ 2')).toHaveValue('');
  await expect.poll(() => savedAnswer(page, 1)).toBe('');
  await page.reload();
  await expect(page.getByLabel('SAQ 2')).toHaveValue('');
});

test('offline, an SAQ is queued and graded when the device is back online, without another click', async ({ page, context, request }) => {
  const fake = await fakeFor(request);
  await fake.queue({ content: saqModelAnswer([1, 0, 1], explain) });
  const account = await signInAs(page, 'Sam');
  await page.goto(PATH);
  await answerAll(page, fake.token);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 grading is waiting to be sent' })).toBeVisible();
  await expect(page.getByLabel('SAQ 1')).toBeEnabled(); // the student can keep working
  await expectAccessible(page, 'SAQ queued offline');
  expect(await fake.requests()).toHaveLength(0);
  // The waiting item keeps the answers, never a token: the token is fetched when it is sent.
  expect(await outboxText(page)).toContain(fake.token);
  expect(await outboxText(page)).not.toMatch(/eyJ[\w-]+\.[\w-]+/);

  const sent = page.waitForRequest('**/api/grade-saq');
  await context.setOffline(false);
  const authorization = (await sent).headers().authorization ?? '';
  expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);
  expect(tokenClaims(authorization).email).toBe(account.email);
  await expectResults(page);
  await expect(page.getByText(QUEUED)).toBeHidden();
  await expect(page.getByText('1 grading is waiting to be sent')).toBeHidden();
  expect(await fake.requests()).toHaveLength(1);
});

test('offline, an essay is queued; its result is on the essay grader when it is next opened', async ({ page, context, request }) => {
  const fake = await fakeFor(request);
  await fake.queue({ content: essayModelAnswer(RUBRICS.iwa, [5, 4, 7, 10, 7, 4, 3]) });
  await signInAs(page, 'Sam');
  await page.goto('/essay-grader');
  await page.getByLabel('Essay', { exact: true }).fill(`${'Urban trees cool cities. '.repeat(40)}${fake.token}`);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expectAccessible(page, 'essay queued offline');

  // The student leaves; the grading is sent in the background once the device is online again.
  await page.getByRole('link', { name: 'Practice Exams' }).first().click();
  await expect(page.getByText('1 grading is waiting to be sent')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('1 grading is waiting to be sent')).toBeHidden();
  await page.getByRole('link', { name: 'Essay Grader' }).first().click();
  await expect(page.getByRole('table', { name: /40 of 48 points/ })).toBeVisible();
  await expect(page.getByText(QUEUED)).toBeHidden();
});

test('an SAQ and an essay queued offline are graded within 15 s of a reload that came as the connection returned', async ({ page, context, request }) => {
  const saqFake = await fakeFor(request);
  const essayFake = fakeOpenAIFor(request, `essay-${test.info().testId}`);
  await essayFake.reset();
  // The essay (queued first, so sent first) is still at the model when the page reloads; its answer is lost with the
  // page, and the request sent after the reload gets the second reply.
  await essayFake.queue({ content: essayModelAnswer(RUBRICS.iwa, [5, 4, 7, 10, 7, 4, 3]), delayMs: 4_000 }, { content: essayModelAnswer(RUBRICS.iwa, [5, 4, 7, 10, 7, 4, 3]) });
  await saqFake.queue({ content: saqModelAnswer([1, 0, 1], explain) });
  await signInAs(page, 'Sam');
  // Both screens open once online (their code loads), then the student goes offline and grades both.
  await page.goto(PATH);
  await answerAll(page, saqFake.token);
  await page.getByRole('link', { name: 'Essay Grader' }).first().click();
  await page.getByLabel('Essay', { exact: true }).fill(`${'Urban trees cool cities. '.repeat(40)}${essayFake.token}`);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText('2 gradings are waiting to be sent')).toBeVisible();

  // Back online: the outbox sends at once; the student reloads while that request is still out.
  const firstSend = page.waitForRequest('**/api/grade');
  await context.setOffline(false);
  await firstSend;
  const reloadedAt = Date.now();
  await page.reload();
  await expectResults(page);
  const saqMs = Date.now() - reloadedAt;
  await expect(page.getByText(/gradings? (is|are) waiting/)).toBeHidden({ timeout: Math.max(1, 15_000 - saqMs) });
  const bothMs = Date.now() - reloadedAt;
  expect(bothMs).toBeLessThan(15_000);
  await page.goto('/essay-grader');
  await expect(page.getByRole('table', { name: /40 of 48 points/ })).toBeVisible();
  console.log(`outbox after reload: SAQ results on screen ${saqMs} ms, nothing waiting ${bothMs} ms after the reload`);
  expect(await essayFake.requests()).toHaveLength(2);
  expect(await saqFake.requests()).toHaveLength(1);
});

test('the full SAQ section: from the picker to Question 2 (a primary source) and Question 4 (no source), each graded on its own', async ({ page, request }) => {
  const fake = await fakeFor(request);
  await fake.queue({ content: saqModelAnswer([1, 1, 0], explain) });
  await signInAs(page, 'Sam');
  await page.goto('/apush-practice-exam/saq/select');
  const section = page.getByRole('region', { name: 'Full SAQ section' });
  await expect(section.getByRole('link')).toHaveText([
    'Question 1: two secondary sources (2025)',
    'Question 2: a primary source',
    'Question 3 (periods 1–5)',
    'Question 4 (periods 6–9)',
  ]);
  await expectAccessible(page, 'SAQ picker with the full section');
  await section.getByRole('link', { name: 'Question 2: a primary source' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'APUSH Short-Answer Practice: Question 2 (primary source)' })).toBeVisible();
  // Its own booklet (the source and its source line: scripts/pdf/booklets.test.ts; the HTML paper: the phone journey).
  await expect(page.getByRole('link', { name: 'click here to open in a new tab' })).toHaveAttribute('href', '/exams/apush-saq-section-q2.pdf');
  expect((await request.get('/exams/apush-saq-section-q2.pdf')).headers()['content-type']).toContain('pdf');
  await page.goBack();
  await section.getByRole('link', { name: 'Question 4 (periods 6–9)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'APUSH Short-Answer Practice: Question 4 (periods 6–9)' })).toBeVisible();
  await page.getByLabel('SAQ 1').fill('The Marshall Plan sent aid to rebuild Western Europe.');
  await page.getByLabel('SAQ 2').fill('McCarthy’s accusations cost people their jobs.');
  await page.getByLabel('SAQ 3').fill(`Students opposed the draft for the Vietnam War. (${fake.token})`);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('region', { name: 'AI Grading Results' }).getByText('Score: 2/3')).toBeVisible();
  await expectAccessible(page, 'Question 4 graded');
  const [sent] = await fake.requests();
  expect((sent!.body as { messages: { content: string }[] }).messages[0]!.content).toContain('contain communism abroad in the period 1945 to 1980');
  // Each question keeps its own answers: Question 1 is untouched.
  await page.goto(PATH);
  await expect(page.getByLabel('SAQ 1')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Your past gradings' })).toBeHidden();
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the paper as HTML above the answers, nothing wider than the screen', async ({ page, request }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'pdfViewerEnabled', { get: () => false }));
    const fake = await fakeFor(request);
    await fake.queue({ content: saqModelAnswer([1, 0, 1], explain) });
    await signInAs(page, 'Sam');
    await page.goto(PATH);
    await expect(page.getByText('Source 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Adapted from Charles A. Beard, An Economic Interpretation of the Constitution of the United States, 1913')).toBeVisible();
    const paper = (await page.getByRole('region', { name: 'The question' }).boundingBox())!;
    const answers = (await page.getByLabel('SAQ 1').boundingBox())!;
    expect(answers.y).toBeGreaterThan(paper.y + paper.height - 1);
    await answerAll(page, fake.token);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expectResults(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'SAQ results on a phone');
  });
});
