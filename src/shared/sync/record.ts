/**
 * The one document shape of sync (docs/architecture.md#sync): `users/{uid}/records/{recordId}`, checked by
 * firestore.rules. The sync adapter turns each record of the device's store into one of these and back.
 */

/** Every kind of synced record; firestore.rules lists the same. */
export const RECORD_KINDS = ['deck', 'note', 'review', 'mcq-sheet', 'mcq-attempt', 'quiz', 'draft', 'grading', 'progress', 'prefs'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Limits firestore.rules enforces. */
export const MAX_KEY_LENGTH = 200;
export const MAX_DATA_LENGTH = 200_000;
export const RECORD_SCHEMA_VERSION = 1;

/** A record as the merge rules see it; `data` is null for a tombstone. */
export interface SyncRecord<T> {
  kind: RecordKind;
  key: string;
  /** The per-record clock (src/shared/sync/merge.ts: tick): later wins, ties broken by device. */
  clock: number;
  deleted: boolean;
  /** The device that made this version (a random id kept on the device). */
  device: string;
  data: T | null;
}

/** Firestore document ids may not hold '/', and firestore.rules allows only these characters after "<kind>~". */
export function recordId(kind: RecordKind, key: string): string {
  const encoded = encodeURIComponent(key).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}~${encoded}`;
}

/** The document's fields, without `updatedAt` (the server's time, added by the client module). */
export function toDocument<T>(record: SyncRecord<T>): Omit<SyncDocument, 'updatedAt'> {
  const data = record.deleted || record.data === null ? '' : JSON.stringify(record.data);
  if (record.key.length > MAX_KEY_LENGTH) throw new Error(`A ${record.kind} key is longer than ${MAX_KEY_LENGTH} characters.`);
  if (data.length > MAX_DATA_LENGTH) throw new Error(`A ${record.kind} record is larger than ${MAX_DATA_LENGTH} characters.`);
  return { kind: record.kind, key: record.key, clock: record.clock, deleted: record.deleted, device: record.device, data };
}

export interface SyncDocument {
  kind: RecordKind;
  key: string;
  clock: number;
  deleted: boolean;
  device: string;
  data: string;
  updatedAt: unknown;
}

/** A document back into a record, or null when it is not one (the adapter's own parse checks `data` further). */
export function fromDocument(value: unknown): SyncRecord<unknown> | null {
  if (!value || typeof value !== 'object') return null;
  const doc = value as Partial<SyncDocument>;
  if (!RECORD_KINDS.includes(doc.kind as RecordKind) || typeof doc.key !== 'string' || typeof doc.clock !== 'number') return null;
  if (typeof doc.deleted !== 'boolean' || typeof doc.device !== 'string' || typeof doc.data !== 'string') return null;
  let data: unknown = null;
  if (!doc.deleted) {
    try {
      data = JSON.parse(doc.data);
    } catch {
      return null;
    }
  }
  return { kind: doc.kind as RecordKind, key: doc.key, clock: doc.clock, deleted: doc.deleted, device: doc.device, data };
}
