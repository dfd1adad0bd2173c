/**
 * The MCQ practice exam and its results (docs/product.md#mcq-exam). Keys and counts come from the content, never
 * typed here. Time is driven by page.clock against the production build.
 */
import type { Page } from '@playwright/test';
import { mcqExam2014, mcqQuestions2014 } from '../../src/content/mcq-2014';
import { OPTION_LETTERS } from '../../src/content/option-letters';
import { sourceLine } from '../../src/content/source-line';
import { expect, expectAccessible, test, waitForServiceWorker } from './fixtures';

const EXAM = '/apush-practice-exam/mcq/2014';
const COUNT = mcqQuestions2014.length;
const keyLetter = (n: number) => OPTION_LETTERS[mcqQuestions2014[n - 1]!.answer];
const wrongLetter = (n: number) => OPTION_LETTERS[(mcqQuestions2014[n - 1]!.answer + 1) % 4];

const sheet = (page: Page) => page.getByRole('region', { name: 'Answer sheet' });
const row = (page: Page, n: number) => sheet(page).getByRole('radiogroup', { name: `Question ${n}`, exact: true });
const radio = (page: Page, n: number, letter: string) => row(page, n).getByRole('radio', { name: letter, exact: true });
const timer = (page: Page) => page.getByRole('group', { name: 'Timer' }).getByRole('timer');
const scoreBox = (page: Page) => page.getByRole('region', { name: 'Your score' });
const position = (page: Page) => page.getByRole('heading', { level: 2, name: /^Question \d+ of \d+$/ });
/** The question view's option: a radio named by its letter and text, e.g. 'B) the Pueblo Revolt'. */
const option = (page: Page, n: number, letter: string) =>
  page.getByRole('radio', { name: `${letter}) ${mcqQuestions2014[n - 1]!.options[OPTION_LETTERS.indexOf(letter as never)]}`, exact: true });
const checkWork = (page: Page) => page.getByRole('region', { name: 'Check Your Work' });

async function openExam(page: Page) {
  await page.goto(EXAM);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
}

/** Accepts the next confirm() and returns its text. */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
}

/** Cancels the next confirm() and returns its text. */
function dismissNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
}

/** The bottom of the timer bar that stays in view under the header. */
const barBottom = (page: Page) => page.getByRole('group', { name: 'Timer' }).evaluate((group) => group.parentElement!.getBoundingClientRect().bottom);

