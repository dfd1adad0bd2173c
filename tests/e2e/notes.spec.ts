/**
 * The notes and flashcards board, note editing, import/export and study mode (docs/product.md#notes). Accounts
 * are real ones on the Auth emulator, each test with its own fresh account (signInAs).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, waitForServiceWorker } from './fixtures';
import { signInAs } from '../support/sign-in';

const NOTES_KEY = 'pocket-ap:notes';
const BACKUP_KEY = 'pocket-ap:notes:unreadable-backup';
const EMPTY = 'No notes found. Try a different search or topic!';
const LINK_REFUSED = 'Use a web link that starts with http:// or https://.';

interface SeedNote {
  id: number;
  author: string;
  title: string;
  topic: 'APUSH' | 'AP Gov' | 'AP World';
  type: 'notes' | 'flashcards';
  created: string;
  content?: string;
  docUrl?: string;
  flashcards?: { front: string; back: string }[];
}

const federalism: SeedNote = {
  id: 1_760_000_001_000,
  author: 'Grace H',
  title: 'Federalism',
  topic: 'AP Gov',
  type: 'notes',
  created: '10/9/2025, 8:53:21 AM',
  content: 'Enumerated, implied, reserved and concurrent powers.',
  docUrl: 'https://example.com/federalism',
};
const exchange: SeedNote = {
  id: 1_760_000_000_000,
  author: 'Ada L',
  title: 'Columbian Exchange',
  topic: 'APUSH',
  type: 'notes',
  created: '10/9/2025, 8:53:20 AM',
  content: 'Maize went east; horses went west.',
};
const labourDeck: SeedNote = {
  id: 1_760_000_002_000,
  author: 'Ada L',
  title: 'Spanish labour systems',
  topic: 'APUSH',
  type: 'flashcards',
  created: '10/9/2025, 8:53:22 AM',
  flashcards: [
    { front: 'Encomienda', back: 'Grant of Native labour and tribute' },
    { front: 'Mita', back: 'Andean draft labour in the silver mines' },
    { front: 'Hacienda', back: 'Large landed estate' },
  ],
};

/** Puts notes on the device's board (as an earlier visit would have) and opens the board. */
async function seedNotes(page: Page, notes: SeedNote[]) {
  await page.goto('/notes');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [NOTES_KEY, JSON.stringify(notes)] as const);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(notes.length);
}

const article = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const storedNotes = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as SeedNote[], NOTES_KEY);

/** Every record of the flashcards study store in IndexedDB. */
function studyRecords(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ key: string; value: { card: Record<string, unknown>; logs: Record<string, unknown>[] } }[]>(
        (resolve, reject) => {
          const open = indexedDB.open('pocket-ap:flashcards');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('keyval').objectStore('keyval');
            const keys = store.getAllKeys();
            const values = store.getAll();
            values.onsuccess = () =>
              resolve(keys.result.map((key, i) => ({ key: String(key), value: values.result[i] })));
          };
        },
      ),
  );
}

