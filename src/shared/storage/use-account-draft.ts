/** A graded screen's draft, kept per account: signing in takes the signed-out draft along; any other switch empties
 * the screen first; early typing is merged, never lost (docs/product.md#who-may-grade-and-how-much). */
import { useEffect, useRef, useState } from 'react';
import { useAccountId, type AccountId } from '../account-seam';
import type { AccountStores } from './record';

export interface AccountDraft<T> {
  value: T;
  /** The account's saved draft has been read (typing before that keeps what was typed). */
  loaded: boolean;
  account: AccountId;
  read(): T;
  update(next: T): void;
  /** Whether signing in takes the signed-out draft along even if nothing was typed on this page (work waits to be graded). */
  carryOnSignIn(carry: boolean): void;
  flush(): Promise<void>;
}

/** Two texts as one, neither lost: the saved one first, the one typed before it was read after (each once). */
export function keepBoth(saved: string, typed: string): string {
  if (!saved.trim() || typed.includes(saved)) return typed;
  if (!typed.trim() || saved.includes(typed)) return saved;
  return `${saved}\n\n${typed}`;
}

export function useAccountDraft<T>(
  storeFor: AccountStores<T>,
  empty: T,
  isBlank: (value: T) => boolean,
  merge: (saved: T, typed: T) => T = (_saved, typed) => typed,
): AccountDraft<T> {
  const account = useAccountId();
  const [value, setValue] = useState(empty);
  const current = useRef(value);
  const [loadedFor, setLoadedFor] = useState<AccountId>(undefined);
  /** The student typed since the shown account's draft was read. */
  const typed = useRef(false);
  const shownFor = useRef<AccountId>(undefined);
  const carry = useRef(false);

  useEffect(() => {
    if (account === undefined) return;
    const show = (next: T) => {
      current.current = next;
      setValue(next);
    };
    const previous = shownFor.current;
    shownFor.current = account;
    const own = storeFor(account);
    const signingIn = previous === null && account !== null;
    const keep = !isBlank(current.current) && ((typed.current && signingIn) || (carry.current && signingIn));
    // Typed before any account's draft was read: kept, and joined with the saved draft once that is read.
    const typedFirst = previous === undefined && typed.current && !isBlank(current.current);
    if (keep) {
      own.save(current.current);
      if (signingIn) void storeFor(null).clear();
      setLoadedFor(account);
      return () => void own.flush();
    }
    if (previous !== undefined && previous !== account) show(empty);
    if (!typedFirst) typed.current = false;
    let cancelled = false;
    own
      .load()
      .then((saved) => {
        if (cancelled) return;
        if (!typed.current) {
          if (saved !== undefined) show(saved);
          return;
        }
        // Typed first: saved for this account, joined with what it had saved.
        const both = saved === undefined || isBlank(saved) ? current.current : merge(saved, current.current);
        if (both !== current.current) show(both);
        own.save(both);
        // Text is written at once, not after the typing pause: the page may be reloaded as soon as it shows as saved.
        if (!isBlank(both)) void own.flush();
      })
      .catch(() => {
        /* private mode or storage blocked: the page still works, it just cannot keep the draft */
      })
      .finally(() => !cancelled && setLoadedFor(account));
    return () => {
      cancelled = true;
      void own.flush();
    };
    // `empty` and `isBlank` are constants of the screen; the draft follows the account only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, storeFor]);

  return {
    value,
    loaded: account !== undefined && loadedFor === account,
    account,
    read: () => current.current,
    carryOnSignIn(value) {
      carry.current = value;
    },
    update(next) {
      typed.current = true;
      current.current = next;
      setValue(next);
      if (account !== undefined) storeFor(account).save(next);
    },
    flush: () => (account === undefined ? Promise.resolve() : storeFor(account).flush()),
  };
}
