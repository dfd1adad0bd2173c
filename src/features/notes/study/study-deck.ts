/** Which cards a study session shows: pure, for the study screen and the board's due counts. */
import type { Note } from '../note';
import { cardIds, isDue, type StudyRecord } from './scheduler';
import { recordKey } from './study-store';

export interface StudyItem {
  /** The record this direction is scheduled by: the card's key, with "_r" for back → front. */
  key: string;
  /** The card's front → back record, which holds its star in either direction. */
  starKey: string;
  noteId: number;
  deck: string;
  /** What is asked and what is answered (swapped in reverse). */
  front: string;
  back: string;
}

/** Back → front has its own schedule, as Anki's reverse cards do: knowing one way is not knowing the other. */
export const reverseKey = (key: string) => `${key}_r`;

/** Every card of the given flashcards notes, in deck order; `reverse` asks the back and answers the front. */
export function studyItems(notes: readonly Note[], reverse = false): StudyItem[] {
  return notes
    .filter((note) => note.type === 'flashcards')
    .flatMap((note) => {
      const cards = note.flashcards ?? [];
      const ids = cardIds(cards);
      return cards.map((card, i) => {
        const starKey = recordKey(note.id, ids[i]);
        return {
          key: reverse ? reverseKey(starKey) : starKey,
          starKey,
          noteId: note.id,
          deck: note.title,
          front: reverse ? card.back : card.front,
          back: reverse ? card.front : card.back,
        };
      });
    });
}

/** The cards due now (never-studied cards are due), most overdue first, new cards after in deck order. */
export function dueItems(
  items: readonly StudyItem[],
  records: ReadonlyMap<string, StudyRecord | undefined>,
  now: Date,
) {
  const due = items.filter((item) => isDue(records.get(item.key), now));
  const dueAt = (item: StudyItem) => records.get(item.key)?.card.due.getTime() ?? Number.POSITIVE_INFINITY;
  return due
    .map((item, order) => ({ item, order }))
    .sort((a, b) => dueAt(a.item) - dueAt(b.item) || a.order - b.order)
    .map((x) => x.item);
}

export function nextDue(
  items: readonly StudyItem[],
  records: ReadonlyMap<string, StudyRecord | undefined>,
  now: Date,
): Date | null {
  let next: number | null = null;
  for (const item of items) {
    const due = records.get(item.key)?.card.due.getTime();
    if (due !== undefined && due > now.getTime() && (next === null || due < next)) next = due;
  }
  return next === null ? null : new Date(next);
}

export function dueCounts(
  items: readonly StudyItem[],
  records: ReadonlyMap<string, StudyRecord | undefined>,
  now: Date,
) {
  const counts = new Map<number, number>();
  for (const item of items)
    if (isDue(records.get(item.key), now)) counts.set(item.noteId, (counts.get(item.noteId) ?? 0) + 1);
  return counts;
}

export function shuffled<T>(list: readonly T[], random = Math.random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
