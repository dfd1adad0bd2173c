/** Spaced repetition with FSRS through ts-fsrs (docs/decisions.md#flashcards-use-fsrs); undo is ts-fsrs' rollback. */
import '../../../shared/config/zod-without-eval';
import { createEmptyCard, fsrs, Rating, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import { z } from 'zod';
import type { Flashcard } from '../note';

const scheduler = fsrs();

export const GRADES = [
  { grade: Rating.Again, label: 'Again', key: '1' },
  { grade: Rating.Hard, label: 'Hard', key: '2' },
  { grade: Rating.Good, label: 'Good', key: '3' },
  { grade: Rating.Easy, label: 'Easy', key: '4' },
] as const satisfies readonly { grade: Grade; label: string; key: string }[];

/** One card's study record: the FSRS state and every review, kept for undo and for a later re-optimisation. */
export interface StudyRecord {
  card: Card;
  logs: ReviewLog[];
  /** Starred by the student (kept on the card's front → back record; see study-deck.ts starKey). */
  starred?: boolean;
}

export function newRecord(now: Date): StudyRecord {
  return { card: createEmptyCard(now), logs: [] };
}

export function rate(record: StudyRecord, grade: Grade, now: Date): StudyRecord {
  const { card, log } = scheduler.next(record.card, now, grade);
  return { ...record, card, logs: [...record.logs, log] };
}

export function undoLast(record: StudyRecord): StudyRecord {
  const last = record.logs.at(-1);
  if (!last) return record;
  return { ...record, card: scheduler.rollback(record.card, last), logs: record.logs.slice(0, -1) };
}

/** When each rating would bring the card back, as "1m", "10m", "3d"… for the buttons. */
export function previewIntervals(record: StudyRecord, now: Date): Record<Grade, string> {
  const preview = scheduler.repeat(record.card, now);
  const labels = {} as Record<Grade, string>;
  for (const { grade } of GRADES) labels[grade] = formatInterval(preview[grade].card.due.getTime() - now.getTime());
  return labels;
}

export function isDue(record: StudyRecord | undefined, now: Date): boolean {
  return !record || record.card.due.getTime() <= now.getTime();
}

/** A short interval label: under an hour in minutes, under a day in hours, then days, months, years. */
export function formatInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.round(hours / 24);
  if (days < 31) return `${days}d`;
  const months = Math.round(days / 30.4);
  if (months < 12) return `${months}mo`;
  return `${Math.round((days / 365) * 10) / 10}y`;
}

/**
 * Stable card ids: the id given when edited in place, else a hash of both sides (plus the occurrence number of
 * exact duplicates), so unchanged cards keep their schedule (docs/decisions.md#a-card-edited-in-place-keeps-its-id).
 */
export function cardIds(cards: readonly Flashcard[]): string[] {
  const seen = new Map<string, number>();
  return cards.map((card) => {
    if (card.id) return card.id;
    const hash = fnv1a(`${card.front}\u0000${card.back}`);
    const n = seen.get(hash) ?? 0;
    seen.set(hash, n + 1);
    return n ? `${hash}-${n}` : hash;
  });
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, '0');
}

// Serialised form: dates as ISO text, checked with zod when read back.
const isoDate = z.iso.datetime({ offset: true }).transform((text) => new Date(text));
const cardSchema = z.object({
  due: isoDate,
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number().int().min(0).max(3),
  last_review: isoDate.optional(),
});
const logSchema = z.object({
  rating: z.number().int().min(0).max(4),
  state: z.number().int().min(0).max(3),
  due: isoDate,
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  last_elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  review: isoDate,
});
export const studyRecordSchema = z.object({ card: cardSchema, logs: z.array(logSchema), starred: z.boolean().optional() });
export type SerializedRecord = z.input<typeof studyRecordSchema>;

export function serializeRecord(record: StudyRecord): SerializedRecord {
  return JSON.parse(JSON.stringify(record)) as SerializedRecord;
}

/** A stored record, or undefined when it cannot be read (the card then starts as new). */
export function deserializeRecord(value: unknown): StudyRecord | undefined {
  const parsed = studyRecordSchema.safeParse(value);
  return parsed.success ? (parsed.data as StudyRecord) : undefined;
}

/** FSRS's probability that the card is recalled at `now` (0–1); 0 for a card never reviewed. */
export function retrievability(record: StudyRecord, now: Date): number {
  return record.card.reps > 0 ? scheduler.get_retrievability(record.card, now, false) : 0;
}
