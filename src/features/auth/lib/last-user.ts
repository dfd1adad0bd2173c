/**
 * The last known account, kept in localStorage so the header can show the name on the very first paint,
 * before Firebase (loaded lazily) reports the live state. Never trusted for anything but display.
 */
import type { AuthUser } from './auth-user';

const KEY = 'pocket-ap:last-user';

/** The stored record as text (a stable snapshot for useSyncExternalStore), or null. */
export function readLastUserRecord(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the live state will follow
  }
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

export function writeLastUser(user: AuthUser | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the header simply waits for the live state
  }
}
