/**
 * Every route path the app links to, typed against the generated route tree, so renaming a route file is one
 * change here (docs/architecture.md#paths). The router is a type import only: build scripts read this module.
 */
import type { RegisteredRouter } from '@tanstack/react-router';

/** A path the router knows, in the form links take ('/notes', '/apush-study-guide/unit/$unitId'). */
export type RoutePath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

export const PATHS = {
  home: '/',
  essayGrader: '/essay-grader',
  studyGuides: '/study-guides',
  practiceExams: '/practice-exams',
  apushStudyGuide: '/apush-study-guide',
  apushTimeline: '/apush-timeline',
  unit: '/apush-study-guide/unit/$unitId',
  unitQuiz: '/apush-study-guide/unit/$unitId/quiz',
  periodContext: '/apush-study-guide/unit/$unitId/context',
  glossary: '/apush-study-guide/glossary',
  notes: '/notes',
  notesEdit: '/notes/edit/$id',
  notesStudy: '/notes/study',
  notesStudyDeck: '/notes/study/$id',
  notesShared: '/notes/shared',
  mcqSelect: '/apush-practice-exam/mcq/select',
  mcqExam: '/apush-practice-exam/mcq/2014',
  mcqResults: '/apush-practice-exam/mcq/2014/results',
  saqSelect: '/apush-practice-exam/saq/select',
  saqExam: '/apush-practice-exam/saq/2025',
  saqQuestion: '/apush-practice-exam/saq/$question',
  dbqSelect: '/apush-practice-exam/dbq/select',
  dbqPrompt: '/apush-practice-exam/dbq/$promptId',
  leqSelect: '/apush-practice-exam/leq/select',
  leqSet: '/apush-practice-exam/leq/$setId',
  about: '/about',
  faq: '/faq',
  contact: '/contact',
  privacy: '/privacy',
  login: '/login',
  progress: '/progress',
} as const satisfies Record<string, RoutePath>;

/** The exam a year picker opens for its one available year. */
export type ExamPath = typeof PATHS.mcqExam | typeof PATHS.saqExam;

/** A unit route's `$unitId`: the unit's number when it is one ('4'), else the text as typed ('abc', '04'). */
export type UnitParam = number | string;

/** How the unit routes parse and print `$unitId`, so screens get a number for a unit and the raw text otherwise. */
export const unitParams = {
  parse: ({ unitId }: { unitId: string }): { unitId: UnitParam } => ({
    unitId: /^[1-9]\d{0,2}$/.test(unitId) ? Number(unitId) : unitId,
  }),
  stringify: ({ unitId }: { unitId: UnitParam }) => ({ unitId: String(unitId) }),
};

/**
 * A `?from=` value the sign-in screen may send the student back to: a path on this site ("/notes?q=x"), never
 * another origin ("//evil.example", "https://…"), a `javascript:` URL or the sign-in pages themselves.
 */
export function inAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return undefined;
  if (/^\/(login|register)(?:[/?#]|$)/.test(value)) return undefined;
  return value;
}

export const signInSearch = (search: Record<string, unknown>): { from?: string } => {
  const from = inAppPath(search.from);
  return from ? { from } : {};
};
