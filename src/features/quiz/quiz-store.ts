/**
 * What a unit quiz keeps on the device per account: the attempt (`progress:<quiz>`) and the scores
 * (`results:<quiz>`), checked when read (docs/product.md#quiz, docs/architecture.md#device-storage).
 */
import '../../shared/config/zod-without-eval';
import { z } from 'zod';
import { defineRecordFamily } from '../../shared/storage/record';
import { IDB_DATABASES } from '../../shared/storage/keys';
import type { QuizState } from './quiz-state';

export interface SavedQuiz {
  version: 1;
  state: QuizState;
  /** When the shown results were submitted; null while the quiz is in progress. */
  submittedAt: number | null;
}

export interface QuizScore {
  score: number;
  total: number;
  at: number;
}

/** A quiz's scores on this device: what a progress page reads (readQuizResults). */
export interface QuizResultsHistory {
  version: 1;
  best: QuizScore;
  last: QuizScore;
  attempts: number;
}

const count = z.int().min(0);
const epochMs = z.number().min(0);
const option = z.nullable(z.int().min(0).max(3));
const savedQuizSchema = z.object({
  version: z.literal(1),
  state: z.object({ index: count, answers: z.array(option), crossed: z.array(z.array(z.int().min(0).max(3))), submitted: z.boolean() }),
  submittedAt: z.nullable(epochMs),
});
const scoreSchema = z.object({ score: count, total: count, at: epochMs });
const historySchema = z.object({ version: z.literal(1), best: scoreSchema, last: scoreSchema, attempts: count });

/** The attempt in progress, per quiz. */
export const quizProgressStores = defineRecordFamily<SavedQuiz>({
  name: 'quiz-progress',
  db: IDB_DATABASES.quiz,
  prefix: 'progress:',
  keyPattern: 'progress:<quiz>',
  scope: 'account',
  schema: savedQuizSchema,
  version: 1,
  delayMs: 0,
});

/** The best and last score, per quiz. */
export const quizResultsStores = defineRecordFamily<QuizResultsHistory>({
  name: 'quiz-results',
  db: IDB_DATABASES.quiz,
  prefix: 'results:',
  keyPattern: 'results:<quiz>',
  scope: 'account',
  schema: historySchema,
  version: 1,
  delayMs: 0,
});

/** The history after one more attempt: the last is this one, the best the higher share (the earlier on a tie). */
export function withAttempt(history: QuizResultsHistory | undefined, attempt: QuizScore): QuizResultsHistory {
  if (!history) return { version: 1, best: attempt, last: attempt, attempts: 1 };
  const better = attempt.score / (attempt.total || 1) > history.best.score / (history.best.total || 1);
  return { version: 1, best: better ? attempt : history.best, last: attempt, attempts: history.attempts + 1 };
}

/** A quiz's best and last score for the account (null: signed out); undefined when never submitted here. */
export function readQuizResults(quizId: string, owner: string | null): Promise<QuizResultsHistory | undefined> {
  return quizResultsStores(quizId)(owner).load();
}

export async function recordQuizAttempt(quizId: string, owner: string | null, attempt: QuizScore): Promise<QuizResultsHistory> {
  const store = quizResultsStores(quizId)(owner);
  const next = withAttempt(await store.load(), attempt);
  store.save(next);
  await store.flush();
  return next;
}
