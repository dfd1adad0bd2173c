/** Flashcard study state in IndexedDB, one record per `${noteId}:${cardId}` (docs/decisions.md#flashcards-use-fsrs). */
import { createStore, entries, getMany, set, setMany, type UseStore } from 'idb-keyval';
import { IDB_DATABASES } from '../../../shared/storage/keys';
import { askToPersist } from '../../../shared/storage/persist';
import { deserializeRecord, serializeRecord, type StudyRecord } from './scheduler';

let store: UseStore | undefined;
const db = () => (store ??= createStore(IDB_DATABASES.flashcards, 'keyval'));

export const recordKey = (noteId: number, cardId: string) => `${noteId}:${cardId}`;

/** The records of the given cards (undefined for a card never studied or unreadable). */
export async function loadRecords(keys: readonly string[]): Promise<Map<string, StudyRecord | undefined>> {
  const values = await getMany(keys as string[], db());
  return new Map(keys.map((key, i) => [key, deserializeRecord(values[i])]));
}

export async function loadAllRecords(): Promise<Map<string, StudyRecord>> {
  const all = await entries<string, unknown>(db());
  const map = new Map<string, StudyRecord>();
  for (const [key, value] of all) {
    const record = deserializeRecord(value);
    if (record) map.set(String(key), record);
  }
  return map;
}

export function saveRecord(key: string, record: StudyRecord): Promise<void> {
  askToPersist();
  return set(key, serializeRecord(record), db());
}

/** Writes imported records (a Pocket AP export's schedules) in one transaction. */
export function saveRecords(records: ReadonlyMap<string, StudyRecord>): Promise<void> {
  if (!records.size) return Promise.resolve();
  askToPersist();
  return setMany(
    [...records].map(([key, record]) => [key, serializeRecord(record)]),
    db(),
  );
}
