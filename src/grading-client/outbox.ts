/** The grading outbox: stored first, sent until answered, one send per item across tabs, only for its own account.
 * See docs/architecture.md#grading and docs/decisions.md#grading-outbox-in-the-app. */
import { createStore, del, entries, set, update, type UseStore } from 'idb-keyval';
import { currentAccountId, subscribeAccount, type AccountId } from '../shared/account-seam';
import { GRADING_PATHS, sendGrading, type GradingKind, type GradingRequests, type GradingResults, type SendOutcome, type WaitReason } from './client';
import { errorMessage } from '../grading-contract/error-texts';
import type { GradingTarget } from './target';

export type OutboxStatus = 'waiting' | 'sending' | 'graded' | 'failed';
/** Why a waiting item waits: the network, a student to sign in, or a reason the server gave (client.ts). */
export type WaitingFor = 'connection' | 'sign-in' | WaitReason;
/** Waits whose time the server named: coming back online or to the page does not hurry them. */
const SERVER_TIMED: ReadonlySet<WaitingFor | undefined> = new Set(['retry-after', 'daily-ceiling']);

export interface OutboxItem<K extends GradingKind = GradingKind> {
  id: string;
  kind: K;
  request: GradingRequests[K];
  /** What it grades and where its result shows (docs/architecture.md#grading-path); absent on items of older versions. */
  target?: GradingTarget;
  createdAt: number;
  attempts: number;
  /** Not sent again by the timer before this time (back-off). */
  nextAttemptAt: number;
  status: OutboxStatus;
  waitingFor?: WaitingFor;
  /** The account it is sent for; null: made signed out, sent once a student who signs in says it is theirs. */
  owner?: string | null;
  /** While 'sending': another tab or a later flush leaves the item alone until this time. */
  leaseUntil?: number;
  result?: GradingResults[K];
  error?: string;
  /** Answers of 500, 502 or 504 so far: the model may have been called (and paid) each time (see PAID_STATUSES). */
  paidFailures?: number;
}

/** A stored item this build cannot read: kept aside under `unreadable:<id>:<time>` with the text it held. */
export interface SetAsideItem {
  key: string;
  /** The owner it names, when it names one (another account's set-aside items are not shown). */
  owner: string | null;
  /** Every piece of text the record held (the student's answers among them), so nothing is lost. */
  texts: string[];
}

/** What `submit` tells the screen; 'queued' waits for the connection or a Retry-After (`error` says which). */
export type SubmitOutcome =
  | { state: 'graded'; id: string }
  | { state: 'failed'; error: string }
  | { state: 'queued'; id: string; error?: string }
  | { state: 'sign-in'; id: string };

export interface Outbox {
  /** Stores the request, then sends it unless the device says it is offline. */
  submit<K extends GradingKind>(kind: K, request: GradingRequests[K], target?: GradingTarget): Promise<SubmitOutcome>;
  /** Sends every waiting item (all of them if `force`, else those whose back-off has passed). */
  flush(options?: { force?: boolean }): Promise<void>;
  snapshot(): readonly OutboxItem[];
  /** Stored items that could not be read, set aside (never sent, never deleted by the outbox). */
  setAside(): readonly SetAsideItem[];
  /** Reads the items again (another tab may have changed them). */
  refresh(): Promise<void>;
  remove(id: string): Promise<void>;
  /** The signed-in student says the gradings made signed out on this device are theirs: they become theirs and go. */
  adopt(): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Flushes now and on `online`, on visibility and on the back-off timer. Returns a stop function. */
  start(): () => void;
}

export interface OutboxOptions {
  dbName: string;
  send?: <K extends GradingKind>(kind: K, request: GradingRequests[K]) => Promise<SendOutcome<K>>;
  now?: () => number;
  online?: () => boolean;
  newId?: () => string;
  /** Who is signed in (undefined: not known yet); the app's account seam by default. */
  account?: () => AccountId;
  subscribeAccount?: (listener: () => void) => () => void;
  /** Web Locks (null: none): a lock held while sending means a lease left by a closed or reloaded page ends at
   * once, not after LEASE_MS. */
  locks?: Pick<LockManager, 'request'> | null;
}

