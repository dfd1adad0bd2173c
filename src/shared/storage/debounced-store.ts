/**
 * A value kept in IndexedDB (idb-keyval) with debounced saves and an explicit flush, after Excalidraw's LocalData:
 * typing schedules a save; leaving the page (pagehide, or the tab going hidden) flushes at once, so nothing is lost.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface DebouncedStore<T> {
  load(): Promise<T | undefined>;
  save(value: T): void;
  flush(): Promise<void>;
  clear(): Promise<void>;
}

export interface DebouncedStoreOptions {
  /** Told after each write: null when it succeeded, else the error (a full storage is a QuotaExceededError); with the value written. */
  onWrite?: (error: unknown, value: unknown) => void;
}

export function createDebouncedStore<T>(dbName: string, key: string, delayMs = 400, options: DebouncedStoreOptions = {}): DebouncedStore<T> {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore(dbName, 'keyval'));
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    clearTimeout(timer);
    if (!pending) return;
    const { value } = pending;
    pending = null;
    try {
      await set(key, value, db());
    } catch (error) {
      options.onWrite?.(error, value);
      return;
    }
    options.onWrite?.(null, value);
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => void flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
  }

  return {
    load: () => get<T>(key, db()),
    save(value) {
      pending = { value };
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    async clear() {
      pending = null;
      clearTimeout(timer);
      await del(key, db());
    },
  };
}
