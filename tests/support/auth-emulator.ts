/**
 * The Auth emulator's REST API, for the account journeys: wipe accounts between tests, create accounts
 * directly, and read the out-of-band codes (password-reset emails) the emulator would have sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const PROJECT = 'demo-pocket-ap';
const API_KEY = 'demo-api-key';

export async function clearAccounts(): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`could not clear emulator accounts: ${response.status}`);
}

/** Creates an account (optionally with a display name and icon) and returns its uid. */
export async function createAccount(
  email: string,
  password: string,
  profile?: { displayName?: string; photoUrl?: string },
): Promise<string> {
  const signUp = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const account = (await signUp.json()) as { localId: string; idToken: string };
  if (!signUp.ok) throw new Error(`sign-up failed: ${JSON.stringify(account)}`);
  if (profile) {
    const update = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: account.idToken, ...profile }),
    });
    if (!update.ok) throw new Error(`profile update failed: ${await update.text()}`);
  }
  return account.localId;
}

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

export async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** The stand-in for Google's api.js (this machine cannot reach apis.google.com). */
export const GAPI_STAND_IN = readFileSync(path.join(import.meta.dirname, 'gapi-stand-in.js'), 'utf8');

export interface TestAccount {
  email: string;
  password: string;
  displayName: string;
  icon: string;
}

/**
 * Creates an account with a complete profile (so no profile-setup step) under a fresh email, signs in through the
 * sign-in screen at /login, and resolves once the header shows the name (the notes user name is then set).
 */
export async function signInAs(page: Page, displayName: string, icon = '🦅'): Promise<TestAccount> {
  const slug = displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const account = {
    email: `${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'correct horse battery',
    displayName,
    icon,
  };
  await createAccount(account.email, account.password, { displayName, photoUrl: icon });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: displayName })).toBeVisible();
  return account;
}
