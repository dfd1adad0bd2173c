/**
 * Flashcard study state, one device record per `${noteId}:${cardId}` (docs/decisions.md#flashcards-use-fsrs,
 * docs/architecture.md#data-layer): a record that cannot be read is set aside with its text, not written over.
 */
import type { ZodType } from 'zod';
import { IDB_DATABASES } from '../../../shared/storage/keys';
import { askToPersist } from '../../../shared/storage/persist';
import { defineRecordFamily } from '../../../shared/storage/record';
import { serializeRecord, studyRecordSchema, type StudyRecord } from './scheduler';

const records = defineRecordFamily<StudyRecord>({
  name: 'flashcard-study',
  db: IDB_DATABASES.flashcards,
  prefix: '',
  keyPattern: '<note>:<card>',
  scope: 'device',
  // The schema reads dates from their stored text; FSRS's own types name the same fields.
  schema: studyRecordSchema as unknown as ZodType<StudyRecord>,
  version: 1,
  encode: serializeRecord,
  delayMs: 0,
});

export const recordKey = (noteId: number, cardId: string) => `${noteId}:${cardId}`;

/** The records of the given cards (undefined for a card never studied, or one set aside as unreadable). */
export async function loadRecords(keys: readonly string[]): Promise<Map<string, StudyRecord | undefined>> {
  const values = await Promise.all(keys.map((key) => records(key)(null).load()));
  return new Map(keys.map((key, i) => [key, values[i]]));
}

export async function loadAllRecords(): Promise<Map<string, StudyRecord>> {
  return (await records.list()).values;
}

export async function saveRecord(key: string, record: StudyRecord): Promise<void> {
  askToPersist();
  const store = records(key)(null);
  store.save(record);
  await store.flush();
}

/** Writes imported records (a Pocket AP export's schedules). */
export function saveRecords(study: ReadonlyMap<string, StudyRecord>): Promise<void> {
  if (!study.size) return Promise.resolve();
  askToPersist();
  return records.saveMany(study);
}
