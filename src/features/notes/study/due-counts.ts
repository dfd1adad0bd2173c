/**
 * The board's due counts in one call, so the board can import it (and with it the scheduler, ts-fsrs and the
 * study store) only when it has a flashcards note (see docs/decisions.md#the-scheduler-loads-with-the-first-deck).
 */
import type { Note } from '../note';
import { dueCounts, studyItems } from './study-deck';
import type { StudyRecord } from './scheduler';
import { loadAllRecords } from './study-store';

/** Cards due at `now` per flashcards note. Storage blocked: every card counts as new, so due. */
export async function loadDueCounts(notes: readonly Note[], now: Date): Promise<Map<number, number>> {
  const records = await loadAllRecords().catch(() => new Map<string, StudyRecord>());
  return dueCounts(studyItems(notes), records, now);
}
