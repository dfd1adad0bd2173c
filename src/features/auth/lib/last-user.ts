/**
 * The last known account, kept in localStorage so the header can show the name on the very first paint,
 * before Firebase (loaded lazily) reports the live state. Never trusted for anything but display.
 */
import type { AuthUser } from './auth-user';

const KEY = 'pocket-ap:last-user';

export function readLastUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { uid, email, displayName, photoURL } = value as Record<string, unknown>;
    if (typeof uid !== 'string') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return { uid, email: text(email), displayName: text(displayName), photoURL: text(photoURL) };
  } catch {
    return null; // unreadable or storage blocked: the live state will follow
  }
}

export function writeLastUser(user: AuthUser | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the header simply waits for the live state
  }
}
