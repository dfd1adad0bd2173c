/** The 2014 practice exam as the MCQ screens use it: everything derived from the content, nothing typed twice. */
import { mcqExam2014, mcqQuestions2014 } from '../../content/mcq-2014';
import type { McqSet } from '../../content/schema';

export const EXAM = mcqExam2014;
export const QUESTIONS = mcqQuestions2014;
export const KEY: readonly number[] = mcqQuestions2014.map((q) => q.answer);
export const COUNTDOWN_MS = mcqExam2014.minutes * 60_000;
/** The polite warning before time runs out. */
export const WARNING_MS = 5 * 60_000;
export const PDF_URL = '/exams/apush-mcq-2014.pdf';
/** The set (stimulus and its questions) of each question, by zero-based question index. */
export const SET_OF: readonly McqSet[] = mcqExam2014.sets.flatMap((set) => set.questions.map(() => set));
