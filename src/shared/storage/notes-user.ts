/**
 * The notes board's locally stored user name (docs/product.md#notes). Accounts set it on sign-in and profile save (display name,
 * else email) and clear it on logout; the notes feature reads it to know who may publish and edit.
 */
export const NOTES_USER_KEY = 'pocket-ap:notes-user';
const CHANGE_EVENT = 'pocket-ap:notes-user-change';

export function getNotesUser(): string | null {
  try {
    const value = localStorage.getItem(NOTES_USER_KEY);
    return value && value.trim() ? value : null;
  } catch {
    return null; // storage blocked (private mode, site data off)
  }
}

export function setNotesUser(name: string): void {
  const trimmed = name.trim();
  if (!trimmed) return clearNotesUser();
  try {
    if (localStorage.getItem(NOTES_USER_KEY) === trimmed) return;
    localStorage.setItem(NOTES_USER_KEY, trimmed);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearNotesUser(): void {
  try {
    if (localStorage.getItem(NOTES_USER_KEY) === null) return;
    localStorage.removeItem(NOTES_USER_KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
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
