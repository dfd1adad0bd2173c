/**
 * The MCQ practice exam and its results (docs/product.md#mcq-exam). Keys and counts come from the content, never
 * typed here. Time is driven by page.clock against the production build.
 */
import type { Page } from '@playwright/test';
import { mcqExam2014, mcqQuestions2014 } from '../../src/content/mcq-2014';
import { OPTION_LETTERS } from '../../src/content/option-letters';
import { expect, expectAccessible, test } from './fixtures';

const EXAM = '/apush-practice-exam/mcq/2014';
const COUNT = mcqQuestions2014.length;
const keyLetter = (n: number) => OPTION_LETTERS[mcqQuestions2014[n - 1]!.answer];
const wrongLetter = (n: number) => OPTION_LETTERS[(mcqQuestions2014[n - 1]!.answer + 1) % 4];

const sheet = (page: Page) => page.getByRole('region', { name: 'Answer sheet' });
const row = (page: Page, n: number) => sheet(page).getByRole('radiogroup', { name: `Question ${n}`, exact: true });
const radio = (page: Page, n: number, letter: string) => row(page, n).getByRole('radio', { name: letter, exact: true });
const timer = (page: Page) => page.getByRole('group', { name: 'Timer' }).getByRole('timer');

async function openExam(page: Page) {
  await page.goto(EXAM);
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
}

/** Accepts the next confirm() and returns its text. */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
}

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

test('Submit with unanswered questions asks first, then scores, locks and shows the key; results survive a reload', async ({ page }) => {
  test.slow(); // sheet, results and review in one journey, each checked by axe
  await openExam(page);
  // Right on 1-4, wrong on 5, the rest unanswered.
  for (const n of [1, 2, 3, 4]) await radio(page, n, keyLetter(n)).click();
  await radio(page, 5, wrongLetter(5)).click();
  await sheet(page).getByRole('button', { name: 'Flag question 5 for review' }).click();
  const asked = acceptNextDialog(page);
  await sheet(page).getByRole('button', { name: 'Submit' }).click();
  expect(await asked).toBe(`${COUNT - 5} questions are unanswered. Submit anyway?`);

  const score = `4/${COUNT} (${((4 / COUNT) * 100).toFixed(1)}%)`;
  await expect(sheet(page).getByText(`Score: ${score}`)).toBeVisible();
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
  await expect(sheet(page).getByText(`Score: ${score}`)).toBeVisible();
  await expect(radio(page, 2, 'A')).toBeDisabled();

  await sheet(page).getByRole('link', { name: 'View results' }).click();
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
  // A clock that runs while the exam opens (a paused one holds back the prerendered page's start-up), then stands
  // still; axe needs running timers, so the clock resumes for it.
  await page.clock.install({ time: new Date('2026-05-08T08:00:00Z').getTime() });
  await openExam(page);
  // A minute ahead: reading the page's time and pausing are two round trips, over a second apart on a busy machine
  // (pausing 'in the past' throws). Nothing counts down before Start.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  await page.getByRole('checkbox', { name: /Exam conditions/ }).check();
  await expect(timer(page)).toHaveText(`${mcqExam2014.minutes}:00`);
  await page.getByRole('button', { name: 'Start' }).click();
  await radio(page, 1, keyLetter(1)).click();
  const hide = page.getByRole('button', { name: 'Hide time' });
  await hide.click();
  await expect(timer(page)).toHaveText('Time hidden');
  await hide.click();
  // fastForward jumps (as a locked phone does) instead of firing every tick on the way.
  await page.clock.fastForward((mcqExam2014.minutes - 5) * 60_000);
  await expect(timer(page)).toHaveText('05:00');
  await expect(page.getByText('5 minutes left.')).toBeVisible();
  await page.clock.resume(); // axe waits on timers of its own
  await expectAccessible(page, 'countdown warning');
  await page.clock.fastForward(5 * 60_000);
  await expect(page.getByText('Time is up: your answer sheet was submitted.')).toBeVisible();
  await expect(timer(page)).toHaveText('00:00');
  await expect(sheet(page).getByText(`Score: 1/${COUNT}`)).toBeVisible();
  await expect(radio(page, 2, 'A')).toBeDisabled();
  await expectAccessible(page, 'time up');
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
    await expect(page.getByRole('heading', { level: 3, name: first.stimulus.title })).toBeVisible();
    await expect(page.getByText(first.questions[0]!.question)).toBeVisible();
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

    page.once('dialog', (dialog) => void dialog.accept());
    await sheet(page).getByRole('button', { name: 'Submit' }).tap();
    await expect(sheet(page).getByText(`Score: 1/${COUNT}`)).toBeVisible();
    await noSideways();
    await sheet(page).getByRole('link', { name: 'View results' }).tap();
    await expect(page.getByText(`Score: 1/${COUNT}`)).toBeVisible();
    await noSideways();
    await expectAccessible(page, 'phone results');

    // Opened by its URL, the page kept the booklet's prerendered HTML (a static island); reached by a link, React
    // renders it: the whole booklet again, to its last question.
    await page.getByRole('link', { name: 'Back to the exam' }).tap();
    const last = mcqExam2014.sets.at(-1)!;
    await expect(page.getByRole('heading', { level: 3, name: first.stimulus.title })).toBeVisible();
    await expect(page.getByText(last.questions.at(-1)!.question)).toBeAttached();
    await expect(page.locator('[id^="booklet-q-"]')).toHaveCount(COUNT);
  });

  test('a reload mid-booklet lands on the question the student was reading', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }));
    await openExam(page);
    await page.locator('#booklet-q-40').evaluate((question) => question.scrollIntoView({ block: 'start' }));
    const topQuestion = () =>
      page.evaluate(() => [...document.querySelectorAll('[id^="booklet-q-"]')].find((q) => q.getBoundingClientRect().bottom > 80)?.id);
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
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
      }
    });
    await context.setOffline(true);
    await openExam(page);
    await radio(page, 1, keyLetter(1)).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await page.reload();
    await expect(radio(page, 1, keyLetter(1))).toBeChecked();
    page.once('dialog', (dialog) => void dialog.accept());
    await sheet(page).getByRole('button', { name: 'Submit' }).click();
    await sheet(page).getByRole('link', { name: 'View results' }).click();
    await expect(page.getByText(`Score: 1/${COUNT}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Score: 1/${COUNT}`)).toBeVisible();
    await context.setOffline(false);
  });
});
