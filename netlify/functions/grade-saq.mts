import type { Config } from '@netlify/functions';
import { GRADING_ERRORS } from '../../src/grading-contract/error-texts';
import { isAnsweredSaqPart, MAX_SAQ_ANSWER_CHARS } from '../../src/grading-contract/limits';
import { saqRequestSchema } from '../../src/grading-contract/schemas';
import { gradingHandler } from '../grading/handler';
import { errorResponse } from '../grading/http';
import { findSaqPaper, gradeSaq } from '../grading/saq-grader';

/**
 * POST /api/grade-saq { answers, prompt_intro, sources, questions } → { result: [{ score, explanation }] × 3 },
 * for a signed-in student (docs/product.md#grading).
 */
export default gradingHandler({
  schema: saqRequestSchema,
  check: ({ answers, questions }) => {
    if (answers.some((answer) => answer.length > MAX_SAQ_ANSWER_CHARS)) return errorResponse(413, GRADING_ERRORS.saqAnswerTooLong);
    if (!findSaqPaper(questions)) return errorResponse(400, GRADING_ERRORS.unknownPaper);
    // Nothing to grade: refused before the model, so blank parts never bring back the scoring notes.
    return answers.some(isAnsweredSaqPart) ? null : errorResponse(400, GRADING_ERRORS.saqTooShort);
  },
  grade: (call, { answers, questions }) => gradeSaq(call, findSaqPaper(questions)!, answers),
});

// Literal values: Netlify reads this object without running the module. Per IP only, see docs/decisions.md#daily-quota.
export const config: Config = { path: '/api/grade-saq', rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip'] } };
