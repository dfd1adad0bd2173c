/**
 * The last known account, kept in localStorage so the header can show the name on the very first paint,
 * before Firebase (loaded lazily) reports the live state. Never trusted for anything but display.
 */
import { LOCAL_STORAGE_KEYS } from '../../../shared/storage/keys';
import { readLocal, removeLocal, writeLocal } from '../../../shared/storage/local-storage';
import type { AuthUser } from './auth-user';

const KEY = LOCAL_STORAGE_KEYS.lastUser;

/** The stored record as text (a stable snapshot for useSyncExternalStore), or null when absent or blocked. */
export function readLastUserRecord(): string | null {
  return readLocal(KEY);
}

export function parseLastUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { uid, email, displayName, photoURL } = value as Record<string, unknown>;
    if (typeof uid !== 'string') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return { uid, email: text(email), displayName: text(displayName), photoURL: text(photoURL) };
  } catch {
    return null; // unreadable: the live state will follow
  }
}

/** Follows changes made by other tabs (this tab's own changes go through the live state). */
export function subscribeLastUser(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Blocked or full storage is fine: the header then simply waits for the live state. */
export function writeLastUser(user: AuthUser | null): void {
  if (user) writeLocal(KEY, JSON.stringify(user));
  else removeLocal(KEY);
}
