/**
 * The stimulus quiz as a pure reducer (docs/product.md#quiz): one question at a time; Next/Submit need a selected option;
 * Back restores the earlier choice; crossed-out options cannot be selected; Submit shows the results.
 */
import type { Quiz, QuizQuestion, Stimulus } from '../../content/schema';
import { replaceAt, toggleOption } from '../../exam/option-marks';
import { scoreAnswers } from '../../exam/scoring';

export interface FlatQuestion extends QuizQuestion {
  stimulus: Stimulus & { id: string };
}

export interface QuizState {
  index: number;
  /** The chosen option per question, or null. */
  answers: (number | null)[];
  /** Crossed-out options per question. */
  crossed: number[][];
  submitted: boolean;
}

export type QuizAction =
  | { type: 'select'; option: number }
  | { type: 'toggleCross'; option: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'restart' };

export function flattenQuiz(quiz: Quiz): FlatQuestion[] {
  return quiz.stimuli.flatMap(({ questions, ...stimulus }) => questions.map((q) => ({ ...q, stimulus })));
}

export function initialQuizState(count: number): QuizState {
  return { index: 0, answers: Array(count).fill(null), crossed: Array.from({ length: count }, () => []), submitted: false };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  if (state.submitted && action.type !== 'restart') return state;
  const last = state.answers.length - 1;
  const current = state.answers[state.index] ?? null;
  switch (action.type) {
    case 'select': {
      if (state.crossed[state.index]?.includes(action.option)) return state;
      return { ...state, answers: replaceAt(state.answers, state.index, action.option) };
    }
    case 'toggleCross': {
      const crossedHere = state.crossed[state.index] ?? [];
      const crossing = !crossedHere.includes(action.option);
      const crossed = replaceAt(state.crossed, state.index, toggleOption(crossedHere, action.option));
      // Crossing out the chosen option un-chooses it.
      const answers = crossing && current === action.option ? replaceAt(state.answers, state.index, null) : state.answers;
      return { ...state, crossed, answers };
    }
    case 'next':
      return current === null || state.index >= last ? state : { ...state, index: state.index + 1 };
    case 'back':
      return state.index === 0 ? state : { ...state, index: state.index - 1 };
    case 'submit':
      return current === null || state.index !== last ? state : { ...state, submitted: true };
    case 'restart':
      return initialQuizState(state.answers.length);
  }
}

export function scoreQuiz(questions: readonly QuizQuestion[], answers: readonly (number | null)[]): number {
  return scoreAnswers(
    questions.map((q) => q.answer),
    answers,
  );
}

export type ResultVerdict = 'Correct!' | 'Incorrect.' | 'You did not answer this question.';

export function verdict(question: QuizQuestion, answer: number | null): ResultVerdict {
  if (answer === null) return 'You did not answer this question.';
  return answer === question.answer ? 'Correct!' : 'Incorrect.';
}

