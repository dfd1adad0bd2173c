/** The app's one grading outbox and the hooks screens use; nothing touches the device before a component
 * mounts (prerendering). See docs/product.md#grading-outbox. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useAccountId, type AccountId } from '../shared/account-seam';
import { IDB_DATABASES } from '../shared/storage/keys';
import type { GradingKind } from './client';
import { createOutbox, type Outbox, type OutboxItem, type SetAsideItem } from './outbox';

let outbox: Outbox | undefined;
export const gradingOutbox = (): Outbox => (outbox ??= createOutbox({ dbName: IDB_DATABASES.gradingOutbox }));

/** Called once by the app shell: flushes now, on `online`, on visibility and on the back-off timer. */
export const startGradingOutbox = () => gradingOutbox().start();

const EMPTY: readonly OutboxItem[] = [];
const subscribe = (listener: () => void) => gradingOutbox().subscribe(listener);

export function useOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(subscribe, () => gradingOutbox().snapshot(), () => EMPTY);
}

const NONE_ASIDE: readonly SetAsideItem[] = [];

/** Stored gradings this build could not read, set aside with their text (docs/product.md#grading-outbox). */
export function useSetAsideItems(): readonly SetAsideItem[] {
  return useSyncExternalStore(subscribe, () => gradingOutbox().setAside(), () => NONE_ASIDE);
}

export const isWaiting = (item: OutboxItem) => item.status === 'waiting' || item.status === 'sending';

/** An account's items are shown to that account only; items made signed out to the signed-out device only, until a
 * student who signs in says they are theirs (SignedOutGradingsPrompt). */
export const belongsTo = (item: { owner?: string | null }, account: AccountId) => (item.owner ? item.owner === account : account === null);

/** Waiting gradings made signed out, which a signed-in student may claim. */
export const unclaimed = (items: readonly OutboxItem[]) => items.filter((item) => !item.owner && item.status === 'waiting');

/** The account's waiting items of `kind`; once `ready`, each settled one goes to `onSettled` once, then is removed. */
export function useOutbox<K extends GradingKind>(
  kind: K,
  ready: boolean,
  onSettled: (item: OutboxItem<K>) => Promise<void> | void,
): OutboxItem<K>[] {
  const items = useOutboxItems();
  const account = useAccountId();
  const handled = useRef(new Set<string>());
  const handler = useRef(onSettled);
  useEffect(() => {
    handler.current = onSettled;
  });
  // A result that came while the screen was closed (or in another tab) shows when it opens.
  useEffect(() => {
    void gradingOutbox().refresh().catch(() => {});
  }, []);
  useEffect(() => {
    if (!ready || account === undefined) return;
    for (const item of items) {
      if (item.kind !== kind || isWaiting(item) || !belongsTo(item, account) || handled.current.has(item.id)) continue;
      handled.current.add(item.id);
      Promise.resolve(handler.current(item as OutboxItem<K>))
        .then(() => gradingOutbox().remove(item.id))
        .catch(() => handled.current.delete(item.id));
    }
  }, [items, kind, ready, account]);
  return items.filter((item): item is OutboxItem<K> => item.kind === kind && isWaiting(item) && belongsTo(item, account));
}
