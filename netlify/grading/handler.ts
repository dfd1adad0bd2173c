/**
 * What every grading function does around its grader, in this order (docs/product.md#grading): POST (405), own
 * pages (403), JSON (415), a verified student (401/403), a valid body (400/413), configured (503), the account's
 * allowance (429), the site-wide ceiling (503), the model. Both counts are given back when the model never answered.
 */
import { ZodError, type z } from 'zod';
import { GRADING_ERRORS, GRADING_REASONS } from '../../src/grading-contract/error-texts';
import { quotaHeaders, quotaUsedText } from '../../src/grading-contract/quota';
import { readGradingConfig, type GradingConfig } from './config';
import { graderErrorResponse, modelNeverAnswered } from './errors';
import { errorResponse, jsonResponse, readJsonBody, requireJsonBody, requirePost, requireSameOrigin } from './http';
import { verifyStudent } from './identity';
import { createModelCall, type ModelCall } from './openai-client';
import { siteCeiling, type CeilingReservation } from './ceiling';
import { QuotaUnavailableError, reserveGrading, type Reservation } from './quota';

export interface GradingEndpoint<S extends z.ZodType, R> {
  schema: S;
  /** A refusal (400/413) of a well-formed body the grader must not see, or null. */
  check?(body: z.infer<S>): Response | null;
  grade(call: ModelCall, body: z.infer<S>): Promise<R>;
}

export function gradingHandler<S extends z.ZodType, R>(endpoint: GradingEndpoint<S, R>): (req: Request) => Promise<Response> {
  return async (req) => {
    const refused = requirePost(req) ?? requireSameOrigin(req) ?? requireJsonBody(req);
    if (refused) return refused;
    const student = await verifyStudent(req);
    if (!student.ok) return student.response;
    const body = await readJsonBody(req, endpoint.schema);
    if (!body.ok) return body.response;
    const invalid = endpoint.check?.(body.value);
    if (invalid) return invalid;

    let config: GradingConfig;
    let call: ModelCall;
    try {
      config = readGradingConfig();
      call = createModelCall(config, req.signal);
    } catch (error) {
      if (!(error instanceof ZodError)) return graderErrorResponse(error);
      console.error(`grading: invalid settings: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      return errorResponse(503, GRADING_ERRORS.notConfigured);
    }

    const storeUnavailable = (error: unknown) => {
      if (!(error instanceof QuotaUnavailableError)) throw error;
      console.error(`grading: quota store unavailable: ${error.message}`);
      return errorResponse(503, GRADING_ERRORS.quotaUnavailable);
    };
    let reservation: Reservation;
    try {
      reservation = await reserveGrading(student.uid, config.dailyQuota);
    } catch (error) {
      return storeUnavailable(error);
    }
    if (!reservation.ok) {
      return errorResponse(429, quotaUsedText(reservation.state.limit), {
        ...quotaHeaders(reservation.state),
        'Retry-After': String(reservation.retryAfterSeconds),
      });
    }
    let ceiling: CeilingReservation;
    try {
      ceiling = await siteCeiling.reserve(config.dailyCeiling);
    } catch (error) {
      await reservation.release();
      return storeUnavailable(error);
    }
    if (!ceiling.ok) {
      // Not the student's doing: their own allowance is given back, and the grading waits in their outbox.
      const state = await reservation.release();
      const headers = { ...quotaHeaders(state), 'Retry-After': String(ceiling.retryAfterSeconds) };
      return errorResponse(503, GRADING_ERRORS.dailyCeiling, headers, GRADING_REASONS.dailyCeiling);
    }

    try {
      return jsonResponse(200, await endpoint.grade(call, body.value), quotaHeaders(reservation.state));
    } catch (error) {
      if (!modelNeverAnswered(error)) return graderErrorResponse(error, quotaHeaders(reservation.state));
      await ceiling.release();
      return graderErrorResponse(error, quotaHeaders(await reservation.release()));
    }
  };
}
