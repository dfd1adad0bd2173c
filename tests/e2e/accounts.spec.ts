/**
 * Accounts against the Firebase Auth emulator (started around the run by scripts/e2e.mjs). Each test wipes the
 * emulator's accounts first; the tests of this file run one after another in one worker.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, waitForServiceWorker } from './fixtures';
import { clearAccounts, createAccount, GAPI_STAND_IN, oobCodes } from '../support/auth-emulator';

const LOGIN_FAILED = 'Login failed. Please check your email and password and try again.';
const NOTES_USER_KEY = 'pocket-ap:notes-user';

test.beforeEach(async () => {
  await clearAccounts();
});

const header = (page: Page) => page.getByRole('banner');
const notesUser = (page: Page) => page.evaluate((key) => localStorage.getItem(key), NOTES_USER_KEY);

/** Fills the login form in `scope` (the page's main area unless given, e.g. the modal) and presses Login. */
async function logInAt(page: Page, email: string, password: string, scope: Locator = page.getByRole('main')) {
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Login', exact: true }).click();
}

async function serveGapiStandIn(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
}

test('sign up, set up the profile, see the name, log out, then log in with a wrong and the right password', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In to Your Account' })).toBeVisible();
  for (const name of ['Login', 'Sign Up', 'Sign in with Google', 'Forgot Password?']) {
    await expect(page.getByRole('main').getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'login mode');

  // The password policy (the emulator has none: the fallback of 6 characters) shows live under the field.
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await expect(page.getByText('At least 6 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Sign up failed\. Please try again\./);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await expect(page.getByText('At least 6 characters')).toHaveCount(0);
  // At /register the first button is Sign Up and Enter signs up (at /login both log in).
  await expect(page.getByRole('main').locator('form button').first()).toHaveText('Sign Up');
  await page.getByLabel('Password', { exact: true }).press('Enter');

  await expect(page.getByText('Sign up successful! You are now logged in.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Account', exact: true })).toBeVisible();
  const username = page.getByLabel('Username');
  await expect(username).toBeVisible();
  await expect(page.getByRole('button', { name: /^(eagle|books|graduation cap|trophy|star|brain|lightning|fire|rocket|target|light bulb|memo|classical building|US flag|woman student|man student)$/ })).toHaveCount(16);
  await expectAccessible(page, 'profile setup');
  // The profile rules, in order (docs/product.md#accounts).
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Username required');
  await username.fill('Ada L');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an icon');
  await page.getByRole('button', { name: 'eagle' }).click();
  await expect(page.getByRole('button', { name: 'eagle' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save Profile' }).click();

  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Account', exact: true })).toBeVisible();
  // Saving closed the setup: the signed-in view with its name and actions.
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Ada L', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  // The next step: no page to go back to (?from=), so the first unit.
  await page.getByRole('navigation', { name: 'Next step' }).getByRole('link', { name: 'Start Unit 1' }).click();
  await expect(page).toHaveURL(/\/apush-study-guide\/unit\/1$/);
  await page.goBack();
  const accountButton = header(page).getByRole('button', { name: 'Ada L' });
  await expect(accountButton).toBeVisible();
  await expect(accountButton).toContainText('🦅');
  expect(await notesUser(page)).toBe('Ada L');
  // Persistence: IndexedDB first (docs/product.md#accounts).
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain('firebaseLocalStorageDb');
  await expectAccessible(page, 'signed-in view');

  // The header draws the last known account before Firebase loads: with Firebase's chunk held back, the name
  // is still there on a reload...
  let heldBack = 0;
  await page.route('**/assets/firebase-service-*.js', (route) => {
    heldBack += 1;
    return route.abort();
  });
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'Ada L' })).toBeVisible();
  await expect.poll(() => heldBack, 'Firebase was requested after first paint and held back').toBeGreaterThan(0);
  await page.unroute('**/assets/firebase-service-*.js');
  // ...and with it, the live state confirms it.
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'Ada L' })).toBeVisible();

  // The account menu: closes on Escape and on an outside click; Logout goes to /login.
  const menuButton = header(page).getByRole('button', { name: 'Ada L' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await menuButton.click();
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await notesUser(page)).toBeNull();

  await logInAt(page, 'ada@example.com', 'wrong password');
  await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
  await logInAt(page, 'ada@example.com', 'correct horse');
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByText('Ada L', { exact: true }).first()).toBeVisible();
  expect(await notesUser(page)).toBe('Ada L');
});

test('reset mode sends a reset email the emulator records', async ({ page }) => {
  await createAccount('grace@example.com', 'hopper123');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page, 'reset mode');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('Password reset email sent!')).toBeVisible();
  await expect
    .poll(async () => (await oobCodes()).filter((code) => code.email === 'grace@example.com').map((code) => code.requestType))
    .toEqual(['PASSWORD_RESET']);
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In to Your Account' })).toBeVisible();
});

