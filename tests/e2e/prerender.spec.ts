import { timeline } from '../../src/content/timeline';
import { test, expect, expectAccessible } from './fixtures';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the timeline are readable from their HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ace your AP exams, even offline' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'AI Essay Grader' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take a practice exam' })).toHaveAttribute('href', '/practice-exams');
    await expect(page).toHaveTitle('AP exam practice that works offline · Pocket AP');

    await page.goto('/apush-timeline');
    await expect(page.getByRole('heading', { level: 1, name: 'APUSH Timeline' })).toBeVisible();
    const [first, last] = [timeline[0]!, timeline.at(-1)!];
    await expect(page.getByRole('button', { name: new RegExp(first.title) })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(last.title) })).toBeVisible();
  });
});

test('prerendered pages hydrate without a mismatch or a layout shift, then respond', async ({ page }) => {
  // Hydration mismatches fail every journey (fixtures.ts); here we also check that hydration, not a fresh render,
  // took over the HTML ($_TSR is deleted once the router has hydrated), and that nothing moved.
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, heading] of [
    ['/', 'Ace your AP exams, even offline'],
    ['/apush-timeline', 'APUSH Timeline'],
    ['/apush-study-guide/unit/1/quiz', 'Unit 1 Quiz: Period 1, 1491-1607'],
    ['/notes', /Notes/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => page.evaluate(() => '$_TSR' in window), { message: `${path} hydrated` }).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), `${path} layout shift`).toBe(0);
  }
  await expectAccessible(page, 'hydrated /notes');
  // Hydrated means interactive: the account button opens the sign-in dialog.
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a timeline link with filters renders the filtered view over the unfiltered HTML', async ({ page }) => {
  await page.goto('/apush-timeline?period=3');
  await expect(page.getByRole('button', { name: /Declaration of Independence/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pueblo Revolt/ })).toHaveCount(0);
});

test('a prerendered page fetches no stylesheet after hydration, and a page reached by a link still gets its own', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
  });
  // The grading outbox's code loads last, once the page is idle; its rules come with the layout's inlined sheet.
  const outboxLoaded = page.waitForResponse((response) => /\/assets\/grading-outbox-shell-[\w-]+\.js$/.test(response.url()));
  await page.goto('/apush-timeline');
  await expect.poll(() => page.evaluate(() => '$_TSR' in window), { message: 'hydrated' }).toBe(false);
  await outboxLoaded;
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  // The app's global sheet and the timeline's own are in the HTML; after hydration no sheet at all is fetched (Vite
  // requests a chunk's stylesheets before the chunk itself).
  expect(inlined.length).toBeGreaterThanOrEqual(2);
  expect(fetched).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Practice Exams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Exams' })).toBeVisible();
  // The catalog's card style (a 4 px top border) comes with the route's own stylesheet.
  await expect(page.locator('main article').first()).toHaveCSS('border-top-width', '4px');
});

test('the first paint needs the HTML alone: no script is fetched before it, and the page still hydrates', async ({ page }) => {
  for (const path of ['/', '/apush-practice-exam/mcq/2014']) {
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => '$_TSR' in window), { message: `${path} hydrated` }).toBe(false);
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < paint)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(early, `${path}: scripts requested before the first paint`).toEqual([]);
  }
});
