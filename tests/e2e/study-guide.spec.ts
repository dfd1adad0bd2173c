import { glossaryEntries } from '../../src/content/content-index';
import { periodOverviews } from '../../src/content/period-overviews';
import { filterGlossary } from '../../src/features/glossary/filter-terms';
import { unit1Quiz } from '../../src/content/unit1-quiz';
import { unitContents } from '../../src/content/unit-registry';
import { timeline } from '../../src/content/timeline';
import { unit1Timeline } from '../../src/content/unit1-timeline';
import { OPTION_LETTERS as LETTERS } from '../../src/content/option-letters';
import { test, expect, expectAccessible } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Opens a unit timeline event and checks its details are shown in full with nothing laid over them: their box
 * overlaps no other event's card, and the element at each detail line's centre is that line.
 */
async function expectEventDetailsUncovered(page: Page) {
  const events = page.getByRole('region', { name: 'Unit 1 timeline' }).getByRole('button');
  const event = unit1Timeline[1]!;
  const button = events.filter({ hasText: event.title });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(details.getByRole('listitem')).toHaveCount(event.details.length);
  const box = (await details.boundingBox())!;
  for (const other of await events.all()) {
    if ((await other.getAttribute('aria-expanded')) === 'true') continue;
    const card = (await other.boundingBox())!;
    const overlaps = box.x < card.x + card.width && card.x < box.x + box.width && box.y < card.y + card.height && card.y < box.y + box.height;
    expect(overlaps, `details overlap the card of ${await other.textContent()}`).toBe(false);
  }
  for (const line of await details.getByRole('listitem').all()) {
    await line.scrollIntoViewIfNeeded();
    await expect(line).toBeInViewport({ ratio: 1 });
    const onTop = await line.evaluate((li) => {
      const r = li.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && li.contains(hit);
    });
    expect(onTop, `nothing is laid over "${await line.textContent()}"`).toBe(true);
  }
  await expectAccessible(page, 'unit 1 timeline event open');
}

test('the study guide lists nine units, the timeline and external links that open in a new tab', async ({ page }) => {
  await page.goto('/apush-study-guide');
  const units = page.getByRole('region', { name: 'Units' }).getByRole('link');
  await expect(units).toHaveCount(9);
  await expect(units.nth(4)).toContainText('Unit 5');
  await expect(units.nth(4)).toContainText('1844-1877');
  const external = page.getByRole('region', { name: 'More ways to study' }).getByRole('link');
  await expect(external).toHaveCount(4);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText('needs a connection');
  }
  await expectAccessible(page, 'study guide');
  await units.nth(0).click();
  await expect(page).toHaveURL(/\/apush-study-guide\/unit\/1$/);
});

test('every unit in the registry shows its topics, its 8-event timeline and its quiz link', async ({ page }) => {
  for (const unit of unitContents) {
    await page.goto(`/apush-study-guide/unit/${unit.number}`);
    await expect(page.getByRole('heading', { level: 1, name: unit.title })).toBeVisible();
    const topics = page.getByRole('region', { name: unit.sectionsHeading }).locator('summary');
    await expect(topics).toHaveCount(unit.sections.length);
    await expect(topics.first()).toHaveText(`${unit.sections[0]!.id} ${unit.sections[0]!.heading}`);
    await expect(page.getByRole('region', { name: `Unit ${unit.number} timeline` }).getByRole('button')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Quiz your knowledge' })).toHaveAttribute('href', `/apush-study-guide/unit/${unit.number}/quiz`);
  }
});

test('Unit 1: accordion sections open together, timeline events toggle, quiz button, back button', async ({ page }) => {
  await page.goto('/apush-study-guide/unit/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Unit 1: 1491-1607' })).toBeVisible();
  const first = page.locator('summary', { hasText: /^1\.2 / });
  const last = page.locator('summary', { hasText: /^1\.6 / });
  await expect(page.locator('summary', { hasText: /^1\.[2-6] / })).toHaveCount(5);
  await first.click();
  await last.click();
  await expect(first.locator('..')).toHaveAttribute('open', '');
  await expect(last.locator('..')).toHaveAttribute('open', '');
  await expect(page.getByText('Key terms').first()).toBeVisible();

  const events = page.getByRole('region', { name: 'Unit 1 timeline' }).getByRole('button');
  await expect(events).toHaveCount(8);
  const event = unit1Timeline[1]!;
  const button = events.filter({ hasText: event.title });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(event.details[0]!)).toBeVisible();
  await expectAccessible(page, 'unit 1 with open panels');
  await button.click();
  await expect(page.getByText(event.details[0]!)).toBeHidden();

  // Four per row on a desktop.
  const tops = await events.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(2);
  await expectEventDetailsUncovered(page);
  await button.click();

  await page.getByRole('link', { name: 'Quiz your knowledge' }).click();
  await expect(page).toHaveURL(/\/unit\/1\/quiz$/);
  await page.goBack();
  await page.getByRole('link', { name: /Back to the study guide/ }).click();
  await expect(page).toHaveURL(/\/apush-study-guide$/);
});

