/**
 * My progress (docs/product.md#my-progress): a fresh device's empty state and first step, offline after one visit;
 * after a Unit 1 quiz and an MCQ attempt, the page and the study guide's unit grid show their scores and the
 * weakest period with working links, on a phone.
 */
import type { Page } from '@playwright/test';
import { mcqQuestions2014 } from '../../src/content/mcq-2014';
import { test, expect, expectAccessible, waitForServiceWorker } from './fixtures';

/** Puts one submitted MCQ attempt on the device, as the exam's Submit stores it: every Period 5 question wrong. */
async function seedMcqAttempt(page: Page) {
  const key = mcqQuestions2014.map((q) => q.answer);
  const answers = mcqQuestions2014.map((q) => (q.period === 5 ? (q.answer + 1) % 4 : q.answer));
  const correct = answers.filter((a, i) => a === key[i]).length;
  const now = Date.now();
  const record = {
    version: 1,
    id: 'seeded-attempt',
    examId: 'apush-mcq-2014',
    startedAt: now - 3_000_000,
    submittedAt: now,
    elapsedMs: 3_000_000,
    timerMode: 'countdown',
    timeUp: false,
    answers,
    marks: answers.map(() => []),
    flags: answers.map(() => false),
    key,
    correct,
    total: key.length,
  };
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pocket-ap:mcq-exam');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(value, `attempt:${value.id}`);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    record,
  );
  return Math.round((correct / key.length) * 100);
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a fresh device shows the empty state and a first step, also offline after one visit', async ({ page, context }) => {
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'My progress' })).toBeVisible();
    const next = page.getByRole('region', { name: 'Next up' });
    await expect(next.getByText('Start with Unit 1 and its quiz.')).toBeVisible();
    await expect(next.getByRole('link', { name: 'Read Unit 1' })).toHaveAttribute('href', '/apush-study-guide/unit/1');
    await expect(page.getByText('No MCQ attempt on this device yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Study streak' }).getByText('0 days')).toBeVisible();
    await expectAccessible(page, 'empty progress');

    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(next.getByText('Start with Unit 1 and its quiz.')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('after a Unit 1 quiz and an MCQ attempt: scores, the weakest period with working links, the unit grid', async ({ page }) => {
    await page.goto('/apush-study-guide/unit/1/quiz');
    for (let i = 0; i < 10; i += 1) await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Your score: 0 out of 10' })).toBeVisible();
    const percent = await seedMcqAttempt(page);

    await page.goto('/progress');
    const next = page.getByRole('region', { name: 'Next up' });
    await expect(next.getByText(/^Your weakest period is 5 \(0 % over 1 attempt\): read Unit 5 and take its quiz\.$/)).toBeVisible();
    const unit1 = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Unit 1: World/Exploration' }) });
    await expect(unit1.getByText('Quiz: 0/10 best, 0/10 last')).toBeVisible();
    await expect(page.getByText(`1 attempt; latest ${percent} %.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Study streak' }).getByText('1 day')).toBeVisible();
    const periods = page.getByRole('table', { name: 'Accuracy per period, all attempts' });
    const period5 = mcqQuestions2014.filter((q) => q.period === 5).length;
    await expect(periods.getByRole('row', { name: new RegExp(`^5 0/${period5} 0 %`) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'progress with data');

    await next.getByRole('link', { name: 'Unit 5 quiz' }).click();
    await expect(page).toHaveURL(/\/apush-study-guide\/unit\/5\/quiz$/);
    await page.goto('/apush-study-guide');
    const card = page.getByRole('link', { name: /^Unit 1\b/ });
    await expect(card.getByText('Quiz: 0/10')).toBeVisible();
  });
});
