/** The quiz feature's part of My progress (docs/architecture.md#progress-sources): each unit quiz's best and last score. */
import { unitSummaries } from '../../content/unit-summaries';
import type { ProgressSource } from '../../shared/progress/contract';
import { readQuizResults } from './quiz-store';

export const readQuizScores: ProgressSource<'quizzes'>['read'] = async (owner) => {
  const results = await Promise.all(unitSummaries.map(async (unit) => ({ unit: unit.number, history: await readQuizResults(unit.quizId, owner) })));
  return results.flatMap(({ unit, history }) => (history ? [{ unit, best: history.best, last: history.last, attempts: history.attempts }] : []));
};
