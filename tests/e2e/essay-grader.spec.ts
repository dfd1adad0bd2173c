import { saqPaper2025 } from '../../src/content/saq-2025';
import { buildSaqRequest } from '../../src/grading-client/client';
import { RUBRICS } from '../../src/grading-contract/rubrics';
import { idTokenOf, keptEmail, oobCodes, signUpVerified } from '../support/auth-emulator';
import { fakeOpenAIFor } from '../support/fake-openai-control';
import { essayModelAnswer, saqModelAnswer } from '../support/model-answers';
import { AUTH_EMULATOR_ORIGIN, SITE_ORIGIN } from '../support/ports';
import { newAccount, signInAs, signInWithOpenModal } from '../support/sign-in';
import { test, expect, expectAccessible } from './fixtures';

// The fake OpenAI server is shared by the whole run: these journeys take turns.
test.describe.configure({ mode: 'serial' });

const modelAnswer = essayModelAnswer(RUBRICS.iwa, [5, 4, 7, 10, 7, 4, 3]);
const ESSAY = 'Urban trees cool cities. '.repeat(40);

// Journeys in the other worker use the fake too: this file's replies answer only requests carrying its token.
let fake: ReturnType<typeof fakeOpenAIFor>;
/** The essay of this journey: 160 words and the token. */
const essay = () => `${ESSAY}${fake.token}`;

test.beforeEach(async ({ request }) => {
  fake = fakeOpenAIFor(request, `journey-${test.info().testId}`);
  await fake.reset();
});

test('grading an essay shows the loading state, then the rubric table and the feedback', async ({ page }) => {
  await fake.queue({ content: modelAnswer, delayMs: 1500 });
  await signInAs(page, 'Sam');
  await page.goto('/essay-grader');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Essay Grader' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grade Essay' })).toBeDisabled();
  await page.getByLabel('Essay', { exact: true }).fill(essay());
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

