import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from './keys';
import { readLocal, removeLocal, writeLocal } from './local-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('guarded localStorage', () => {
  it('writes, reads and removes', () => {
    expect(writeLocal(LOCAL_STORAGE_KEYS.notes, '[]')).toEqual({ ok: true });
    expect(readLocal(LOCAL_STORAGE_KEYS.notes)).toBe('[]');
    removeLocal(LOCAL_STORAGE_KEYS.notes);
    expect(readLocal(LOCAL_STORAGE_KEYS.notes)).toBeNull();
  });

  it('reads blocked storage as nothing stored', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readLocal(LOCAL_STORAGE_KEYS.notes)).toBeNull();
  });

  it('tells a full storage apart from a blocked one', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeLocal(LOCAL_STORAGE_KEYS.notes, 'x')).toMatchObject({ ok: false, reason: 'quota' });
  });
});
