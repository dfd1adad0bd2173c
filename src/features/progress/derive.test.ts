import { describe, expect, it } from 'vitest';
import { accuracyBy, latestGradings, localDay, nextUp, studyStreak, weakestPeriods } from './derive';
import type { McqAttemptSummary, ProgressData, UnitQuiz } from './progress-data';

const attempt = (at: number, byPeriod: Record<number, [number, number]>, bySkill: Record<string, [number, number]> = {}): McqAttemptSummary => {
  const tally = (pairs: Record<string | number, [number, number]>) =>
    Object.fromEntries(Object.entries(pairs).map(([k, [correct, total]]) => [k, { correct, total }]));
  const all = Object.values(byPeriod);
  return { at, correct: all.reduce((s, [c]) => s + c, 0), total: all.reduce((s, [, t]) => s + t, 0), byPeriod: tally(byPeriod), bySkill: tally(bySkill) };
};
const quiz = (unit: number, best: number, last = best): UnitQuiz => ({
  unit,
  best: { score: best, total: 10, at: 1 },
  last: { score: last, total: 10, at: 2 },
  attempts: 2,
});
const empty: ProgressData = {
  guides: {},
  quizzes: { status: 'ok', value: [] },
  topicsOpened: { status: 'ok', value: {} },
  mcq: { status: 'ok', value: [] },
  gradings: { status: 'ok', value: [] },
  flashcards: { status: 'ok', value: { decks: 0, dueNow: 0, reviewedLast7Days: 0, retention: null, reviewTimes: [] } },
};

describe('weakest periods', () => {
  it('sums every attempt and ranks by accuracy, ties to the surer figure, then the earlier period', () => {
    const attempts = [attempt(1, { 3: [5, 8], 5: [2, 4], 7: [3, 6] }), attempt(2, { 3: [6, 8], 5: [1, 4], 7: [3, 6] })];
    expect(accuracyBy(attempts, (a) => a.byPeriod).get('5')).toEqual({ correct: 3, total: 8, percent: 38 });
    expect(weakestPeriods(attempts).map((p) => [p.period, p.percent, p.attempts])).toEqual([
      [5, 38, 2],
      [7, 50, 2],
    ]);
    const tie = [attempt(1, { 2: [1, 2], 4: [2, 4], 6: [1, 2] })];
    expect(weakestPeriods(tie).map((p) => p.period)).toEqual([4, 2]);
    expect(weakestPeriods([])).toEqual([]);
  });
});

describe('study streak', () => {
  const hour = 3_600_000;
  it('counts days in a row in the student’s time zone, alive until today ends, broken by a missed day', () => {
    // 2026-03-10 03:30 UTC is still 9 March in Los Angeles (UTC-7 after the DST change on 8 March).
    const now = Date.parse('2026-03-10T03:30:00Z');
    const times = [Date.parse('2026-03-09T20:00:00Z'), Date.parse('2026-03-08T18:00:00Z'), Date.parse('2026-03-06T18:00:00Z')];
    expect(localDay(now, 'America/Los_Angeles')).toBe('2026-03-09');
    expect(studyStreak(times, now, 'America/Los_Angeles')).toEqual({ days: 2, today: true });
    // In Berlin the same moment is already 10 March: nothing yet today, and the streak of 8–9 March is still alive.
    expect(studyStreak(times, now, 'Europe/Berlin')).toEqual({ days: 2, today: false });
    // Two days later the missed day breaks it.
    expect(studyStreak(times, now + 48 * hour, 'America/Los_Angeles')).toEqual({ days: 0, today: false });
  });
  it('is 0 on a fresh device', () => {
    expect(studyStreak([], Date.now(), 'UTC')).toEqual({ days: 0, today: false });
  });
});

describe('next up', () => {
  it('starts a fresh device with Unit 1 and its quiz', () => {
    expect(nextUp(empty, [1, 2, 3])).toEqual({ kind: 'first-step', unit: 1, text: 'Start with Unit 1 and its quiz.' });
  });
  it('names the weakest period first, with its figure and how many attempts it rests on', () => {
    const data: ProgressData = { ...empty, mcq: { status: 'ok', value: [attempt(1, { 5: [3, 5], 3: [4, 5] }), attempt(2, { 5: [4, 7] })] } };
    expect(nextUp(data, [1])).toEqual({
      kind: 'weak-period',
      unit: 5,
      text: 'Your weakest period is 5 (58 % over 2 attempts): read Unit 5 and take its quiz.',
    });
  });
  it('then a low quiz, then due cards, then the next unit without a quiz, then the exam', () => {
    const strong = { status: 'ok' as const, value: [attempt(1, { 5: [9, 10] })] };
    const withQuizzes = (value: UnitQuiz[]): ProgressData => ({ ...empty, mcq: strong, quizzes: { status: 'ok', value } });
    expect(nextUp(withQuizzes([quiz(1, 9), quiz(2, 5, 6)]), [1, 2, 3]).kind).toBe('retake-quiz');
    expect(nextUp(withQuizzes([quiz(1, 9), quiz(2, 5)]), [1, 2, 3]).text).toBe(
      'Your best on the Unit 2 quiz is 5/10: reread the unit and take the quiz again.',
    );
    const due: ProgressData = { ...withQuizzes([quiz(1, 9)]), flashcards: { status: 'ok', value: { decks: 1, dueNow: 4, reviewedLast7Days: 0, retention: null, reviewTimes: [] } } };
    expect(nextUp(due, [1, 2]).text).toBe('4 flashcards are due: study them now, while they are due.');
    expect(nextUp(withQuizzes([quiz(1, 9)]), [1, 2])).toMatchObject({ kind: 'next-unit', unit: 2 });
    expect(nextUp(withQuizzes([quiz(1, 9), quiz(2, 8)]), [1, 2]).kind).toBe('mcq-exam');
  });
  it('still suggests from what is readable when a part is unavailable', () => {
    const data: ProgressData = { ...empty, mcq: { status: 'unavailable' }, quizzes: { status: 'ok', value: [quiz(1, 4)] } };
    expect(nextUp(data, [1]).kind).toBe('retake-quiz');
  });
});

describe('gradings', () => {
  it('give the latest of each kind and its change from the one before', () => {
    const list = [
      { kind: 'SAQ' as const, at: 1, score: 4, max: 9 },
      { kind: 'SAQ' as const, at: 3, score: 7, max: 9 },
      { kind: 'Essay' as const, at: 2, score: 30, max: 48 },
    ];
    expect(latestGradings(list)).toEqual([
      { kind: 'SAQ', latest: list[1], change: 3, count: 2 },
      { kind: 'Essay', latest: list[2], change: null, count: 1 },
    ]);
  });
});
