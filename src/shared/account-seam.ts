/**
 * The seam through which features/auth tells the layers below who is signed in, hands them a fresh ID token and
 * takes sign-in requests; nothing here imports Firebase. See docs/architecture.md#accounts.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** The signed-in uid, null when signed out, undefined until features/auth has said which (just after hydration). */
export type AccountId = string | null | undefined;

let accountId: AccountId = undefined;
const accountListeners = new Set<Listener>();

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

/** Undefined while not yet known (always on the server), so per-account screens wait before reading device data. */
export function useAccountId(): AccountId {
  return useSyncExternalStore(subscribeAccount, currentAccountId, () => undefined);
}

type TokenSource = (options: { forceRefresh: boolean }) => Promise<string | null>;
let tokenSource: TokenSource | null = null;

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

const signInListeners = new Set<Listener>();

export function requestSignIn(): void {
  for (const listener of signInListeners) listener();
}

export function onSignInRequest(listener: Listener): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}
