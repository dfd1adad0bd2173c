import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedStore } from './debounced-store';

afterEach(() => vi.useRealTimers());

/** A promise of the next write's outcome, and the options that report it. */
function nextWrite() {
  let landed!: (error: unknown) => void;
  const written = new Promise<unknown>((resolve) => (landed = resolve));
  return { written, options: { onWrite: (error: unknown) => landed(error) } };
}

describe('createDebouncedStore', () => {
  it('saves after the delay, keeping only the last value', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { written, options } = nextWrite();
    const store = createDebouncedStore<string>('test-db-1', 'draft', 150, options);
    store.save('a');
    store.save('ab');
    vi.advanceTimersByTime(149);
    expect(await store.load()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(await written).toBeNull();
    expect(await store.load()).toBe('ab');
  });

  it('flush writes at once, and a later load in a new store sees it (a reload)', async () => {
    const store = createDebouncedStore<{ essay: string }>('test-db-2', 'draft', 10_000);
    store.save({ essay: 'kept' });
    await store.flush();
    expect(await createDebouncedStore('test-db-2', 'draft').load()).toEqual({ essay: 'kept' });
  });

  it('flushes when the page is hidden', async () => {
    const { written, options } = nextWrite();
    const store = createDebouncedStore<string>('test-db-3', 'draft', 10_000, options);
    store.save('before hiding');
    window.dispatchEvent(new Event('pagehide'));
    await written;
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
