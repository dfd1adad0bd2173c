import { describe, expect, it } from 'vitest';
import { UNOPENED, countdownInProgress, initialSheet, newAttemptId, sheetReducer, unansweredQuestions, unansweredSummary, type SheetAction, type SheetState } from './sheet-state';
import { timerView } from './timer-view';

const MIN = 60_000;
const key = [1, 3, 0, 2, 1];
const fresh = () => initialSheet(key.length, 'a1', 0);
const run = (...actions: SheetAction[]) => actions.reduce(sheetReducer, fresh() as SheetState);

describe('MCQ sheet reducer', () => {
  it('opening the saved sheet keeps the rows answered or marked before it was opened, unless it was submitted', () => {
    const saved = { ...fresh(), answers: [3, 3, null, null, null], marks: [[], [0], [], [], []], current: 4 };
    const early = [
      { type: 'select', question: 1, option: 2 },
      { type: 'toggleMark', question: 2, option: 1 },
    ].reduce<SheetState>((state, action) => sheetReducer(state, action as SheetAction), initialSheet(key.length, UNOPENED, 0));
    const opened = sheetReducer(early, { type: 'restore', state: saved });
    expect(opened.answers).toEqual([3, 2, null, null, null]);
    expect(opened.marks).toEqual([[], [], [1], [], []]);
    expect(opened.attemptId).toBe('a1');
    expect(opened.current).toBe(4);
    const submitted = { ...saved, submitted: { at: 1, correct: 0, timeUp: false, elapsedMs: 0 } };
    expect(sheetReducer(early, { type: 'restore', state: submitted })).toBe(submitted);
    expect(sheetReducer(initialSheet(key.length, UNOPENED, 0), { type: 'restore', state: saved })).toBe(saved);
    expect(sheetReducer(run({ type: 'select', question: 0, option: 1 }), { type: 'restore', state: saved })).toBe(saved); // an opened sheet is replaced
  });

  it('selects and changes an answer', () => {
    const state = run({ type: 'select', question: 0, option: 2 }, { type: 'select', question: 0, option: 1 }, { type: 'select', question: 3, option: 0 });
    expect(state.answers).toEqual([1, null, null, 0, null]);
    expect(unansweredQuestions(state)).toEqual([1, 2, 4]);
  });

  it('toggles marks independently of the answer', () => {
    const state = run(
      { type: 'select', question: 1, option: 2 },
      { type: 'toggleMark', question: 1, option: 2 },
      { type: 'toggleMark', question: 1, option: 0 },
      { type: 'toggleMark', question: 4, option: 3 },
      { type: 'toggleMark', question: 4, option: 3 },
    );
    expect(state.answers[1]).toBe(2); // marking the chosen option keeps it chosen
    expect(state.marks[1]).toEqual([0, 2]);
    expect(state.marks[4]).toEqual([]);
    expect(state.answers[4]).toBeNull(); // a mark is never an answer
  });

  it('flags and unflags a question', () => {
    expect(run({ type: 'toggleFlag', question: 2 }).flags).toEqual([false, false, true, false, false]);
    expect(run({ type: 'toggleFlag', question: 2 }, { type: 'toggleFlag', question: 2 }).flags[2]).toBe(false);
  });

  it('scores on submit, stops the timer and then locks the sheet', () => {
    const submitted = run(
      { type: 'select', question: 0, option: 1 },
      { type: 'select', question: 1, option: 0 },
      { type: 'timerStart', now: 1_000 },
      { type: 'submit', now: 61_000, key, limitMs: 55 * MIN },
    );
    expect(submitted.submitted).toEqual({ at: 61_000, correct: 1, timeUp: false, elapsedMs: 60_000 });
    expect(submitted.timer.clock.startedAt).toBeNull();
    for (const action of [
      { type: 'select', question: 2, option: 0 },
      { type: 'toggleMark', question: 2, option: 0 },
      { type: 'toggleFlag', question: 2 },
      { type: 'timerStart', now: 70_000 },
      { type: 'submit', now: 80_000, key, limitMs: 55 * MIN },
    ] as SheetAction[]) {
      expect(sheetReducer(submitted, action)).toBe(submitted);
    }
  });

  it('resets answers, marks, flags, timer and lock under a new attempt id', () => {
    const state = run(
      { type: 'select', question: 0, option: 1 },
      { type: 'toggleMark', question: 0, option: 3 },
      { type: 'toggleFlag', question: 0 },
      { type: 'timerStart', now: 0 },
      { type: 'submit', now: 5_000, key, limitMs: 55 * MIN },
      { type: 'reset', now: 9_000, attemptId: 'a2' },
    );
    expect(state).toEqual(initialSheet(key.length, 'a2', 9_000));
  });

  it('says on Check Your Work how many questions are unanswered', () => {
    expect(unansweredSummary(12)).toBe('12 questions are unanswered.');
    expect(unansweredSummary(1)).toBe('1 question is unanswered.');
    expect(unansweredSummary(0)).toBe('Every question is answered.');
  });

  it('keeps the question and view the student is on; answering a sheet row makes it the current question', () => {
    expect(fresh()).toMatchObject({ current: 0, view: 'question' });
    let state = run({ type: 'goTo', question: 3 }, { type: 'setView', view: 'sheet' });
    expect(state).toMatchObject({ current: 3, view: 'sheet' });
    state = sheetReducer(state, { type: 'select', question: 1, option: 2 });
    expect(state).toMatchObject({ current: 1, view: 'sheet' });
    state = sheetReducer(state, { type: 'goTo', question: 4, view: 'question' });
    expect(state).toMatchObject({ current: 4, view: 'question' });
    // Out of range changes nothing.
    expect(sheetReducer(state, { type: 'goTo', question: 5 })).toBe(state);
    expect(sheetReducer(state, { type: 'goTo', question: -1 })).toBe(state);
    // A submitted sheet can still be moved around and viewed another way; Reset starts at question 1 in the same view.
    const submitted = sheetReducer(state, { type: 'submit', now: 1, key, limitMs: 55 * MIN });
    expect(sheetReducer(submitted, { type: 'goTo', question: 2, view: 'booklet' })).toMatchObject({ current: 2, view: 'booklet' });
    expect(sheetReducer(submitted, { type: 'reset', now: 2, attemptId: 'a2' })).toMatchObject({ current: 0, view: 'question', answers: [null, null, null, null, null] });
  });

  it('the eliminator: a crossed-out option cannot stay chosen, and crossing it back in restores nothing by itself', () => {
    let state = run({ type: 'select', question: 0, option: 2 }, { type: 'toggleCross', question: 0, option: 2 });
    expect(state.answers[0]).toBeNull();
    expect(state.marks[0]).toEqual([2]);
    state = sheetReducer(state, { type: 'toggleCross', question: 0, option: 0 });
    expect(state.marks[0]).toEqual([0, 2]);
    state = sheetReducer(state, { type: 'toggleCross', question: 0, option: 2 });
    expect(state.marks[0]).toEqual([0]);
    expect(state.answers[0]).toBeNull();
    // Crossing out another option keeps the answer.
    state = sheetReducer(sheetReducer(state, { type: 'select', question: 0, option: 1 }), { type: 'toggleCross', question: 0, option: 3 });
    expect(state.answers[0]).toBe(1);
  });

  it('makes URL-safe attempt ids', () => {
    expect(newAttemptId(1_700_000_000_000, () => 0.5)).toMatch(/^[a-z0-9]+-[a-z0-9]{4}$/);
  });
});

