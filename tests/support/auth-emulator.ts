/**
 * The Auth emulator's REST API, for the account journeys: wipe accounts between tests, create accounts
 * directly, and read the out-of-band codes (password-reset emails) the emulator would have sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_EMULATOR_ORIGIN } from './ports';

/** The emulator of the journeys, or the one FIREBASE_AUTH_EMULATOR_HOST names (the handler tests start their own). */
export const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}` : AUTH_EMULATOR_ORIGIN;
export const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-pocket-ap';
const API_KEY = 'demo-api-key';

/** Journeys that run beside the accounts journeys (notes, grading) use this domain; clearAccounts leaves them alone. */
export const KEPT_EMAIL_DOMAIN = '@journeys.test';

/** A unique address on the kept domain. */
export const keptEmail = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}${KEPT_EMAIL_DOMAIN}`;

/** Deletes every account except those on KEPT_EMAIL_DOMAIN (another worker may be signed in with one). */
export async function clearAccounts(): Promise<void> {
  const admin = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
  const list = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchGet?maxResults=1000`, { headers: admin });
  if (!list.ok) throw new Error(`could not list emulator accounts: ${list.status}`);
  const users = ((await list.json()) as { users?: { localId: string; email?: string }[] }).users ?? [];
  const localIds = users.filter((user) => !user.email?.endsWith(KEPT_EMAIL_DOMAIN)).map((user) => user.localId);
  if (!localIds.length) return;
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchDelete`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ localIds, force: true }),
  });
  if (!response.ok) throw new Error(`could not clear emulator accounts: ${response.status}`);
}

/** Creates an account and returns its uid and a fresh ID token (what the browser sends to the grading functions). */
export async function signUp(email: string, password: string): Promise<{ localId: string; idToken: string }> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const account = (await response.json()) as { localId: string; idToken: string };
  if (!response.ok) throw new Error(`sign-up failed: ${JSON.stringify(account)}`);
  return account;
}

/**
 * Marks an account's email as confirmed, as opening the verification link does (the grading functions refuse
 * unconfirmed email accounts). Tokens made before carry `email_verified: false`: sign in again for a new one.
 */
export const verifyEmail = (localId: string) => adminUpdate(localId, { emailVerified: true });

/** Creates an account whose email is confirmed, and returns its uid and an ID token that says so. */
export async function signUpVerified(email: string, password: string): Promise<{ localId: string; idToken: string }> {
  const { localId } = await signUp(email, password);
  await verifyEmail(localId);
  return { localId, idToken: await idTokenOf(email, password) };
}

/** Signs in anonymously (Firebase's anonymous provider) and returns the ID token. */
export async function signInAnonymously(): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string };
  if (!response.ok) throw new Error(`anonymous sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Changes an account as an administrator would: confirm its email, disable it, revoke its sessions (validSince, s). */
export async function adminUpdate(localId: string, change: { emailVerified?: boolean; disableUser?: boolean; validSince?: string }): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId, ...change }),
  });
  if (!response.ok) throw new Error(`could not update ${localId}: ${await response.text()}`);
}

/** A fresh ID token of an existing account (signs in through the emulator's REST API). */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string };
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Creates an account (optionally with a display name and icon), its email confirmed unless told, and returns its uid. */
export async function createAccount(
  email: string,
  password: string,
  profile?: { displayName?: string; photoUrl?: string },
  { verified = true }: { verified?: boolean } = {},
): Promise<string> {
  const account = await signUp(email, password);
  if (verified) await verifyEmail(account.localId);
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
