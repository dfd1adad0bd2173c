/**
 * Flashcard figures for My progress (docs/product.md#my-progress), read from the board and the study store: cards
 * due now across all decks, reviews in the last 7 days, FSRS's predicted recall, and when each review was made.
 * Errors are not caught here: a store that cannot be read makes the caller show this part as unavailable.
 */
import { readNotes } from '../notes-store';
import { dueCounts, studyItems } from './study-deck';
import { retrievability } from './scheduler';
import { loadAllRecords } from './study-store';

const WEEK_MS = 7 * 24 * 3_600_000;

export async function loadFlashcardSummary(now: Date) {
  const { notes } = readNotes();
  const records = await loadAllRecords();
  const due = dueCounts(studyItems(notes), records, now);
  const reviewTimes = [...records.values()].flatMap((record) => record.logs.map((log) => new Date(log.review).getTime()));
  const studied = [...records.values()].filter((record) => record.card.reps > 0);
  return {
    decks: notes.filter((note) => note.type === 'flashcards').length,
    dueNow: [...due.values()].reduce((sum, n) => sum + n, 0),
    reviewedLast7Days: reviewTimes.filter((time) => time >= now.getTime() - WEEK_MS).length,
    retention: studied.length ? studied.reduce((sum, record) => sum + retrievability(record, now), 0) / studied.length : null,
    reviewTimes,
  };
}
