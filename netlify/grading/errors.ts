/** Grading failures and the HTTP answer each becomes. No stack trace ever reaches the client. */
import OpenAI from 'openai';
import { ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/core/error';
import { ZodError } from 'zod';
import { GRADING_ERRORS } from '../../src/grading-contract/error-texts';
import { errorResponse } from './http';

export class NotConfiguredError extends Error {}
/** The model answered, but not in the agreed shape (refusal, truncation, schema mismatch). */
export class ModelOutputError extends Error {}

/** True when OpenAI answered with an error before writing anything: the grading is given back to the student. */
export function modelNeverAnswered(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return false;
  return error instanceof NotConfiguredError || error instanceof OpenAI.APIError;
}

export function graderErrorResponse(error: unknown, headers: Record<string, string> = {}): Response {
  const answer = (status: number, message: string) => errorResponse(status, message, headers);
  if (error instanceof NotConfiguredError) return answer(503, GRADING_ERRORS.notConfigured);
  if (error instanceof OpenAI.APIConnectionTimeoutError) return answer(504, GRADING_ERRORS.timeout);
  // The student closed the tab or cancelled: nobody reads this answer.
  if (error instanceof OpenAI.APIUserAbortError) return answer(499, GRADING_ERRORS.cancelled);
  if (error instanceof ModelOutputError || error instanceof LengthFinishReasonError || error instanceof ContentFilterFinishReasonError) {
    return answer(502, GRADING_ERRORS.modelUnreadable);
  }
  // The SDK parses the answer with our zod schema: a SyntaxError or ZodError means the model broke the contract.
  if (error instanceof SyntaxError || error instanceof ZodError) return answer(502, GRADING_ERRORS.modelUnreadable);
  if (error instanceof OpenAI.APIError) {
    console.error(`grading: OpenAI answered ${error.status ?? 'no status'}: ${error.message}`);
    return answer(502, GRADING_ERRORS.modelUnavailable);
  }
  console.error('grading: unexpected failure', error);
  return answer(500, 'Something went wrong while grading. Please try again.');
}
