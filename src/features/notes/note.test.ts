import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  canEdit,
  checkDraft,
  createNote,
  EMPTY_DRAFT,
  isHttpUrl,
  LIMITS,
  makeFlashcard,
  missingHint,
  noteSchema,
  prependNote,
  type NoteDraft,
} from './note';

const notesDraft: NoteDraft = {
  ...EMPTY_DRAFT,
  title: ' Columbian Exchange ',
  topic: 'APUSH',
  type: 'notes',
  content: 'Maize',
};
const cardsDraft: NoteDraft = {
  ...EMPTY_DRAFT,
  title: 'Deck',
  topic: 'AP World',
  type: 'flashcards',
  flashcards: [{ front: 'Q', back: 'A' }],
};

describe('checkDraft: the publish and edit rules', () => {
  it('accepts a notes draft with content, trimming the title', () => {
    expect(checkDraft(notesDraft)).toEqual({
      ok: true,
      fields: { title: 'Columbian Exchange', topic: 'APUSH', type: 'notes', content: 'Maize' },
    });
  });
  it('accepts a notes draft with only a document link', () => {
    const check = checkDraft({ ...notesDraft, content: '  ', docUrl: ' https://example.com/doc ' });
    expect(check).toEqual({
      ok: true,
      fields: {
        title: 'Columbian Exchange',
        topic: 'APUSH',
        type: 'notes',
        content: '',
        docUrl: 'https://example.com/doc',
      },
    });
  });
  it('accepts a flashcards draft and keeps no content or link', () => {
    const check = checkDraft({ ...cardsDraft, content: 'left over', docUrl: 'https://x.org' });
    expect(check).toEqual({
      ok: true,
      fields: { title: 'Deck', topic: 'AP World', type: 'flashcards', flashcards: [{ front: 'Q', back: 'A' }] },
    });
  });
  it.each([
    ['the title is empty after trim', { ...notesDraft, title: '   ' }, 'a title'],
    ['no topic is chosen', { ...notesDraft, topic: '' as const }, 'a topic'],
    ['no type is chosen', { ...notesDraft, type: '' as const }, 'a type'],
    [
      'a notes draft has neither content nor link',
      { ...notesDraft, content: ' ', docUrl: ' ' },
      'content or a document link',
    ],
    ['a flashcards draft has no cards', { ...cardsDraft, flashcards: [] }, 'at least one flashcard'],
    ['the link is not http(s)', { ...notesDraft, docUrl: 'javascript:alert(1)' }, 'a web link (http or https)'],
    [
      'the title is too long',
      { ...notesDraft, title: 'x'.repeat(LIMITS.title + 1) },
      'shorter text (see the counters)',
    ],
  ])('publishes nothing when %s', (_case, draft, missing) => {
    const check = checkDraft(draft);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.missing).toContain(missing);
  });
  it('lists everything missing in one hint', () => {
    const check = checkDraft(EMPTY_DRAFT);
    expect(check).toEqual({ ok: false, missing: ['a title', 'a topic', 'a type'] });
    expect(missingHint(['a title', 'a topic', 'a type'])).toBe('Add a title, a topic and a type.');
    expect(missingHint(['a title'])).toBe('Add a title.');
  });
});

describe('isHttpUrl', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c', ' https://docs.google.com/d/1 '])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://x.org',
    'example.com',
    '//x.org',
    '',
  ])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('makeFlashcard', () => {
  it('needs both sides non-blank after trim, and trims them', () => {
    expect(makeFlashcard(' Front ', ' Back ')).toEqual({ front: 'Front', back: 'Back' });
    expect(makeFlashcard('  ', 'Back')).toBeNull();
    expect(makeFlashcard('Front', '\t')).toBeNull();
  });
});

describe('createNote, applyEdit, prependNote, canEdit', () => {
  const now = new Date('2026-03-01T15:04:05Z');
  const check = checkDraft(notesDraft);
  if (!check.ok) throw new Error('draft should be valid');
  const note = createNote(check.fields, 'Ada', now);

  it('creates a note whose id is the creation time and that the stored schema accepts', () => {
    expect(note).toMatchObject({
      id: now.getTime(),
      author: 'Ada',
      created: now.toLocaleString(),
      title: 'Columbian Exchange',
    });
    expect(noteSchema.parse(note)).toEqual(note);
  });
  it('edits replace the fields but keep id, author and created', () => {
    const cards = checkDraft(cardsDraft);
    if (!cards.ok) throw new Error('draft should be valid');
    const edited = applyEdit(note, cards.fields);
    expect(edited).toEqual({ id: note.id, author: 'Ada', created: note.created, ...cards.fields });
    expect(edited).not.toHaveProperty('content');
  });
  it('prepends, never reusing an id', () => {
    const list = prependNote([note], { ...note, title: 'Second' });
    expect(list.map((n) => n.title)).toEqual(['Second', 'Columbian Exchange']);
    expect(list[0].id).toBe(note.id + 1);
  });
  it('only the author may edit', () => {
    expect(canEdit(note, 'Ada')).toBe(true);
    expect(canEdit(note, 'Grace')).toBe(false);
    expect(canEdit(note, null)).toBe(false);
  });
});