test('signed out: everyone’s notes, a login button instead of the form, no Edit', async ({ page }) => {
  await seedNotes(page, [exchange, federalism, labourDeck]);
  await expect(page.getByRole('heading', { level: 1, name: 'Pocket AP Notes & Flashcards' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Publish a note' })).toHaveCount(0);
  // Newest first.
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([
    'Spanish labour systems',
    'Federalism',
    'Columbian Exchange',
  ]);
  const deck = article(page, 'Spanish labour systems');
  await expect(deck.getByText('Flashcards', { exact: true })).toBeVisible();
  await expect(deck.getByText('APUSH', { exact: true })).toBeVisible();
  await expect(deck.getByRole('listitem')).toHaveText([
    'Encomienda → Grant of Native labour and tribute',
    'Mita → Andean draft labour in the silver mines',
    'Hacienda → Large landed estate',
  ]);
  const notes = article(page, 'Federalism');
  await expect(notes.getByText('Enumerated, implied, reserved and concurrent powers.')).toBeVisible();
  await expect(notes.getByText('Posted by Grace H on 10/9/2025, 8:53:21 AM')).toBeVisible();
  const doc = notes.getByRole('link', { name: 'View Document' });
  await expect(doc).toHaveAttribute('href', 'https://example.com/federalism');
  await expect(doc).toHaveAttribute('target', '_blank');
  await expect(doc).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByLabel('Search notes or flashcards')).toHaveAttribute(
    'placeholder',
    'Search notes or flashcards...',
  );
  await expect(page.getByLabel('Filter by topic').locator('option')).toHaveText([
    'All Topics',
    'APUSH',
    'AP Gov',
    'AP World',
  ]);
  await expectAccessible(page, 'signed-out board');

  await page.getByRole('link', { name: 'Log in to publish your notes' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fnotes$/);
});

test('signed in: publish a note and a flashcards note, search and filter in the URL, reload keeps everything', async ({
  page,
}) => {
  // The longest journey (four axe checks): 33-47 s in CI on a loaded two-core machine, against the 45 s default.
  test.slow();
  await signInAs(page, 'Ada L');
  await page.goto('/notes');
  const form = page.getByRole('form', { name: 'Publish a note' });
  const publish = form.getByRole('button', { name: 'Publish' });
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectAccessible(page, 'empty board with the publish form');

  // Nothing is published while something is missing; a short hint says what.
  await publish.click();
  await expect(form.getByRole('status')).toHaveText('Add a title, a topic and a type.');
  await form.getByLabel('Title').fill('  Columbian Exchange  ');
  await form.getByLabel('Topic').selectOption('APUSH');
  await form.getByLabel('Type').selectOption('notes');
  await publish.click();
  await expect(form.getByRole('status')).toHaveText('Add content or a document link.');
  await expect(form.getByText('22 / 120')).toBeVisible(); // the title counter

  // A javascript: link is refused beside the field and nothing is published.
  await form.getByLabel('Document link').fill('javascript:alert(document.cookie)');
  await form.getByLabel('Content').fill('Maize went east; horses went west. <b>not bold</b>');
  await expect(form.getByText(LINK_REFUSED)).toBeVisible();
  await expect(form.getByLabel('Document link')).toHaveAttribute('aria-invalid', 'true');
  await publish.click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectAccessible(page, 'link refused');
  await form.getByLabel('Document link').fill('https://example.com/exchange');
  await publish.click();
  const exchangeCard = article(page, 'Columbian Exchange');
  await expect(exchangeCard).toBeVisible();
  await expect(exchangeCard.getByText('Maize went east; horses went west. <b>not bold</b>')).toBeVisible();
  await expect(exchangeCard.getByText(/^Posted by Ada L on \d/)).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByLabel('Type')).toHaveValue('');

  // A flashcards note: a card needs both sides; added cards can be removed before publishing.
  await form.getByLabel('Title').fill('Empires');
  await form.getByLabel('Topic').selectOption('AP World');
  await form.getByLabel('Type').selectOption('flashcards');
  await publish.click();
  await expect(form.getByRole('status')).toHaveText('Add at least one flashcard.');
  await form.getByLabel('Front').fill('Mughal capital');
  await form.getByLabel('Back').fill('   ');
  await form.getByRole('button', { name: 'Add flashcard' }).click();
  await expect(form.getByText('Fill in both the front and the back.')).toBeVisible();
  await form.getByLabel('Back').fill('Agra');
  await form.getByRole('button', { name: 'Add flashcard' }).click();
  await expect(form.getByLabel('Front')).toHaveValue('');
  await expect(form.getByLabel('Back')).toHaveValue('');
  await form.getByLabel('Front').fill('Typo');
  await form.getByLabel('Back').fill('oops');
  await form.getByLabel('Back').press('Enter');
  await form.getByLabel('Front').fill('Ottoman capital');
  await form.getByLabel('Back').fill('Istanbul');
  await form.getByLabel('Back').press('Enter');
  const draftCards = form.getByRole('list', { name: 'Flashcards in this note' }).getByRole('listitem');
  await expect(draftCards).toHaveCount(3);
  await form.getByRole('button', { name: 'Remove card 2' }).click();
  await expect(draftCards).toHaveText([/^Mughal capital → Agra/, /^Ottoman capital → Istanbul/]);
  await expectAccessible(page, 'flashcards draft');
  await publish.click();
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Empires', 'Columbian Exchange']);
  await expect(article(page, 'Empires').getByRole('listitem')).toHaveText([
    'Mughal capital → Agra',
    'Ottoman capital → Istanbul',
  ]);
  await expect(article(page, 'Empires').getByRole('link', { name: /^Study/ })).toBeVisible();

  // Search (title, content, card sides; any case) and the topic filter, both kept in the URL.
  const search = page.getByLabel('Search notes or flashcards');
  await search.fill('ISTANBUL');
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Empires']);
  await expect(page).toHaveURL(/[?&]q=ISTANBUL/);
  await search.fill('horses');
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Columbian Exchange']);
  await page.getByLabel('Filter by topic').selectOption('AP World');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page).toHaveURL(/topic=AP(\+|%20)World/);
  await expectAccessible(page, 'no match');
  await search.fill('');
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Empires']);

  await page.reload();
  await expect(page.getByLabel('Filter by topic')).toHaveValue('AP World');
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Empires']);
  await page.goto('/notes?q=maize');
  await expect(search).toHaveValue('maize');
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Columbian Exchange']);
  await page.goto('/notes');
  await expect(page.getByRole('article')).toHaveCount(2);
  expect((await storedNotes(page)).map((n) => [n.title, n.author, n.docUrl])).toEqual([
    ['Empires', 'Ada L', undefined],
    ['Columbian Exchange', 'Ada L', 'https://example.com/exchange'],
  ]);
});

test('edit and cancel, delete with undo; someone else’s or a missing note redirects to the board', async ({ page }) => {
  await signInAs(page, 'Ada L');
  await seedNotes(page, [federalism, exchange]);
  const mine = article(page, 'Columbian Exchange');
  await expect(article(page, 'Federalism').getByRole('link', { name: /^Edit/ })).toHaveCount(0);

  await mine.getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/notes/edit/${exchange.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Note' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit Note' });
  await expect(form.getByLabel('Title')).toHaveValue('Columbian Exchange');
  await expect(form.getByLabel('Content')).toHaveValue(exchange.content!);
  await expectAccessible(page, 'edit page');
  await form.getByLabel('Title').fill('   ');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('status')).toHaveText('Add a title.');
  await form.getByLabel('Title').fill('Columbian Exchange, revised');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(
    article(page, 'Columbian Exchange, revised').getByText('Posted by Ada L on 10/9/2025, 8:53:20 AM'),
  ).toBeVisible();

  await article(page, 'Columbian Exchange, revised').getByRole('link', { name: /^Edit/ }).click();
  await page.getByLabel('Title').fill('Not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(article(page, 'Columbian Exchange, revised')).toBeVisible();

  for (const path of [`/notes/edit/${federalism.id}`, '/notes/edit/12345', '/notes/edit/not-a-number']) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(/\/notes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pocket AP Notes & Flashcards' })).toBeVisible();
  }

  // Delete asks first (Keep is focused), then offers Undo for a few seconds.
  const revised = article(page, 'Columbian Exchange, revised');
  await revised.getByRole('button', { name: /^Delete/ }).click();
  await expect(revised.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expectAccessible(page, 'delete confirmation');
  await revised.getByRole('button', { name: 'Delete note' }).click();
  await expect(revised).toHaveCount(0);
  expect((await storedNotes(page)).map((n) => n.title)).toEqual(['Federalism']);
  await expect(page.getByText('Deleted “Columbian Exchange, revised”.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(article(page, 'Columbian Exchange, revised')).toBeVisible();
  expect((await storedNotes(page)).map((n) => n.title)).toEqual(['Federalism', 'Columbian Exchange, revised']);
});

test('two tabs stay in sync; JSON export, import merged by id, an unreadable file changes nothing', async ({
  page,
  context,
}) => {
  await seedNotes(page, [exchange]);
  const other = await context.newPage();
  await other.goto('/notes');
  await expect(other.getByRole('article')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pocket-ap-notes-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(exported).toMatchObject({ format: 'pocket-ap-notes', version: 2, notes: [exchange], study: {} });

  const importInput = page.getByLabel('Import', { exact: true });
  await importInput.setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...exported, notes: [{ ...exchange, title: 'Older copy' }, federalism] })),
  });
  await expect(page.getByText('Imported 1 note; 1 already on the board were kept as they are.')).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Federalism', 'Columbian Exchange']);
  // The other tab shows it at once (storage event), without a reload.
  await expect(other.getByRole('article').getByRole('heading')).toHaveText(['Federalism', 'Columbian Exchange']);

  await importInput.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"notes": ['),
  });
  await expect(page.getByText('broken.json: This JSON file could not be read (it is not valid JSON).')).toBeVisible();
  // The editor's rules hold for imports: one note with a javascript: link refuses the whole file, naming it.
  await importInput.setInputFiles({
    name: 'links.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ notes: [{ ...exchange, id: 7, title: 'Fine' }, { ...federalism, id: 8, title: 'Evil link', docUrl: 'javascript:alert(1)' }] })),
  });
  await expect(page.getByText(/^links\.json: Nothing was imported: 1 note breaks the editor's rules \(note 2 “Evil link” needs a web link \(http or https\)\)/)).toBeVisible();
  await importInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Mita\tDraft labour\n'),
  });
  await expect(page.getByText(/^notes\.txt: log in to publish your notes/)).toBeVisible();
  await expectAccessible(page, 'import refused');
  expect((await storedNotes(page)).map((n) => n.id)).toEqual([federalism.id, exchange.id]);

  // A delete in the second tab reaches the first (the board, by storage event).
  await other.evaluate(
    ([key, id]) =>
      localStorage.setItem(
        key,
        JSON.stringify(JSON.parse(localStorage.getItem(key)!).filter((n: { id: number }) => n.id !== id)),
      ),
    [NOTES_KEY, federalism.id] as const,
  );
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Columbian Exchange']);
});

