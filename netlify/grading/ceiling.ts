/**
 * The site-wide daily ceiling (GRADING_DAILY_CEILING): numbered create-only slots `<UTC day>/<n>` in Netlify Blobs,
 * as in quota.ts, so racing requests cannot overspend. See docs/decisions.md#site-wide-daily-ceiling.
 */
import type { Store } from '@netlify/blobs';
import { nextUtcMidnight, openStore, unavailable, utcDay } from './quota';

export const CEILING_STORE = 'grading-ceiling';

/** `used`: this grading's place in the day (1 for the first), for the 80 % log line. */
export type CeilingReservation = { ok: true; used: number; release(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/** The lowest slot this instance has not seen taken, so one write usually succeeds without listing the day. */
interface Cursor {
  day: string;
  next: number;
  taken: Set<number>;
}

export interface Ceiling {
  reserve(limit: number, now?: Date, store?: Store): Promise<CeilingReservation>;
}

/** `prefix` counts a part of the store apart (one network's gradings: `<day>/<prefix><n>`). */
export function createCeiling(storeName: string = CEILING_STORE, prefix = ''): Ceiling {
  let cursor: Cursor | null = null;
  // One reservation at a time in this instance: the cursor then never hands one slot to two requests.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => {});
    return next;
  };

  return {
    reserve(limit, now = new Date(), store = openStore(storeName)) {
      const day = utcDay(now);
      const retryAfterSeconds = Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000));
      return serialised(async () => {
        if (cursor?.day !== day) {
          const start = `${day}/${prefix}`;
          const { blobs } = await unavailable(() => store.list({ prefix: start }));
          cursor = { day, next: 0, taken: new Set(blobs.map((blob) => Number(blob.key.slice(start.length)))) };
        }
        const current = cursor;
        for (; current.next < limit; current.next++) {
          const n = current.next;
          if (current.taken.has(n)) continue;
          const key = `${day}/${prefix}${n}`;
          const { modified } = await unavailable(() => store.setJSON(key, { at: now.toISOString() }, { onlyIfNew: true }));
          current.taken.add(n);
          if (!modified) continue;
          current.next = n + 1;
          return {
            ok: true as const,
            used: n + 1,
            // Best effort: if the delete fails, the grading stays counted (the ceiling errs on the side of spending less).
            release: async () => {
              try {
                await serialised(() => store.delete(key));
                if (cursor?.day === day) {
                  cursor.taken.delete(n);
                  cursor.next = Math.min(cursor.next, n);
                }
              } catch {
                /* stays counted */
              }
            },
          };
        }
        return { ok: false as const, retryAfterSeconds };
      });
    },
  };
}

export const siteCeiling = createCeiling();

/** The part of the ceiling that accounts younger than GRADING_NEW_ACCOUNT_DAYS share (docs/architecture.md#grading-limits). */
export const NEW_ACCOUNT_STORE = 'grading-new-accounts';
export const newAccountCeiling = createCeiling(NEW_ACCOUNT_STORE);

/** Gradings per network (hashed IP) per day; one counter per network this instance has seen lately. */
export const IP_STORE = 'grading-ip';
const networks = new Map<string, Ceiling>();
export function networkCeiling(key: string): Ceiling {
  let counter = networks.get(key);
  if (!counter) {
    if (networks.size >= 5_000) networks.delete(networks.keys().next().value!);
    counter = createCeiling(IP_STORE, `${key}/`);
    networks.set(key, counter);
  }
  return counter;
}

/** True for the one grading that takes the ceiling past 80 % (each slot is taken once, so it is logged once a day). */
export const passesEightyPercent = (used: number, limit: number) => limit > 0 && used === Math.floor(limit * 0.8) + 1;
