/**
 * Before the script arrives (docs/decisions.md#early-input-is-replayed-when-a-form-hydrates): prerendered pages
 * show their forms at once, and a student on a slow phone types, pastes or autofills before the page has hydrated.
 * Each journey holds every script back (route interception) while it types or taps first, then lets them through.
 */
import type { Locator, Page } from '@playwright/test';
import { keptEmail } from '../support/auth-emulator';
import { newAccount } from '../support/sign-in';
import { test, expect, expectAccessible, waitForApp } from './fixtures';

const GETTING_READY = 'Getting ready…';
/** How long the scripts are held at least, as on a slow phone; the journey releases them after its early input. */
const HOLD_MS = 3_000;

/**
 * Opens `path` with every script held back until the returned `release` (and at least HOLD_MS), without waiting for
 * the app (Frame.goto, not the fixture's page.goto, which waits for it); `release` resolves once the page hydrated.
 */
async function openBeforeScript(page: Page, path: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = new Promise<void>((resolve) => setTimeout(resolve, HOLD_MS));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await Promise.all([gate, held]);
    await route.continue().catch(() => {});
  });
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  expect(await page.evaluate(() => 'ready' in document.documentElement.dataset)).toBe(false);
  return async () => {
    expect(await page.evaluate(() => 'ready' in document.documentElement.dataset), 'typed before the script ran').toBe(false);
    open();
    await page.waitForFunction(() => 'ready' in document.documentElement.dataset, null, { timeout: 20_000 });
    await waitForApp(page);
  };
}

interface EarlyForm {
  path: string;
  /** Types, pastes, autofills or chooses before the script; may press a submit, which must not go anywhere. */
  early: (page: Page) => Promise<void>;
  /** After hydration: the form holds what was typed (its next render and its submit use it). */
  after: (page: Page) => Promise<void>;
}

