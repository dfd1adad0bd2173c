/**
 * Import and export of the notes board (see docs/product.md#notes): a JSON export of the list, importing that
 * JSON back (merged by id), and Quizlet / Anki / CSV card lists read into a flashcards draft. Pure functions: a
 * file that cannot be read yields a reason and changes nothing.
 */
import { checkImportedNotes } from './import-rules';
import { LIMITS, makeFlashcard, noteSchema, type Flashcard, type Note } from './note';
import { newestFirst } from './search-notes';

export const EXPORT_FORMAT = 'pocket-ap-notes';
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export function exportNotes(notes: readonly Note[], now: Date): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: 1, exportedAt: now.toISOString(), notes }, null, 2);
}

export function exportFileName(now: Date): string {
  return `pocket-ap-notes-${now.toISOString().slice(0, 10)}.json`;
}

export type ImportResult =
  | { kind: 'notes'; notes: Note[] }
  | { kind: 'cards'; cards: Flashcard[]; skipped: number; truncated: number }
  | { kind: 'error'; message: string };

/** Reads an imported file's text: a Pocket AP JSON export, or a card list (tab- or comma-separated). */
export function parseImport(text: string, fileName = ''): ImportResult {
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
  const notes: Note[] = [];
  for (const [index, item] of list.entries()) {
    const parsed = noteSchema.safeParse(item);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') || 'its shape';
      return error(`Note ${index + 1} in this file is not a valid note (check ${where}). Nothing was imported.`);
    }
    notes.push(parsed.data);
  }
  if (!notes.length) return error('This export holds no notes.');
  // The editor's rules, as if each note were published again: any that breaks them refuses the whole file.
  const checked = checkImportedNotes(notes);
  return checked.ok ? { kind: 'notes', notes: checked.notes } : error(checked.message);
}

/**
 * One card a line, front and back separated by a tab (Quizlet's and Anki's text export) or else a comma (CSV,
 * with "quoted" fields). Anki's `#` header lines are skipped; lines without both sides are counted as skipped.
 */
function parseCardList(text: string): ImportResult {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() && !line.startsWith('#'));
  const delimiter = lines.some((line) => line.includes('\t')) ? '\t' : ',';
  const rows = parseDelimited(lines.join('\n'), delimiter);
  const cards: Flashcard[] = [];
  let skipped = 0;
  for (const row of rows) {
    const card = makeFlashcard(row[0] ?? '', row[1] ?? '');
    if (card && card.front.length <= LIMITS.side && card.back.length <= LIMITS.side) cards.push(card);
    else skipped += 1;
  }
  if (!cards.length) {
    return error(
      'No flashcards found: put one card on each line, the front and the back separated by a tab (Quizlet, Anki) or a comma (CSV).',
    );
  }
  const truncated = Math.max(0, cards.length - LIMITS.cards);
  return { kind: 'cards', cards: cards.slice(0, LIMITS.cards), skipped, truncated };
}

/** A small RFC 4180 reader: fields may be "quoted", with "" for a quote and line breaks inside quotes. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let atFieldStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
      atFieldStart = true;
    } else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      atFieldStart = true;
    } else {
      field += char;
      atFieldStart = false;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** Merges imported notes by id: a note already on the board is kept as it is, never duplicated. */
export function mergeNotes(existing: readonly Note[], incoming: readonly Note[]) {
  const ids = new Set(existing.map((note) => note.id));
  const added: Note[] = [];
  for (const note of incoming) {
    if (ids.has(note.id)) continue;
    ids.add(note.id);
    added.push(note);
  }
  return { notes: newestFirst([...existing, ...added]), added: added.length, skipped: incoming.length - added.length };
}

/** "quizlet-deck.txt" → "quizlet-deck", a starting title for the imported draft. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, LIMITS.title);
}
