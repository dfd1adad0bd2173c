import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '../note';
import { TOPICS } from '../note-basics';
import { useDueCounts } from './use-due-counts';

const { loadDueCounts } = vi.hoisted(() => ({
  loadDueCounts: vi.fn(async (notes: readonly { id: number }[]) => new Map(notes.map((note) => [note.id, 2]))),
}));
vi.mock('../study/due-counts', () => ({ loadDueCounts }));

const note = (id: number, type: Note['type']): Note => ({
  id,
  author: 'Ada L',
  title: `Note ${id}`,
  topic: TOPICS[0],
  type,
  created: '11/25/2026, 9:00:00 AM',
  ...(type === 'flashcards' ? { flashcards: [{ front: 'Encomienda', back: 'A labour grant' }] } : { content: 'Text' }),
});

afterEach(() => loadDueCounts.mockClear());

describe('useDueCounts', () => {
  it('says nothing is due on a board without flashcards, without loading the scheduler', async () => {
    const { result } = renderHook(() => useDueCounts([note(1, 'notes')]));
    expect(result.current).toEqual(new Map());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadDueCounts).not.toHaveBeenCalled();
    expect(result.current).toEqual(new Map());
  });

  it('counts the decks once there is one, after loading the scheduler', async () => {
    const notes = [note(1, 'notes'), note(2, 'flashcards')];
    const { result } = renderHook(() => useDueCounts(notes));
    expect(result.current).toBeNull();
    await waitFor(() =>
      expect(result.current).toEqual(
        new Map([
          [1, 2],
          [2, 2],
        ]),
      ),
    );
    expect(loadDueCounts).toHaveBeenCalledWith(notes, expect.any(Date));
  });
});
