import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import type { Note } from '../note';
import type { StudyRecord } from './scheduler';
import { studyItems } from './study-deck';
import { flipSession, freshSession, gradeFirst, queueFor, toggleStar, undoLastRating } from './study-session';

const deck: Note = {
  id: 1,
  author: 'Ada',
  title: 'Deck 1',
  topic: 'APUSH',
  type: 'flashcards',
  created: 'today',
  flashcards: [
    { front: 'A', back: '1' },
    { front: 'B', back: '2' },
  ],
};
const items = studyItems([deck]);
const at = new Date('2026-04-01T09:00:00Z');
const fronts = (queue: { front: string }[]) => queue.map((item) => item.front);
const start = (mode: 'scheduled' | 'ahead') => {
  const records = new Map<string, StudyRecord | undefined>();
  return freshSession(mode, records, queueFor(items, records, { mode, starredOnly: false, at }));
};

describe('study session steps', () => {
  it('a scheduled rating moves on and is saved; undo asks the card again with its record rolled back', () => {
    const graded = gradeFirst(start('scheduled'), Rating.Good, at)!;
    expect(fronts(graded.session.queue)).toEqual(['B']);
    expect(graded.session.done).toBe(1);
    expect(graded.save?.key).toBe(items[0].key);
    expect(graded.save?.record.logs).toHaveLength(1);

    const undone = undoLastRating(graded.session)!;
    expect(fronts(undone.session.queue)).toEqual(['A', 'B']);
    expect(undone.session.done).toBe(0);
    expect(undone.save?.record.logs).toEqual([]);
    expect(undoLastRating(undone.session)).toBeNull();
  });

  it('Reverse ticked mid-session keeps the place: the cards still to come, asked the other way', () => {
    const graded = gradeFirst(start('scheduled'), Rating.Good, at)!.session;
    const flipped = flipSession(graded, studyItems([deck], true), new Map());
    expect(fronts(flipped.queue)).toEqual(['2']);
    expect(flipped.queue[0].key).toBe(`${items[1].key}_r`);
    expect(flipped.done).toBe(1);
    expect(undoLastRating(flipped)).toBeNull();
    expect(fronts(flipSession(flipped, items, new Map()).queue)).toEqual(['B']);
  });

  it('reviewing ahead saves nothing, and Again asks the card again at the end', () => {
    const again = gradeFirst(start('ahead'), Rating.Again, at)!;
    expect(again.save).toBeUndefined();
    expect(fronts(again.session.queue)).toEqual(['B', 'A']);
    expect(again.session.done).toBe(0);
    const good = gradeFirst(again.session, Rating.Good, at)!;
    expect(fronts(good.session.queue)).toEqual(['A']);
    expect(good.session.done).toBe(1);
    expect(undoLastRating(good.session)?.session.done).toBe(0);
  });

  it('a star is saved on the front → back record, and Starred only asks only the starred cards', () => {
    const starred = toggleStar(start('scheduled'), items[1], at);
    expect(starred.save).toMatchObject({ key: items[1].starKey, record: { starred: true } });
    const reversed = studyItems([deck], true);
    expect(fronts(queueFor(reversed, starred.session.records, { mode: 'ahead', starredOnly: true, at }))).toEqual(['2']);
    expect(toggleStar(starred.session, items[1], at).save.record.starred).toBe(false);
  });
});
