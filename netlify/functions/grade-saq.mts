import type { Config } from '@netlify/functions';
import { GRADING_ERRORS } from '../../src/grading/error-texts';
import { MAX_SAQ_ANSWER_CHARS } from '../../src/grading/limits';
import { saqRequestSchema } from '../../src/grading/schemas';
import { readGradingConfig } from '../grading/config';
import { graderErrorResponse } from '../grading/errors';
import { errorResponse, jsonResponse, readJsonBody, requirePost } from '../grading/http';
import { createOpenAIClient } from '../grading/openai-client';
import { findSaqPaper, gradeSaq } from '../grading/saq-grader';

/** POST /api/grade-saq { answers, prompt_intro, sources, questions } → { result: [{ score, explanation }] × 3 }. */
export default async (req: Request): Promise<Response> => {
  const notPost = requirePost(req);
  if (notPost) return notPost;
  const body = await readJsonBody(req, saqRequestSchema);
  if (!body.ok) return body.response;
  const { answers, questions } = body.value;
  if (answers.some((answer) => answer.length > MAX_SAQ_ANSWER_CHARS)) return errorResponse(413, GRADING_ERRORS.saqAnswerTooLong);
  const paper = findSaqPaper(questions);
  if (!paper) return errorResponse(400, GRADING_ERRORS.unknownPaper);

  try {
    const config = readGradingConfig();
    const client = createOpenAIClient(config);
    return jsonResponse(200, await gradeSaq(client, config.model, paper, answers));
  } catch (error) {
    return graderErrorResponse(error);
  }
};

export const config: Config = {
  path: '/api/grade-saq',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
