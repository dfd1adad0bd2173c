/**
 * "Delete my account and data" (docs/product.md#accounts) against the Auth and Firestore emulators that
 * scripts/e2e.mjs starts: it asks first, removes the student's Firestore documents (no one else's), then the account.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { createAccount, idTokenOf, keptEmail } from '../support/auth-emulator';
import { hasUserDocument, putRecords, recordIds } from '../support/firestore-emulator';
import type { SyncRecord } from '../../src/shared/sync/record';

const records = (device: string): SyncRecord<unknown>[] => [
  { kind: 'deck', key: 'deck-1', clock: 1_700_000_000_001, deleted: false, device, data: { title: 'Unit 6 terms' } },
  { kind: 'review', key: '17:abc', clock: 1_700_000_000_002, deleted: false, device, data: { card: {}, logs: [] } },
  { kind: 'draft', key: 'saq:2025', clock: 1_700_000_000_003, deleted: false, device, data: { text: 'Beard argued…' } },
];

async function signIn(page: Page, email: string, password: string, name: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
}

async function openEditProfile(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Edit Profile' }).click();
  const account = page.getByRole('dialog', { name: 'Account', exact: true });
  await expect(account.getByLabel('Username')).toHaveValue(name);
  return account;
}

test('Delete my account and data: asks first, deletes the student’s Firestore documents and then the account', async ({ page }) => {
  const email = keptEmail('Rosa');
  const password = 'rosa-parks-1955';
  const uid = await createAccount(email, password, { displayName: 'Rosa', photoUrl: '⭐' });
  const otherUid = await createAccount(keptEmail('Other'), 'other-student-1', { displayName: 'Other', photoUrl: '🦅' });
  await putRecords(uid, records('laptop-1'));
  await putRecords(otherUid, records('phone-2'));
  expect(await recordIds(uid)).toHaveLength(3);

  await signIn(page, email, password, 'Rosa');
  const account = await openEditProfile(page, 'Rosa');
  await account.getByRole('button', { name: 'Delete my account and data' }).click();

  // It asks first, with Keep focused; keeping deletes nothing.
  const ask = page.getByRole('dialog', { name: 'Delete your account and data?' });
  await expect(ask.getByText(`This deletes ${email}`)).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep my account' })).toBeFocused();
  await expectAccessible(page, 'delete account question');
  await ask.getByRole('button', { name: 'Keep my account' }).click();
  await expect(ask).toBeHidden();
  expect(await recordIds(uid)).toHaveLength(3);

  await account.getByRole('button', { name: 'Delete my account and data' }).click();
  await ask.getByRole('button', { name: 'Delete account and data' }).click();
  // Firestore's code loads now (first use), then the documents and the account go: seconds on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: 'Your account and its synced data are deleted.' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, 'after deleting the account');

  // The student's documents are gone, another student's are not; the account is gone.
  expect(await recordIds(uid)).toEqual([]);
  expect(await hasUserDocument(uid)).toBe(false);
  expect(await recordIds(otherUid)).toHaveLength(3);
  await expect(idTokenOf(email, password)).rejects.toThrow(/EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
});

test('an old sign-in: deleting asks the student to log in again, and nothing is deleted', async ({ page }) => {
  const email = keptEmail('Ida');
  const password = 'ida-wells-1892';
  const uid = await createAccount(email, password, { displayName: 'Ida', photoUrl: '📝' });
  await putRecords(uid, records('laptop-1'));
  await signIn(page, email, password, 'Ida');
  const account = await openEditProfile(page, 'Ida');
  // Ten minutes later on the page's clock: Firebase wants a sign-in within the last five before deleting an account.
  await page.clock.setSystemTime(Date.now() + 10 * 60_000);
  await account.getByRole('button', { name: 'Delete my account and data' }).click();
  await page.getByRole('dialog', { name: 'Delete your account and data?' }).getByRole('button', { name: 'Delete account and data' }).click();
  await expect(account.getByRole('alert')).toHaveText(/deleting your account needs a recent sign-in\. Log out, log in again.*Nothing was deleted\./);
  await expectAccessible(page, 'delete refused for an old sign-in');
  expect(await recordIds(uid)).toHaveLength(3);
  expect(await idTokenOf(email, password)).toBeTruthy();
});
