/**
 * The seam between accounts (features/auth) and the layers below features that need the student: grading
 * must send a fresh ID token, screens must know whose device data to show and may ask the header to open its
 * sign-in modal. features/auth fills it in; nothing here imports Firebase. See docs/architecture.md#accounts.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

// --- Who is signed in (uid), for device data that belongs to an account -------------------------------------

/** The signed-in uid, null when signed out, undefined until features/auth has said which (just after hydration). */
export type AccountId = string | null | undefined;

let accountId: AccountId = undefined;
const accountListeners = new Set<Listener>();

/** Called by features/auth whenever the account changes (null: signed out). */
export function publishAccount(uid: string | null): void {
  if (uid === accountId) return;
  accountId = uid;
  for (const listener of accountListeners) listener();
}

export function currentAccountId(): AccountId {
  return accountId;
}

export function subscribeAccount(listener: Listener): () => void {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}

/**
 * The signed-in uid, null when signed out, undefined while not yet known (always on the server: prerendered HTML
 * shows neither account's data). Screens that keep device data per account wait for a known value before they
 * load, so a signed-in student's draft is read once, not the signed-out one first.
 */
export function useAccountId(): AccountId {
  return useSyncExternalStore(subscribeAccount, currentAccountId, () => undefined);
}

// --- A fresh ID token, at the moment a request is sent -------------------------------------------------------

type TokenSource = (options: { forceRefresh: boolean }) => Promise<string | null>;
let tokenSource: TokenSource | null = null;

/** Called by features/auth; returns how to take the source back. */
export function provideIdToken(source: TokenSource): () => void {
  tokenSource = source;
  return () => {
    if (tokenSource === source) tokenSource = null;
  };
}

/** The signed-in student's ID token (renewed by Firebase when close to expiry), or null when signed out. */
export async function freshIdToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
  if (!tokenSource) return null;
  try {
    return await tokenSource({ forceRefresh: Boolean(options.forceRefresh) });
  } catch {
    return null;
  }
}

// --- Asking the student to sign in ---------------------------------------------------------------------------

const signInListeners = new Set<Listener>();

/** Opens the header's sign-in modal (features/auth listens). */
export function requestSignIn(): void {
  for (const listener of signInListeners) listener();
}

export function onSignInRequest(listener: Listener): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}
