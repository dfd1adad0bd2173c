/**
 * Study tools students expect from Anki and Quizlet (docs/product.md#notes), and the install offer
 * (docs/product.md#offline): study all when nothing is due, reverse, stars, editing a card in place, Ctrl+Z, tap to
 * flip on a phone, an Anki HTML export, and the offer once, never during an exam.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { signInAs } from '../support/sign-in';

const NOTES_KEY = 'pocket-ap:notes';
const deck = {
  id: 1_770_000_000_000,
  author: 'Rosa P',
  title: 'Reconstruction',
  topic: 'APUSH',
  type: 'flashcards',
  created: '1/5/2026, 9:00:00 AM',
  flashcards: [
    { front: 'Freedmen’s Bureau', back: 'Federal agency aiding former slaves (1865)' },
    { front: 'Compromise of 1877', back: 'Ended Reconstruction' },
  ],
};

/** Every record of the flashcards study store in IndexedDB. */
function studyRecords(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ key: string; value: { card: { due: string }; logs: unknown[]; starred?: boolean } }[]>(
        (resolve, reject) => {
          const open = indexedDB.open('pocket-ap:flashcards');
          open.onerror = () => reject(open.error);
          open.onupgradeneeded = () => open.result.createObjectStore('keyval');
          open.onsuccess = () => {
            const store = open.result.transaction('keyval').objectStore('keyval');
            const keys = store.getAllKeys();
            const values = store.getAll();
            values.onsuccess = () => resolve(keys.result.map((key, i) => ({ key: String(key), value: values.result[i] })));
          };
        },
      ),
  );
}

async function seed(page: Page, notes: unknown[]) {
  await page.goto('/notes');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [NOTES_KEY, JSON.stringify(notes)] as const);
}

const card = (page: Page) => page.getByTestId('flashcard');

