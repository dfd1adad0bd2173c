/**
 * The last known account, kept in localStorage so the header can show the name on the very first paint,
 * before Firebase (loaded lazily) reports the live state. Never trusted for anything but display.
 */
import { LOCAL_STORAGE_KEYS } from '../../../shared/storage/keys';
import { readLocal, removeLocal, writeLocal } from '../../../shared/storage/local-storage';
import type { AuthUser } from './auth-user';

const KEY = LOCAL_STORAGE_KEYS.lastUser;

export function readLastUser(): AuthUser | null {
  const raw = readLocal(KEY);
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

/** Blocked or full storage is fine: the header then simply waits for the live state. */
export function writeLastUser(user: AuthUser | null): void {
  if (user) writeLocal(KEY, JSON.stringify(user));
  else removeLocal(KEY);
}
