/**
 * localStorage access written once: blocked storage (private mode, site data turned off) reads as "nothing
 * stored" instead of throwing, and a failed write says why (a full storage is a QuotaExceededError the caller
 * can show, keeping what the student typed).
 */
import type { LocalStorageKey } from './keys';

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'blocked'; error: unknown };

export function readLocal(key: LocalStorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalStorageKey, value: string): WriteResult {
  try {
    localStorage.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'blocked', error };
  }
}

export function removeLocal(key: LocalStorageKey): WriteResult {
  try {
    localStorage.removeItem(key);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: 'blocked', error };
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  );
}
