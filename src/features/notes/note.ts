/** The note of the notes board: its stored shape, checked when read, and the publish / edit rules (docs/product.md#notes). */
import '../../shared/config/zod-without-eval';
import { z } from 'zod';
import { TOPICS, type Topic } from './note-basics';
export const NOTE_TYPES = [
  { value: 'notes', label: 'Notes' },
  { value: 'flashcards', label: 'Flashcards' },
] as const;
export type NoteType = (typeof NOTE_TYPES)[number]['value'];

/** Length limits (product choices; counters show them under the fields). */
export const LIMITS = { title: 120, content: 20_000, docUrl: 2_000, side: 1_000, cards: 200, tags: 20, tag: 60 } as const;

export const flashcardSchema = z.object({
  front: z.string(),
  back: z.string(),
  /** Tags brought in with an import (Anki); shown under the card, never rendered as HTML. */
  tags: z.array(z.string()).optional(),
  /** Set once the card is edited in place, so its study record stays keyed by it (scheduler.ts cardIds). */
  id: z.string().max(40).optional(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const noteSchema = z.object({
  id: z.number().int().nonnegative(),
  author: z.string(),
  title: z.string(),
  topic: z.enum(TOPICS),
  type: z.enum(['notes', 'flashcards']),
  created: z.string(),
  content: z.string().optional(),
  docUrl: z.string().optional(),
  flashcards: z.array(flashcardSchema).optional(),
  /** Added from a shared link (docs/product.md#sharing-a-note-by-link): who shared it, and the link's fingerprint. */
  sharedBy: z.string().optional(),
  shareId: z.string().optional(),
  /** Imported on this device: the importer may edit and delete it (docs/decisions.md#imported-notes-belong-to-the-importer). */
  imported: z.boolean().optional(),
});
export type Note = z.infer<typeof noteSchema>;

export interface NoteDraft {
  title: string;
  topic: Topic | '';
  type: NoteType | '';
  content: string;
  docUrl: string;
  flashcards: Flashcard[];
}

export const EMPTY_DRAFT: NoteDraft = { title: '', topic: '', type: '', content: '', docUrl: '', flashcards: [] };

export function draftFromNote(note: Note): NoteDraft {
  return {
    title: note.title,
    topic: note.topic,
    type: note.type,
    content: note.content ?? '',
    docUrl: note.docUrl ?? '',
    flashcards: note.flashcards ?? [],
  };
}

/** True for an absolute http: or https: URL; everything else (javascript:, data:, relative text) is refused. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const DOC_URL_ERROR = 'Use a web link that starts with http:// or https://.';

export function docUrlError(docUrl: string): string | null {
  return docUrl.trim() && !isHttpUrl(docUrl) ? DOC_URL_ERROR : null;
}

/** A flashcard is added only when both sides are non-blank after trim (docs/product.md#notes); the sides are stored trimmed. */
export function makeFlashcard(front: string, back: string): Flashcard | null {
  const f = front.trim();
  const b = back.trim();
  return f && b ? { front: f, back: b } : null;
}

export type NoteFields = Pick<Note, 'title' | 'topic' | 'type' | 'content' | 'docUrl' | 'flashcards'>;
export type DraftCheck = { ok: true; fields: NoteFields } | { ok: false; missing: string[] };

/** The publish and edit rules of docs/product.md#notes; `missing` says what to fix, for the hint beside the button. */
export function checkDraft(draft: NoteDraft): DraftCheck {
  const missing: string[] = [];
  const title = draft.title.trim();
  if (!title) missing.push('a title');
  if (!draft.topic) missing.push('a topic');
  if (!draft.type) missing.push('a type');
  const content = draft.content.trim();
  const docUrl = draft.docUrl.trim();
  if (draft.type === 'notes') {
    if (!content && !docUrl) missing.push('content or a document link');
    if (docUrlError(docUrl)) missing.push('a web link (http or https)');
  }
  if (draft.type === 'flashcards' && draft.flashcards.length === 0) missing.push('at least one flashcard');
  const tooLong =
    title.length > LIMITS.title ||
    content.length > LIMITS.content ||
    docUrl.length > LIMITS.docUrl ||
    draft.flashcards.length > LIMITS.cards ||
    draft.flashcards.some((card) => card.front.length > LIMITS.side || card.back.length > LIMITS.side);
  if (tooLong) missing.push('shorter text (see the counters)');
  if (missing.length || !draft.topic || !draft.type) return { ok: false, missing };

  const fields: NoteFields =
    draft.type === 'notes'
      ? { title, topic: draft.topic, type: 'notes', content, ...(docUrl ? { docUrl } : {}) }
      : { title, topic: draft.topic, type: 'flashcards', flashcards: draft.flashcards };
  return { ok: true, fields };
}

export function missingHint(missing: string[]): string {
  if (!missing.length) return '';
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `Add ${list}.`;
}

export function createNote(fields: NoteFields, author: string, now: Date): Note {
  return { id: now.getTime(), author, created: now.toLocaleString(), ...fields };
}

export function applyEdit(note: Note, fields: NoteFields): Note {
  const shared = note.sharedBy === undefined ? {} : { sharedBy: note.sharedBy, shareId: note.shareId };
  return {
    id: note.id,
    author: note.author,
    created: note.created,
    ...fields,
    ...shared,
    ...(note.imported ? { imported: true } : {}),
  };
}

/** Publishing prepends; an id already taken (two publishes in one millisecond) moves up by one. */
export function prependNote(notes: readonly Note[], note: Note): Note[] {
  let id = note.id;
  while (notes.some((existing) => existing.id === id)) id += 1;
  return [{ ...note, id }, ...notes];
}

/** Only the author may edit or delete a note, and its importer (docs/decisions.md#imported-notes-belong-to-the-importer). */
export function canEdit(note: Note, user: string | null): boolean {
  return user !== null && (note.author === user || note.imported === true);
}
