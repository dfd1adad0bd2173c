/** Grading failures and the HTTP answer each becomes. No stack trace ever reaches the client. */
import OpenAI from 'openai';
import { ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/core/error';
import { ZodError } from 'zod';
import { GRADING_ERRORS } from '../../src/grading/error-texts';
import { errorResponse } from './http';

/** The server has no OPENAI_API_KEY. */
export class NotConfiguredError extends Error {}
/** The model answered, but not in the agreed shape (refusal, truncation, schema mismatch). */
export class ModelOutputError extends Error {}

export function graderErrorResponse(error: unknown): Response {
  if (error instanceof NotConfiguredError) return errorResponse(503, GRADING_ERRORS.notConfigured);
  if (error instanceof OpenAI.APIConnectionTimeoutError) return errorResponse(504, GRADING_ERRORS.timeout);
  if (error instanceof ModelOutputError || error instanceof LengthFinishReasonError || error instanceof ContentFilterFinishReasonError) {
    return errorResponse(502, GRADING_ERRORS.modelUnreadable);
  }
  // The SDK parses the answer with our zod schema: a SyntaxError or ZodError means the model broke the contract.
  if (error instanceof SyntaxError || error instanceof ZodError) return errorResponse(502, GRADING_ERRORS.modelUnreadable);
  if (error instanceof OpenAI.APIError) {
    console.error(`grading: OpenAI answered ${error.status ?? 'no status'}: ${error.message}`);
    return errorResponse(502, GRADING_ERRORS.modelUnavailable);
  }
  console.error('grading: unexpected failure', error);
  return errorResponse(500, 'Something went wrong while grading. Please try again.');
}