test('Google sign-in through the emulator’s own sign-in page, then the pre-filled profile setup', async ({ page, context, pageProblems }) => {
  await serveGapiStandIn(context);
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.locator('#add-account-button').click();
  await popup.locator('#autogen-button').click();
  const generatedName = await popup.locator('#display-name-input').inputValue();
  expect(generatedName, 'the emulator made up a display name').not.toBe('');
  await popup.locator('#sign-in').click();

  await expect(page.getByText('Google sign-in successful!')).toBeVisible();
  // No icon yet, so the profile setup opens, pre-filled with the account's name.
  const username = page.getByLabel('Username');
  await expect(username).toBeVisible();
  await expect(username).toHaveValue(generatedName);
  await username.fill('Grace H');
  await page.getByRole('button', { name: 'rocket' }).click();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Grace H' })).toContainText('🚀');
  // The emulator's helper iframe (127.0.0.1:9099, a third party here) reads sessionStorage, which headless
  // Chromium denies to third-party frames; that page is the emulator's, not ours, and the flow above completed.
  const thirdPartyStorage = "Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.";
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((problem) => !problem.includes(thirdPartyStorage)));
});

test('signing in from the header’s modal closes it and the SAQ answers are still there; Edit Profile opens it in forced profile edit', async ({ page }) => {
  await createAccount('lin@example.com', 'maya-lin-1', { displayName: 'Maya', photoUrl: '🏛️' });
  await page.goto('/apush-practice-exam/saq/2025');
  await page.getByLabel('SAQ 1').fill('Beard: the Constitution protected property.');
  const login = header(page).getByRole('button', { name: 'Login' });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Account', exact: true });
  await expect(dialog.getByRole('heading', { level: 2, name: 'Sign In to Your Account' })).toBeVisible();
  await expectAccessible(page, 'sign-in modal');
  // Focus stays in the dialog, Escape closes it and focus returns to the Login button.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();

  await login.click();
  await logInAt(page, 'lin@example.com', 'maya-lin-1', dialog);
  // A complete profile: the modal closes by itself and the student is back at their answers.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
  await expect(page.getByLabel('SAQ 1')).toHaveValue('Beard: the Constitution protected property.');
  await expectAccessible(page, 'SAQ page after signing in from the modal');

  const menuButton = header(page).getByRole('button', { name: 'Maya' });
  await expect(menuButton).toContainText('🏛️');
  await menuButton.click();
  await header(page).getByRole('button', { name: 'Edit Profile' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue('Maya');
  await expect(dialog.getByRole('button', { name: 'classical building' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('Username').fill('Maya Lin');
  await dialog.getByRole('button', { name: 'star' }).click();
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  // Saving closes the modal and says so in the page's live region.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated!' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Maya Lin' })).toContainText('⭐');
  expect(await notesUser(page)).toBe('Maya Lin');
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu offers the account actions', async ({ page }) => {
    await createAccount('kat@example.com', 'johnson-62', { displayName: 'Katherine Johnson', photoUrl: '🚀' });
    await page.goto('/login');
    await logInAt(page, 'kat@example.com', 'johnson-62');
    await expect(page.getByRole('heading', { level: 1, name: 'Account', exact: true })).toBeVisible();
    // The bar keeps the avatar; the name stays the button's accessible name.
    await expect(header(page).getByRole('button', { name: 'Katherine Johnson' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByText('Signed in as Katherine Johnson')).toBeVisible();
    await expectAccessible(page, 'mobile menu signed in');
    await header(page).getByRole('navigation', { name: 'Menu' }).locator('..').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In to Your Account' })).toBeVisible();
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a signed-in student stays signed in offline; a new sign-in offline says so', async ({ page, context }) => {
    await createAccount('ida@example.com', 'wells-1862', { displayName: 'Ida', photoUrl: '📝' });
    await page.goto('/login');
    await waitForServiceWorker(page);
    await logInAt(page, 'ida@example.com', 'wells-1862');
    await expect(page.getByRole('heading', { level: 1, name: 'Account', exact: true })).toBeVisible();

    await context.setOffline(true);
    // Forget the header's cache: the name must come from Firebase's own persisted session, without a network.
    await page.evaluate(() => localStorage.removeItem('pocket-ap:last-user'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Account', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Ida' })).toBeVisible();

    // Logging out works offline; logging in anew says the device is offline.
    await header(page).getByRole('button', { name: 'Ida' }).click();
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In to Your Account' })).toBeVisible();
    await logInAt(page, 'ida@example.com', 'wells-1862');
    await expect(page.getByRole('alert')).toHaveText("You're offline. Signing in needs a connection: try again when you're back online.");
  });
});

test('profile setup opens by itself once per account, and until a username is chosen no email is shown as an author', async ({ page }) => {
  await createAccount('nina@example.com', 'nina-pass-1');
  await page.goto('/login');
  await logInAt(page, 'nina@example.com', 'nina-pass-1');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectAccessible(page, 'profile setup with Not now');
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  // A note published before a username was chosen carries the account's label (its email) as its author.
  await page.goto('/notes');
  const note = { id: 1760000000000, author: 'nina@example.com', title: 'Nina’s deck', topic: 'APUSH', type: 'notes', created: '10/9/2025, 8:53:21 AM', content: 'Seneca Falls, 1848.' };
  await page.evaluate((value) => localStorage.setItem('pocket-ap:notes', value), JSON.stringify([note]));
  await page.reload();
  const card = page.getByRole('article', { name: 'Nina’s deck', exact: true });
  await expect(card.getByText('Posted by A Pocket AP student on 10/9/2025, 8:53:21 AM')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('nina@example.com');

  // Log out and in again: the setup does not open by itself a second time.
  await header(page).getByRole('button', { name: 'nina@example.com' }).click();
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInAt(page, 'nina@example.com', 'nina-pass-1');
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
});
