/** A study session as plain values (docs/product.md#notes); use-study-session.ts holds it in React state. */
import { Rating, type Grade } from 'ts-fsrs';
import { newRecord, rate, undoLast, type StudyRecord } from './scheduler';
import { dueItems, shuffled, type StudyItem } from './study-deck';

/** 'ahead': every card again now, as Anki's review ahead: ratings steer only this session, never saved
 * (docs/decisions.md#reviewing-ahead-does-not-touch-the-schedule). */
export type StudyMode = 'scheduled' | 'ahead';

export type StudyRecords = ReadonlyMap<string, StudyRecord | undefined>;

export interface StudySession {
  mode: StudyMode;
  records: Map<string, StudyRecord | undefined>;
  queue: StudyItem[];
  done: number;
  history: { item: StudyItem; before: StudyRecord | undefined; requeued: boolean }[];
}

/** A record a step changed, to be written to the device. */
export interface RecordToSave {
  key: string;
  record: StudyRecord;
}

export const isStarred = (records: StudyRecords, item: StudyItem) => Boolean(records.get(item.starKey)?.starred);

/** The cards a session asks: the due ones, or every one when reviewing ahead; only the starred ones if asked. */
export function queueFor(
  items: readonly StudyItem[],
  records: StudyRecords,
  { mode, starredOnly, at }: { mode: StudyMode; starredOnly: boolean; at: Date },
): StudyItem[] {
  const pool = starredOnly ? items.filter((item) => isStarred(records, item)) : items;
  return mode === 'ahead' ? [...pool] : dueItems(pool, records, at);
}

export function freshSession(
  mode: StudyMode,
  records: Map<string, StudyRecord | undefined>,
  queue: StudyItem[],
): StudySession {
  return { mode, records, queue, done: 0, history: [] };
}

/**
 * Reverse ticked or unticked mid-session keeps the student's place, as Quizlet's "answer with" switch does: the
 * cards still to come, in their order, asked the other way; the done count stays (undo starts afresh).
 */
export function flipSession(session: StudySession, items: readonly StudyItem[], records: Map<string, StudyRecord | undefined>): StudySession {
  const byCard = new Map(items.map((item) => [item.starKey, item]));
  const queue = session.queue.flatMap((item) => byCard.get(item.starKey) ?? []);
  return { ...session, records, queue, history: [] };
}

/** Rates the card in front: FSRS schedules it (saved), or, reviewing ahead, Again only asks it again at the end. */
export function gradeFirst(
  session: StudySession,
  rating: Grade,
  at: Date,
): { session: StudySession; save?: RecordToSave } | null {
  const current = session.queue[0];
  if (!current) return null;
  const before = session.records.get(current.key);
  if (session.mode === 'ahead') {
    const requeued = rating === Rating.Again;
    return {
      session: {
        ...session,
        queue: requeued ? [...session.queue.slice(1), current] : session.queue.slice(1),
        done: session.done + (requeued ? 0 : 1),
        history: [...session.history, { item: current, before, requeued }],
      },
    };
  }
  const after = rate(before ?? newRecord(at), rating, at);
  return {
    session: {
      ...session,
      records: new Map(session.records).set(current.key, after),
      queue: session.queue.slice(1),
      done: session.done + 1,
      history: [...session.history, { item: current, before, requeued: false }],
    },
    save: { key: current.key, record: after },
  };
}

/** Takes the last rating back (ts-fsrs rollback) and asks that card again; null when nothing was rated. */
export function undoLastRating(session: StudySession): { session: StudySession; save?: RecordToSave } | null {
  const last = session.history.at(-1);
  if (!last) return null;
  const others = session.queue.filter((item) => item.key !== last.item.key);
  const base = { ...session, queue: [last.item, ...others], history: session.history.slice(0, -1) };
  if (session.mode === 'ahead') return { session: { ...base, done: session.done - (last.requeued ? 0 : 1) } };
  const rated = session.records.get(last.item.key);
  const restored = rated ? undoLast(rated) : last.before;
  return {
    session: { ...base, records: new Map(session.records).set(last.item.key, restored), done: session.done - 1 },
    save: restored ? { key: last.item.key, record: restored } : undefined,
  };
}

export function shuffleRest(session: StudySession): StudySession {
  return { ...session, queue: [session.queue[0], ...shuffled(session.queue.slice(1))] };
}

/** Stars or unstars a card; the star lives on its front → back record, so it shows in both directions. */
export function toggleStar(
  session: StudySession,
  item: StudyItem,
  at: Date,
): { session: StudySession; save: RecordToSave } {
  const base = session.records.get(item.starKey) ?? newRecord(at);
  const next = { ...base, starred: !base.starred };
  return {
    session: { ...session, records: new Map(session.records).set(item.starKey, next) },
    save: { key: item.starKey, record: next },
  };
}
