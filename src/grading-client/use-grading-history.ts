import { useEffect, useRef, useState } from 'react';
import type { AccountStores } from '../shared/storage/record';
import { withGrading } from './history';

/**
 * The gradings a screen keeps on this device for the account (or for the device when signed out), read once the
 * account is known. `keep` puts a new grading first and saves it; the caller flushes the store it returns.
 */
export function useGradingHistory<T extends { id: string }>(stores: AccountStores<T[]>, account: string | null | undefined) {
  const [gradings, setGradings] = useState<T[]>([]);
  // The outbox may deliver two gradings before a render: each adds to the latest list, not to the rendered one.
  const latest = useRef(gradings);
  const [readFor, setReadFor] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (account === undefined) return;
    let cancelled = false;
    stores(account)
      .load()
      .then((past) => {
        if (cancelled) return;
        latest.current = past ?? [];
        setGradings(latest.current);
      })
      .catch(() => {
        /* storage blocked: the screen works, it just cannot keep anything */
      })
      .finally(() => !cancelled && setReadFor(account));
    return () => {
      cancelled = true;
    };
  }, [stores, account]);

  const loaded = account !== undefined && readFor === account;
  const keep = (grading: T) => {
    latest.current = withGrading(latest.current, grading);
    setGradings(latest.current);
    const store = stores(account ?? null);
    store.save(latest.current);
    return store;
  };
  return { gradings: loaded ? gradings : [], loaded, keep };
}
