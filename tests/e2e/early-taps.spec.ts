/**
 * Taps before the script (docs/decisions.md#one-replay-for-early-taps): a prerendered page's boot script holds a tap
 * on a control that needs the app and replays it once the page has hydrated. Each journey holds every script back
 * 1.5 s (a slow phone's network), taps at once, then checks the tap took effect exactly once.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';

const HOLD_MS = 1_500;

/** Opens `path` with every script held back HOLD_MS after it is asked for, without waiting for the app. */
async function openWithScriptsHeld(page: Page, path: string) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => {});
  });
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** The tap went in before the app ran; then waits until the page has replayed what it held. */
async function afterReplay(page: Page) {
  expect(await page.evaluate(() => 'ready' in document.documentElement.dataset), 'tapped before the script ran').toBe(false);
  await page.waitForFunction(() => 'replayed' in document.documentElement.dataset, null, { timeout: 20_000 });
}

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

test('the header Menu and Login tapped before the script open once the page runs, once', async ({ page }) => {
  const banner = page.getByRole('banner');
  await openWithScriptsHeld(page, '/');
  const menu = banner.getByRole('button', { name: 'Menu' });
  await menu.click();
  await menu.click(); // tapped again while nothing seemed to happen: still one tap, or the menu would close again
  await afterReplay(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'menu opened by an early tap');

  await openWithScriptsHeld(page, '/faq');
  await banner.getByRole('button', { name: 'Login' }).click();
  await afterReplay(page);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the MCQ exam view switch tapped before the script shows the view tapped last', async ({ page }) => {
  const main = page.getByRole('main');
  await openWithScriptsHeld(page, '/apush-practice-exam/mcq/2014');
  const show = main.getByRole('group', { name: 'Show' });
  await show.getByRole('button', { name: 'Booklet' }).click();
  await show.getByRole('button', { name: 'Answer sheet' }).click();
  await afterReplay(page);
  await expect(show.getByRole('button', { name: 'Answer sheet' })).toHaveAttribute('aria-pressed', 'true');
  await expect(show.getByRole('button', { name: 'Booklet' })).toHaveAttribute('aria-pressed', 'false');
  await expect(main.getByRole('region', { name: 'Answer sheet' })).toBeVisible();
  await expectAccessible(page, 'answer sheet shown by an early tap');
});

test('the DBQ switch tapped before the script shows the essay once the page runs', async ({ page }) => {
  const main = page.getByRole('main');
  await openWithScriptsHeld(page, '/apush-practice-exam/dbq/slavery-expansion-1820-1860');
  const show = main.getByRole('group', { name: 'Show' });
  await show.getByRole('button', { name: 'Your essay' }).click();
  await afterReplay(page);
  await expect(show.getByRole('button', { name: 'Your essay' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByLabel('Your essay', { exact: true })).toBeVisible();
});
