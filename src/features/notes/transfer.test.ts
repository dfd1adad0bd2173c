import { describe, expect, it } from 'vitest';
import type { Note } from './note';
import { Rating } from 'ts-fsrs';
import { canEdit } from './note';
import { cardIds, newRecord, rate } from './study/scheduler';
import { recordKey } from './study/study-store';
import { exportNotes, mergeNotes, parseDelimited, parseImport, studyOfAdded, titleFromFileName } from './transfer';

const note = (id: number, title = `Note ${id}`): Note => ({
  id,
  author: 'Ada',
  title,
  topic: 'APUSH',
  type: 'notes',
  created: 'today',
  content: 'c',
});

describe('JSON export and import', () => {
  it('an export reads back as the same notes', () => {
    const notes = [
      note(2),
      { ...note(1), type: 'flashcards' as const, content: undefined, flashcards: [{ front: 'a', back: 'b' }] },
    ];
    const text = exportNotes(notes, new Date('2026-05-01T00:00:00Z'));
    expect(JSON.parse(text)).toMatchObject({
      format: 'pocket-ap-notes',
      version: 2,
      exportedAt: '2026-05-01T00:00:00.000Z',
    });
    expect(parseImport(text, 'backup.json')).toEqual({ kind: 'notes', notes, study: new Map() });
  });
  it('version 2 carries each card’s schedule and review history; records of other notes are left out', () => {
    const deck = { ...note(7), type: 'flashcards' as const, content: undefined, flashcards: [{ front: 'a', back: 'b' }] };
    const at = new Date('2026-05-01T10:00:00Z');
    const reviewed = rate(rate(newRecord(at), Rating.Good, at), Rating.Easy, new Date('2026-05-03T10:00:00Z'));
    const key = recordKey(7, cardIds(deck.flashcards)[0]!);
    const study = new Map([
      [key, reviewed],
      ['99:abc', reviewed],
    ]);
    const result = parseImport(exportNotes([deck], at, study), 'backup.json');
    expect(result.kind).toBe('notes');
    if (result.kind !== 'notes') return;
    expect([...result.study.keys()]).toEqual([key]);
    const back = result.study.get(key)!;
    expect(back.logs).toHaveLength(2);
    expect(back.card.due.toISOString()).toBe(reviewed.card.due.toISOString());
    expect(back.card.stability).toBe(reviewed.card.stability);
    // Added notes bring their records; a note already on the board keeps its own.
    expect([...studyOfAdded(result.study, [7]).keys()]).toEqual([key]);
    expect(studyOfAdded(result.study, []).size).toBe(0);
  });
  it('a version 1 export and a bare list of notes still import (cards start as new)', () => {
    const v1 = JSON.stringify({ format: 'pocket-ap-notes', version: 1, exportedAt: 'x', notes: [note(4)] });
    expect(parseImport(v1)).toEqual({ kind: 'notes', notes: [note(4)], study: new Map() });
    expect(parseImport(JSON.stringify([note(5)]))).toEqual({ kind: 'notes', notes: [note(5)], study: new Map() });
  });
  it.each([
    ['{"notes": [', /not valid JSON/],
    ['{"hello": 1}', /not a Pocket AP notes export/],
    [
      JSON.stringify({ notes: [note(1), { id: 'two' }] }),
      /Note 2 in this file is not a valid note.*Nothing was imported/,
    ],
    [JSON.stringify({ notes: [] }), /holds no notes/],
    ['', /empty/],
    ['PK\u0003\u0004\u0000\u0000', /not a text file/],
  ])('refuses %j and says why', (text, why) => {
    const result = parseImport(text, 'file.json');
    expect(result.kind).toBe('error');
    if (result.kind === 'error') expect(result.message).toMatch(why);
  });
  it('merges by id: new notes are added, known ids kept as they are, never duplicated', () => {
    const mine = [note(3, 'Mine, edited'), note(1)];
    const merged = mergeNotes(mine, [note(3, 'Old copy'), note(2), note(2)]);
    expect(merged.notes.map((n) => [n.id, n.title])).toEqual([
      [3, 'Mine, edited'],
      [2, 'Note 2'],
      [1, 'Note 1'],
    ]);
    expect(merged).toMatchObject({ added: 1, skipped: 2, addedIds: [2] });
    // Imported notes are the importing student's to edit and delete, whoever wrote them.
    expect(merged.notes.find((n) => n.id === 2)).toMatchObject({ imported: true, author: 'Ada' });
    expect(merged.notes.find((n) => n.id === 3)?.imported).toBeUndefined();
    expect(canEdit(merged.notes.find((n) => n.id === 2)!, 'Someone else')).toBe(true);
    expect(canEdit(merged.notes.find((n) => n.id === 2)!, null)).toBe(false);
  });
});

