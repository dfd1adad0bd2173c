/**
 * Everything that touches Firestore's SDK; imported only dynamically (load-firestore.ts), so it stays out of the
 * first load. It shares the Firebase app of features/auth, whose signed-in user the rules see. In a build without
 * VITE_FIREBASE_* it talks to the Firestore emulator (docs/architecture.md#sync).
 */
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { firebaseSettings } from '../config/env';
import { fromDocument, RECORD_SCHEMA_VERSION, recordId, toDocument, type SyncRecord } from './record';

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

function createFirestore(): Firestore {
  const settings = firebaseSettings();
  const app = getApps().length ? getApp() : initializeApp(settings.options);
  // Memory cache only: the device's own store is the truth the screens read, so Firestore's IndexedDB cache would
  // be a second copy (and more code). Long polling is chosen by the SDK where streams are blocked.
  const db = initializeFirestore(app, { experimentalAutoDetectLongPolling: true });
  if (settings.firestoreEmulatorHost) {
    const [host, port] = settings.firestoreEmulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}

const db = createFirestore();
const records = (uid: string) => collection(db, 'users', uid, 'records');

/** A synced record as read back, with the server's time of its last write (null while the write is pending). */
export interface RemoteRecord {
  record: SyncRecord<unknown>;
  updatedAt: number | null;
}

function remote(snapshot: QueryDocumentSnapshot): RemoteRecord | null {
  const record = fromDocument(snapshot.data());
  const updatedAt: unknown = snapshot.get('updatedAt');
  return record ? { record, updatedAt: updatedAt instanceof Timestamp ? updatedAt.toMillis() : null } : null;
}

export const firestoreClient = {
  /**
   * Writes records in batches of at most 500 (one batch is one round trip; each document is one billed write).
   * The adapter gives each a clock later than the stored one (firestore.rules refuses an earlier one).
   */
  async writeRecords(uid: string, list: readonly SyncRecord<unknown>[]): Promise<void> {
    for (let start = 0; start < list.length; start += BATCH_LIMIT) {
      const batch = writeBatch(db);
      for (const record of list.slice(start, start + BATCH_LIMIT)) {
        batch.set(doc(records(uid), recordId(record.kind, record.key)), { ...toDocument(record), updatedAt: serverTimestamp() });
      }
      await batch.commit();
    }
  },

  /** Marks the account as holding records of this format (users/{uid}). */
  markAccount(uid: string): Promise<void> {
    return setDoc(doc(db, 'users', uid), { schema: RECORD_SCHEMA_VERSION, updatedAt: serverTimestamp() });
  },

  /**
   * Every record written after `sinceMs` (server time; 0 for all), now and as they change while the page is open:
   * one read per record delivered. Returns how to stop listening.
   */
  watchRecords(uid: string, sinceMs: number, onRecords: (changed: RemoteRecord[]) => void, onError: (error: Error) => void): () => void {
    const changed = query(records(uid), where('updatedAt', '>', Timestamp.fromMillis(sinceMs)), orderBy('updatedAt'));
    return onSnapshot(
      changed,
      (snapshot) => {
        const list = snapshot
          .docChanges()
          .filter((change) => change.type !== 'removed')
          .map((change) => remote(change.doc))
          .filter((entry): entry is RemoteRecord => entry !== null);
        if (list.length) onRecords(list);
      },
      onError,
    );
  },

  /** Deletes every record of the account, then its user document ("Delete my account and data"). Returns how many. */
  async deleteAccountData(uid: string): Promise<number> {
    let deleted = 0;
    // Deleted documents leave the query, so the first page is asked for again until it comes back empty.
    for (;;) {
      const page = await getDocs(query(records(uid), limit(BATCH_LIMIT)));
      if (page.empty) break;
      const batch = writeBatch(db);
      for (const entry of page.docs) batch.delete(entry.ref);
      await batch.commit();
      deleted += page.size;
    }
    const batch = writeBatch(db);
    batch.delete(doc(db, 'users', uid));
    await batch.commit();
    return deleted;
  },
};

export type FirestoreClient = typeof firestoreClient;
