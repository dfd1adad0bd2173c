import { useEffect, useState } from 'react';
import type { Note } from '../note';

/** What the board shows without a flashcards note: nothing is due, and nothing needs loading to say so. */
const NO_DECKS: ReadonlyMap<number, number> = new Map();

/** Cards due per deck, null until known (docs/decisions.md#the-scheduler-loads-with-the-first-deck). */
export function useDueCounts(notes: readonly Note[]): ReadonlyMap<number, number> | null {
  const hasDecks = notes.some((note) => note.type === 'flashcards');
  const [counts, setCounts] = useState<ReadonlyMap<number, number> | null>(null);
  useEffect(() => {
    if (!hasDecks) return;
    let active = true;
    // A chunk that cannot load (offline before the service worker has it) leaves "Counting due cards…" showing.
    import('../study/due-counts')
      .then(({ loadDueCounts }) => loadDueCounts(notes, new Date()))
      .then(
        (next) => active && setCounts(next),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [notes, hasDecks]);
  return hasDecks ? counts : NO_DECKS;
}
