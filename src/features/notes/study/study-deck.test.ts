import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import type { Note } from '../note';
import { newRecord, rate, type StudyRecord } from './scheduler';
import { dueCounts, dueItems, nextDue, shuffled, studyItems } from './study-deck';

const deck = (id: number, cards: [string, string][]): Note => ({
  id,
  author: 'Ada',
  title: `Deck ${id}`,
  topic: 'APUSH',
  type: 'flashcards',
  created: 'today',
  flashcards: cards.map(([front, back]) => ({ front, back })),
});
const now = new Date('2026-04-01T09:00:00Z');

describe('study decks', () => {
  const notes = [
    deck(1, [
      ['A', '1'],
      ['B', '2'],
    ]),
    { ...deck(2, []), type: 'notes' as const },
    deck(3, [['C', '3']]),
  ];
  const items = studyItems(notes);

  it('lists every card of the flashcards notes with a key of note id and card id', () => {
    expect(items.map((i) => [i.noteId, i.front])).toEqual([
      [1, 'A'],
      [1, 'B'],
      [3, 'C'],
    ]);
    expect(items[0].key).toMatch(/^1:[0-9a-z]+$/);
  });

  it('new cards are due; a card rated Good is not, until its time', () => {
    const records = new Map<string, StudyRecord | undefined>([[items[1].key, rate(newRecord(now), Rating.Good, now)]]);
    expect(dueItems(items, records, now).map((i) => i.front)).toEqual(['A', 'C']);
    expect(dueCounts(items, records, now)).toEqual(
      new Map([
        [1, 1],
        [3, 1],
      ]),
    );
    expect(nextDue(items, records, now)).toEqual(new Date('2026-04-01T09:10:00Z'));
    expect(dueItems(items, records, new Date('2026-04-01T09:11:00Z')).map((i) => i.front)).toEqual(['B', 'A', 'C']);
  });

  it('an edited deck keeps the state of its unchanged cards', () => {
    const records = new Map<string, StudyRecord | undefined>([[items[1].key, rate(newRecord(now), Rating.Good, now)]]);
    const edited = studyItems([
      deck(1, [
        ['A', '1 (fixed)'],
        ['B', '2'],
      ]),
    ]);
    expect(dueItems(edited, records, now).map((i) => i.front)).toEqual(['A']);
  });

  it('a card edited in place keeps its id, so its schedule stays with it', () => {
    const [first] = items;
    const editedInPlace: Note = {
      ...deck(1, []),
      flashcards: [{ front: 'A', back: '1 (fixed)', id: first.key.split(':')[1] }, { front: 'B', back: '2' }],
    };
    expect(studyItems([editedInPlace]).map((i) => i.key)).toEqual([first.key, items[1].key]);
  });

  it('reverse asks the back and answers the front, on its own schedule, with the star on the card', () => {
    const reversed = studyItems([notes[0]], true);
    expect(reversed.map((i) => [i.front, i.back])).toEqual([
      ['1', 'A'],
      ['2', 'B'],
    ]);
    expect(reversed[0].key).toBe(`${items[0].key}_r`);
    expect(reversed[0].starKey).toBe(items[0].key);
    const records = new Map<string, StudyRecord | undefined>([[items[0].key, rate(newRecord(now), Rating.Easy, now)]]);
    expect(dueItems(reversed, records, now).map((i) => i.front)).toEqual(['1', '2']);
  });

  it('shuffles a copy', () => {
    const list = [1, 2, 3, 4];
    const out = shuffled(list, () => 0);
    expect(out).toEqual([2, 3, 4, 1]);
    expect(list).toEqual([1, 2, 3, 4]);
  });
});
