/**
 * Sharing (docs/product.md#sharing-a-note-by-link, #sharing): a deck travels inside its link and becomes the
 * student's own copy on another device, offline once the app is installed; guides, quizzes and exams share their
 * address and show a QR code.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, expectAccessible, waitForApp, waitForServiceWorker } from './fixtures';

const NOTES_KEY = 'pocket-ap:notes';
const deck = {
  id: 1_760_000_002_000,
  author: 'Ms Rivera',
  title: 'Period 3 terms',
  topic: 'APUSH',
  type: 'flashcards',
  created: '10/9/2025, 8:53:22 AM',
  flashcards: [
    { front: 'Stamp Act (1765)', back: 'Tax on printed paper; colonists answered "no taxation without representation"' },
    { front: 'Shays’ Rebellion', back: 'Farmers’ revolt in Massachusetts, 1786–87, that exposed the Articles’ weakness' },
    { front: 'Federalist No. 10', back: 'Madison: a large republic controls the effects of faction' },
  ],
};

const storedNotes = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { title: string; sharedBy?: string }[], NOTES_KEY);

/** A new browser profile with empty storage, the app installed (its service worker in control). */
async function installedDevice(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/');
  await waitForApp(page);
  await waitForServiceWorker(page);
  return page;
}

test('a deck shared by link opens offline on another device, is added once, studied, and a tampered link adds nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/notes');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [NOTES_KEY, JSON.stringify([deck])] as const);
  await page.reload();
  const card = page.getByRole('article', { name: deck.title });
  await card.getByRole('button', { name: `Share ${deck.title}` }).click();
  await expect(card.getByRole('status')).toHaveText('Link copied. Paste it anywhere to share it.');
  const link = await card.getByLabel('Link to share').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/notes/shared#1\\.z\\.[A-Za-z0-9_-]+$`));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectAccessible(page, 'board with a shared link');

  const student = await browser.newContext({ serviceWorkers: 'allow' });
  const other = await installedDevice(student);
  await student.setOffline(true);
  await other.goto(link);
  await waitForApp(other);
  const preview = other.getByRole('article', { name: deck.title });
  await expect(preview.getByText('Shared by Ms Rivera')).toBeVisible();
  for (const { front, back } of deck.flashcards) await expect(preview.getByText(`${front} → ${back}`)).toBeVisible();
  await expectAccessible(other, 'shared deck preview');
  await other.getByRole('button', { name: 'Add to my board' }).click();
  await expect(other.getByRole('main').getByRole('status')).toHaveText('Added to your board.');
  expect(await storedNotes(other)).toEqual([expect.objectContaining({ title: deck.title, sharedBy: 'Ms Rivera' })]);
  await other.getByRole('link', { name: 'Study it' }).click();
  await expect(other.getByText('Card 1 of 3')).toBeVisible();

  await other.goto(link);
  await waitForApp(other);
  await expect(other.getByRole('main').getByRole('status')).toHaveText('This note is already on your board.');
  await expect(other.getByRole('button', { name: 'Add to my board' })).toHaveCount(0);

  const at = link.length - 20;
  await other.goto(link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1));
  await waitForApp(other);
  await expect(other.getByRole('main').getByRole('alert')).toHaveText('This link is incomplete or damaged, so nothing was added: ask for the link again.');
  await expectAccessible(other, 'damaged link');
  expect(await storedNotes(other)).toHaveLength(1);
  await student.close();
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a unit page opens the share sheet with its address and shows a QR code that fills the screen', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shared: unknown[] }).__shared = [];
      navigator.share = async (data?: ShareData) => {
        (window as unknown as { __shared: unknown[] }).__shared.push(data);
      };
    });
    await page.goto('/apush-study-guide/unit/1?from=test#top');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Shared.');
    const shared = await page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared);
    expect(shared).toEqual([expect.objectContaining({ url: `${baseURL}/apush-study-guide/unit/1` })]);

    await page.getByRole('button', { name: 'Show QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code for this unit' });
    const qr = dialog.getByRole('img', { name: /^QR code/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAccessibleName(`QR code for ${baseURL}/apush-study-guide/unit/1`);
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'QR code dialog');
  });
});
