/**
 * The merge rules of sync, as pure functions (docs/architecture.md#sync): what a device keeps when its own version
 * of a record meets the one in Firestore. The sync adapter calls `mergeRecord`; nothing here does I/O.
 */
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { RecordKind, SyncRecord } from './record';

/**
 * The per-record clock: a hybrid logical clock folded into one integer, never behind the wall clock (ms) and always
 * past every clock this device has seen, so a change made after seeing another is later than it.
 */
export function tick(lastSeen: number, now: number = Date.now()): number {
  return Math.max(Math.floor(now), Math.floor(lastSeen) + 1);
}

/** True when `a` is the later version: the higher clock, then (a deterministic tie-break) the greater device id. */
export function isLater(a: Pick<SyncRecord<unknown>, 'clock' | 'device'>, b: Pick<SyncRecord<unknown>, 'clock' | 'device'>): boolean {
  return a.clock !== b.clock ? a.clock > b.clock : a.device > b.device;
}

/** Kinds whose key is an id never reused (a deck's, an attempt's): a deletion there wins over any edit. */
const DELETE_WINS: ReadonlySet<RecordKind> = new Set(['deck', 'note', 'review', 'mcq-attempt', 'grading']);
/** Kinds that hold what a student typed: a concurrent loser is kept as a conflict copy. */
const TYPED: ReadonlySet<RecordKind> = new Set(['deck', 'note', 'draft']);

export interface MergeResult<T> {
  /** What both sides keep. Its clock is the later of the two; the adapter writes it with a fresh tick() if it differs from the remote. */
  record: SyncRecord<T>;
  /** A typed record both devices changed since they last agreed: the losing version, under a key of its own. */
  conflict?: SyncRecord<T>;
}

/**
 * Merges this device's version of a record with Firestore's.
 * @param base the clock of the version this device last had in common with Firestore (0 when never synced):
 *   a side whose clock is above it changed since, so two sides above it changed concurrently.
 */
export function mergeRecord<T>(local: SyncRecord<T>, remote: SyncRecord<T>, base = 0): MergeResult<T> {
  if (local.kind !== remote.kind || local.key !== remote.key) throw new Error('mergeRecord: two different records');
  const later = isLater(local, remote) ? local : remote;
  const earlier = later === local ? remote : local;
  const clock = later.clock;

  // Tombstones: a deletion is kept (a deleted deck never comes back from a device that was offline).
  if (local.deleted || remote.deleted) {
    const tombstone = local.deleted && remote.deleted ? later : local.deleted ? local : remote;
    if (DELETE_WINS.has(local.kind) || tombstone === later) return { record: { ...tombstone, clock, data: null } };
    return { record: later };
  }

  switch (local.kind) {
    case 'review':
      return { record: { ...later, data: mergeStudyRecords(local.data as SyncedStudyRecord | null, remote.data as SyncedStudyRecord | null, local === later) as T } };
    case 'mcq-sheet':
      return { record: { ...later, data: mergeSheets(local.data as SyncedSheet | null, remote.data as SyncedSheet | null, local === later) as T } };
    case 'progress':
      return { record: { ...later, data: mergeSets(local.data as SetFields | null, remote.data as SetFields | null) as T } };
    default: {
      const concurrent = local.clock > base && remote.clock > base;
      const differs = JSON.stringify(local.data) !== JSON.stringify(remote.data);
      if (TYPED.has(local.kind) && concurrent && differs) return { record: later, conflict: conflictCopy(earlier) };
      return { record: later };
    }
  }
}

/** The losing version of a typed record, under "<key>~conflict-<device>-<clock>", so nothing typed is lost. */
export function conflictCopy<T>(loser: SyncRecord<T>): SyncRecord<T> {
  const suffix = `~conflict-${loser.device}-${loser.clock}`;
  return { ...loser, key: `${loser.key.slice(0, 200 - suffix.length)}${suffix}` };
}

// ---- Flashcard study records: review logs are a union, the schedule is replayed from them ----

/** A card's study record as stored (src/features/notes/study/scheduler.ts: SerializedRecord): dates as ISO text. */
export interface SyncedStudyRecord {
  card: Record<string, unknown>;
  logs: { rating: number; review: string; [field: string]: unknown }[];
  starred?: boolean;
}

const scheduler = fsrs();
const isGrade = (rating: number): rating is Grade => rating >= 1 && rating <= 4;

