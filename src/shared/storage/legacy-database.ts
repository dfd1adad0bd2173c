/**
 * Moving a value out of a database written under an older name (LEGACY_IDB_DATABASES), opened only if it exists
 * (so none is created empty) and closed straight after the read, so it can be deleted.
 */
import { promisifyRequest } from 'idb-keyval';
import type { LEGACY_IDB_DATABASES } from './keys';

type LegacyDatabase = (typeof LEGACY_IDB_DATABASES)[keyof typeof LEGACY_IDB_DATABASES];
const STORE = 'keyval';

/** The value under `key` in the old database, or undefined when there is none (or the browser cannot tell). */
export async function readLegacyValue<T>(dbName: LegacyDatabase, key: string): Promise<T | undefined> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return undefined;
  if (!(await indexedDB.databases()).some((db) => db.name === dbName)) return undefined;
  const db = await promisifyRequest(indexedDB.open(dbName));
  try {
    if (!db.objectStoreNames.contains(STORE)) return undefined;
    return (await promisifyRequest(db.transaction(STORE, 'readonly').objectStore(STORE).get(key))) as T | undefined;
  } finally {
    db.close();
  }
}

export function deleteLegacyDatabase(dbName: LegacyDatabase): void {
  indexedDB.deleteDatabase(dbName);
}
