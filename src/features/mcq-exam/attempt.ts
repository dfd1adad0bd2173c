/** From a submitted sheet to its stored attempt, and the breakdowns the results page shows. */
import type { McqQuestion, Skill } from '../../content/schema';
import { isCorrect } from '../../exam/scoring';
import type { SheetState } from './sheet-state';
import type { AttemptRecord } from './stored-shapes';

export function toAttemptRecord(sheet: SheetState, examId: string, key: readonly number[]): AttemptRecord | null {
  const submitted = sheet.submitted;
  if (!submitted) return null;
  return {
    version: 1,
    id: sheet.attemptId,
    examId,
    startedAt: sheet.createdAt,
    submittedAt: submitted.at,
    elapsedMs: submitted.elapsedMs,
    timerMode: sheet.timer.mode,
    timeUp: submitted.timeUp,
    answers: sheet.answers,
    marks: sheet.marks,
    flags: sheet.flags,
    key: [...key],
    correct: submitted.correct,
    total: key.length,
  };
}

export interface Tally<T> {
  group: T;
  correct: number;
  total: number;
}

/** Correct/total per group (period or skill), in order of first appearance or of `order` when given. */
export function tallyBy<T, Q = McqQuestion>(questions: readonly Q[], record: AttemptRecord, groupOf: (q: Q) => T, order?: readonly T[]): Tally<T>[] {
  const tallies = new Map<T, Tally<T>>((order ?? []).map((group) => [group, { group, correct: 0, total: 0 }]));
  questions.forEach((q, i) => {
    const group = groupOf(q);
    const tally = tallies.get(group) ?? { group, correct: 0, total: 0 };
    tally.total += 1;
    if (isCorrect(record.answers[i], record.key[i] ?? -1)) tally.correct += 1;
    tallies.set(group, tally);
  });
  return [...tallies.values()];
}

export const SKILL_NAMES: Record<Skill, string> = {
  causation: 'Causation',
  comparison: 'Comparison',
  'continuity-and-change': 'Continuity and change',
  contextualization: 'Contextualization',
  'sourcing-and-situation': 'Sourcing and situation',
  'claims-and-evidence': 'Claims and evidence',
};
