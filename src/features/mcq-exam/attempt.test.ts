import { describe, expect, it } from 'vitest';
import { formatScore, scoreAnswers } from '../../exam/scoring';
import { tallyBy, toAttemptRecord } from './attempt';
import { EXAM, KEY, QUESTIONS } from './exam-data';
import { initialSheet, sheetReducer, type SheetState } from './sheet-state';

const submitWith = (answers: (number | null)[]): SheetState =>
  sheetReducer({ ...initialSheet(KEY.length, 'x1', 0), answers }, { type: 'submit', now: 1, key: KEY, limitMs: 1 });

describe('scoring the practice exam against its own key', () => {
  it('every answer right scores N/N (100.0%); unset and wrong answers score 0', () => {
    expect(formatScore(scoreAnswers(KEY, KEY), KEY.length)).toBe(`${KEY.length}/${KEY.length} (100.0%)`);
    expect(scoreAnswers(KEY, KEY.map(() => null))).toBe(0);
    expect(scoreAnswers(KEY, KEY.map((k) => (k + 1) % 4))).toBe(0);
  });

  it('stores a submitted sheet as a versioned attempt, with per-period and per-skill tallies', () => {
    const answers = KEY.map((k, i) => (i % 2 === 0 ? k : null));
    const record = toAttemptRecord(submitWith(answers), EXAM.id, KEY)!;
    expect(record).toMatchObject({ version: 1, id: 'x1', examId: EXAM.id, correct: Math.ceil(KEY.length / 2), total: KEY.length });
    const periods = tallyBy(QUESTIONS, record, (q) => q.period, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(periods.map((t) => t.group)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(periods.reduce((n, t) => n + t.total, 0)).toBe(KEY.length);
    expect(periods.reduce((n, t) => n + t.correct, 0)).toBe(record.correct);
    const skills = tallyBy(QUESTIONS, record, (q) => q.skill);
    expect(skills.reduce((n, t) => n + t.correct, 0)).toBe(record.correct);
  });

  it('an unsubmitted sheet is no attempt', () => {
    expect(toAttemptRecord(initialSheet(KEY.length, 'x2', 0), EXAM.id, KEY)).toBeNull();
  });
});
