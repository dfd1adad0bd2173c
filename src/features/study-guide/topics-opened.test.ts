import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { loadTopicsOpened, openedPerUnit, recordTopicOpened } from './topics-opened';

describe('topics opened', () => {
  it('keeps the first opening of each topic per account and counts them per unit', async () => {
    await recordTopicOpened('3.7', 'uid-1', 100);
    await recordTopicOpened('3.7', 'uid-1', 200);
    await recordTopicOpened('3.10', 'uid-1', 300);
    await recordTopicOpened('1.2', null, 400);
    expect(await loadTopicsOpened('uid-1')).toEqual({ '3.7': 100, '3.10': 300 });
    expect(openedPerUnit(await loadTopicsOpened('uid-1'))).toEqual({ 3: 2 });
    expect(openedPerUnit(await loadTopicsOpened(null))).toEqual({ 1: 1 });
  });
});
