/** The MCQ exam's part of My progress (docs/architecture.md#progress-sources): each attempt, tallied per period and skill. */
import type { ProgressSource } from '../../shared/progress/contract';
import { tallyBy } from './attempt';
// The questions' periods and skills only, not the exam (docs/architecture.md#content-to-screens-pdfs-and-graders).
import { mcq2014Tags as QUESTIONS } from '../../content/mcq-2014-tags';
import { listAttempts } from './exam-store';

const record = <T extends string | number>(tallies: { group: T; correct: number; total: number }[]) =>
  Object.fromEntries(tallies.map(({ group, correct, total }) => [group, { correct, total }]));

/** MCQ attempts are the device's, not an account's (docs/architecture.md#data-layer): `owner` is not used. */
export const readMcqAttempts: ProgressSource<'mcq'>['read'] = async () => {
  const { attempts } = await listAttempts();
  return attempts.map((attempt) => ({
    at: attempt.submittedAt,
    correct: attempt.correct,
    total: attempt.total,
    byPeriod: record(tallyBy(QUESTIONS, attempt, (q) => q.period)),
    bySkill: record(tallyBy(QUESTIONS, attempt, (q) => q.skill)),
  }));
};