describe('card lists (Quizlet, Anki, CSV)', () => {
  it('reads a Quizlet / Anki tab-separated export, skipping Anki headers and half cards', () => {
    const text =
      '#separator:tab\n#html:false\nMayflower Compact\t1620 self-government\r\nMissing back\t \n\nMita\tSpanish labour draft\n';
    expect(parseImport(text, 'deck.txt')).toEqual({
      kind: 'cards',
      cards: [
        { front: 'Mayflower Compact', back: '1620 self-government' },
        { front: 'Mita', back: 'Spanish labour draft' },
      ],
      topic: null,
      deck: null,
      skipped: 1,
      truncated: 0,
    });
  });
  it('reads CSV with quoted fields, commas and quotes inside', () => {
    const text = 'front,back\n"Encomienda, Spain","Labour grant; ""tribute"""\nPueblo Revolt,1680\n';
    const result = parseImport(text, 'deck.csv');
    expect(result).toMatchObject({
      kind: 'cards',
      cards: [
        { front: 'front', back: 'back' },
        { front: 'Encomienda, Spain', back: 'Labour grant; "tribute"' },
        { front: 'Pueblo Revolt', back: '1680' },
      ],
    });
  });
  it('keeps at most 200 cards and says how many were left out', () => {
    const text = Array.from({ length: 205 }, (_, i) => `Q${i}\tA${i}`).join('\n');
    const result = parseImport(text);
    expect(result).toMatchObject({ kind: 'cards', truncated: 5 });
    if (result.kind === 'cards') expect(result.cards).toHaveLength(200);
  });
  it('refuses a file with no card on any line', () => {
    const result = parseImport('just some prose without separators\nand another line');
    expect(result).toMatchObject({ kind: 'error', message: expect.stringMatching(/No flashcards found/) });
  });
  it('parseDelimited handles line breaks inside quotes', () => {
    expect(parseDelimited('"a\nb",c\nd,e', ',')).toEqual([
      ['a\nb', 'c'],
      ['d', 'e'],
    ]);
  });
  it('titles a draft after its file', () => {
    expect(titleFromFileName('apush_unit-1.deck.txt')).toBe('apush unit 1.deck');
  });
});

