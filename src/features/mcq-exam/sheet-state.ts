/**
 * The MCQ answer sheet as a pure reducer (SPEC §4, docs/product.md#mcq-exam): answers set by a click, marks
 * toggled independently of the answer (right-click, Mark mode, long-press), flags for review, the timer
 * (stopwatch, or the 55-minute countdown of "Exam conditions"), Submit that scores and locks, Reset that clears.
 */
import { STOPPED_CLOCK, elapsedMs, startClock, stopClock, type Clock } from '../../exam/clock';
import { replaceAt, toggleOption } from '../../exam/option-marks';
import { scoreAnswers, type Answer } from '../../exam/scoring';

export type TimerMode = 'stopwatch' | 'countdown';

export interface TimerState {
  mode: TimerMode;
  clock: Clock;
  /** Exam conditions: the student may hide the countdown. */
  hidden: boolean;
}

export interface Submission {
  at: number;
  correct: number;
  /** true when the countdown reached zero and the sheet submitted itself. */
  timeUp: boolean;
  /** Time on the timer at Submit (0 when it was never started). */
  elapsedMs: number;
}

export interface SheetState {
  /** The id the attempt is stored under once submitted. */
  attemptId: string;
  createdAt: number;
  answers: Answer[];
  /** Marked options per question (a red mark, not an answer). */
  marks: number[][];
  flags: boolean[];
  timer: TimerState;
  submitted: Submission | null;
}

export type SheetAction =
  | { type: 'select'; question: number; option: number }
  | { type: 'toggleMark'; question: number; option: number }
  | { type: 'toggleFlag'; question: number }
  | { type: 'timerStart'; now: number }
  | { type: 'timerStop'; now: number }
  | { type: 'timerReset' }
  | { type: 'timerMode'; mode: TimerMode }
  | { type: 'timerHidden'; hidden: boolean }
  /** `limitMs`: the countdown's length, so a sheet reopened after its deadline counts no more than the limit. */
  | { type: 'submit'; now: number; key: readonly number[]; timeUp?: boolean; limitMs: number }
  | { type: 'reset'; now: number; attemptId: string }
  | { type: 'restore'; state: SheetState };

export function initialSheet(count: number, attemptId: string, now: number): SheetState {
  return {
    attemptId,
    createdAt: now,
    answers: Array<Answer>(count).fill(null),
    marks: Array.from({ length: count }, () => []),
    flags: Array<boolean>(count).fill(false),
    timer: { mode: 'stopwatch', clock: STOPPED_CLOCK, hidden: false },
    submitted: null,
  };
}

export function sheetReducer(state: SheetState, action: SheetAction): SheetState {
  if (action.type === 'restore') return action.state;
  if (action.type === 'reset') return initialSheet(state.answers.length, action.attemptId, action.now);
  // A submitted sheet is locked: only the timer display may still be shown or hidden.
  if (state.submitted && action.type !== 'timerHidden') return state;
  const inRange = (q: number) => q >= 0 && q < state.answers.length;
  switch (action.type) {
    case 'select':
      return inRange(action.question) ? { ...state, answers: replaceAt(state.answers, action.question, action.option) } : state;
    case 'toggleMark':
      return inRange(action.question)
        ? { ...state, marks: replaceAt(state.marks, action.question, toggleOption(state.marks[action.question] ?? [], action.option)) }
        : state;
    case 'toggleFlag':
      return inRange(action.question) ? { ...state, flags: replaceAt(state.flags, action.question, !state.flags[action.question]) } : state;
    case 'timerStart':
      return withClock(state, startClock(state.timer.clock, action.now));
    case 'timerStop':
      return withClock(state, stopClock(state.timer.clock, action.now));
    case 'timerReset':
      return withClock(state, STOPPED_CLOCK);
    case 'timerMode':
      // Switching between the stopwatch and the countdown starts that timer afresh.
      return action.mode === state.timer.mode ? state : { ...state, timer: { mode: action.mode, clock: STOPPED_CLOCK, hidden: false } };
    case 'timerHidden':
      return { ...state, timer: { ...state.timer, hidden: action.hidden } };
    case 'submit':
    {
      const clock = stopClock(state.timer.clock, action.now);
      const correct = scoreAnswers(action.key, state.answers);
      const used = state.timer.mode === 'countdown' ? Math.min(elapsedMs(clock, action.now), action.limitMs) : elapsedMs(clock, action.now);
      return { ...state, timer: { ...state.timer, clock }, submitted: { at: action.now, correct, timeUp: action.timeUp ?? false, elapsedMs: used } };
    }
  }
}

function withClock(state: SheetState, clock: Clock): SheetState {
  return clock === state.timer.clock ? state : { ...state, timer: { ...state.timer, clock } };
}

export function unansweredQuestions(state: SheetState): number[] {
  return state.answers.flatMap((answer, i) => (answer === null ? [i] : []));
}

export function flaggedQuestions(state: SheetState): number[] {
  return state.flags.flatMap((flag, i) => (flag ? [i] : []));
}

/** "12 questions are unanswered. Submit anyway?" (null when every question has an answer). */
export function submitConfirmation(unanswered: number): string | null {
  if (unanswered === 0) return null;
  return unanswered === 1 ? '1 question is unanswered. Submit anyway?' : `${unanswered} questions are unanswered. Submit anyway?`;
}

/** A short id for an attempt, safe in a URL: time plus randomness. */
export function newAttemptId(now: number, random: () => number = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}
