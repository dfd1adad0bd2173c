import { useEffect, useState } from 'react';
import type { Note } from '../note';
import { dueCounts, studyItems } from '../study/study-deck';
import { loadAllRecords } from '../study/study-store';

/** Cards due now per flashcards note (null until IndexedDB has answered; never on the server). */
export function useDueCounts(notes: readonly Note[]): ReadonlyMap<number, number> | null {
  const [counts, setCounts] = useState<ReadonlyMap<number, number> | null>(null);
  useEffect(() => {
    let active = true;
    const items = studyItems(notes);
    loadAllRecords().then(
      (records) => active && setCounts(dueCounts(items, records, new Date())),
      // Storage blocked: every card counts as new, so due.
      () => active && setCounts(dueCounts(items, new Map(), new Date())),
    );
    return () => {
      active = false;
    };
  }, [notes]);
  return counts;
}