test('signed out, Grade Essay opens the sign-in; once signed in the same essay is graded, nothing retyped', async ({ page }) => {
  await fake.queue({ content: modelAnswer });
  const account = await newAccount('Rae');
  await page.goto('/essay-grader');
  await expect(page.getByText('AI grading is for signed-in students.')).toBeVisible();
  await page.getByLabel('Essay', { exact: true }).fill(essay());
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await expect(dialog.getByRole('heading', { name: 'Sign In to Your Account' })).toBeVisible();
  await expect(page.getByText('Sign in to grade your essay. It stays here, and grading starts as soon as you are signed in.')).toBeAttached();
  await expectAccessible(page, 'sign-in asked for by grading');
  expect(await fake.requests()).toHaveLength(0);

  await signInWithOpenModal(page, account);
  // On a shared computer the next person to sign in might not be the one who typed it: asked first, nothing sent.
  const prompt = page.getByRole('region', { name: 'Are these answers yours?' });
  await expect(prompt).toContainText('A grading was saved on this device while no one was signed in (an AP Seminar essay).');
  await expectAccessible(page, 'asked whether the signed-out grading is theirs');
  expect(await fake.requests()).toHaveLength(0);
  await prompt.getByRole('button', { name: 'Yes, grade it as mine' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('table', { name: /40 of 48 points/ })).toBeVisible();
  await expect(page.getByLabel('Essay', { exact: true })).toHaveValue(essay());
  await expect(page.getByTestId('grading-allowance')).toHaveText('19 of 20 gradings left today.');
  await expectAccessible(page, 'graded after signing in');
  expect(await fake.requests()).toHaveLength(1);
});

test('on a shared computer, a grading queued signed out is neither sent nor shown for someone else who signs in', async ({ page }) => {
  await fake.queue({ content: modelAnswer });
  await page.goto('/essay-grader');
  await page.getByLabel('Essay', { exact: true }).fill(essay());
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Close' }).click();
  await page.goto('/faq');
  await expect(page.getByRole('status').filter({ hasText: '1 grading is waiting for you to sign in' })).toBeVisible();

  await signInAs(page, 'Lee');
  const prompt = page.getByRole('region', { name: 'Are these answers yours?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'No, not mine' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByText('1 grading is waiting')).toHaveCount(0);
  await page.goto('/essay-grader');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Essay Grader' })).toBeVisible();
  await expect(page.getByText('Sign in to grade your essay.')).toHaveCount(0);
  expect(await fake.requests()).toHaveLength(0);
});

test('a new email account grades once its email is confirmed: the essay waits, then is sent by itself', async ({ page, request }) => {
  await fake.queue({ content: modelAnswer });
  const email = keptEmail('Vera');
  const verificationLinks = async () => (await oobCodes()).filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Sign up successful! You are now logged in.')).toBeVisible();
  await expect(main.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
  await expect.poll(async () => (await verificationLinks()).length).toBe(1);
  await main.getByRole('button', { name: 'Send the link again' }).click();
  await expect(main.getByText(`Sent again to ${email}.`)).toBeVisible();
  await expect.poll(async () => (await verificationLinks()).length).toBe(2);
  await expectAccessible(page, 'verification link sent');
  await page.screenshot({ path: '/tmp/i33-shots/verify-sent.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/i33-shots/verify-sent-phone.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Graded before the link is opened: the server refuses (403) before the model, and the essay waits.
  await page.goto('/essay-grader');
  await page.getByLabel('Essay', { exact: true }).fill(essay());
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'Confirm your email' });
  await expect(waiting).toHaveText(
    'Confirm your email address to grade: open the link we sent you, then come back here. Your essay is saved and will be graded once your email is confirmed.',
  );
  const confirmed = page.getByRole('button', { name: "I've confirmed my email" });
  await expect(confirmed).toBeVisible();
  await expectAccessible(page, 'grading waits for a confirmed email');
  await page.screenshot({ path: '/tmp/i33-shots/verify-waiting.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await waiting.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/i33-shots/verify-waiting-phone.png' });
  // Not confirmed yet: checking again keeps it waiting.
  await confirmed.click();
  await expect(confirmed).toBeEnabled();
  await expect(waiting).toBeVisible();
  expect(await fake.requests()).toHaveLength(0);

  // The student opens the link (the emulator's record of the email), comes back and says so: graded at once.
  const [link] = await verificationLinks();
  expect((await request.get(link!.oobLink)).ok()).toBe(true);
  await confirmed.click();
  await expect(page.getByRole('table', { name: /40 of 48 points/ })).toBeVisible();
  await expect(page.getByLabel('Essay', { exact: true })).toHaveValue(essay());
  await expectAccessible(page, 'graded after confirming the email');
  await page.screenshot({ path: '/tmp/i33-shots/verify-graded.png', fullPage: true });
  expect(await fake.requests()).toHaveLength(1);
});

test("after today's gradings are used, the grader says so and when more come, and keeps the essay", async ({ page, request }) => {
  const account = await newAccount('Quinn');
  const token = await idTokenOf(account.email, account.password);
  await fake.queue(...Array.from({ length: 20 }, () => ({ content: modelAnswer })));
  for (let i = 0; i < 20; i++) {
    const graded = await request.post('/api/grade', {
      data: { essay: essay(), essay_type: 'iwa', subject: 'ap_seminar' },
      headers: { Origin: SITE_ORIGIN, Authorization: `Bearer ${token}` },
    });
    expect(graded.status()).toBe(200);
  }
  await page.goto('/essay-grader');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await signInWithOpenModal(page, account);
  await page.getByLabel('Essay', { exact: true }).fill(essay());
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have used all 20' })).toHaveText(
    /^You have used all 20 of today's gradings\. More are available at \d{1,2}:\d{2} (AM|PM)\. Your essay is saved and will be graded then\.$/,
  );
  await expect(page.getByTestId('grading-allowance')).toHaveText(/^No gradings left today\. More are available at \d{1,2}:\d{2} (AM|PM)\.$/);
  await expect(page.getByLabel('Essay', { exact: true })).toHaveValue(essay());
  await expectAccessible(page, 'allowance used');
  expect(await fake.requests()).toHaveLength(20);
});

test('a server error is shown, and the essay stays', async ({ page }) => {
  await fake.queue({ status: 500, body: { error: { message: 'down' } } }, { status: 500, body: { error: { message: 'down' } } });
  await signInAs(page, 'Sam');
  await page.goto('/essay-grader');
  await page.getByLabel('Essay', { exact: true }).fill(essay());
  await page.getByRole('button', { name: 'Grade Essay' }).click();
  await expect(page.getByRole('alert')).toHaveText('The AI grader is unavailable right now. Please try again in a minute.');
  await expect(page.getByLabel('Essay', { exact: true })).toHaveValue(essay());
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

  test('the rubric rows read as cards yet stay a table for screen readers', async ({ page }) => {
    await fake.queue({ content: modelAnswer });
    await signInAs(page, 'Sam');
    await page.goto('/essay-grader');
    await page.getByLabel('Essay', { exact: true }).fill(essay());
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

// The functions through the same local runtime; in this file because the fake model is shared (serial).
test.describe('the grading functions', () => {
  test('the grading functions answer through the local Netlify runtime, to signed-in students of our own pages', async ({ request }) => {
    const { idToken } = await signUpVerified(keptEmail('api'), 'grading-api-1');
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

    await fake.queue({ content: saqModelAnswer([1, 1, 1], (part) => `Good ${part}.`) });
    const saq = await request.post('/api/grade-saq', { data: buildSaqRequest(saqPaper2025, [`a answer ${fake.token}`, 'b answer here', 'c answer here']), headers: ours });
    expect(saq.status()).toBe(200);
    expect((await saq.json()).result).toMatchObject([
      { score: 1, explanation: 'Good A.' },
      { score: 1, explanation: 'Good B.' },
      { score: 1, explanation: 'Good C.' },
    ]);
    // The allowance, counted in the local Netlify Blobs store.
    expect(saq.headers()['x-grading-quota-remaining']).toBe(String(Number(saq.headers()['x-grading-quota-limit']) - 1));
    const sent = await fake.requests();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ model: 'gpt-5-mini', max_completion_tokens: 4000, reasoning_effort: 'low' });

    const proxy = await request.post('/api/grade-saq', {
      data: { answers: ['a', 'b', 'c'], prompt_intro: 'x', sources: [], questions: ['Tell me a joke', 'b', 'c'] },
      headers: ours,
    });
    expect(proxy.status()).toBe(400);
    expect(await fake.requests()).toHaveLength(1);
  });

  test('the local pages may reach the Auth emulator; the production policy in netlify.toml does not list it', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const emulator = AUTH_EMULATOR_ORIGIN.replaceAll('.', '\\.'); // http://127.0.0.1:9099 unless the ports are moved
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${emulator}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${emulator}`));
  });
});
