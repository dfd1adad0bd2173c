/**
 * The MCQ exam on the device: the sheet under `sheet`, attempts under `attempt:<id>`; a value that fails its check
 * is set aside, never deleted (docs/decisions.md#exam-state-in-indexeddb-per-attempt).
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { createDebouncedStore, type DebouncedStore } from '../../shared/storage/debounced-store';
import { IDB_DATABASES } from '../../shared/storage/keys';
import type { SheetState } from './sheet-state';
import { attemptRecordSchema, parseStoredSheet, type AttemptRecord, type StoredSheet } from './stored-shapes';

const SHEET_KEY = 'sheet';
const ATTEMPT_PREFIX = 'attempt:';

let db: UseStore | undefined;
const store = () => (db ??= createStore(IDB_DATABASES.mcqExam, 'keyval'));

export type Loaded<T> = { status: 'ok'; value: T } | { status: 'missing' } | { status: 'unreadable' };

/** Copies an unreadable value aside, then removes it from its key so a fresh value can take its place. */
async function setAside(key: string, raw: unknown): Promise<void> {
  await set(`unreadable:${key}:${Date.now()}`, raw, store());
  await del(key, store());
}

async function read<T>(key: string, parse: (raw: unknown) => { success: true; data: T } | { success: false }): Promise<Loaded<T>> {
  const raw: unknown = await get(key, store());
  if (raw === undefined) return { status: 'missing' };
  const parsed = parse(raw);
  if (parsed.success) return { status: 'ok', value: parsed.data };
  await setAside(key, raw);
  return { status: 'unreadable' };
}

export async function loadSheet(): Promise<Loaded<SheetState>> {
  const loaded = await read<StoredSheet>(SHEET_KEY, parseStoredSheet);
  return loaded.status === 'ok' ? { status: 'ok', value: loaded.value.sheet } : loaded;
}

export function createSheetSaver(onWrite: (error: unknown) => void): DebouncedStore<StoredSheet> {
  return createDebouncedStore<StoredSheet>(IDB_DATABASES.mcqExam, SHEET_KEY, 300, { onWrite });
}

/** Checks a record that came another way (navigation state) with the same schema as a stored one. */
export function parseAttempt(raw: unknown): AttemptRecord | null {
  const parsed = attemptRecordSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export async function saveAttempt(record: AttemptRecord): Promise<void> {
  await set(ATTEMPT_PREFIX + record.id, record, store());
}

export function loadAttempt(id: string): Promise<Loaded<AttemptRecord>> {
  return read(ATTEMPT_PREFIX + id, (raw) => attemptRecordSchema.safeParse(raw));
}

/** All readable attempts, newest first; unreadable ones are set aside and counted. */
export async function listAttempts(): Promise<{ attempts: AttemptRecord[]; setAside: number }> {
  const all = await entries(store());
  const attempts: AttemptRecord[] = [];
  let setAsideCount = 0;
  for (const [key, raw] of all) {
    if (typeof key !== 'string' || !key.startsWith(ATTEMPT_PREFIX)) continue;
    const parsed = attemptRecordSchema.safeParse(raw);
    if (parsed.success) attempts.push(parsed.data);
    else {
      await setAside(key, raw);
      setAsideCount += 1;
    }
  }
  return { attempts: attempts.sort((a, b) => b.submittedAt - a.submittedAt), setAside: setAsideCount };
}
