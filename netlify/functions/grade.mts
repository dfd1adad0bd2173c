import type { Config } from '@netlify/functions';
import { GRADING_ERRORS } from '../../src/grading/error-texts';
import { MAX_ESSAY_CHARS } from '../../src/grading/limits';
import { essayRequestSchema } from '../../src/grading/schemas';
import { readGradingConfig } from '../grading/config';
import { gradeEssay } from '../grading/essay-grader';
import { graderErrorResponse } from '../grading/errors';
import { errorResponse, jsonResponse, readJsonBody, requirePost } from '../grading/http';
import { createOpenAIClient } from '../grading/openai-client';

/** POST /api/grade { essay, essay_type, subject } → { grading, rubric }. */
export default async (req: Request): Promise<Response> => {
  const notPost = requirePost(req);
  if (notPost) return notPost;
  const body = await readJsonBody(req, essayRequestSchema);
  if (!body.ok) return body.response;
  const { essay, essay_type } = body.value;
  if (!essay.trim()) return errorResponse(400, GRADING_ERRORS.emptyEssay);
  if (essay.length > MAX_ESSAY_CHARS) return errorResponse(413, GRADING_ERRORS.essayTooLong);

  try {
    const config = readGradingConfig();
    const client = createOpenAIClient(config);
    return jsonResponse(200, await gradeEssay(client, config.model, essay, essay_type));
  } catch (error) {
    return graderErrorResponse(error);
  }
};

export const config: Config = {
  path: '/api/grade',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
