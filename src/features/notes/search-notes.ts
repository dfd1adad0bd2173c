/** The board's search and topic filter (see docs/product.md#notes), kept in the URL's search params. */
import type { Note } from './note';
import { TOPICS, type Topic } from './note-basics';

export interface NotesSearch {
  /** Free text matched case-insensitively against title, content and flashcard fronts and backs. */
  q?: string;
  topic?: Topic;
}

export function filterNotes(notes: readonly Note[], { q, topic }: NotesSearch): Note[] {
  const needle = q?.trim().toLowerCase() ?? '';
  return notes.filter((note) => (!topic || note.topic === topic) && (!needle || matches(note, needle)));
}

function matches(note: Note, needle: string): boolean {
  const texts = [note.title, note.content ?? '', ...(note.flashcards ?? []).flatMap((card) => [card.front, card.back])];
  return texts.some((text) => text.toLowerCase().includes(needle));
}

/** Newest first: the board shows the list in this order whatever order storage or an import left it in. */
export function newestFirst(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => b.id - a.id);
}

export function isTopic(value: unknown): value is Topic {
  return typeof value === 'string' && (TOPICS as readonly string[]).includes(value);
}

/** Typed search params for /notes: anything unexpected is dropped rather than trusted. */
export function validateNotesSearch(search: Record<string, unknown>): NotesSearch {
  const q =
    typeof search.q === 'string' ? search.q.slice(0, 200) : typeof search.q === 'number' ? String(search.q) : undefined;
  return { q: q || undefined, topic: isTopic(search.topic) ? search.topic : undefined };
}