test('study all when nothing is due leaves the schedule alone; Ctrl+Z undoes; star and starred only; reverse', async ({
  page,
}) => {
  await seed(page, [deck]);
  await page.goto(`/notes/study/${deck.id}`);
  await expect(page.getByText('Card 1 of 2')).toBeVisible();

  // Ctrl+Z (⌘Z on a Mac) takes back the last rating, as the Undo button does.
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await expect(card(page).getByText('Freedmen’s Bureau')).toBeVisible();
  await expect.poll(async () => (await studyRecords(page)).map((r) => r.value.logs.length)).toEqual([0]);
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await page.keyboard.press('Meta+z');
  await expect(page.getByText('Card 1 of 2')).toBeVisible();

  // Star the first card, then rate both Easy: nothing is due.
  await page.getByRole('button', { name: 'Star' }).click();
  await expect(page.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Show answer' }).click();
    await expect(page.getByRole('button', { name: /^Easy/ })).toBeVisible();
    await page.keyboard.press('4');
  }
  await expect(page.getByRole('heading', { name: 'Nothing due right now' })).toBeVisible();
  await expect(page.getByText(/^Next card due in \d+d/)).toBeVisible();
  await expect.poll(async () => (await studyRecords(page)).map((r) => r.value.logs.length)).toEqual([1, 1]);
  const before = await studyRecords(page);
  await expectAccessible(page, 'nothing due, with Study all');

  // Study all: every card again, and the screen says the ratings are not saved.
  await page.getByRole('button', { name: 'Study all' }).click();
  await expect(page.getByText(/Reviewing ahead: .* not saved to your schedule/)).toBeVisible();
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Good$/ })).toBeVisible(); // no interval: nothing is scheduled
  await expectAccessible(page, 'reviewing ahead, answer shown');
  await page.keyboard.press('1'); // Again asks it once more at the end
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await expect(card(page).getByText('Compromise of 1877')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(page.getByRole('heading', { name: 'You reviewed every card' })).toBeVisible();
  expect(await studyRecords(page), 'reviewing ahead changed no schedule').toEqual(before);

  // Starred only, then reverse (back → front), still reviewing ahead.
  await page.getByRole('button', { name: 'Study all' }).click();
  await page.getByRole('checkbox', { name: /Starred only/ }).check();
  await expect(page.getByText('Card 1 of 1')).toBeVisible();
  await expect(card(page).getByText('Freedmen’s Bureau')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Reverse (back → front)' }).check();
  await expect(card(page).getByText('Federal agency aiding former slaves (1865)')).toBeVisible();
  await expect(card(page).getByText('Freedmen’s Bureau')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(card(page).getByText('Freedmen’s Bureau')).toBeVisible();
  await expectAccessible(page, 'reverse, starred only');
  expect(await studyRecords(page)).toEqual(before);

  // Back to the due cards in reverse: back → front has its own schedule, so both are due (new).
  await page.getByRole('button', { name: 'Back to due cards' }).click();
  await page.getByRole('checkbox', { name: /Starred only/ }).uncheck();
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
});

test('ticking Reverse mid-session keeps the place: the next card is asked the other way', async ({ page }) => {
  await seed(page, [deck]);
  await page.goto(`/notes/study/${deck.id}`);
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Reverse (back → front)' }).check();
  await expect(card(page).getByText('Ended Reconstruction')).toBeVisible();
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Reverse (back → front)' }).uncheck();
  await expect(card(page).getByText('Compromise of 1877')).toBeVisible();
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
});

test('edit a card in place: its schedule stays with it', async ({ page }) => {
  await signInAs(page, 'Rosa P');
  await seed(page, [deck]);
  await page.goto(`/notes/study/${deck.id}`);
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  await expect.poll(async () => (await studyRecords(page)).length).toBe(1);
  const [rated] = await studyRecords(page);

  await page.goto(`/notes/edit/${deck.id}`);
  const form = page.getByRole('form', { name: 'Edit Note' });
  await form.getByRole('button', { name: 'Edit card 1' }).click();
  await expect(form.getByLabel('Front')).toHaveValue('Freedmen’s Bureau');
  await expectAccessible(page, 'editing a card in place');
  await form.getByLabel('Back').fill('Federal agency for freedpeople: schools, labour contracts (1865–1872)');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(form.getByRole('list', { name: 'Flashcards in this note' }).getByRole('listitem').first()).toContainText(
    'Freedmen’s Bureau → Federal agency for freedpeople: schools, labour contracts (1865–1872)',
  );
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/notes$/);

  // The edited card is still scheduled days ahead: only the other card is due.
  await page.goto(`/notes/study/${deck.id}`);
  await expect(page.getByText('Card 1 of 1')).toBeVisible();
  await expect(card(page).getByText('Compromise of 1877')).toBeVisible();
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), NOTES_KEY))!) as typeof deck[];
  expect(`${deck.id}:${(stored[0].flashcards[0] as { id?: string }).id}`).toBe(rated.key);
});

