import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { IdbDatabase } from '../shared/storage/keys';
import { defineRecord } from '../shared/storage/record';
import { useGradingHistory } from './use-grading-history';

interface Graded {
  id: string;
  score: number;
}

const storesFor = (db: string) =>
  defineRecord<Graded[]>({ name: db, db: db as IdbDatabase, key: 'history', scope: 'account', schema: z.array(z.object({ id: z.string(), score: z.number() })), version: 1, delayMs: 0 });

describe('useGradingHistory', () => {
  it("reads the account's gradings, and keeps new ones first across quick deliveries", async () => {
    const stores = storesFor('history-test-keep');
    stores('sam').save([{ id: 'old', score: 1 }]);
    await stores('sam').flush();

    const { result } = renderHook(() => useGradingHistory(stores, 'sam'));
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.gradings.map((g) => g.id)).toEqual(['old']);

    // Two gradings from the outbox before a render: the second must not drop the first.
    const keep = result.current.keep;
    await act(async () => {
      await keep({ id: 'a', score: 2 }).flush();
      await keep({ id: 'b', score: 3 }).flush();
    });
    expect(result.current.gradings.map((g) => g.id)).toEqual(['b', 'a', 'old']);
    expect((await stores('sam').load())?.map((g) => g.id)).toEqual(['b', 'a', 'old']);
  });

  it('shows nothing of the previous account while the next one is read, and nothing before the account is known', async () => {
    const stores = storesFor('history-test-switch');
    stores('sam').save([{ id: 'sams', score: 1 }]);
    stores(null).save([{ id: 'device', score: 2 }]);
    await Promise.all([stores('sam').flush(), stores(null).flush()]);

    const { result, rerender } = renderHook(({ account }) => useGradingHistory(stores, account), {
      initialProps: { account: undefined as string | null | undefined },
    });
    expect(result.current).toMatchObject({ loaded: false, gradings: [] });
    rerender({ account: 'sam' });
    await waitFor(() => expect(result.current.gradings.map((g) => g.id)).toEqual(['sams']));
    rerender({ account: null });
    expect(result.current).toMatchObject({ loaded: false, gradings: [] });
    await waitFor(() => expect(result.current.gradings.map((g) => g.id)).toEqual(['device']));
  });
});