test('a form typed into before its script arrives holds what was typed once it hydrates; its submit waits', async ({ page }) => {
  test.slow(); // six pages, each held back 3 s
  const login = await newAccount('Early Login');
  const signUpEmail = keptEmail('early-sign-up');
  const main = page.getByRole('main');
  const forms: EarlyForm[] = [
    {
      path: '/login',
      early: async () => {
        await main.getByLabel('Email').fill(login.email);
        await main.getByLabel('Password', { exact: true }).fill(login.password);
        await expectAccessible(page, 'login before its script');
      },
      after: async () => {
        await main.getByRole('button', { name: 'Login', exact: true }).click();
        const banner = page.getByRole('banner');
        await banner.getByRole('button', { name: login.displayName }).click();
        await banner.getByRole('button', { name: 'Logout' }).click(); // signed out again for the sign-up below
        await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
      },
    },
    {
      path: '/register',
      early: async () => {
        await main.getByLabel('Email').fill(signUpEmail); // what a password manager does
        await main.getByLabel('Password', { exact: true }).pressSequentially('early bird 42'); // real keystrokes
        await expect(main.getByRole('button', { name: GETTING_READY })).toHaveCount(4);
        await expect(main.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
        await main.getByLabel('Password', { exact: true }).press('Enter'); // a submit before the script: nothing happens
      },
      after: async () => {
        expect(page.url()).not.toContain('early');
        await expect(main.getByLabel('Password', { exact: true })).toHaveValue('early bird 42');
        await main.getByRole('button', { name: 'Sign Up' }).click();
        await expect(page.getByText('Sign up successful! You are now logged in.')).toBeVisible();
      },
    },
    {
      path: '/contact',
      early: async () => {
        await main.getByLabel('Name').fill('Riley Early');
        await main.getByLabel('Email').fill('riley@example.com');
        await main.getByLabel('Subject').selectOption({ label: 'Technical support' });
        await main.getByLabel('Message').fill('Typed before the page was ready.');
        await expect(main.getByRole('button', { name: GETTING_READY })).toBeDisabled();
      },
      after: async () => {
        await main.getByRole('button', { name: 'Send Message' }).click();
        await expect(main.getByRole('button', { name: 'Sending...' })).toBeDisabled(); // valid: nothing said "Please enter"
        await expect(main.getByRole('alert')).toHaveCount(0);
      },
    },
    {
      path: '/essay-grader',
      early: async () => {
        await main.getByLabel('Essay type').selectOption('irr');
        await main.getByLabel('Essay', { exact: true }).fill('Urban trees cool cities and save energy.');
        await expect(main.getByRole('button', { name: GETTING_READY })).toBeDisabled();
      },
      after: async () => {
        await expect(main.getByText('7 words', { exact: true })).toBeVisible();
        await expect(main.getByText(/Official limit for the IRR/)).toBeVisible();
        await expect(main.getByRole('button', { name: 'Grade Essay' })).toBeEnabled();
        await expect(main.getByText('Your draft is saved on this device as you type.')).toBeVisible();
        await page.reload(); // it reached the saved draft, not only the field
        await expect(main.getByLabel('Essay', { exact: true })).toHaveValue('Urban trees cool cities and save energy.');
      },
    },
    {
      path: '/apush-practice-exam/saq/2025',
      early: async () => {
        await main.getByLabel('SAQ 2').fill('Shays’ Rebellion frightened creditors.');
      },
      after: async () => {
        await expect(main.getByText('4 words', { exact: true })).toBeVisible();
        await expect(main.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
        await page.reload();
        await expect(main.getByLabel('SAQ 2')).toHaveValue('Shays’ Rebellion frightened creditors.');
      },
    },
    {
      path: '/apush-timeline',
      early: async () => {
        await main.getByLabel('Search events').fill('Reconstruction');
      },
      after: async () => {
        await expect(page).toHaveURL(/q=Reconstruction/);
        await expect(main.getByText(/^Showing \d+ of \d+ events$/)).not.toHaveText(/Showing (\d+) of \1 events/);
      },
    },
    {
      path: '/notes',
      early: async () => {
        await main.getByLabel('Search notes or flashcards').fill('jamestown');
      },
      after: async () => {
        await expect(page).toHaveURL(/q=jamestown/);
        await expect(main.getByLabel('Search notes or flashcards')).toHaveValue('jamestown');
      },
    },
  ];
  for (const form of forms) {
    await test.step(form.path, async () => {
      const release = await openBeforeScript(page, form.path);
      await form.early(page);
      await release();
      await form.after(page);
    });
  }
});

test('before the script: FAQ items, unit sections and MCQ answers work from the HTML and are kept; the MCQ Submit and Google sign-in say they are getting ready', async ({ page }) => {
  test.slow();
  const main = page.getByRole('main');
  await test.step('FAQ', async () => {
    const release = await openBeforeScript(page, '/faq');
    const free = main.locator('details', { has: page.locator('summary', { hasText: 'Is Pocket AP free?' }) });
    await free.locator('summary').click();
    await expect(free).toHaveAttribute('open', '');
    await expect(free.getByText(/everything that is free today stays free/)).toBeVisible();
    await release();
    await expect(free).toHaveAttribute('open', '');
    const offline = main.locator('details', { has: page.locator('summary', { hasText: 'Does it work without an internet connection?' }) });
    await offline.locator('summary').click();
    await expect(offline).toHaveAttribute('open', '');
    await expect(free).toHaveAttribute('open', ''); // several at once
  });
  await test.step('a unit section', async () => {
    const release = await openBeforeScript(page, '/apush-study-guide/unit/1');
    const section = main.locator('details', { has: page.locator('summary', { hasText: /^1\.2 / }) });
    await section.locator('summary').click();
    await expect(section.getByText('Key terms')).toBeVisible();
    await release();
    await expect(section).toHaveAttribute('open', '');
  });
  await test.step('the MCQ sheet', async () => {
    const release = await openBeforeScript(page, '/apush-practice-exam/mcq/2014');
    const sheet = main.getByRole('region', { name: 'Answer sheet' });
    await expect(sheet.getByRole('button', { name: GETTING_READY })).toBeDisabled();
    await expect(main.getByRole('group', { name: 'Timer' }).getByRole('button', { name: GETTING_READY })).toBeDisabled();
    await expect(sheet.locator('p strong', { hasText: GETTING_READY })).toBeVisible();
    const first = sheet.getByRole('radiogroup', { name: 'Question 1', exact: true }).getByRole('radio', { name: 'A', exact: true });
    await first.click(); // a letter works from the HTML alone
    await expect(first).toBeChecked();
    await expect(sheet.getByRole('button', { name: 'Flag question 1 for review' })).toBeHidden(); // a flag needs the script
    await release();
    await expect(sheet.getByText('Answered 1', { exact: true })).toBeVisible(); // the app holds the early answer
    const second = sheet.getByRole('radiogroup', { name: 'Question 2', exact: true }).getByRole('radio', { name: 'C', exact: true });
    await second.click();
    await expect(second).toBeChecked();
    await page.reload(); // both were saved on the device
    await expect(first).toBeChecked();
    await expect(second).toBeChecked();
    await main.getByRole('group', { name: 'Timer' }).getByRole('button', { name: 'Start' }).click();
    await expect(main.getByRole('group', { name: 'Timer' }).getByRole('button', { name: 'Stop' })).toBeEnabled();
  });
  await test.step('Sign in with Google', async () => {
    const release = await openBeforeScript(page, '/login');
    await expect(main.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: GETTING_READY }).nth(2)).toBeDisabled();
    await release();
    await expect(main.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });
});

test.describe('a first visit on a slow phone', () => {
  // No service worker: the script comes from the network, as on a first visit (and as `npm run bench` measures).
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

  test('taps and typing while a page hydrates on a slow phone leave its app running', async ({ page, context }) => {
    test.slow(); // seven loads with the CPU slowed 4x: 20 s alone, over 30 s once beside the other journeys
    // A keystroke in the moment the router's route code was still loading stopped React 18.3 for good (minified error
    // #345): docs/boot-and-local-server.md#hydration-after-the-router-as-a-transition.
    const main = page.getByRole('main');
    const email = main.getByLabel('Email', { exact: true });
    // Where a finger would tap, found once at full speed: asking Playwright on the slowed page would pace the taps.
    const pointOf = async (path: string, control: Locator) => {
      await page.goto(path);
      const box = (await control.boundingBox())!;
      return { x: box.x + 10, y: box.y + box.height / 2 };
    };
    const login = await pointOf('/login', email);
    const faq = await pointOf('/faq', main.locator('summary').first());
    const loads = [...Array.from({ length: 6 }, () => ['/login', login, 'a'] as const), ['/faq', faq, ''] as const];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Whether a tap meets the moment that broke it is chance: 7 of 16 such loads of /login broke on the old code (docs/boot-and-local-server.md#hydration-after-the-router-as-a-transition).
    for (const [path, point, letter] of loads) {
      await page.mainFrame().goto(path, { waitUntil: 'commit' });
      const running = () => page.evaluate(() => 'ready' in document.documentElement.dataset);
      // A finger's taps (no waiting for the control to be ready, as locator.click would), every 100 ms until the app runs.
      await expect
        .poll(
          async () => {
            await page.mouse.click(point.x, point.y);
            if (letter) await page.keyboard.type(letter);
            return running();
          },
          { timeout: 20_000, intervals: [100] },
        )
        .toBe(true);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto('/login');
    await main.getByLabel('Password', { exact: true }).fill('a');
    await expect(main.getByText('For a new account the password still needs:')).toBeVisible();
  });
});