export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Server trouble (5xx) is retried this many times in the background, then the item fails with its error. */
export const MAX_SERVER_ATTEMPTS = 6;
/** A 500/502/504, or the browser's own timeout (client.ts, as 504), may have been paid for and counts against the
 * allowance: sent at most this often (docs/product.md#grading-outbox). */
export const MAX_PAID_ATTEMPTS = 2;
export const PAID_STATUSES: readonly number[] = [500, 502, 504];
const SET_ASIDE_PREFIX = 'unreadable:';
/** Longer than a grading can take (two model attempts of 20 s plus the function's own time). */
export const LEASE_MS = 90_000;

export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

const EMPTY: readonly OutboxItem[] = [];
const NO_SET_ASIDE: readonly SetAsideItem[] = [];
const STATUSES: readonly string[] = ['waiting', 'sending', 'graded', 'failed'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checked by shape, never by kind beyond "a kind it has a path for": a new grading kind needs no change here. */
export function isOutboxItem(value: unknown): value is OutboxItem {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.kind === 'string' &&
    Object.hasOwn(GRADING_PATHS, value.kind) &&
    isRecord(value.request) &&
    typeof value.status === 'string' &&
    STATUSES.includes(value.status) &&
    [value.createdAt, value.attempts, value.nextAttemptAt].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** Every string a stored value holds, in order (the student's text is among them, whatever the shape). */
export function textsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.trim()) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) textsIn(v, out);
  else if (isRecord(value)) for (const v of Object.values(value)) textsIn(v, out);
  return out;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const send = options.send ?? sendGrading;
  const now = options.now ?? Date.now;
  const online = options.online ?? (() => navigator.onLine);
  const newId = options.newId ?? (() => crypto.randomUUID());
  const account = options.account ?? currentAccountId;
  const onAccount = options.subscribeAccount ?? subscribeAccount;
  /** An item is sent only for its own account, signed in. One made signed out has no owner until the student who
   * signs in says it is theirs (`adopt`): on a shared computer it never goes out under someone else's account. */
  const sendable = (item: OutboxItem) => {
    const uid = account();
    return Boolean(uid) && item.owner === uid;
  };
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(options.dbName, 'items'));

  const locks = options.locks === undefined ? (typeof navigator !== 'undefined' ? navigator.locks : undefined) : options.locks;
  const lockName = (id: string) => `${options.dbName}:${id}`;

  let items: readonly OutboxItem[] = EMPTY;
  let setAside: readonly SetAsideItem[] = NO_SET_ASIDE;
  const listeners = new Set<() => void>();
  const inFlight = new Set<string>();
  /** Items a forced flush (back online, back to the page, a sign-in) found in flight: tried again once they settle. */
  const forcedWhileInFlight = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = 0;

  /** Moves a value that cannot be read aside (nothing is deleted), so the other items still go. */
  const putAside = async (key: string, value: unknown) => {
    const aside = `${SET_ASIDE_PREFIX}${key}:${now()}`;
    await set(aside, value, db());
    await del(key, db());
    return aside;
  };

  const refresh = async () => {
    const all: OutboxItem[] = [];
    const aside: SetAsideItem[] = [];
    for (const [key, value] of await entries<IDBValidKey, unknown>(db())) {
      const name = String(key);
      if (name.startsWith(SET_ASIDE_PREFIX) || !isOutboxItem(value) || value.id !== name) {
        const asideKey = name.startsWith(SET_ASIDE_PREFIX) ? name : await putAside(name, value).catch(() => name);
        const owner = isRecord(value) && typeof value.owner === 'string' ? value.owner : null;
        aside.push({ key: asideKey, owner, texts: textsIn(isRecord(value) && 'request' in value ? value.request : value) });
      } else all.push(value);
    }
    all.sort((a, b) => a.createdAt - b.createdAt);
    items = all.length ? all : EMPTY;
    setAside = aside.length ? aside : NO_SET_ASIDE;
    for (const listener of listeners) listener();
    schedule();
  };

  /** The back-off timer: wakes for the earliest waiting item, and when a lease held elsewhere runs out. */
  const schedule = () => {
    clearTimeout(timer);
    if (!started) return;
    const wakeAt = (i: OutboxItem) =>
      i.status === 'waiting' && i.waitingFor !== 'sign-in' ? i.nextAttemptAt : i.status === 'sending' && !inFlight.has(i.id) ? (i.leaseUntil ?? 0) : Infinity;
    const next = Math.min(...items.map(wakeAt));
    if (Number.isFinite(next)) timer = setTimeout(() => void flush(), Math.max(0, next - now()));
  };

  /** Marks the item as sending if nobody else is, in one IndexedDB transaction. `lockHeld`: this tab holds the
   * item's Web Lock, so a lease still marked is one a closed or reloaded page left behind. */
  const claim = async (id: string, force: boolean, lockHeld: boolean): Promise<OutboxItem | null> => {
    let claimed: OutboxItem | null = null;
    await update<OutboxItem | undefined>(
      id,
      (item) => {
        if (!isOutboxItem(item) || !sendable(item)) return item;
        const leaseOver = item.status === 'sending' && (lockHeld || (item.leaseUntil ?? 0) <= now());
        // Coming back online or to the page does not hurry a server that said when (429, the daily ceiling).
        const due = (force && !SERVER_TIMED.has(item.waitingFor)) || item.nextAttemptAt <= now() || (item.waitingFor === 'sign-in' && force);
        if (!((item.status === 'waiting' && due) || leaseOver)) return item;
        const owner = item.owner ?? account() ?? null;
        claimed = { ...item, owner, status: 'sending', waitingFor: undefined, attempts: item.attempts + 1, leaseUntil: now() + LEASE_MS };
        return claimed;
      },
      db(),
    );
    return claimed;
  };

  /** One attempt per item at a time, inside its Web Lock where there is one (another tab holding it is sending it). */
  const attempt = async (id: string, how: { force: boolean; first: boolean }): Promise<SubmitOutcome | null> => {
    if (inFlight.has(id)) {
      // It may be failing because the device was offline when it left: back online must not wait for the timer.
      if (how.force) forcedWhileInFlight.add(id);
      return null;
    }
    inFlight.add(id);
    try {
      if (!locks) return await attemptHeld(id, how, false);
      return await locks.request(lockName(id), { ifAvailable: true }, (lock) => (lock ? attemptHeld(id, how, true) : null));
    } finally {
      inFlight.delete(id);
      await refresh();
      // Not awaited: whoever awaits this attempt (a student who pressed Grade) gets its outcome now. An item that
      // was graded or failed meanwhile is not claimed again, so nothing is sent twice. The lock is released by now.
      if (forcedWhileInFlight.delete(id)) void attempt(id, { force: true, first: false }).catch(() => {});
    }
  };

  /** `first`: the student is waiting for it, so every error is shown at once. */
  const attemptHeld = async (id: string, { force, first }: { force: boolean; first: boolean }, lockHeld: boolean): Promise<SubmitOutcome | null> => {
    const item = await claim(id, force, lockHeld);
    if (!item) return null;
    await refresh();
    let outcome: SendOutcome;
    try {
      outcome = await send(item.kind, item.request);
    } catch (error) {
      outcome = { outcome: 'retry', error: errorMessage(error) };
    }
    const settled = { ...item, leaseUntil: undefined };
    const networkFailed = outcome.outcome === 'retry' && outcome.status === undefined;
    if (outcome.outcome === 'graded') {
      await set(id, { ...settled, status: 'graded', error: undefined, result: outcome.data }, db());
      return { state: 'graded', id };
    }
    if (outcome.outcome === 'sign-in') {
      // Kept, attempts not counted: it is sent again once a student is signed in (docs/product.md#grading-outbox).
      await set(id, { ...settled, status: 'waiting', waitingFor: 'sign-in', attempts: item.attempts - 1, error: outcome.error }, db());
      return { state: 'sign-in', id };
    }
    if (outcome.outcome === 'retry' && outcome.waitFor) {
      // The server said to wait and why (429, daily ceiling, unverified email): kept, attempts not counted, retried then.
      const wait = outcome.retryAfterMs ?? backoffMs(item.attempts);
      await set(id, { ...settled, status: 'waiting', waitingFor: outcome.waitFor, attempts: item.attempts - 1, nextAttemptAt: now() + wait, error: outcome.error }, db());
      return { state: 'queued', id, error: outcome.error };
    }
    const paid = outcome.outcome === 'retry' && PAID_STATUSES.includes(outcome.status ?? 0);
    const paidFailures = (item.paidFailures ?? 0) + (paid ? 1 : 0);
    const retriesLeft = paid ? paidFailures < MAX_PAID_ATTEMPTS : item.attempts < MAX_SERVER_ATTEMPTS;
    if (networkFailed || (outcome.outcome === 'retry' && !first && retriesLeft)) {
      const wait = (outcome.outcome === 'retry' && outcome.retryAfterMs) || backoffMs(item.attempts);
      await set(id, { ...settled, status: 'waiting', waitingFor: 'connection', nextAttemptAt: now() + wait, error: outcome.error, paidFailures }, db());
      return { state: 'queued', id };
    }
    // Rejected, or server trouble the student is watching (or that outlasted its retries): it stops waiting.
    if (first) await del(id, db());
    else await set(id, { ...settled, status: 'failed', error: outcome.error, paidFailures }, db());
    return { state: 'failed', error: outcome.error };
  };

  const sendWaiting = async (force: boolean) => {
    await refresh();
    for (const item of items) {
      if (item.status === 'waiting' || item.status === 'sending') await attempt(item.id, { force, first: false });
    }
  };

  /** One flush at a time, oldest item first: a flush asked for meanwhile (the back-off timer waking during a send,
   * the online event) runs once after it, so a reload interrupts at most one request (docs/product.md#grading-outbox). */
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let nextForced = false;
  const flush = ({ force = false } = {}): Promise<void> => {
    if (!running) {
      running = sendWaiting(force).finally(() => (running = null));
      return running;
    }
    nextForced ||= force;
    return (next ??= running
      .catch(() => {})
      .then(() => {
        const forced = nextForced;
        next = null;
        nextForced = false;
        return flush({ force: forced });
      }));
  };

  return {
    async submit(kind, request, target) {
      const uid = account();
      const signedOut = uid === null;
      const item: OutboxItem = {
        id: newId(),
        kind,
        request,
        ...(target ? { target } : {}),
        createdAt: now(),
        attempts: 0,
        nextAttemptAt: now(),
        status: 'waiting',
        waitingFor: signedOut ? 'sign-in' : 'connection',
        owner: uid ?? null,
      };
      await set(item.id, item, db());
      await refresh();
      // Grading needs an account: signed out, the item waits and the screen asks the student to sign in.
      if (signedOut) return { state: 'sign-in', id: item.id };
      if (!online()) return { state: 'queued', id: item.id };
      return (await attempt(item.id, { force: true, first: true })) ?? { state: 'queued', id: item.id };
    },
    flush,
    snapshot: () => items,
    setAside: () => setAside,
    refresh,
    async remove(id) {
      await del(id, db());
      await refresh();
    },
    async adopt() {
      const uid = account();
      if (!uid) return;
      for (const { id } of items.filter((item) => !item.owner && item.status === 'waiting')) {
        await update<OutboxItem | undefined>(id, (item) => (isOutboxItem(item) && !item.owner ? { ...item, owner: uid, waitingFor: 'connection', nextAttemptAt: now() } : item), db());
      }
      await refresh();
      await flush({ force: true });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started += 1;
      const flushNow = () => void flush({ force: true }).catch(() => {});
      const onVisible = () => document.visibilityState === 'visible' && flushNow();
      window.addEventListener('online', flushNow);
      document.addEventListener('visibilitychange', onVisible);
      // Signing in sends what waited for it (and another student's own waiting items when they sign in).
      const stopAccount = onAccount(() => account() && flushNow());
      flushNow();
      return () => {
        started -= 1;
        stopAccount();
        window.removeEventListener('online', flushNow);
        document.removeEventListener('visibilitychange', onVisible);
        if (!started) clearTimeout(timer);
      };
    },
  };
}
