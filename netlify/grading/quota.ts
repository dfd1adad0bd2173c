/**
 * The daily grading allowance per account: one numbered slot `<UTC day>/<uid>/<n>` per grading in Netlify Blobs,
 * written create-only (If-None-Match: *) so parallel requests cannot overspend. See docs/decisions.md#daily-quota.
 */
import { getStore, type Store } from '@netlify/blobs';
import type { QuotaState } from '../../src/grading-contract/quota';

export const QUOTA_STORE = 'grading-quota';

/** The store could not be read or written: grading answers 503 rather than grade uncounted. */
export class QuotaUnavailableError extends Error {}

export type Reservation =
  | { ok: true; state: QuotaState; release(): Promise<QuotaState> }
  | { ok: false; state: QuotaState; retryAfterSeconds: number };

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
export const quotaPrefix = (uid: string, now: Date) => `${utcDay(now)}/${encodeURIComponent(uid)}/`;

/**
 * The Blobs client reports any answer to a create-only write but 412 as "written" (a 500 or a 403 too): this fetch
 * turns such an answer into an error, so a count that was not kept refuses the grading (503) instead of letting it
 * through uncounted (docs/architecture.md#grading-limits).
 */
export const createOnlyChecked: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const conditional = new Headers(init?.headers).get('if-none-match') === '*';
  if (conditional && init?.method?.toUpperCase() === 'PUT' && !response.ok && response.status !== 412) {
    await response.body?.cancel();
    throw new QuotaUnavailableError(`create-only write answered ${response.status}`);
  }
  return response;
};

/** A strongly consistent store: the create-only writes depend on it. */
export function openStore(name: string = QUOTA_STORE): Store {
  try {
    return getStore({ name, consistency: 'strong', fetch: createOnlyChecked });
  } catch (error) {
    throw new QuotaUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

/** `ready`, or the variable Netlify sets for Blobs when it is missing (GET /api/health; never a value). */
export function blobsStatus(): string {
  try {
    openStore();
    return 'ready';
  } catch {
    return 'NETLIFY_BLOBS_CONTEXT';
  }
}

/** One reservation at a time per account in this instance (other instances are kept honest by the ETag). */
const queues = new Map<string, Promise<unknown>>();
function serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => {});
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

/** Runs a store call; any failure becomes QuotaUnavailableError (the caller answers 503, never grades uncounted). */
export async function unavailable<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw new QuotaUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

export async function reserveGrading(uid: string, limit: number, now: Date = new Date(), store: Store = openStore()): Promise<Reservation> {
  const prefix = quotaPrefix(uid, now);
  const resetsAt = nextUtcMidnight(now);
  const state = (used: number): QuotaState => ({ limit, remaining: Math.max(0, limit - used), resetsAt });

  return serialised(prefix, async () => {
    const { blobs } = await unavailable(() => store.list({ prefix }));
    const taken = new Set(blobs.map((blob) => blob.key.slice(prefix.length)));
    let used = taken.size;
    // Free slots in order; the listing is only a hint, the create-only write decides.
    for (let n = 0; n < limit && used < limit; n++) {
      if (taken.has(String(n))) continue;
      const key = `${prefix}${n}`;
      const { modified } = await unavailable(() => store.setJSON(key, { at: now.toISOString() }, { onlyIfNew: true }));
      used += 1;
      if (!modified) continue;
      const granted = used;
      return {
        ok: true as const,
        state: state(granted),
        // Best effort: if the delete fails, the grading stays counted.
        release: async () => {
          try {
            await serialised(prefix, () => store.delete(key));
            return state(granted - 1);
          } catch {
            return state(granted);
          }
        },
      };
    }
    return { ok: false as const, state: state(limit), retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)) };
  });
}
