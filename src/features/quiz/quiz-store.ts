/**
 * What a unit quiz keeps on the device per account: the attempt (`progress:<quiz>`) and the scores
 * (`results:<quiz>`), checked when read (docs/product.md#quiz, docs/architecture.md#device-storage).
 */
import '../../shared/config/zod-without-eval';
import { z } from 'zod/mini';
import { createAccountStores, type AccountStores } from '../../shared/storage/account-stores';
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

const count = z.int().check(z.minimum(0));
const epochMs = z.number().check(z.minimum(0));
const option = z.nullable(z.int().check(z.minimum(0), z.maximum(3)));
const savedQuizSchema = z.object({
  version: z.literal(1),
  state: z.object({ index: count, answers: z.array(option), crossed: z.array(z.array(z.int().check(z.minimum(0), z.maximum(3)))), submitted: z.boolean() }),
  submittedAt: z.nullable(epochMs),
});
const scoreSchema = z.object({ score: count, total: count, at: epochMs });
const historySchema = z.object({ version: z.literal(1), best: scoreSchema, last: scoreSchema, attempts: count });

const parseWith =
  <T>(schema: z.ZodMiniType<T>) =>
  (value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };

const progress = new Map<string, AccountStores<SavedQuiz>>();
const results = new Map<string, AccountStores<QuizResultsHistory>>();

/** One set of stores per quiz, made once (each store listens for pagehide to flush). */
export function quizProgressStores(quizId: string): AccountStores<SavedQuiz> {
  let stores = progress.get(quizId);
  if (!stores) progress.set(quizId, (stores = createAccountStores(IDB_DATABASES.quiz, `progress:${quizId}`, parseWith(savedQuizSchema), 0)));
  return stores;
}

export function quizResultsStores(quizId: string): AccountStores<QuizResultsHistory> {
  let stores = results.get(quizId);
  if (!stores) results.set(quizId, (stores = createAccountStores(IDB_DATABASES.quiz, `results:${quizId}`, parseWith(historySchema), 0)));
  return stores;
}

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