test('an unreadable notes value is kept aside and the board opens empty and says so', async ({ page }) => {
  await page.goto('/notes');
  await page.evaluate((key) => localStorage.setItem(key, '[{"id": 1, "title": "half a note'), NOTES_KEY);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('could not be read, so the board starts empty');
  await expect(page.getByText(EMPTY)).toBeVisible();
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), BACKUP_KEY)).toEqual([
    '[{"id": 1, "title": "half a note',
  ]);
  await expectAccessible(page, 'unreadable notes');
});

test('a Quizlet or Anki card list becomes a flashcards draft to review before publishing', async ({ page }) => {
  await signInAs(page, 'Ada L');
  await page.goto('/notes');
  await page.getByLabel('Import', { exact: true }).setInputFiles({
    name: 'unit-1-terms.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('#separator:tab\nEncomienda\tLabour grant\nOnly a front\t\nMita\tDraft labour\n'),
  });
  const form = page.getByRole('form', { name: 'Publish a note' });
  await expect(
    form.getByText(/^2 cards read from unit-1-terms\.txt \(1 line without both sides skipped\)/),
  ).toBeVisible();
  await expect(form.getByLabel('Type')).toHaveValue('flashcards');
  await expect(form.getByLabel('Title')).toHaveValue('unit 1 terms');
  await expect(form.getByRole('list', { name: 'Flashcards in this note' }).getByRole('listitem')).toHaveText([
    /^Encomienda → Labour grant/,
    /^Mita → Draft labour/,
  ]);
  await expect(page.getByRole('article')).toHaveCount(0); // nothing published yet
  await form.getByLabel('Topic').selectOption('APUSH');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(article(page, 'unit 1 terms').getByRole('listitem')).toHaveText([
    'Encomienda → Labour grant',
    'Mita → Draft labour',
  ]);
});

