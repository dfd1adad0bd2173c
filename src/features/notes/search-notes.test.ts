import { describe, expect, it } from 'vitest';
import type { Note } from './note';
import { filterNotes, newestFirst, validateNotesSearch } from './search-notes';

const note = (over: Partial<Note>): Note => ({
  id: 1,
  author: 'Ada',
  title: 'Untitled',
  topic: 'APUSH',
  type: 'notes',
  created: '1/1/2026, 9:00:00 AM',
  content: '',
  ...over,
});

const notes = [
  note({ id: 1, title: 'Columbian Exchange', content: 'Maize and horses' }),
  note({ id: 2, title: 'Federalism', topic: 'AP Gov', content: 'Powers shared' }),
  note({
    id: 3,
    title: 'Empires deck',
    topic: 'AP World',
    type: 'flashcards',
    content: undefined,
    flashcards: [{ front: 'Mughal capital', back: 'Agra' }],
  }),
];
const ids = (list: Note[]) => list.map((n) => n.id);

describe('filterNotes', () => {
  it('matches title, content, and flashcard fronts and backs, case-insensitively', () => {
    expect(ids(filterNotes(notes, { q: 'columbian' }))).toEqual([1]);
    expect(ids(filterNotes(notes, { q: 'HORSES' }))).toEqual([1]);
    expect(ids(filterNotes(notes, { q: 'mughal' }))).toEqual([3]);
    expect(ids(filterNotes(notes, { q: 'agra' }))).toEqual([3]);
    expect(ids(filterNotes(notes, { q: 'nothing like it' }))).toEqual([]);
  });
  it('an empty or blank query matches all', () => {
    expect(ids(filterNotes(notes, {}))).toEqual([1, 2, 3]);
    expect(ids(filterNotes(notes, { q: '   ' }))).toEqual([1, 2, 3]);
  });
  it('combines the query with an exact topic', () => {
    expect(ids(filterNotes(notes, { topic: 'AP Gov' }))).toEqual([2]);
    expect(ids(filterNotes(notes, { q: 'e', topic: 'AP World' }))).toEqual([3]);
    expect(ids(filterNotes(notes, { q: 'powers', topic: 'APUSH' }))).toEqual([]);
  });
});

describe('newestFirst', () => {
  it('orders by creation time, newest first', () => {
    expect(ids(newestFirst([notes[1], notes[2], notes[0]]))).toEqual([3, 2, 1]);
  });
});

describe('validateNotesSearch', () => {
  it('keeps a query and a known topic, drops anything else', () => {
    expect(validateNotesSearch({ q: 'war', topic: 'AP World' })).toEqual({ q: 'war', topic: 'AP World' });
    expect(validateNotesSearch({ q: '', topic: 'Chemistry' })).toEqual({ q: undefined, topic: undefined });
    expect(validateNotesSearch({ q: { evil: true }, topic: 3 })).toEqual({ q: undefined, topic: undefined });
    expect(validateNotesSearch({ q: 1812 })).toEqual({ q: '1812', topic: undefined });
    expect(validateNotesSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});
