/**
 * The last known account, for the header's first paint before Firebase reports. Prerendered pages carry the
 * signed-out header, so the stored account is read right after hydration: in an effect, not with
 * useSyncExternalStore, and as a transition, so it never makes React throw away route content still hydrating
 * (docs/decisions.md#account-updates-are-transitions).
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { pageBeganHydrating } from '../../../shared/hydration';
import type { AuthUser } from '../lib/auth-user';
import { parseLastUser, readLastUserRecord, subscribeLastUser } from '../lib/last-user';

/** The stored record as text (what other tabs change) and the account it holds. */
export function useLastKnownAccount(): { record: string | null; user: AuthUser | null } {
  const [record, setRecord] = useState<string | null>(() => (pageBeganHydrating() ? null : readLastUserRecord()));
  useEffect(() => {
    const read = () => startTransition(() => setRecord(readLastUserRecord()));
    read();
    return subscribeLastUser(read);
  }, []);
  const user = useMemo(() => parseLastUser(record), [record]);
  return { record, user };
}
