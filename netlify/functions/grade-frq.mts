import type { Config } from '@netlify/functions';
import { MAX_FRQ_ESSAY_CHARS } from '../../src/grading-contract/frq-rubrics';
import { GRADING_ERRORS } from '../../src/grading-contract/error-texts';
import { frqRequestSchema } from '../../src/grading-contract/schemas';
import { findFrqPrompt, gradeFrq } from '../grading/frq-grader';
import { gradingHandler } from '../grading/handler';
import { errorResponse } from '../grading/http';

/**
 * POST /api/grade-frq { kind: 'dbq' | 'leq', prompt_id, essay } → { kind, prompt_id, rows, total, max }, for a
 * signed-in student, through the same guard as every grading (docs/product.md#dbq-and-leq).
 */
export default gradingHandler({
  schema: frqRequestSchema,
  check: ({ kind, prompt_id, essay }) => {
    if (!essay.trim()) return errorResponse(400, GRADING_ERRORS.emptyEssay);
    if (essay.length > MAX_FRQ_ESSAY_CHARS) return errorResponse(413, GRADING_ERRORS.frqEssayTooLong);
    return findFrqPrompt(kind, prompt_id) ? null : errorResponse(400, GRADING_ERRORS.unknownPrompt);
  },
  grade: (call, { kind, prompt_id, essay }) => gradeFrq(call, findFrqPrompt(kind, prompt_id)!, essay),
});

// Literal values: Netlify reads this object without running the module. Per IP only, see docs/decisions.md#daily-quota.
export const config: Config = { path: '/api/grade-frq', rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip'] } };
