/**
 * Playwright helpers for journeys with a signed-in student (notes, grading). Accounts are real ones on the Auth
 * emulator, on the kept email domain, so the accounts journeys' clean-up beside them never deletes them.
 */
import { expect, type Page } from '@playwright/test';
import { createAccount, keptEmail } from './auth-emulator';

export interface TestAccount {
  email: string;
  password: string;
  displayName: string;
  icon: string;
}

/** Creates an account with a complete profile (so no profile-setup step) under a fresh email. */
export async function newAccount(displayName: string, icon = '🦅'): Promise<TestAccount> {
  const account = { email: keptEmail(displayName), password: 'correct horse battery', displayName, icon };
  await createAccount(account.email, account.password, { displayName, photoUrl: icon });
  return account;
}

/**
 * Creates an account, signs in through the sign-in screen at /login, and resolves once the header shows the name
 * (the notes user name is then set).
 */
export async function signInAs(page: Page, displayName: string, icon = '🦅'): Promise<TestAccount> {
  const account = await newAccount(displayName, icon);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: displayName })).toBeVisible();
  return account;
}

/** Signs in with the account modal that is open (a grading asked for it); a complete account closes it by itself. */
export async function signInWithOpenModal(page: Page, account: TestAccount): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
}