test('unknown unit numbers, and ids that are not numbers, say there is no content yet', async ({ page }) => {
  for (const id of ['10', 'abc']) {
    await page.goto(`/apush-study-guide/unit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Unit ${id}` })).toBeVisible();
    await expect(page.getByText('No content available for this unit yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to the study guide/ })).toBeVisible();
  }
  await expectAccessible(page, 'empty unit');
});

test('the whole quiz, by keyboard where it counts, with one wrong answer', async ({ page }) => {
  const questions = unit1Quiz.stimuli.flatMap((s) => s.questions.map((q) => ({ ...q, stimulus: s.title })));
  await page.goto('/apush-study-guide/unit/1/quiz');
  // The quiz opens once the device's saved attempt has been read.
  await expect(page.getByRole('button', { name: 'Skip' })).toBeEnabled();
  await expectAccessible(page, 'quiz');
  for (const [i, question] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    await expect(page.getByRole('heading', { name: question.stimulus })).toBeVisible();
    const next = page.getByRole('button', { name: i === 9 ? 'Submit' : 'Next' });
    await expect(next).toBeDisabled();
    // Question 3 is answered wrongly, after crossing out the right answer and undoing it.
    const choice = i === 2 ? (question.answer + 1) % 4 : question.answer;
    if (i === 2) {
      await page.getByRole('button', { name: `Cross out ${LETTERS[question.answer]}` }).click();
      await expect(page.getByRole('radio', { name: new RegExp(`^${LETTERS[question.answer]}\\)`) })).toBeDisabled();
      await page.getByRole('button', { name: `Undo cross out ${LETTERS[question.answer]}` }).click();
    }
    const radio = page.getByRole('radio', { name: new RegExp(`^${LETTERS[choice]}\\)`) });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
    await next.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Your score: 9 out of 10' })).toBeVisible();
  await expect(page.getByText('Correct!')).toHaveCount(9);
  await expect(page.getByText('Incorrect.')).toHaveCount(1);
  const wrong = questions[2]!;
  await expect(page.getByText(`Your answer: ${LETTERS[(wrong.answer + 1) % 4]}) ${wrong.options[(wrong.answer + 1) % 4]}`)).toBeVisible();
  await expect(page.getByText(wrong.explanation)).toBeVisible();
  await expectAccessible(page, 'quiz results');
  await page.getByRole('link', { name: 'Go Back to Unit' }).click();
  await expect(page).toHaveURL(/\/apush-study-guide\/unit\/1$/);
});

test('Back on the quiz restores the earlier choice', async ({ page }) => {
  await page.goto('/apush-study-guide/unit/1/quiz');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await page.getByRole('radio', { name: /^C\)/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /^C\)/ })).toBeChecked();
});

