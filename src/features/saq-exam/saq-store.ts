/**
 * What the SAQ screen keeps on the device (IndexedDB `pocket-ap:saq-exam`): the three answers as typed, the last
 * grading shown, and a history of gradings (date, answers, scores). See docs/product.md#saq-exam.
 */
import type { SaqResponse } from '../../grading/schemas';
import { createDebouncedStore, type DebouncedStore } from '../../shared/storage/debounced-store';
import { IDB_DATABASES } from '../../shared/storage/keys';

export type SaqAnswers = [string, string, string];

export interface SaqGrading {
  /** The outbox item's id: the same grading is never stored twice. */
  id: string;
  paperId: string;
  gradedAt: string;
  answers: SaqAnswers;
  result: SaqResponse['result'];
}

export interface SaqDraft {
  answers: SaqAnswers;
  /** The grading on screen, if any. */
  last: SaqGrading | null;
}

export const EMPTY_SAQ_DRAFT: SaqDraft = { answers: ['', '', ''], last: null };
/** The history keeps the newest gradings only. */
export const HISTORY_LIMIT = 20;

const draftStores = new Map<string, DebouncedStore<SaqDraft>>();
/** One store per paper, made once (each store listens for pagehide to flush). */
export function saqDraftStore(paperId: string): DebouncedStore<SaqDraft> {
  let store = draftStores.get(paperId);
  if (!store) draftStores.set(paperId, (store = createDebouncedStore<SaqDraft>(IDB_DATABASES.saqExam, `draft:${paperId}`)));
  return store;
}
export const saqHistoryStore = createDebouncedStore<SaqGrading[]>(IDB_DATABASES.saqExam, 'history', 0);

/** The history with `grading` first, without an older copy of it, at most HISTORY_LIMIT long. */
export function withGrading(history: readonly SaqGrading[], grading: SaqGrading): SaqGrading[] {
  return [grading, ...history.filter((g) => g.id !== grading.id)].slice(0, HISTORY_LIMIT);
}

export const totalScore = (grading: SaqGrading) => grading.result.reduce((sum, part) => sum + part.score, 0);
