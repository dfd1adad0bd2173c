/**
 * The notes board's locally stored user name (docs/product.md#notes). Accounts set it on sign-in and profile save
 * (display name, else email) and clear it on logout; the notes feature reads it to know who may publish and edit.
 */
import { LOCAL_STORAGE_KEYS } from './keys';
import { readLocal, removeLocal, writeLocal } from './local-storage';

export const NOTES_USER_KEY = LOCAL_STORAGE_KEYS.notesUser;
const CHANGE_EVENT = 'pocket-ap:notes-user-change';

export function getNotesUser(): string | null {
  const value = readLocal(NOTES_USER_KEY);
  return value && value.trim() ? value : null;
}

export function setNotesUser(name: string): void {
  const trimmed = name.trim();
  if (!trimmed) return clearNotesUser();
  if (readLocal(NOTES_USER_KEY) === trimmed) return;
  if (writeLocal(NOTES_USER_KEY, trimmed).ok) window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearNotesUser(): void {
  if (readLocal(NOTES_USER_KEY) === null) return;
  if (removeLocal(NOTES_USER_KEY).ok) window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the name changes in this tab or another one (for useSyncExternalStore). */
export function subscribeNotesUser(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === NOTES_USER_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