test('the timeline: every event, detail card, period filter, search and back', async ({ page }) => {
  await page.goto('/apush-study-guide');
  await page.getByRole('link', { name: 'Open the full APUSH timeline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'APUSH Timeline' })).toBeVisible();
  const events = page.getByRole('list').filter({ has: page.getByRole('button', { name: /Columbus/ }) }).getByRole('button');
  await expect(events).toHaveCount(timeline.length);
  await expect(page.getByText(`Showing ${timeline.length} of ${timeline.length} events`)).toBeVisible();

  const event = timeline.find((e) => e.id === 'marbury-v-madison')!;
  const button = page.getByRole('button', { name: new RegExp(event.title) });
  await button.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: `${event.year}: ${event.title}` });
  await expect(card).toContainText(event.description);
  await expect(card).toContainText(`Period ${event.period}`);
  await expectAccessible(page, 'timeline with a detail card');

  // Five per row on a desktop.
  const tops = await events.evaluateAll((els) => els.slice(0, 10).map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(tops.filter((t) => t === tops[0]).length).toBe(5);

  await page.getByLabel('Period').selectOption('8');
  const period8 = timeline.filter((e) => e.period === 8);
  await expect(page.getByText(`Showing ${period8.length} of ${timeline.length} events`)).toBeVisible();
  await expect(page).toHaveURL(/period=8/);
  await page.getByLabel('Search events').fill('missile');
  await expect(page.getByText(`Showing 1 of ${timeline.length} events`)).toBeVisible();
  await page.getByLabel('Search events').fill('zzzz');
  await expect(page.getByText('No events match. Try another period or search.')).toBeVisible();

  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/apush-study-guide$/);
});

