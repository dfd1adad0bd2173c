/** What the notes routes need before any screen loads, free of zod (docs/decisions.md#first-load-javascript). */
export const TOPICS = ['APUSH', 'AP Gov', 'AP World'] as const;
export type Topic = (typeof TOPICS)[number];

/** A route's note id (digits only, a timestamp), or null. */
export function parseNoteId(param: string): number | null {
  return /^\d{1,16}$/.test(param) ? Number(param) : null;
}
