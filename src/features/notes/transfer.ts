/** Import and export of the notes board (docs/product.md#notes): a file that cannot be read changes nothing. */
import { checkImportedNotes } from './import-rules';
import { z } from 'zod';
import { flashcardSchema, LIMITS, makeFlashcard, noteSchema, type Flashcard, type Note } from './note';
import { newestFirst } from './search-notes';
import { parseCardListText } from './import/anki-import';
import { parseDelimited } from './import/delimited';
import type { Topic } from './note-basics';
import { deserializeRecord, serializeRecord, type SerializedRecord, type StudyRecord } from './study/scheduler';

export const EXPORT_FORMAT = 'pocket-ap-notes';
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The most notes one file may bring (more than a board holds in practice). */
export const MAX_IMPORT_NOTES = 1_000;

/**
 * A note as a file may bring it: every field within what the app itself writes (docs/product.md#notes). Stored
 * notes are read with the looser noteSchema, so nothing already on a board becomes unreadable.
 */
const importedNoteSchema = noteSchema.extend({
  author: z.string().max(LIMITS.title),
  created: z.string().max(64),
  sharedBy: z.string().max(LIMITS.title).optional(),
  shareId: z.string().regex(/^[0-9a-z]{1,32}$/).optional(),
  flashcards: z
    .array(
      flashcardSchema.extend({
        front: z.string().refine((side) => side.trim() !== '', 'a blank side'),
        back: z.string().refine((side) => side.trim() !== '', 'a blank side'),
        tags: z.array(z.string().max(LIMITS.tag)).max(LIMITS.tags).optional(),
      }),
    )
    .optional(),
});

/** Version 2 adds `study` (FSRS state keyed `${noteId}:${cardId}`); version 1 files still import, cards as new. */
export const EXPORT_VERSION = 2;

export function exportNotes(
  notes: readonly Note[],
  now: Date,
  study: ReadonlyMap<string, StudyRecord> = new Map(),
): string {
  const ids = new Set(notes.map((note) => String(note.id)));
  const records: Record<string, SerializedRecord> = {};
  for (const [key, record] of study) if (ids.has(key.split(':')[0])) records[key] = serializeRecord(record);
  return JSON.stringify(
    { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), notes, study: records },
    null,
    2,
  );
}

export function exportFileName(now: Date): string {
  return `pocket-ap-notes-${now.toISOString().slice(0, 10)}.json`;
}

export type ImportResult =
  | { kind: 'notes'; notes: Note[]; study: Map<string, StudyRecord> }
  | { kind: 'cards'; cards: Flashcard[]; skipped: number; truncated: number; topic: Topic | null; deck: string | null }
  | { kind: 'error'; message: string };

/** Reads an imported file's text: a Pocket AP JSON export, or a card list (tab- or comma-separated). */
export function parseImport(text: string, fileName = ''): ImportResult {
  // The file limit holds here too, before anything is parsed (the screen checks the file's size before reading it).
  if (text.length > MAX_IMPORT_BYTES) return error('This file is larger than 2 MB, too large for a notes export or a card list.');
  if (text.includes('\u0000')) return error('This is not a text file.');
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return error('The file is empty.');
  const looksJson = /\.json$/i.test(fileName) || /^\s*[[{]/.test(body);
  return looksJson ? parseNotesJson(body) : parseCardList(body);
}

function error(message: string): ImportResult {
  return { kind: 'error', message };
}

function parseNotesJson(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return error('This JSON file could not be read (it is not valid JSON).');
  }
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { notes?: unknown }).notes)
      ? (value as { notes: unknown[] }).notes
      : null;
  if (!list) return error('This JSON file is not a Pocket AP notes export (it has no list of notes).');
  if (list.length > MAX_IMPORT_NOTES) return error(`This file holds ${list.length} notes; a file may bring at most ${MAX_IMPORT_NOTES}. Nothing was imported.`);
  const notes: Note[] = [];
  for (const [index, item] of list.entries()) {
    const parsed = importedNoteSchema.safeParse(item);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') || 'its shape';
      return error(`Note ${index + 1} in this file is not a valid note (check ${where}). Nothing was imported.`);
    }
    notes.push(parsed.data);
  }
  if (!notes.length) return error('This export holds no notes.');
  // The editor's rules, as if each note were published again: any that breaks them refuses the whole file.
  const checked = checkImportedNotes(notes);
  return checked.ok ? { kind: 'notes', notes: checked.notes, study: readStudy(value, checked.notes) } : error(checked.message);
}

/** The study records of a version 2 export that belong to its notes; an unreadable record is left out (new card). */
function readStudy(value: unknown, notes: readonly Note[]): Map<string, StudyRecord> {
  const study = new Map<string, StudyRecord>();
  const raw = value && typeof value === 'object' ? (value as { study?: unknown }).study : undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return study;
  const ids = new Set(notes.map((note) => String(note.id)));
  for (const [key, item] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d+:[\w-]{1,48}$/.test(key) || !ids.has(key.split(':')[0])) continue;
    const record = deserializeRecord(item);
    if (record) study.set(key, record);
  }
  return study;
}

/** A card list (Anki, Quizlet, CSV): each card needs both sides within the limits; tags are kept, at most 20. */
function parseCardList(text: string): ImportResult {
  const parsed = parseCardListText(text, { maxCards: LIMITS.cards, maxSide: LIMITS.side });
  const cards: Flashcard[] = [];
  let skipped = parsed.skipped;
  for (const card of parsed.cards) {
    const made = makeFlashcard(card.front, card.back);
    if (!made || made.front.length > LIMITS.side || made.back.length > LIMITS.side) {
      skipped += 1;
      continue;
    }
    const tags = card.tags.filter((tag) => tag.length <= LIMITS.tag).slice(0, LIMITS.tags);
    cards.push(tags.length ? { ...made, tags } : made);
  }
  if (!cards.length) {
    return error(
      'No flashcards found: put one card on each line, the front and the back separated by a tab (Quizlet, Anki) or a comma (CSV).',
    );
  }
  const truncated = Math.max(0, cards.length - LIMITS.cards) + parsed.beyond;
  return {
    kind: 'cards',
    cards: cards.slice(0, LIMITS.cards),
    skipped,
    truncated,
    topic: parsed.topic,
    deck: parsed.deck ? parsed.deck.slice(0, LIMITS.title) : null,
  };
}

export { parseDelimited };

/** Merges imported notes by id: one already on the board is kept as it is; an added one is marked imported (canEdit). */
export function mergeNotes(existing: readonly Note[], incoming: readonly Note[]) {
  const ids = new Set(existing.map((note) => note.id));
  const added: Note[] = [];
  for (const note of incoming) {
    if (ids.has(note.id)) continue;
    ids.add(note.id);
    added.push({ ...note, imported: true });
  }
  return {
    notes: newestFirst([...existing, ...added]),
    added: added.length,
    addedIds: added.map((note) => note.id),
    skipped: incoming.length - added.length,
  };
}

/** The imported study records of the notes that were added (a note kept as it was keeps its own schedule). */
export function studyOfAdded(study: ReadonlyMap<string, StudyRecord>, addedIds: readonly number[]) {
  const ids = new Set(addedIds.map(String));
  return new Map([...study].filter(([key]) => ids.has(key.split(':')[0])));
}

export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, LIMITS.title);
}
