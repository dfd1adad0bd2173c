import type { Config } from '@netlify/functions';
import { GRADING_ERRORS } from '../../src/grading-contract/error-texts';
import { countWords, MAX_ESSAY_CHARS, MIN_ESSAY_WORDS } from '../../src/grading-contract/limits';
import { essayRequestSchema } from '../../src/grading-contract/schemas';
import { gradeEssay } from '../grading/essay-grader';
import { gradingHandler } from '../grading/handler';
import { errorResponse } from '../grading/http';

/** POST /api/grade { essay, essay_type, subject } → { grading, rubric }, for a signed-in student (docs/product.md#grading). */
export default gradingHandler({
  schema: essayRequestSchema,
  check: ({ essay }) => {
    if (!essay.trim()) return errorResponse(400, GRADING_ERRORS.emptyEssay);
    if (essay.length > MAX_ESSAY_CHARS) return errorResponse(413, GRADING_ERRORS.essayTooLong);
    return countWords(essay) < MIN_ESSAY_WORDS ? errorResponse(400, GRADING_ERRORS.essayTooShort) : null;
  },
  grade: (call, { essay, essay_type }) => gradeEssay(call, essay, essay_type),
});

// Literal values: Netlify reads this object without running the module. Per IP only, see docs/decisions.md#daily-quota.
export const config: Config = { path: '/api/grade', rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip'] } };
