import { describe, expect, it } from 'vitest';
import { createDebouncedStore } from './debounced-store';

describe('createDebouncedStore', () => {
  it('saves after the delay, keeping only the last value', async () => {
    const store = createDebouncedStore<string>('test-db-1', 'draft', 150);
    store.save('a');
    store.save('ab');
    expect(await store.load()).toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.load()).toBe('ab');
  });

  it('flush writes at once, and a later load in a new store sees it (a reload)', async () => {
    const store = createDebouncedStore<{ essay: string }>('test-db-2', 'draft', 10_000);
    store.save({ essay: 'kept' });
    await store.flush();
    expect(await createDebouncedStore('test-db-2', 'draft').load()).toEqual({ essay: 'kept' });
  });

  it('flushes when the page is hidden', async () => {
    const store = createDebouncedStore<string>('test-db-3', 'draft', 10_000);
    store.save('before hiding');
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((r) => setTimeout(r, 50));
    expect(await store.load()).toBe('before hiding');
    await store.clear();
    expect(await store.load()).toBeUndefined();
  });
});

describe('createDebouncedStore onWrite', () => {
  it('tells the caller when a write has landed', async () => {
    const writes: unknown[] = [];
    const store = createDebouncedStore<string>('test-db-4', 'draft', 10_000, { onWrite: (error) => writes.push(error) });
    store.save('x');
    expect(writes).toEqual([]);
    await store.flush();
    expect(writes).toEqual([null]);
  });
});