test('answers by click and keyboard, marks by right-click, M and Mark mode, a flag: all still there after a reload', async ({ page }) => {
  test.slow(); // a long journey with two axe runs over 220 radios and the PDF frame
  await openExam(page);
  await expect(sheet(page).getByRole('radiogroup')).toHaveCount(COUNT);
  await expectAccessible(page, 'exam, fresh');

  await radio(page, 1, 'B').click();
  await radio(page, 1, 'C').click(); // changing an answer
  // Keyboard: arrows inside a row, Tab to the row's flag, Tab to the next row.
  await radio(page, 7, 'A').click();
  await page.keyboard.press('ArrowRight');
  await expect(radio(page, 7, 'B')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(sheet(page).getByRole('button', { name: 'Flag question 7 for review' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(radio(page, 8, 'A')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(radio(page, 8, 'A')).toBeChecked();
  await page.keyboard.press('m');
  await expect(radio(page, 8, 'A')).toHaveAccessibleDescription('marked');

  // Right-click marks without selecting; Mark mode makes a click mark too.
  await radio(page, 2, 'D').click({ button: 'right' });
  await expect(radio(page, 2, 'D')).toHaveAccessibleDescription('marked');
  await expect(radio(page, 2, 'D')).not.toBeChecked();
  const markMode = sheet(page).getByRole('button', { name: 'Mark mode' });
  await markMode.click();
  await expect(markMode).toHaveAttribute('aria-pressed', 'true');
  await radio(page, 3, 'A').click();
  await expect(radio(page, 3, 'A')).toHaveAccessibleDescription('marked');
  await expect(radio(page, 3, 'A')).not.toBeChecked();
  await markMode.click();

  const flag = sheet(page).getByRole('button', { name: 'Flag question 5 for review' });
  await flag.click();
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet(page).getByText('Answered 3', { exact: true })).toBeVisible();
  await expect(sheet(page).getByText(`Unanswered ${COUNT - 3}`, { exact: true })).toBeVisible();
  await expect(sheet(page).getByText('Flagged 1', { exact: true })).toBeVisible();
  await expectAccessible(page, 'exam, answered, marked and flagged');

  // The summary jumps to a flagged question.
  await sheet(page).getByText('Go to flagged (1)').click();
  await sheet(page).getByRole('button', { name: 'Go to question 5' }).click();
  await expect(radio(page, 5, 'A')).toBeFocused();

  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(radio(page, 1, 'C')).toBeChecked();
  await expect(radio(page, 7, 'B')).toBeChecked();
  await expect(radio(page, 8, 'A')).toBeChecked();
  await expect(radio(page, 8, 'A')).toHaveAccessibleDescription('marked');
  await expect(radio(page, 2, 'D')).toHaveAccessibleDescription('marked');
  await expect(radio(page, 3, 'A')).toHaveAccessibleDescription('marked');
  await expect(radio(page, 2, 'C')).not.toHaveAccessibleDescription('marked');
  await expect(sheet(page).getByRole('button', { name: 'Flag question 5 for review' })).toHaveAttribute('aria-pressed', 'true');
});

/**
 * A fake clock whose time moves only when the test says: Date stands at a fixed time that the test advances, while
 * the page's own timers keep running (a clock paused with pauseAt also holds back the prerendered page's start-up,
 * so the saved sheet never opened). The product keeps a start time, so moving Date is all it needs.
 */
async function fixedClock(page: Page) {
  let now = new Date('2026-05-08T08:00:00Z').getTime();
  await page.clock.setFixedTime(now);
  return async (ms: number) => {
    now += ms;
    await page.clock.setFixedTime(now);
  };
}

test('the stopwatch counts from its start time: a reload keeps the time', async ({ page }) => {
  const advance = await fixedClock(page);
  await openExam(page);
  await expect(timer(page)).toHaveText('00:00');
  await page.getByRole('button', { name: 'Start' }).click();
  await advance(83_000);
  await expect(timer(page)).toHaveText('01:23');
  await page.reload();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await advance(2_000);
  await expect(timer(page)).toHaveText('01:25');
  await page.getByRole('button', { name: 'Stop' }).click();
  await advance(60_000);
  await expect(timer(page)).toHaveText('01:25');
  await page.getByRole('group', { name: 'Timer' }).getByRole('button', { name: 'Reset' }).click();
  await expect(timer(page)).toHaveText('00:00');
});

test('Submit opens Check Your Work, whose Submit scores, locks and shows the key; results survive a reload', async ({ page }) => {
  test.slow(); // sheet, results and review in one journey, each checked by axe
  await openExam(page);
  // Right on 1-4, wrong on 5, the rest unanswered.
  for (const n of [1, 2, 3, 4]) await radio(page, n, keyLetter(n)).click();
  await radio(page, 5, wrongLetter(5)).click();
  await sheet(page).getByRole('button', { name: 'Flag question 5 for review' }).click();
  await sheet(page).getByRole('button', { name: 'Submit' }).click();
  await expect(checkWork(page).getByText(`${COUNT - 5} questions are unanswered.`)).toBeVisible();
  await checkWork(page).getByRole('button', { name: 'Submit' }).click();

  const score = `4/${COUNT} (${((4 / COUNT) * 100).toFixed(1)}%)`;
  await expect(scoreBox(page).getByText(`Score: ${score}`)).toBeVisible();
  await expect(radio(page, 1, 'A')).toBeDisabled();
  await expect(sheet(page).getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(row(page, 5)).toContainText(`Key ${keyLetter(5)}`);
  await expect(row(page, 5)).toContainText('Wrong, correct answer');
  await expect(row(page, 9)).toContainText(`Key ${keyLetter(9)}`);
  await expectAccessible(page, 'locked sheet');
  // The history lists the attempt.
  const history = page.getByRole('region', { name: 'Your attempts' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('cell', { name: score })).toBeVisible();

  // The locked sheet stays locked after a reload.
  await page.reload();
  await expect(scoreBox(page).getByText(`Score: ${score}`)).toBeVisible();
  await expect(radio(page, 2, 'A')).toBeDisabled();

  await scoreBox(page).getByRole('link', { name: 'View results' }).click();
  await expect(page).toHaveURL(/\/apush-practice-exam\/mcq\/2014\/results\?attempt=[a-z0-9-]+$/);
  await expect(page.getByText(`Score: ${score}`)).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Question', 'Your answer', 'Correct answer', 'Result']);
  await expect(table.getByRole('row')).toHaveCount(COUNT + 1);
  await expect(table.getByRole('row', { name: new RegExp(`^5 ${wrongLetter(5)} ${keyLetter(5)} .*Wrong$`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By period' }).getByRole('listitem')).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'By skill' }).getByRole('listitem')).not.toHaveCount(0);
  await expectAccessible(page, 'results');

  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByRole('heading', { level: 4 })).toHaveCount(COUNT);
  await review.getByRole('radio', { name: 'Wrong only' }).check();
  await expect(review.getByRole('heading', { level: 4 })).toHaveCount(COUNT - 4);
  await review.getByRole('radio', { name: 'Flagged' }).check();
  await expect(review.getByRole('heading', { level: 4 })).toHaveCount(1);
  const q5 = mcqQuestions2014[4]!;
  await expect(review.getByText(q5.explanation)).toBeVisible();
  await expect(review.getByText(q5.question)).toBeVisible();
  await expect(review.getByRole('heading', { level: 3, name: mcqExam2014.sets.find((s) => s.questions.includes(q5))!.stimulus.title })).toBeVisible();

  // A refreshed (or bookmarked) results page reads the attempt from the device.
  await page.reload();
  await expect(page.getByText(`Score: ${score}`)).toBeVisible();
  await page.goto('/apush-practice-exam/mcq/2014/results?attempt=no-such-attempt');
  await expect(page.getByText(/There is no saved attempt to show here/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the exam' })).toBeVisible();
});

test('Exam conditions: a 55-minute countdown that can be hidden, warns at 5 minutes and submits itself at 00:00', async ({ page }) => {
  // Four axe scans and three clock jumps: 45 s at most on a quiet machine, so twice that for a busy one.
  test.setTimeout(90_000);
  // A clock that runs while the exam opens (a paused one holds back the prerendered page's start-up), then stands
  // still; axe needs running timers, so the clock resumes for it.
  await page.clock.install({ time: new Date('2026-05-08T08:00:00Z').getTime() });
  await openExam(page);
  // A minute ahead: reading the page's time and pausing are two round trips, over a second apart on a busy machine
  // (pausing 'in the past' throws). Nothing counts down before Start.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  // Exam conditions on: the countdown starts at once (there is no Start to forget).
  await page.getByRole('checkbox', { name: /Exam conditions/ }).check();
  await expect(timer(page)).toHaveText(`${mcqExam2014.minutes}:00`);
  await expect(page.getByRole('group', { name: 'Timer' }).getByRole('button', { name: 'Stop' })).toBeEnabled();
  await radio(page, 1, keyLetter(1)).click();
  // fastForward jumps (as a locked phone does) instead of firing every tick on the way.
  await page.clock.fastForward((mcqExam2014.minutes - 5) * 60_000);
  await expect(timer(page)).toHaveText('05:00');
  await expect(page.getByText('5 minutes left.')).toBeVisible();
  await page.clock.resume(); // axe waits on timers of its own
  await expectAccessible(page, 'countdown warning');
  await page.clock.fastForward(5 * 60_000);
  await expect(scoreBox(page).getByText('Time is up: your answer sheet was submitted.')).toBeVisible();
  await expect(timer(page)).toHaveText('00:00');
  await expect(scoreBox(page).getByText(`Score: 1/${COUNT}`)).toBeVisible();
  await expect(radio(page, 2, 'A')).toBeDisabled();
  await expectAccessible(page, 'time up');
});

test('on a laptop the question view sits beside the sheet: an answer, a cross-out or a move in one shows in the other', async ({ page }) => {
  await openExam(page);
  await expect(position(page)).toHaveText(`Question 1 of ${COUNT}`);
  await expect(sheet(page)).toBeVisible();
  await option(page, 1, 'B').click();
  await expect(radio(page, 1, 'B')).toBeChecked();
  await radio(page, 7, 'D').click();
  await expect(position(page)).toHaveText(`Question 7 of ${COUNT}`);
  await expect(option(page, 7, 'D')).toBeChecked();
  await page.getByRole('button', { name: 'Cross out A' }).click();
  await expect(radio(page, 7, 'A')).toHaveAccessibleDescription('marked');
  await expectAccessible(page, 'laptop question view beside the sheet');
  await page.getByRole('button', { name: 'Booklet', exact: true }).click();
  await expect(position(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Booklet' })).toBeVisible();
  await page.getByRole('button', { name: 'Question', exact: true }).click();
  await expect(position(page)).toHaveText(`Question 7 of ${COUNT}`);
});

test('Reset asks first, then clears answers, marks, flags and the timer for a new attempt', async ({ page }) => {
  await openExam(page);
  await radio(page, 1, 'A').click();
  await radio(page, 2, 'B').click({ button: 'right' });
  await sheet(page).getByRole('button', { name: 'Flag question 3 for review' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  page.once('dialog', (dialog) => void dialog.dismiss());
  await sheet(page).getByRole('button', { name: 'Reset' }).click();
  await expect(radio(page, 1, 'A')).toBeChecked();
  const asked = acceptNextDialog(page);
  await sheet(page).getByRole('button', { name: 'Reset' }).click();
  expect(await asked).toMatch(/start a new attempt/);
  await expect(radio(page, 1, 'A')).not.toBeChecked();
  await expect(radio(page, 2, 'B')).not.toHaveAccessibleDescription('marked');
  await expect(sheet(page).getByRole('button', { name: 'Flag question 3 for review' })).toHaveAttribute('aria-pressed', 'false');
  await expect(timer(page)).toHaveText('00:00');
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await page.reload();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(radio(page, 1, 'A')).not.toBeChecked();
});

test('an unreadable saved sheet is set aside with a clear message, and the exam starts clean', async ({ page }) => {
  await openExam(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pocket-ap:mcq-exam');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put({ version: 1, sheet: 'not a sheet' }, 'sheet');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('could not be read, so it was set aside (not deleted)');
  await expect(radio(page, 1, 'A')).toBeEnabled();
  await expectAccessible(page, 'unreadable sheet');
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the whole exam with one thumb: booklet as HTML, sheet, Mark mode, submit, results; nothing scrolls sideways', async ({ page }) => {
    test.slow(); // booklet, sheet and results in one journey, each checked by axe
    // Phones cannot show a PDF inline (navigator.pdfViewerEnabled is false there) and the screen is too narrow for
    // one beside the sheet: the booklet is HTML.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }));
    const noSideways = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await openExam(page);
    const first = mcqExam2014.sets[0]!;
    await page.getByRole('button', { name: 'Booklet', exact: true }).tap();
    await expect(page.getByRole('heading', { level: 3, name: first.stimulus.title })).toBeVisible();
    await expect(page.locator('#booklet-q-1').getByText(first.questions[0]!.question)).toBeVisible();
    await expect(page.locator('[id^="booklet-q-"]')).toHaveCount(COUNT);
    await expect(page.getByRole('link', { name: 'click here to open in a new tab' })).toHaveAttribute('href', '/exams/apush-mcq-2014.pdf');
    await noSideways();
    await expectAccessible(page, 'phone booklet');

    await page.getByRole('button', { name: 'Answer sheet' }).tap();
    await expect(page.getByRole('heading', { level: 3, name: first.stimulus.title })).toBeHidden();
    await radio(page, 1, keyLetter(1)).tap();
    await expect(radio(page, 1, keyLetter(1))).toBeChecked();
    await sheet(page).getByRole('button', { name: 'Mark mode' }).tap();
    await radio(page, 2, 'C').tap();
    await expect(radio(page, 2, 'C')).toHaveAccessibleDescription('marked');
    await sheet(page).getByRole('button', { name: 'Mark mode' }).tap();
    await sheet(page).getByRole('button', { name: 'Flag question 2 for review' }).tap();
    await row(page, 30).scrollIntoViewIfNeeded();
    await expect(timer(page)).toBeInViewport();
    await noSideways();
    await expectAccessible(page, 'phone sheet');

    await sheet(page).getByRole('button', { name: 'Submit' }).tap();
    await checkWork(page).getByRole('button', { name: 'Submit' }).tap();
    await expect(scoreBox(page).getByText(`Score: 1/${COUNT}`)).toBeVisible();
    await noSideways();
    await scoreBox(page).getByRole('link', { name: 'View results' }).tap();
    await expect(page.getByText(`Score: 1/${COUNT}`)).toBeVisible();
    await noSideways();
    await expectAccessible(page, 'phone results');

    // Reached by a link, the exam screen builds the booklet afresh: the whole booklet again, to its last question.
    await page.getByRole('link', { name: 'Back to the exam' }).tap();
    const last = mcqExam2014.sets.at(-1)!;
    await page.getByRole('button', { name: 'Booklet', exact: true }).tap();
    await expect(page.getByRole('heading', { level: 3, name: first.stimulus.title })).toBeVisible();
    await expect(page.getByText(last.questions.at(-1)!.question)).toBeAttached();
    await expect(page.locator('[id^="booklet-q-"]')).toHaveCount(COUNT);
  });

  test('the question view: one question per screen, answered here and seen on the sheet and back, the eliminator, the navigator; a reload keeps the place', async ({ page }) => {
    test.slow(); // three views and the navigator, each checked by axe
    await openExam(page);
    await expect(page.getByRole('button', { name: 'Question', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(position(page)).toHaveText(`Question 1 of ${COUNT}`);
    const set1 = mcqExam2014.sets[0]!;
    await expect(page.getByRole('heading', { level: 3, name: set1.stimulus.title })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Source for questions 1–/ }).getByText(sourceLine(set1.stimulus.source))).toBeVisible();
    await expect(sheet(page)).toBeHidden();

    // The eliminator: a crossed-out option cannot be chosen; undo; crossed out again it shows as a mark on the sheet.
    const wrong = wrongLetter(1);
    await page.getByRole('button', { name: `Cross out ${wrong}` }).tap();
    await expect(option(page, 1, wrong)).toBeDisabled();
    await page.getByText(`${wrong}) ${mcqQuestions2014[0]!.options[OPTION_LETTERS.indexOf(wrong)]}`, { exact: true }).tap({ force: true }); // a tap on its text, which Playwright would otherwise refuse
    await expect(option(page, 1, wrong)).not.toBeChecked();
    await page.getByRole('button', { name: `Undo cross out ${wrong}` }).tap();
    await expect(option(page, 1, wrong)).toBeEnabled();
    await page.getByRole('button', { name: `Cross out ${wrong}` }).tap();
    await option(page, 1, keyLetter(1)).tap();
    await expect(option(page, 1, keyLetter(1))).toBeChecked();
    await expect(async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)).toPass();
    await expectAccessible(page, 'phone question view');
    await page.screenshot({ path: '/tmp/i36-shots/phone-question-view.png' });

    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await expect(position(page)).toHaveText(`Question 2 of ${COUNT}`);
    const markForReview = page.getByRole('button', { name: 'Mark for review' });
    await markForReview.tap();
    await expect(markForReview).toHaveAttribute('aria-pressed', 'true');

    // The sheet shows all of it, at the question the student is on.
    await page.getByRole('button', { name: 'Answer sheet' }).tap();
    await expect(radio(page, 1, keyLetter(1))).toBeChecked();
    await expect(radio(page, 1, wrong)).toHaveAccessibleDescription('marked');
    await expect(sheet(page).getByRole('button', { name: 'Flag question 2 for review' })).toHaveAttribute('aria-pressed', 'true');
    await expect(row(page, 2)).toBeInViewport();
    // Answered on the sheet: the question view follows.
    await radio(page, 3, 'C').tap();
    await page.getByRole('button', { name: 'Question', exact: true }).tap();
    await expect(position(page)).toHaveText(`Question 3 of ${COUNT}`);
    await expect(option(page, 3, 'C')).toBeChecked();

    // The navigator: every question with its state, each a way there.
    await page.getByRole('button', { name: 'Question navigator' }).tap();
    const nav = page.getByRole('navigation', { name: 'Question navigator' });
    await expect(nav.getByRole('button', { name: /^Go to question \d+$/ })).toHaveCount(COUNT);
    await expect(nav.getByRole('button', { name: 'Go to question 1', exact: true })).toHaveAccessibleDescription('answered');
    await expect(nav.getByRole('button', { name: 'Go to question 2', exact: true })).toHaveAccessibleDescription('unanswered marked for review');
    await expect(nav.getByRole('button', { name: 'Go to question 4', exact: true })).toHaveAccessibleDescription('unanswered');
    await expectAccessible(page, 'phone navigator');
    await nav.screenshot({ path: '/tmp/i36-shots/phone-navigator.png' });
    await nav.getByRole('button', { name: 'Go to question 40', exact: true }).tap();
    await expect(position(page)).toHaveText(`Question 40 of ${COUNT}`);
    await expect(position(page)).toBeFocused();
    await expect(nav).toBeHidden();

    // A reload keeps the place.
    await page.reload();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await expect(position(page)).toHaveText(`Question 40 of ${COUNT}`);
    await page.getByRole('button', { name: 'Back', exact: true }).tap();
    await expect(position(page)).toHaveText(`Question 39 of ${COUNT}`);
  });

  test('Check Your Work lists the unanswered and marked questions with links back; after Submit the score is in view and focused', async ({ page }) => {
    await openExam(page);
    await option(page, 1, keyLetter(1)).tap();
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await page.getByRole('button', { name: 'Mark for review' }).tap();
    await page.getByRole('button', { name: 'Question navigator' }).tap();
    await page.getByRole('button', { name: `Go to question ${COUNT}`, exact: true }).tap();
    // On the last question, Next is 'Check your work'.
    await page.getByRole('button', { name: 'Check your work' }).tap();
    await expect(page.getByRole('heading', { name: 'Check Your Work' })).toBeFocused();
    await expect(checkWork(page).getByText(`${COUNT - 1} questions are unanswered.`)).toBeVisible();
    await expect(checkWork(page).getByRole('region', { name: 'Unanswered' }).getByRole('link')).toHaveCount(COUNT - 1);
    const marked = checkWork(page).getByRole('region', { name: 'Marked for review' });
    await expect(marked.getByRole('link')).toHaveCount(1);
    await expectAccessible(page, 'phone Check Your Work');
    await page.screenshot({ path: '/tmp/i36-shots/phone-check-your-work.png' });

    await marked.getByRole('link', { name: 'Go to question 2' }).tap();
    await expect(position(page)).toHaveText(`Question 2 of ${COUNT}`);
    await option(page, 2, keyLetter(2)).tap();
    // Submit at the foot of the sheet, far below where the score appears.
    await page.getByRole('button', { name: 'Answer sheet' }).tap();
    await sheet(page).getByRole('button', { name: 'Submit' }).tap();
    await expect(checkWork(page).getByText(`${COUNT - 2} questions are unanswered.`)).toBeVisible();
    await expect(marked.getByRole('link', { name: 'Go to question 2' })).toBeVisible();
    await checkWork(page).getByRole('button', { name: 'Submit' }).tap();
    await expect(scoreBox(page)).toContainText(`Score: 2/${COUNT}`);
    await expect(scoreBox(page)).toBeFocused();
    await expect(scoreBox(page)).toBeInViewport({ ratio: 1 });
    const scoreTop = await scoreBox(page).evaluate((box) => box.getBoundingClientRect().top);
    expect(scoreTop, 'the score is not under the timer bar').toBeGreaterThanOrEqual(await barBottom(page));
    await expectAccessible(page, 'phone score after Submit');
  });

  test('the countdown: exam conditions start it, turning them off or Reset asks first, Hide time hides it; the bar stays within 15% of the screen', async ({ page }) => {
    const advance = await fixedClock(page);
    await openExam(page);
    const conditions = page.getByRole('checkbox', { name: /Exam conditions/ });
    const timerGroup = page.getByRole('group', { name: 'Timer' });
    await conditions.tap();
    await advance(10 * 60_000);
    await expect(timer(page)).toHaveText(`${mcqExam2014.minutes - 10}:00`);

    // Turning exam conditions off asks; Cancel changes nothing.
    const asked = dismissNextDialog(page);
    await conditions.tap();
    expect(await asked).toBe('Turn off exam conditions? The countdown stops and the time used so far is lost.');
    await expect(conditions).toBeChecked();
    await advance(1_000);
    await expect(timer(page)).toHaveText(`${mcqExam2014.minutes - 11}:59`);
    // Reset asks too; Cancel changes nothing.
    const askedReset = dismissNextDialog(page);
    await timerGroup.getByRole('button', { name: 'Reset' }).tap();
    expect(await askedReset).toBe(`Reset the countdown to ${mcqExam2014.minutes}:00? The time used so far is lost.`);
    await expect(timer(page)).toHaveText(`${mcqExam2014.minutes - 11}:59`);

    // Hide time: the digits go, the timer says so; a tap on it shows them again.
    const hide = timerGroup.getByRole('button', { name: 'Hide time' });
    await hide.tap();
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(timer(page)).toHaveText('Time hidden');
    await expect(timer(page)).not.toContainText(/\d/);
    await expectAccessible(page, 'phone countdown hidden');
    // The header and the timer bar stay in view and take at most 15% of the 844-pixel screen; the rest scrolls.
    await page.getByRole('button', { name: 'Answer sheet' }).tap();
    await row(page, 40).scrollIntoViewIfNeeded();
    await expect(timer(page)).toBeInViewport();
    expect(await barBottom(page)).toBeLessThanOrEqual(844 * 0.15);
    await timer(page).getByRole('button', { name: 'Time hidden' }).tap();
    await expect(timer(page)).toHaveText(`${mcqExam2014.minutes - 11}:59`);
    await expect(hide).toHaveAttribute('aria-pressed', 'false');

    // Accepted, Reset puts the countdown back to the start, stopped; turning conditions off then asks nothing.
    const resetAccepted = acceptNextDialog(page);
    await timerGroup.getByRole('button', { name: 'Reset' }).tap();
    await resetAccepted;
    await expect(timer(page)).toHaveText(`${mcqExam2014.minutes}:00`);
    await expect(timerGroup.getByRole('button', { name: 'Start' })).toBeEnabled();
    await timerGroup.getByRole('button', { name: 'Start' }).tap();
    await advance(60_000);
    const offAccepted = acceptNextDialog(page);
    await conditions.tap();
    await offAccepted;
    await expect(conditions).not.toBeChecked();
    await expect(timer(page)).toHaveText('00:00');
  });

  test('a reload mid-booklet lands on the question the student was reading, and the other views follow it', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }));
    await openExam(page);
    await page.getByRole('button', { name: 'Booklet', exact: true }).tap();
    // Scrolled so that question 40 is the first one below the timer bar, which stays in view.
    const barBottom = () => page.getByRole('group', { name: 'Timer' }).evaluate((bar) => bar.parentElement!.getBoundingClientRect().bottom);
    await page.locator('#booklet-q-40').evaluate((question, bottom) => window.scrollBy(0, question.getBoundingClientRect().top - bottom - 4), await barBottom());
    const topQuestion = async () => {
      const bottom = await barBottom();
      return page.evaluate((line) => [...document.querySelectorAll('[id^="booklet-q-"]')].find((q) => q.getBoundingClientRect().bottom > line)?.id, bottom);
    };
    await expect.poll(topQuestion).toBe('booklet-q-40');
    await page.getByRole('button', { name: 'Question', exact: true }).tap();
    await expect(position(page)).toHaveText(`Question 40 of ${COUNT}`);
    await page.getByRole('button', { name: 'Booklet', exact: true }).tap();
    await expect.poll(topQuestion).toBe('booklet-q-40');
    await page.reload();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await expect.poll(topQuestion).toBe('booklet-q-40');
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit to any page, the exam opens offline, saves, submits and shows results', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await openExam(page);
    await radio(page, 1, keyLetter(1)).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await page.reload();
    await expect(radio(page, 1, keyLetter(1))).toBeChecked();
    await sheet(page).getByRole('button', { name: 'Submit' }).click();
    await checkWork(page).getByRole('button', { name: 'Submit' }).click();
    await scoreBox(page).getByRole('link', { name: 'View results' }).click();
    await expect(page.getByText(`Score: 1/${COUNT}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Score: 1/${COUNT}`)).toBeVisible();
    await context.setOffline(false);
  });
});
