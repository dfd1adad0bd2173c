import { useSyncExternalStore } from 'react';
import { getNotesUser, subscribeNotesUser } from '../../shared/storage/notes-user';
import { readNotes, serverNotes, subscribeNotes } from './notes-store';

/** The stored notes list; the empty list on the server and during hydration. */
export function useNotes() {
  return useSyncExternalStore(subscribeNotes, readNotes, serverNotes);
}

/** The notes user name (who may publish and edit); null on the server. */
export function useNotesUser(): string | null {
  return useSyncExternalStore(subscribeNotesUser, getNotesUser, () => null);
}
