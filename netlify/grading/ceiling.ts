/**
 * The site-wide daily ceiling (GRADING_DAILY_CEILING): numbered create-only slots `<UTC day>/<n>` in Netlify Blobs,
 * as in quota.ts, so racing requests cannot overspend. See docs/decisions.md#site-wide-daily-ceiling.
 */
import type { Store } from '@netlify/blobs';
import { nextUtcMidnight, openStore, unavailable, utcDay } from './quota';

export const CEILING_STORE = 'grading-ceiling';

export type CeilingReservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/** The lowest slot this instance has not seen taken, so one write usually succeeds without listing the day. */
interface Cursor {
  day: string;
  next: number;
  taken: Set<number>;
}

export interface Ceiling {
  reserve(limit: number, now?: Date, store?: Store): Promise<CeilingReservation>;
}

export function createCeiling(): Ceiling {
  let cursor: Cursor | null = null;
  // One reservation at a time in this instance: the cursor then never hands one slot to two requests.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => {});
    return next;
  };

  return {
    reserve(limit, now = new Date(), store = openStore(CEILING_STORE)) {
      const day = utcDay(now);
      const retryAfterSeconds = Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000));
      return serialised(async () => {
        if (cursor?.day !== day) {
          const { blobs } = await unavailable(() => store.list({ prefix: `${day}/` }));
          cursor = { day, next: 0, taken: new Set(blobs.map((blob) => Number(blob.key.slice(day.length + 1)))) };
        }
        const current = cursor;
        for (; current.next < limit; current.next++) {
          const n = current.next;
          if (current.taken.has(n)) continue;
          const key = `${day}/${n}`;
          const { modified } = await unavailable(() => store.setJSON(key, { at: now.toISOString() }, { onlyIfNew: true }));
          current.taken.add(n);
          if (!modified) continue;
          current.next = n + 1;
          return {
            ok: true as const,
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
