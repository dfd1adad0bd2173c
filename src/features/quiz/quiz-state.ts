/** The stimulus quiz as a pure reducer of the rules in docs/product.md#quiz. */
import type { Quiz, QuizQuestion, Stimulus } from '../../content/schema';
import { canChoose, crossOut, replaceAt } from '../../exam/option-marks';
import { scoreAnswers } from '../../exam/scoring';

export interface FlatQuestion extends QuizQuestion {
  stimulus: Stimulus & { id: string };
}

export interface QuizState {
  index: number;
  answers: (number | null)[];
  crossed: number[][];
  submitted: boolean;
}

export type QuizAction =
  | { type: 'select'; option: number }
  | { type: 'toggleCross'; option: number }
  | { type: 'next' }
  | { type: 'back' }
  /** Moves on without an answer (it counts as unanswered); on the last question it submits. */
  | { type: 'skip' }
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
    case 'select':
      return canChoose(state.crossed[state.index], action.option) ? { ...state, answers: replaceAt(state.answers, state.index, action.option) } : state;
    case 'toggleCross': {
      const next = crossOut(current, state.crossed[state.index] ?? [], action.option);
      return { ...state, crossed: replaceAt(state.crossed, state.index, next.crossed), answers: replaceAt(state.answers, state.index, next.answer) };
    }
    case 'next':
      return current === null || state.index >= last ? state : { ...state, index: state.index + 1 };
    case 'skip':
      return state.index >= last ? { ...state, submitted: true } : { ...state, index: state.index + 1 };
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

