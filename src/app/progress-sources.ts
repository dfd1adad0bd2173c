/**
 * Every feature's part of My progress, composed here (docs/architecture.md#progress-sources): features do not
 * import each other, and a route only passes this list on. Each source's module loads when it is read.
 */
import { lazySource, type AnyProgressSource } from '../shared/progress/contract';

export const quizScoresSource = lazySource('quiz', 'quizzes', () => import('../features/quiz/progress').then((m) => m.readQuizScores));

export const progressSources: readonly AnyProgressSource[] = [
  quizScoresSource,
  lazySource('study-guide', 'topicsOpened', () => import('../features/study-guide/progress').then((m) => m.readTopicsOpened)),
  lazySource('mcq-exam', 'mcq', () => import('../features/mcq-exam/progress').then((m) => m.readMcqAttempts)),
  lazySource('gradings', 'gradings', () => import('../grading-client/progress').then((m) => m.readGradings)),
  // Gradings filed before the one gradings store (docs/architecture.md#grading-path): read, never written again.
  lazySource('saq-exam', 'gradings', () => import('../features/saq-exam/progress').then((m) => m.readSaqGradings)),
  lazySource('essay-grader', 'gradings', () => import('../features/essay-grader/progress').then((m) => m.readEssayGradings)),
  lazySource('free-response', 'gradings', () => import('../features/free-response/progress').then((m) => m.readFrqGradings)),
  lazySource('notes', 'flashcards', () => import('../features/notes/progress').then((m) => m.readFlashcards)),
];
