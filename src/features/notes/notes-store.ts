/** The notes list in localStorage under one key; an unreadable value is copied aside, never overwritten unseen
 * (docs/decisions.md#notes-storage). */
import '../../shared/config/zod-without-eval';
import { z } from 'zod';
import { LOCAL_STORAGE_KEYS } from '../../shared/storage/keys';
import { readLocal, writeLocal, type WriteResult } from '../../shared/storage/local-storage';
import { askToPersist } from '../../shared/storage/persist';
import { noteSchema, type Note } from './note';

export interface NotesSnapshot {
  notes: Note[];
  /** How many stored entries could not be read (kept in the backup key); -1 when the whole value was unreadable. */
  unreadable: number;
  /** False when an unreadable value could not be copied aside: then nothing may overwrite it. */
  backedUp: boolean;
}

const EMPTY: NotesSnapshot = { notes: [], unreadable: 0, backedUp: true };
const CHANGE_EVENT = 'pocket-ap:notes-change';

export function parseNotes(raw: string | null): { notes: Note[]; unreadable: number } {
  if (raw === null) return { notes: [], unreadable: 0 };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { notes: [], unreadable: -1 };
  }
  if (!Array.isArray(value)) return { notes: [], unreadable: -1 };
  const notes: Note[] = [];
  for (const item of value) {
    const parsed = noteSchema.safeParse(item);
    if (parsed.success) notes.push(parsed.data);
  }
  return { notes, unreadable: value.length - notes.length };
}

/** The backup holds a JSON list of every distinct unreadable value, so a second corruption never overwrites the first. */
function backUp(raw: string): boolean {
  const existing = readLocal(LOCAL_STORAGE_KEYS.notesBackup);
  const kept = z.array(z.string()).safeParse(safeJson(existing));
  const list = kept.success ? kept.data : existing === null ? [] : [existing];
  if (list.includes(raw)) return true;
  return writeLocal(LOCAL_STORAGE_KEYS.notesBackup, JSON.stringify([...list, raw])).ok;
}

function safeJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

let cached: { raw: string | null; snapshot: NotesSnapshot } | null = null;

/** The current list (cached per stored text, so React sees a stable snapshot). */
export function readNotes(): NotesSnapshot {
  const raw = readLocal(LOCAL_STORAGE_KEYS.notes);
  if (cached && cached.raw === raw) return cached.snapshot;
  const { notes, unreadable } = parseNotes(raw);
  const backedUp = unreadable !== 0 && raw !== null ? backUp(raw) : true;
  const snapshot = raw === null ? EMPTY : { notes, unreadable, backedUp };
  cached = { raw, snapshot };
  return snapshot;
}

/** The server has no device storage: the board renders its empty state first. */
export function serverNotes(): NotesSnapshot {
  return EMPTY;
}

export type SaveResult = WriteResult | { ok: false; reason: 'unsafe'; error: null };

/** Applies `change` to the list as stored now (another tab's publish is kept); refuses when a backup failed. */
export function updateNotes(change: (notes: Note[]) => Note[]): SaveResult {
  const current = readNotes();
  if (!current.backedUp) return { ok: false, reason: 'unsafe', error: null };
  const result = writeLocal(LOCAL_STORAGE_KEYS.notes, JSON.stringify(change(current.notes)));
  if (result.ok) {
    window.dispatchEvent(new Event(CHANGE_EVENT));
    askToPersist();
  }
  return result;
}

export function subscribeNotes(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_STORAGE_KEYS.notes || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveErrorText(result: SaveResult): string {
  if (result.ok) return '';
  if (result.reason === 'quota') {
    return 'Your device storage is full, so the note was not saved. Your text is still here: free some space (or delete an old note) and try again.';
  }
  if (result.reason === 'unsafe') {
    return 'Saved notes that could not be read are still on this device and could not be set aside, so nothing was saved over them.';
  }
  return 'This browser is not letting Pocket AP save (private mode or site data turned off). Your text is still here.';
}
