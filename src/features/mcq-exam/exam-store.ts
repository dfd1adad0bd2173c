/**
 * The MCQ exam on the device: the sheet under `sheet`, attempts under `attempt:<id>`, both device records of the
 * data layer (docs/architecture.md#data-layer): a value that fails its check is set aside, never deleted
 * (docs/decisions.md#exam-state-in-indexeddb-per-attempt).
 */
import type { DebouncedStore } from '../../shared/storage/debounced-store';
import { IDB_DATABASES } from '../../shared/storage/keys';
import { defineRecord, defineRecordFamily, type Loaded } from '../../shared/storage/record';
import type { SheetState } from './sheet-state';
import { attemptRecordSchema, migrateStoredSheet, storedSheetSchema, type AttemptRecord, type StoredSheet } from './stored-shapes';

export type { Loaded } from '../../shared/storage/record';

const sheet = defineRecord<StoredSheet>({
  name: 'mcq-sheet',
  db: IDB_DATABASES.mcqExam,
  key: 'sheet',
  scope: 'device',
  schema: storedSheetSchema,
  version: 2,
  migrate: migrateStoredSheet,
  delayMs: 300,
});

const attempts = defineRecordFamily<AttemptRecord>({
  name: 'mcq-attempt',
  db: IDB_DATABASES.mcqExam,
  prefix: 'attempt:',
  keyPattern: 'attempt:<id>',
  scope: 'device',
  schema: attemptRecordSchema,
  version: 1,
  delayMs: 0,
});

export async function loadSheet(): Promise<Loaded<SheetState>> {
  const loaded = await sheet(null).read();
  return loaded.status === 'ok' ? { status: 'ok', value: loaded.value.sheet } : loaded;
}

/** The sheet's store, telling `onWrite` how each write went (a full disk shows on the sheet). */
export function createSheetSaver(onWrite: (error: unknown) => void): DebouncedStore<StoredSheet> {
  return sheet.open(null, { onWrite });
}

/** Checks a record that came another way (navigation state) with the same schema as a stored one. */
export function parseAttempt(raw: unknown): AttemptRecord | null {
  const parsed = attemptRecordSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export async function saveAttempt(record: AttemptRecord): Promise<void> {
  const store = attempts(record.id)(null);
  store.save(record);
  await store.flush();
}

export function loadAttempt(id: string): Promise<Loaded<AttemptRecord>> {
  return attempts(id)(null).read();
}

/** All readable attempts, newest first; unreadable ones are set aside and counted. */
export async function listAttempts(): Promise<{ attempts: AttemptRecord[]; setAside: number }> {
  const { values, setAside } = await attempts.list();
  return { attempts: [...values.values()].sort((a, b) => b.submittedAt - a.submittedAt), setAside };
}
