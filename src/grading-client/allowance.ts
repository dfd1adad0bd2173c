/**
 * The last daily allowance the functions reported, per account, for the screens' "N of M gradings left today"
 * (docs/product.md#who-may-grade-and-how-much). Kept in memory only: it is a hint that follows each grading, and
 * another student signing in on the same device never sees this one's count.
 */
import { useSyncExternalStore } from 'react';
import { currentAccountId, subscribeAccount } from '../shared/account-seam';
import type { QuotaState } from '../grading-contract/quota';

let latest: { owner: string; state: QuotaState } | null = null;
const listeners = new Set<() => void>();

/** Called by the grading client with the headers of an answer sent with `owner`'s token. */
export function rememberAllowance(owner: string, state: QuotaState): void {
  latest = { owner, state };
  for (const listener of listeners) listener();
}

/** The allowance of the account signed in now, or null when none was reported. */
export function currentAllowance(): QuotaState | null {
  const owner = currentAccountId();
  return latest && owner && latest.owner === owner ? latest.state : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = subscribeAccount(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export function useAllowance(): QuotaState | null {
  return useSyncExternalStore(subscribe, currentAllowance, () => null);
}
