/**
 * The pages rendered to HTML at build time (see docs/boot-and-local-server.md#prerender). A page belongs here when its
 * content does not depend on the visitor: what does (account, notes, saved answers, attempts) renders its
 * signed-out or empty state on the server and fills in after hydration.
 *
 * Adding a screen: add its path here, or to APP_SHELL_ONLY with the reason; prerendered-routes.test.ts fails
 * while a route without parameters is in neither list.
 */
import { DBQ_PROMPTS } from '../content/dbq';
import { LEQ_SETS } from '../content/leq';
import { unitContents } from '../content/unit-registry';
import { units } from '../content/units';

export const PRERENDERED_ROUTES: readonly string[] = [
  '/',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/login',
  '/register',
  '/essay-grader',
  '/study-guides',
  '/practice-exams',
  '/apush-study-guide',
  ...units.map((unit) => `/apush-study-guide/unit/${unit.number}`),
  ...unitContents.map((unit) => `/apush-study-guide/unit/${unit.number}/quiz`),
  '/apush-timeline',
  '/apush-practice-exam/mcq/select',
  '/apush-practice-exam/mcq/2014',
  '/apush-practice-exam/saq/select',
  '/apush-practice-exam/saq/2025',
  '/apush-practice-exam/saq/q2',
  '/apush-practice-exam/saq/q3',
  '/apush-practice-exam/saq/q4',
  '/apush-practice-exam/dbq/select',
  ...DBQ_PROMPTS.map((dbq) => `/apush-practice-exam/dbq/${dbq.id}`),
  '/apush-practice-exam/leq/select',
  ...LEQ_SETS.map((set) => `/apush-practice-exam/leq/${set.id}`),
  '/notes',
  '/notes/study',
  '/notes/shared',
  '/progress',
];

/** Routes left to the app shell (app-shell.html), with the reason. */
export const APP_SHELL_ONLY: Readonly<Record<string, string>> = {
  '/apush-practice-exam/mcq/2014/results': 'shows one saved attempt (?attempt=): nothing to show before the device is read',
  '/notes/edit/$id': 'a note of this device, by id',
  '/notes/study/$id': 'a deck of this device, by id',
  '/apush-study-guide/unit/$unitId': 'unit pages are listed one by one above',
  '/apush-study-guide/unit/$unitId/quiz': 'the quizzes of units with content are listed one by one above',
  '/apush-practice-exam/dbq/$promptId': 'each DBQ is listed one by one above',
  '/apush-practice-exam/saq/$question': 'the SAQ section’s questions q2 to q4 are listed one by one above',
  '/apush-practice-exam/leq/$setId': 'each LEQ set is listed one by one above',
};
