/**
 * The results route's search (`?attempt=ID`) and navigation state. The route validates the search with this
 * module, which stays free of zod: route validators load with the app, not with the route's own chunk.
 */
import { ATTEMPT_ID_PATTERN } from './attempt-id';
import type { AttemptRecord } from './stored-shapes';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The fast path from Submit to results; the page still reads the attempt by id (docs/product.md#mcq-exam). */
    mcqAttempt?: AttemptRecord;
  }
}

export interface ResultsSearch {
  attempt?: string;
}

export function validateResultsSearch(search: Record<string, unknown>): ResultsSearch {
  const attempt = search.attempt;
  return typeof attempt === 'string' && ATTEMPT_ID_PATTERN.test(attempt) ? { attempt } : {};
}