test.describe('on a 390-pixel phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a unit timeline event opened on a phone shows its details with nothing over them', async ({ page }) => {
    await page.goto('/apush-study-guide/unit/1');
    await expectEventDetailsUncovered(page);
  });

  test('the quiz keeps its place and answers across a reload, skips, keeps its results, and filters them to the wrong ones', async ({ page }) => {
    const questions = unit1Quiz.stimuli.flatMap((s) => s.questions.map((q) => ({ ...q, stimulus: s })));
    const choose = (i: number, option: number) =>
      page.getByRole('radio', { name: `${LETTERS[option]}) ${questions[i]!.options[option]}`, exact: true });
    await page.goto('/apush-study-guide/unit/1/quiz');
    const skip = page.getByRole('button', { name: 'Skip' });
    await expect(skip).toBeEnabled();
    // Question 1 right, 2 skipped, 3 wrong, then on to question 4.
    await choose(0, questions[0]!.answer).tap();
    await page.getByRole('button', { name: 'Next' }).tap();
    await skip.tap();
    await expect(page.getByText('Question 3 of 10')).toBeVisible();
    const wrong3 = (questions[2]!.answer + 1) % 4;
    await choose(2, wrong3).tap();
    await page.getByRole('button', { name: 'Next' }).tap();
    await expect(page.getByText('Question 4 of 10')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Question 4 of 10')).toBeVisible();
    await expect(skip).toBeEnabled();
    await page.getByRole('button', { name: 'Back' }).tap();
    await expect(choose(2, wrong3)).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).tap();
    await expect(page.getByText('Question 2 of 10')).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Skip' }).tap();
    await page.getByRole('button', { name: 'Next' }).tap();
    // The rest right, the last one skipped (Skip on the last question submits).
    for (let i = 3; i < 9; i++) {
      await choose(i, questions[i]!.answer).tap();
      await page.getByRole('button', { name: 'Next' }).tap();
    }
    await skip.tap();
    const score = 'Your score: 7 out of 10';
    await expect(page.getByRole('heading', { name: score })).toBeVisible();
    await expect(page.getByText('You did not answer this question.')).toHaveCount(2);
    // Each stimulus is collapsed under its question.
    const results = page.getByRole('listitem').filter({ hasText: questions[0]!.question });
    await expect(results.getByText(`Source: ${questions[0]!.stimulus.title}`)).toBeVisible();
    await expect(results.getByRole('heading', { name: questions[0]!.stimulus.title })).toBeHidden();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`quiz results page height on a phone: ${height} px`);
    await expectAccessible(page, 'phone quiz results');

    // The results reopen after a reload, with the score kept.
    await page.reload();
    await expect(page.getByRole('heading', { name: score })).toBeVisible();
    await expect(page.getByText(/^Last score: 7 out of 10 \(.+\)\. Best: 7 out of 10/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Show wrong only' }).tap();
    await expect(page.getByRole('listitem').filter({ hasText: 'Correct answer:' })).toHaveCount(3);
    await expect(page.getByText('Correct!')).toHaveCount(0);
    await expect(page.getByText('Incorrect.')).toHaveCount(1);
    await expectAccessible(page, 'phone quiz results, wrong only');
  });

  test('study screens fit without sideways scrolling', async ({ page }) => {
    for (const path of ['/apush-study-guide', '/apush-study-guide/unit/1', '/apush-study-guide/unit/1/quiz', '/apush-timeline']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test('a unit page links its period overview, which reads what changed, why and the threads, and moves between periods', async ({ page }) => {
  const overview = periodOverviews[3]!;
  await page.goto('/apush-study-guide/unit/4');
  await page.getByRole('link', { name: 'Period 4 in context' }).click();
  await expect(page).toHaveURL(/\/apush-study-guide\/unit\/4\/context$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Period 4 in context' })).toBeVisible();
  await expect(page.getByText(overview.lead)).toBeVisible();
  for (const name of ['What changed', 'Why it changed', 'Threads to the periods before and after']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'What changed' }).getByRole('paragraph')).toHaveCount(overview.changed.length);
  await expectAccessible(page, 'period overview');
  const other = page.getByRole('navigation', { name: 'Other periods' });
  await other.getByRole('link', { name: 'Period 5 in context →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Period 5 in context' })).toBeVisible();
  await expect(page.getByText(periodOverviews[4]!.lead)).toBeVisible();
  await page.getByRole('link', { name: 'Study Unit 5, topic by topic' }).click();
  await expect(page).toHaveURL(/\/apush-study-guide\/unit\/5$/);
  // The first period has none before it, the last none after; an unknown one is not found.
  await page.goto('/apush-study-guide/unit/1/context');
  await expect(page.getByRole('navigation', { name: 'Other periods' }).getByRole('link', { name: /Period 0/ })).toHaveCount(0);
  await page.goto('/apush-study-guide/unit/10/context');
  await expect(page.getByRole('heading', { level: 1, name: 'Period 10 in context' })).toHaveCount(0);
});

test('the glossary searches every key term, says how many match, and a term opens its topic on the unit page', async ({ page }) => {
  test.slow(); // axe reads all 500-odd entries of the full list, which takes a while on a busy machine
  const total = unitContents.flatMap((unit) => unit.sections.flatMap((section) => section.keyTerms)).length;
  await page.goto('/apush-study-guide');
  await page.getByRole('link', { name: 'Glossary of key terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'APUSH Glossary' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /terms/ });
  await expect(status).toHaveText(`All ${total} terms`);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(page.locator('main dt')).toHaveCount(total);
  await expectAccessible(page, 'glossary');

  const search = page.getByRole('searchbox', { name: 'Search key terms' });
  await search.fill('king cotton');
  const found = filterGlossary(glossaryEntries(), 'king cotton');
  expect(found.length).toBeLessThan(total);
  await expect(status).toHaveText(`${found.length} of ${total} terms match`);
  // The term itself first, then the entries whose definitions mention it.
  await expect(page.locator('main dt')).toHaveText(found.map((entry) => entry.term));
  await expect(page.locator('main dt').first()).toHaveText('King Cotton');
  await search.fill('zzzz no such term');
  await expect(status).toHaveText(`0 of ${total} terms match`);
  await expect(page.getByText('No key term matches.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'glossary, nothing found');

  // Accents and case do not matter; the link goes to the topic, which opens.
  await search.fill('NEW NATIONALISM');
  const entry = page.locator('main dl > div').filter({ has: page.locator('dt', { hasText: 'New Nationalism and New Freedom (1912)' }) });
  await entry.getByRole('link', { name: /Topic 7\.4/ }).click();
  await expect(page).toHaveURL(/\/apush-study-guide\/unit\/7#7\.4$/);
  const topic = page.locator('details[id="7.4"]');
  await expect(topic).toHaveAttribute('open', '');
  await expect(topic.locator('summary')).toBeInViewport();
  await expect(topic.getByText('New Nationalism and New Freedom (1912)', { exact: true })).toBeVisible();
});