test('study a deck by keyboard to "nothing due", with undo; the schedule is kept in IndexedDB', async ({ page }) => {
  await seedNotes(page, [labourDeck]);
  await expect(page.getByText('3 cards are due.')).toBeVisible();
  await article(page, 'Spanish labour systems')
    .getByRole('link', { name: /^Study/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/notes/study/${labourDeck.id}$`));
  await expect(page.getByText('Card 1 of 3')).toBeVisible();
  await expect(page.getByText('Encomienda', { exact: true })).toBeVisible();
  await expect(page.getByText('Grant of Native labour and tribute')).toHaveCount(0);
  await expect(page.getByText(/^Keys: Space or Enter shows the answer/)).toBeVisible();
  await expectAccessible(page, 'study front');

  await page.keyboard.press('Space');
  await expect(page.getByText('Grant of Native labour and tribute')).toBeVisible();
  for (const [name, interval] of [
    ['Again', '1m'],
    ['Hard', '6m'],
    ['Good', '10m'],
  ]) {
    await expect(page.getByRole('button', { name: new RegExp(`^${name} ${interval}`) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Easy \d+d/ })).toBeVisible();
  await expectAccessible(page, 'study back');
  await page.keyboard.press('3');
  await expect(page.getByText('Card 2 of 3')).toBeVisible();
  await expect(page.getByText('Mita', { exact: true })).toBeVisible();

  // Undo brings the last card back, unrated.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Card 1 of 3')).toBeVisible();
  await expect(page.getByText('Encomienda', { exact: true })).toBeVisible();
  await expect.poll(async () => (await studyRecords(page)).map((r) => r.value.logs.length)).toEqual([0]);

  for (const [show, rating] of [
    ['Enter', '3'],
    ['Space', '3'],
    ['Enter', '4'],
  ]) {
    await page.keyboard.press(show);
    await expect(page.getByRole('button', { name: /^Good/ })).toBeVisible();
    await page.keyboard.press(rating);
  }
  await expect(page.getByRole('heading', { name: 'Nothing due right now' })).toBeVisible();
  await expect(page.getByText(/^Next card due in 10m \(/)).toBeVisible();
  await expectAccessible(page, 'nothing due');

  const records = await studyRecords(page);
  expect(records).toHaveLength(3);
  for (const { key, value } of records) {
    expect(key).toMatch(new RegExp(`^${labourDeck.id}:[0-9a-z]+$`));
    expect(value.card.due).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(value.logs).toHaveLength(1);
  }
  console.log('stored study record:', JSON.stringify(records[0]));

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing due right now' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the board' }).click();
  await expect(page.getByText('No cards are due right now.')).toBeVisible();
  await page.getByRole('link', { name: 'Study due cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Study due cards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing due right now' })).toBeVisible();
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the board, the form and study mode fit without sideways scrolling', async ({ page }) => {
    await signInAs(page, 'Ada L');
    await seedNotes(page, [
      { ...labourDeck, title: 'A very long title without any spaces: Encomiendasystemofthespanishcolonialempire' },
      { ...federalism, docUrl: `https://example.com/${'long-path/'.repeat(20)}` },
    ]);
    await page.getByRole('form', { name: 'Publish a note' }).getByLabel('Type').selectOption('flashcards');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await fits()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'phone board');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Study/ })
      .click();
    await page.getByRole('button', { name: 'Show answer' }).click();
    await expect(page.getByRole('button', { name: /^Easy/ })).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'phone study');
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the board and study mode open offline once the app is installed', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      NOTES_KEY,
      JSON.stringify([labourDeck]),
    ] as const);
    await context.setOffline(true);
    await page.goto('/notes');
    await expect(article(page, 'Spanish labour systems')).toBeVisible();
    await article(page, 'Spanish labour systems')
      .getByRole('link', { name: /^Study/ })
      .click();
    await expect(page.getByText('Card 1 of 3')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText('Grant of Native labour and tribute')).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.getByText('Card 2 of 3')).toBeVisible();
    // The rating is written to IndexedDB as it is made; a navigation in the same few milliseconds can abort that
    // write (no student reloads that fast), so wait for it: the reload below is about what was stored.
    await expect.poll(async () => (await studyRecords(page)).length).toBe(1);
    await page.goto(`/notes/study/${labourDeck.id}`);
    await expect(page.getByText('Card 1 of 2')).toBeVisible();
    await context.setOffline(false);
  });
});