describe("imported notes follow the editor's rules", () => {
  const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ front: `f${i}`, back: `b${i}` }));
  it.each([
    ['a javascript: link', { ...note(1, 'Evil link'), content: '', docUrl: 'javascript:alert(1)' }, /note 2 “Evil link” needs a web link \(http or https\)/],
    ['a data: link beside content', { ...note(1, 'Data'), docUrl: 'data:text/html,x' }, /note 2 “Data” needs a web link/],
    ['a title over 120 characters', note(1, 'T'.repeat(121)), /note 2 “T{39}…” needs shorter text/],
    ['content over 20,000 characters', { ...note(1, 'Long'), content: 'x'.repeat(20_001) }, /“Long” needs shorter text/],
    ['more than 200 cards', { ...note(1, 'Deck'), type: 'flashcards' as const, content: undefined, flashcards: cards(201) }, /“Deck” needs shorter text/],
    ['a deck without cards', { ...note(1, 'Empty deck'), type: 'flashcards' as const, content: undefined, flashcards: [] }, /“Empty deck” needs at least one flashcard/],
    ['a blank title', note(1, '   '), /note 2 “untitled” needs a title/],
  ])('refuses the whole file for %s, saying which note', (_, bad, message) => {
    const result = parseImport(JSON.stringify({ notes: [note(7, 'Fine'), bad] }), 'notes.json');
    expect(result.kind).toBe('error');
    const text = (result as { message: string }).message;
    expect(text).toMatch(/^Nothing was imported: 1 note breaks the editor's rules \(/);
    expect(text).toMatch(message);
    expect(text).not.toContain('Fine');
  });

  it('names at most five notes and counts the rest', () => {
    const bad = Array.from({ length: 7 }, (_, i) => ({ ...note(i, `Bad ${i}`), docUrl: 'ftp://x', content: '' }));
    const text = (parseImport(JSON.stringify(bad)) as { message: string }).message;
    expect(text).toMatch(/^Nothing was imported: 7 notes break the editor's rules/);
    expect(text).toContain('“Bad 4”');
    expect(text).not.toContain('“Bad 5”');
    expect(text).toContain('; and 2 more)');
  });

  it('stores accepted notes as the editor would: trimmed, only the fields of their type', () => {
    const messy = { ...note(3, '  Spaced  '), content: '  body  ', flashcards: [{ front: 'x', back: 'y' }] };
    expect(parseImport(JSON.stringify([messy]))).toEqual({
      kind: 'notes',
      notes: [{ id: 3, author: 'Ada', created: 'today', title: 'Spaced', topic: 'APUSH', type: 'notes', content: 'body' }],
      study: new Map(),
    });
  });
});

describe('file limits before parsing', () => {
  it('refuses text past 2 MB before reading it, and reads a 2 MB card list in well under a second', () => {
    expect(parseImport('a\tb\n'.repeat(600_000), 'big.txt')).toEqual({ kind: 'error', message: 'This file is larger than 2 MB, too large for a notes export or a card list.' });
    const started = performance.now();
    const result = parseImport(`front\t${'<a'.repeat(1_000_000)}\nok\tcard\n`.slice(0, 2 * 1024 * 1024), 'slow.txt');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result).toMatchObject({ kind: 'cards', cards: [{ front: 'ok', back: 'card' }], skipped: 1 });
  });
});

describe("a JSON file's fields within what the app writes", () => {
  const deckNote = (overrides: Partial<Note>): Note => ({ ...note(7), type: 'flashcards', content: undefined, flashcards: [{ front: 'Q', back: 'A' }], ...overrides });
  it.each([
    ['an author past 120 characters', { author: 'x'.repeat(121) }, 'author'],
    ['a created time past 64 characters', { created: 'x'.repeat(65) }, 'created'],
    ['a sharedBy past 120 characters', { sharedBy: 'x'.repeat(121) }, 'sharedBy'],
    ['a shareId that is not a fingerprint', { shareId: '<script>' }, 'shareId'],
    ['a tag past 60 characters', { flashcards: [{ front: 'Q', back: 'A', tags: ['t'.repeat(61)] }] }, 'flashcards.0.tags.0'],
    ['more than 20 tags on a card', { flashcards: [{ front: 'Q', back: 'A', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }] }, 'flashcards.0.tags'],
    ['a blank front', { flashcards: [{ front: '  ', back: 'A' }] }, 'flashcards.0.front'],
    ['a blank back', { flashcards: [{ front: 'Q', back: '' }] }, 'flashcards.0.back'],
  ])('refuses %s, naming the field', (_, overrides, field) => {
    const result = parseImport(JSON.stringify({ notes: [note(1), deckNote(overrides as Partial<Note>)] }), 'file.json');
    expect(result).toEqual({ kind: 'error', message: `Note 2 in this file is not a valid note (check ${field}). Nothing was imported.` });
  });

  it('refuses a file of more than 1,000 notes before reading them', () => {
    const result = parseImport(JSON.stringify({ notes: Array.from({ length: 1_001 }, (_, i) => note(i)) }), 'file.json');
    expect(result).toEqual({ kind: 'error', message: 'This file holds 1001 notes; a file may bring at most 1000. Nothing was imported.' });
    expect(parseImport(JSON.stringify({ notes: Array.from({ length: 1_000 }, (_, i) => note(i)) }), 'file.json').kind).toBe('notes');
  });
});
