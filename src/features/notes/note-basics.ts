/** What the notes routes need before any screen loads, free of zod (docs/decisions.md#first-load-javascript). */
export const TOPICS = ['APUSH', 'AP Gov', 'AP World'] as const;
export type Topic = (typeof TOPICS)[number];

/** A route's note id (digits only, a timestamp), or null. */
export function parseNoteId(param: string): number | null {
  return /^\d{1,16}$/.test(param) ? Number(param) : null;
}

/** The byline of a student who has not chosen a username (docs/product.md#notes). */
export const ANONYMOUS_AUTHOR = 'A Pocket AP student';

/**
 * The name shown for an author and put in share links: an email (the account label until a username is chosen)
 * never is, so a deck shared from a shared laptop names no one (docs/product.md#notes).
 */
export function publicAuthorName(author: string): string {
  const name = author.trim();
  return !name || name.includes('@') ? ANONYMOUS_AUTHOR : name;
}
