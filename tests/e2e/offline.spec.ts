import { expect, gotoOffline, test, waitForServiceWorker } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('once the service worker is active, a never-visited deep link renders offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await gotoOffline(page, '/apush-practice-exam/saq/select');
  await expect(page.getByRole('heading', { level: 1, name: 'APUSH Short-Answer Practice' })).toBeVisible();
  await expect(page.getByText('You’re offline.')).toBeVisible();
  // The banner's text starts where the page's does, not at the screen's edge.
  const textStart = (selector: string) =>
    page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft));
  expect(await textStart('[role="status"]:has-text("You’re offline.") p')).toBe(await textStart('main h1'));
  // The exam booklets are precached too.
  const pdf = await page.evaluate(async () => {
    const response = await fetch('/exams/apush-mcq-2014.pdf');
    return { status: response.status, type: response.headers.get('content-type'), size: (await response.arrayBuffer()).byteLength };
  });
  expect(pdf.status).toBe(200);
  expect(pdf.type).toBe('application/pdf');
  expect(pdf.size).toBeGreaterThan(10_000);
  await page.goto('/apush-timeline?period=3');
  await expect(page.getByRole('heading', { level: 1, name: 'APUSH Timeline' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Declaration of Independence/ })).toBeVisible();
  await page.goto('/apush-study-guide/unit/1/quiz');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  // The glossary is drawn by its precached route and searches on the device; an overview is a precached page.
  await page.goto('/apush-study-guide/glossary');
  await page.getByRole('searchbox', { name: 'Search key terms' }).fill('wilmot');
  await expect(page.locator('main dt')).toHaveText(['Wilmot Proviso (1846)']);
  await page.goto('/apush-study-guide/unit/9/context');
  await expect(page.getByRole('heading', { level: 1, name: 'Period 9 in context' })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.locator('summary', { hasText: 'Is Pocket AP free?' }).click();
  await expect(page.getByText(/everything that is free today stays free/)).toBeVisible();
  await context.setOffline(false);
});

test('the web app manifest is installable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Pocket AP', short_name: 'Pocket AP', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`)).toEqual([
    '192x192:any',
    '512x512:any',
    '512x512:maskable',
  ]);
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/apush-practice-exam/mcq/2014', '/apush-timeline', '/notes']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('the exam booklets are served as PDFs that our own pages may frame', async ({ request }) => {
  for (const file of ['apush-mcq-2014.pdf', 'apush-saq-2025.pdf']) {
    const response = await request.get(`/exams/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});
