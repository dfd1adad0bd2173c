/**
 * Loads the Firestore client once, on demand, and only for a signed-in student: its code (the largest part of
 * Firebase) never reaches a first load or a signed-out visit (docs/architecture.md#sync). The sync adapter asks
 * for it once the page is idle after its first paint (src/shared/when-idle.ts).
 */
import { currentAccountId } from '../account-seam';
import type { FirestoreClient } from './firestore-client';

let loading: Promise<FirestoreClient> | null = null;

export function loadFirestore(): Promise<FirestoreClient> {
  if (typeof currentAccountId() !== 'string') return Promise.reject(new Error('Firestore is for signed-in students only.'));
  loading ??= import('./firestore-client').then((module) => module.firestoreClient);
  // A failed chunk load (offline before the service worker cached it) may be retried later.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export type { FirestoreClient };