test.describe('on a 390 × 844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap on the card shows the answer; the four ratings are large buttons', async ({ page }) => {
    await seed(page, [deck]);
    await page.goto(`/notes/study/${deck.id}`);
    await expect(card(page).getByText('Freedmen’s Bureau')).toBeVisible();
    // No keyboard on a touch screen: no keyboard-shortcut hint either.
    await expect(page.getByText(/^Keys: Space or Enter/)).toBeHidden();
    await page.screenshot({ path: '/tmp/i37-shots/study-front-phone.png' });
    await card(page).tap();
    await expect(card(page).getByText('Federal agency aiding former slaves (1865)')).toBeVisible();
    for (const name of ['Again', 'Hard', 'Good', 'Easy']) {
      const box = (await page.getByRole('button', { name: new RegExp(`^${name}`) }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(60);
      expect(box.width, name).toBeGreaterThanOrEqual(150);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/i37-shots/study-back-phone.png' });
    await expectAccessible(page, 'phone study, answer shown');
    await page.getByRole('button', { name: /^Good/ }).tap();
    await expect(page.getByText('Card 2 of 2')).toBeVisible();
  });

  test('an Anki HTML export imports as plain text with its tags and topic; an imported deck is the student’s to edit', async ({
    page,
  }) => {
    await signInAs(page, 'Rosa P');
    await page.goto('/notes');
    const anki = [
      '#separator:tab',
      '#html:true',
      '#tags column:3',
      '<b>Plessy v. Ferguson</b> (1896)\t"Upheld ""separate but equal""<br>segregation<div>overturned 1954</div>"\tAPUSH court',
      'Jim Crow&nbsp;laws\t<i>State</i> segregation laws &amp; customs\tAPUSH',
    ].join('\n');
    await page.locator('input[type=file]').setInputFiles({
      name: 'anki-deck.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(anki),
    });
    const form = page.getByRole('form', { name: 'Publish a note' });
    await expect(form.getByText(/2 cards read from anki-deck\.txt/)).toBeVisible();
    await expect(form.getByLabel('Topic')).toHaveValue('APUSH');
    const items = form.getByRole('list', { name: 'Flashcards in this note' }).getByRole('listitem');
    await expect(items.first()).toContainText('Plessy v. Ferguson (1896) → Upheld "separate but equal"\nsegregation\noverturned 1954');
    await expect(items.first()).toContainText('#APUSH #court');
    // Each card's text keeps the row's width on a phone; its buttons go under it.
    expect((await items.first().locator('span').first().boundingBox())!.width).toBeGreaterThan(220);
    await form.screenshot({ path: '/tmp/i37-shots/anki-form-phone.png' });
    await expectAccessible(page, 'Anki import in the publish form');
    await form.getByRole('button', { name: 'Publish' }).click();

    const published = page.getByRole('article', { name: 'anki deck', exact: true });
    await expect(published).toContainText('Jim Crow laws → State segregation laws & customs');
    for (const text of await page.getByRole('article').allInnerTexts()) expect(text).not.toMatch(/<\/?[a-z]+>|&[a-z]+;/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await published.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/i37-shots/anki-deck-phone.png' });

    // A Pocket AP export written by someone else: imported, it is this student's to edit and delete.
    const export2 = { format: 'pocket-ap-notes', version: 2, notes: [{ ...deck, author: 'Someone Else' }], study: {} };
    await page.locator('input[type=file]').setInputFiles({
      name: 'friend.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(export2)),
    });
    await expect(page.getByText('Imported 1 note.')).toBeVisible();
    const friend = page.getByRole('article', { name: 'Reconstruction', exact: true });
    await expect(friend.getByText(/Posted by Someone Else/)).toBeVisible();
    await expect(friend.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(friend.getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});

/** Chromium's install prompt, as the browser would fire it (a test cannot make a page installable on demand). */
function fireInstallPrompt(page: Page) {
  return page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(event);
  });
}

test('the install offer appears once, is not shown again after Not now, and never during an exam', async ({ page }) => {
  const offer = page.getByRole('complementary', { name: 'Install Pocket AP' });
  // During an exam the offer's code loads and holds the prompt, but shows nothing; leaving the exam, it shows.
  await page.goto('/apush-practice-exam/saq/2025');
  await fireInstallPrompt(page);
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /install-offer/.test(entry.name))),
    )
    .toBe(true);
  await expect(offer).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice Exams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Exams' })).toBeVisible();
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('everything keeps working offline');
  await expect(offer.getByRole('button', { name: 'Install' })).toBeVisible();
  await expect(offer).toHaveCount(1);
  await expectAccessible(page, 'install offer');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pocket-ap:install-offer')!))).toMatchObject({
    dismissedAt: expect.any(Number),
  });

  // Not again (for two weeks): another prompt on another page shows nothing.
  await page.goto('/faq');
  await fireInstallPrompt(page);
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /install-offer/.test(entry.name))),
    )
    .toBe(true);
  await expect(offer).toBeHidden();
});
