/**
 * Moving a value out of an IndexedDB database written under an older name (see LEGACY_IDB_DATABASES), so a
 * rename never loses what a student saved. The old database is opened only if it exists (a new device never gets
 * an empty one created) and closed straight after the read, so it can then be deleted.
 */
import { promisifyRequest } from 'idb-keyval';
import type { LEGACY_IDB_DATABASES } from './keys';

type LegacyDatabase = (typeof LEGACY_IDB_DATABASES)[keyof typeof LEGACY_IDB_DATABASES];
/** The object store idb-keyval's default store uses. */
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

/** Deletes the old database once its value is safely stored under the new name. */
export function deleteLegacyDatabase(dbName: LegacyDatabase): void {
  indexedDB.deleteDatabase(dbName);
}
