/** The MCQ answer sheet as a pure reducer (docs/product.md#mcq-exam). */
import { STOPPED_CLOCK, elapsedMs, startClock, stopClock, type Clock } from '../../exam/clock';
import { crossOut, replaceAt, toggleOption } from '../../exam/option-marks';
import { scoreAnswers, type Answer } from '../../exam/scoring';

export type TimerMode = 'stopwatch' | 'countdown';

export interface TimerState {
  mode: TimerMode;
  clock: Clock;
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

export type ExamView = 'question' | 'booklet' | 'sheet';
export const EXAM_VIEWS: readonly ExamView[] = ['question', 'booklet', 'sheet'];

export interface SheetState {
  attemptId: string;
  createdAt: number;
  answers: Answer[];
  /** Marked options per question (a red mark, not an answer). */
  marks: number[][];
  flags: boolean[];
  timer: TimerState;
  submitted: Submission | null;
  /** The question the student is on (zero-based), kept across views and reloads. */
  current: number;
  view: ExamView;
}

export type SheetAction =
  | { type: 'select'; question: number; option: number }
  | { type: 'toggleMark'; question: number; option: number }
  /** The question view's eliminator: like a mark, but a crossed-out chosen option is un-chosen. */
  | { type: 'toggleCross'; question: number; option: number }
  | { type: 'toggleFlag'; question: number }
  /** Moves to a question, optionally in another view (the navigator, Check Your Work, the booklet's scroll). */
  | { type: 'goTo'; question: number; view?: ExamView }
  | { type: 'setView'; view: ExamView }
  | { type: 'timerStart'; now: number }
  | { type: 'timerStop'; now: number }
  | { type: 'timerReset' }
  /** Turning exam conditions on starts the countdown at `now`; turning them off leaves a stopped stopwatch. */
  | { type: 'timerMode'; mode: TimerMode; now: number }
  | { type: 'timerHidden'; hidden: boolean }
  /** `limitMs`: the countdown's length, so a sheet reopened after its deadline counts no more than the limit. */
  | { type: 'submit'; now: number; key: readonly number[]; timeUp?: boolean; limitMs: number }
  | { type: 'reset'; now: number; attemptId: string }
  /** The saved sheet, opened: rows answered or marked on the sheet not yet opened are kept on it. */
  | { type: 'restore'; state: SheetState };

/** The attempt id of the sheet the page shows before the saved one is opened. */
export const UNOPENED = '';

/**
 * Rows answered or marked before the saved sheet was opened (taps before the script ran) are newer than it, so
 * they win; a submitted sheet takes none (docs/decisions.md#controls-that-work-before-the-script).
 */
function withEarlyAnswers(unopened: SheetState, saved: SheetState): SheetState {
  const early = (i: number) => unopened.answers[i] !== null || (unopened.marks[i]?.length ?? 0) > 0;
  if (unopened.attemptId !== UNOPENED || saved.submitted || !unopened.answers.some((_, i) => early(i))) return saved;
  return {
    ...saved,
    answers: saved.answers.map((answer, i) => (early(i) ? (unopened.answers[i] ?? null) : answer)),
    marks: saved.marks.map((marks, i) => (early(i) ? (unopened.marks[i] ?? []) : marks)),
  };
}

export function initialSheet(count: number, attemptId: string, now: number): SheetState {
  return {
    attemptId,
    createdAt: now,
    answers: Array<Answer>(count).fill(null),
    marks: Array.from({ length: count }, () => []),
    flags: Array<boolean>(count).fill(false),
    timer: { mode: 'stopwatch', clock: STOPPED_CLOCK, hidden: false },
    submitted: null,
    current: 0,
    view: 'question',
  };
}

/** Actions a submitted (locked) sheet still takes: moving around and showing or hiding the time. */
const ALLOWED_WHEN_LOCKED = new Set<SheetAction['type']>(['timerHidden', 'goTo', 'setView']);

export function sheetReducer(state: SheetState, action: SheetAction): SheetState {
  if (action.type === 'restore') return withEarlyAnswers(state, action.state);
  // A new attempt starts at question 1, in the view the student was using.
  if (action.type === 'reset') return { ...initialSheet(state.answers.length, action.attemptId, action.now), view: state.view };
  if (state.submitted && !ALLOWED_WHEN_LOCKED.has(action.type)) return state;
  const inRange = (q: number) => q >= 0 && q < state.answers.length;
  switch (action.type) {
    case 'select':
      // Answering a row of the sheet also makes it the current question, so the other views follow.
      return inRange(action.question) ? { ...state, answers: replaceAt(state.answers, action.question, action.option), current: action.question } : state;
    case 'toggleCross': {
      if (!inRange(action.question)) return state;
      const next = crossOut(state.answers[action.question] ?? null, state.marks[action.question] ?? [], action.option);
      return { ...state, answers: replaceAt(state.answers, action.question, next.answer), marks: replaceAt(state.marks, action.question, next.crossed) };
    }
    case 'goTo':
      return inRange(action.question) ? { ...state, current: action.question, view: action.view ?? state.view } : state;
    case 'setView':
      return action.view === state.view ? state : { ...state, view: action.view };
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
      // On: the countdown starts at once (one nobody started left attempts "Not timed"). Off: a stopped stopwatch.
      if (action.mode === state.timer.mode) return state;
      return { ...state, timer: { mode: action.mode, clock: action.mode === 'countdown' ? startClock(STOPPED_CLOCK, action.now) : STOPPED_CLOCK, hidden: false } };
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

/** A countdown with time on it (running, or paused after running): losing it needs the student's yes. */
export function countdownInProgress(timer: TimerState): boolean {
  return timer.mode === 'countdown' && (timer.clock.startedAt !== null || timer.clock.bankedMs > 0);
}

export function unansweredQuestions(state: SheetState): number[] {
  return state.answers.flatMap((answer, i) => (answer === null ? [i] : []));
}

export function flaggedQuestions(state: SheetState): number[] {
  return state.flags.flatMap((flag, i) => (flag ? [i] : []));
}

export function unansweredSummary(unanswered: number): string {
  if (unanswered === 0) return 'Every question is answered.';
  return unanswered === 1 ? '1 question is unanswered.' : `${unanswered} questions are unanswered.`;
}

export function newAttemptId(now: number, random: () => number = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}
