/**
 * Whether this device may hold a signed-in Firebase session, without loading Firebase: a device that never signed
 * in does not download and start Firebase on every page (docs/decisions.md#accounts-load-after-first-paint).
 * Firebase keeps its session in IndexedDB (database `firebaseLocalStorageDb`), else in localStorage or
 * sessionStorage under `firebase:authUser:<key>:<app>`; those names are Firebase's, not ours. When in doubt: yes.
 */
import { readLastUserRecord } from './last-user';

const FIREBASE_DATABASE = 'firebaseLocalStorageDb';
const FIREBASE_KEY_PREFIX = 'firebase:authUser:';

export async function mayHaveStoredSession(): Promise<boolean> {
  if (readLastUserRecord() !== null) return true;
  try {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(FIREBASE_KEY_PREFIX)) return true;
    }
  } catch {
    return true; // storage blocked: Firebase may still have IndexedDB
  }
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === FIREBASE_DATABASE);
  } catch {
    return true;
  }
}
