/** The app's one grading outbox and the hooks screens use; nothing touches the device before a component
 * mounts (prerendering). See docs/product.md#grading-outbox. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { currentAccountId, subscribeAccount, useAccountId, type AccountId } from '../shared/account-seam';
import { IDB_DATABASES } from '../shared/storage/keys';
import type { GradingKind } from './client';
import { createOutbox, type Outbox, type OutboxItem, type SetAsideItem } from './outbox';

let outbox: Outbox | undefined;
export const gradingOutbox = (): Outbox => (outbox ??= createOutbox({ dbName: IDB_DATABASES.gradingOutbox }));

/**
 * Called once by the app shell: flushes now, on `online`, on visibility and on the back-off timer, and files each
 * result that comes back into the gradings store, whether or not its screen is open, before the outbox lets the item
 * go (docs/architecture.md#grading-path).
 */
export function startGradingOutbox(): () => void {
  const stopSending = gradingOutbox().start();
  const stopFiling = startFilingGradings();
  return () => {
    stopSending();
    stopFiling();
  };
}

/** Files every graded item now and whenever the outbox or the account changes; returns a stop function. */
export function startFilingGradings(): () => void {
  const stopOutbox = gradingOutbox().subscribe(fileGraded);
  const stopAccount = subscribeAccount(fileGraded);
  fileGraded();
  return () => {
    stopOutbox();
    stopAccount();
  };
}

const filing = new Set<string>();
/** Each graded item of the account on the device goes into the gradings store (loaded only when one has come), then away. */
function fileGraded(): void {
  const account = currentAccountId();
  if (account === undefined) return;
  for (const item of gradingOutbox().snapshot()) {
    if (item.status !== 'graded' || !belongsTo(item, account) || filing.has(item.id)) continue;
    filing.add(item.id);
    void import('./gradings')
      .then(async ({ fileGrading, gradedFrom }) => {
        const graded = gradedFrom(item);
        if (graded) await fileGrading(item.owner ?? account, graded);
        await gradingOutbox().remove(item.id);
      })
      .catch(() => filing.delete(item.id));
  }
}

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

/** The account's waiting items of `kind`; once `ready`, each failed one goes to `onSettled` once, then is removed
 * (a graded one is filed by the grading client, see startGradingOutbox). */
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
      if (item.kind !== kind || item.status !== 'failed' || !belongsTo(item, account) || handled.current.has(item.id)) continue;
      handled.current.add(item.id);
      Promise.resolve(handler.current(item as OutboxItem<K>))
        .then(() => gradingOutbox().remove(item.id))
        .catch(() => handled.current.delete(item.id));
    }
  }, [items, kind, ready, account]);
  return items.filter((item): item is OutboxItem<K> => item.kind === kind && isWaiting(item) && belongsTo(item, account));
}
