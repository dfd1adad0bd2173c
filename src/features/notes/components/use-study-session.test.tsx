import { act, renderHook, waitFor } from '@testing-library/react';
import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import type { Note } from '../note';
import { studyItems } from '../study/study-deck';
import { loadRecords } from '../study/study-store';
import { useStudySession } from './use-study-session';

let nextId = 100;
/** A deck with its own id, so each test starts with cards never studied. */
const newDeck = (): Note => ({
  id: (nextId += 1),
  author: 'Ada',
  title: 'Labour systems',
  topic: 'APUSH',
  type: 'flashcards',
  created: 'today',
  flashcards: [
    { front: 'Encomienda', back: 'A labour grant' },
    { front: 'Indenture', back: 'Work for passage' },
  ],
});

async function opened(decks: Note[]) {
  const hook = renderHook(() => useStudySession(decks));
  await waitFor(() => expect(hook.result.current.session).not.toBeNull());
  return hook;
}

describe('useStudySession', () => {
  it('asks the due cards in deck order, stores each rating, and undo puts the card back as it was', async () => {
    const decks = [newDeck()];
    const [first] = studyItems(decks);
    const { result } = await opened(decks);
    expect(result.current.current?.front).toBe('Encomienda');

    act(() => result.current.reveal());
    expect(result.current.revealed).toBe(true);
    act(() => result.current.grade(Rating.Good));
    expect(result.current.current?.front).toBe('Indenture');
    expect(result.current.revealed).toBe(false);
    await waitFor(async () => expect((await loadRecords([first.key])).get(first.key)?.logs).toHaveLength(1));

    act(() => result.current.undo());
    expect(result.current.current?.front).toBe('Encomienda');
    expect(result.current.said).toBe('Last rating undone.');
    await waitFor(async () => expect((await loadRecords([first.key])).get(first.key)?.logs).toEqual([]));
  });

  it('"Study all" reviews every card without touching the stored schedule', async () => {
    const decks = [newDeck()];
    const [first] = studyItems(decks);
    const { result } = await opened(decks);
    act(() => result.current.grade(Rating.Easy));
    act(() => result.current.grade(Rating.Easy));
    expect(result.current.current).toBeUndefined();
    await waitFor(async () => expect((await loadRecords([first.key])).get(first.key)?.logs).toHaveLength(1));

    act(() => result.current.studyAll());
    expect(result.current.session?.mode).toBe('ahead');
    expect(result.current.current?.front).toBe('Encomienda');
    act(() => result.current.grade(Rating.Again));
    expect(result.current.current?.front).toBe('Indenture');
    expect((await loadRecords([first.key])).get(first.key)?.logs).toHaveLength(1);
  });

  it('reverse asks the back and answers the front, on a schedule of its own; ticked mid-session it keeps the place', async () => {
    const decks = [newDeck()];
    const { result } = await opened(decks);
    act(() => result.current.grade(Rating.Easy));
    act(() => result.current.setOptions({ reverse: true, starredOnly: false }));
    // Mid-session: the card still to come, asked the other way.
    await waitFor(() => expect(result.current.current?.front).toBe('Work for passage'));
    expect(result.current.current?.back).toBe('Indenture');
    expect(result.current.session?.done).toBe(1);

    // A new session in reverse: back → front has its own schedule, so the card rated Easy front → back is due.
    const fresh = await opened(decks);
    act(() => fresh.result.current.setOptions({ reverse: true, starredOnly: false }));
    await waitFor(() => expect(fresh.result.current.current?.front).toBe('A labour grant'));
    expect(fresh.result.current.current?.back).toBe('Encomienda');
  });
});
