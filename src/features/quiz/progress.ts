/** The quiz feature's part of My progress (docs/architecture.md#progress-sources): each unit quiz's best and last score. */
import { unitContents } from '../../content/unit-registry';
import type { ProgressSource } from '../../shared/progress/contract';
import { readQuizResults } from './quiz-store';

export const readQuizScores: ProgressSource<'quizzes'>['read'] = async (owner) => {
  const results = await Promise.all(unitContents.map(async (unit) => ({ unit: unit.number, history: await readQuizResults(unit.quiz.id, owner) })));
  return results.flatMap(({ unit, history }) => (history ? [{ unit, best: history.best, last: history.last, attempts: history.attempts }] : []));
};