describe('timer', () => {
  const limit = 55 * MIN;
  const warning = 5 * MIN;

  it('stopwatch: Start, Stop and Reset, read from the stored start time', () => {
    let state = run({ type: 'timerStart', now: 10_000 });
    expect(timerView(state.timer, 10_000 + 83_000, limit, warning).display).toBe('01:23');
    state = sheetReducer(state, { type: 'timerStop', now: 10_000 + 90_000 });
    expect(timerView(state.timer, 10 * MIN, limit, warning)).toMatchObject({ display: '01:30', running: false });
    expect(timerView(sheetReducer(state, { type: 'timerReset' }).timer, 10 * MIN, limit, warning).display).toBe('00:00');
  });

  it('countdown: from 55:00, a polite warning at 5 minutes, time up at zero, and auto-submit scores the sheet', () => {
    let state = run({ type: 'timerMode', mode: 'countdown', now: 1_000 });
    expect(timerView(state.timer, 1_000, limit, warning)).toMatchObject({ display: '55:00', warning: false, timeUp: false });
    expect(timerView(state.timer, 1_000 + 50 * MIN - 1_000, limit, warning)).toMatchObject({ display: '05:01', warning: false });
    expect(timerView(state.timer, 1_000 + 50 * MIN, limit, warning)).toMatchObject({ display: '05:00', warning: true });
    // A sheet reopened long after its deadline is time up at once and counts no more than the limit.
    const late = 1_000 + 90 * MIN;
    const view = timerView(state.timer, late, limit, warning);
    expect(view).toMatchObject({ display: '00:00', timeUp: true, warning: false });
    state = sheetReducer(state, { type: 'submit', now: late, key, timeUp: view.timeUp, limitMs: limit });
    expect(state.submitted).toMatchObject({ timeUp: true, elapsedMs: limit, correct: 0 });
  });

  it('exam conditions on starts the countdown at once; off leaves a stopped stopwatch', () => {
    const state = run({ type: 'timerStart', now: 0 }, { type: 'timerMode', mode: 'countdown', now: 5_000 });
    expect(state.timer).toEqual({ mode: 'countdown', clock: { startedAt: 5_000, bankedMs: 0 }, hidden: false });
    expect(timerView(state.timer, 5_000 + MIN, limit, warning)).toMatchObject({ display: '54:00', running: true });
    expect(countdownInProgress(state.timer)).toBe(true);
    const off = sheetReducer(state, { type: 'timerMode', mode: 'stopwatch', now: 9_000 });
    expect(off.timer).toEqual({ mode: 'stopwatch', clock: { startedAt: null, bankedMs: 0 }, hidden: false });
    expect(countdownInProgress(off.timer)).toBe(false);
    // Paused with time used still counts as in progress; a reset countdown does not.
    const paused = sheetReducer(state, { type: 'timerStop', now: 6_000 });
    expect(countdownInProgress(paused.timer)).toBe(true);
    expect(countdownInProgress(sheetReducer(paused, { type: 'timerReset' }).timer)).toBe(false);
  });
});