/**
 * The union of both review logs (one review is one time and one rating, whichever device has it), in time order,
 * and the card's FSRS state replayed from that log with ts-fsrs. The star follows the later version.
 */
export function mergeStudyRecords(a: SyncedStudyRecord | null, b: SyncedStudyRecord | null, aIsLater: boolean): SyncedStudyRecord | null {
  if (!a || !b) return a ?? b;
  const reviews = new Map<string, SyncedStudyRecord['logs'][number]>();
  for (const log of [...a.logs, ...b.logs]) reviews.set(`${log.review}|${log.rating}`, log);
  const ordered = [...reviews.values()].filter((log) => isGrade(log.rating)).sort((x, y) => Date.parse(x.review) - Date.parse(y.review));
  const starred = (aIsLater ? a : b).starred;
  if (!ordered.length) return { ...(aIsLater ? a : b), logs: [] };
  return { ...replayReviews(ordered.map((log) => ({ rating: log.rating as Grade, review: new Date(log.review) }))), ...(starred === undefined ? {} : { starred }) };
}

/** The FSRS state after these reviews, from a new card: what each device computed, review by review. */
export function replayReviews(reviews: readonly { rating: Grade; review: Date }[]): SyncedStudyRecord {
  let card: Card = createEmptyCard(reviews[0]?.review ?? new Date(0));
  const logs = [];
  for (const { rating, review } of reviews) {
    const next = scheduler.next(card, review, rating);
    card = next.card;
    logs.push(next.log);
  }
  return JSON.parse(JSON.stringify({ card, logs })) as SyncedStudyRecord;
}

// ---- MCQ sheets: question by question ----

/**
 * An answer sheet as synced (src/features/mcq-exam/stored-shapes.ts, plus `touched`): `touched[i]` is the clock of
 * question i's last change (answer, marks or flag), set by the adapter when it saves a sheet.
 */
export interface SyncedSheet {
  sheet: { attemptId: string; answers: (number | null)[]; marks: number[][]; flags: boolean[]; submitted: unknown; [field: string]: unknown };
  touched: number[];
  [field: string]: unknown;
}

/** Sets touched[i] to `clock` for every question whose answer, marks or flag changed from `before` to `after`. */
export function touchQuestions(before: SyncedSheet['sheet'] | null, after: SyncedSheet['sheet'], touched: readonly number[], clock: number): number[] {
  return after.answers.map((answer, i) => {
    const same =
      before &&
      before.attemptId === after.attemptId &&
      before.answers[i] === answer &&
      before.flags[i] === after.flags[i] &&
      JSON.stringify(before.marks[i] ?? []) === JSON.stringify(after.marks[i] ?? []);
    return same ? (touched[i] ?? 0) : clock;
  });
}

/**
 * Two versions of one attempt's sheet: each question from the side that changed it last (answer, marks and flag
 * together); the place, view and timer from the later version. A submitted sheet is final and wins whole; a sheet of
 * another attempt (Reset on one device) is the later version's.
 */
export function mergeSheets(a: SyncedSheet | null, b: SyncedSheet | null, aIsLater: boolean): SyncedSheet | null {
  if (!a || !b) return a ?? b;
  const [later, earlier] = aIsLater ? [a, b] : [b, a];
  if (later.sheet.attemptId !== earlier.sheet.attemptId) return later;
  if (later.sheet.submitted || earlier.sheet.submitted) return later.sheet.submitted ? later : earlier;
  const pick = (i: number) => ((earlier.touched[i] ?? 0) > (later.touched[i] ?? 0) ? earlier : later);
  const count = later.sheet.answers.length;
  const from = Array.from({ length: count }, (_, i) => pick(i));
  return {
    ...later,
    sheet: {
      ...later.sheet,
      answers: from.map((side, i) => side.sheet.answers[i] ?? null),
      marks: from.map((side, i) => side.sheet.marks[i] ?? []),
      flags: from.map((side, i) => side.sheet.flags[i] ?? false),
    },
    touched: from.map((side, i) => side.touched[i] ?? 0),
  };
}

// ---- Progress: sets that only grow (topics opened, the days studied) ----

export type SetFields = Record<string, string[]>;

/** Each field the union of both sides, sorted, so two devices agree on it. */
export function mergeSets(a: SetFields | null, b: SetFields | null): SetFields | null {
  if (!a || !b) return a ?? b;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  return Object.fromEntries([...fields].sort().map((field) => [field, [...new Set([...(a[field] ?? []), ...(b[field] ?? [])])].sort()]));
}
