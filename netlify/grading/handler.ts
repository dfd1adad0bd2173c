/**
 * What every grading function does around its grader, in this order (docs/product.md#grading): POST (405), own
 * pages (403), JSON (415), a verified student (401/403), a valid body (400/413), configured (503), the account's
 * allowance (429), the network's (429), new accounts' part of the ceiling (503), the site-wide ceiling (503), the
 * model. Every count is given back when a later one refuses or the model never answered.
 */
import { createHash } from 'node:crypto';
import { ZodError, type z } from 'zod';
import { GRADING_ERRORS, GRADING_REASONS } from '../../src/grading-contract/error-texts';
import { quotaHeaders, quotaUsedText } from '../../src/grading-contract/quota';
import { readGradingConfig, type GradingConfig } from './config';
import { graderErrorResponse, modelNeverAnswered } from './errors';
import { errorResponse, jsonResponse, readJsonBody, requireJsonBody, requirePost, requireSameOrigin } from './http';
import { verifyStudent } from './identity';
import { createModelCall, type ModelCall } from './openai-client';
import { networkCeiling, newAccountCeiling, passesEightyPercent, siteCeiling } from './ceiling';
import { QuotaUnavailableError, reserveGrading, type Reservation } from './quota';

export interface GradingEndpoint<S extends z.ZodType, R> {
  schema: S;
  /** A refusal (400/413) of a well-formed body the grader must not see, or null. */
  check?(body: z.infer<S>): Response | null;
  grade(call: ModelCall, body: z.infer<S>): Promise<R>;
}

/** The request's network: Netlify's context.ip (its edge sets it; a client cannot), hashed before it is stored. */
function networkKey(req: Request, context: { ip?: string } | undefined): string {
  const ip = context?.ip ?? req.headers.get('x-nf-client-connection-ip') ?? 'unknown';
  return `ip-${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;
}

function resting(headers: Record<string, string>, retryAfterSeconds: number): Response {
  return errorResponse(503, GRADING_ERRORS.dailyCeiling, { ...headers, 'Retry-After': String(retryAfterSeconds) }, GRADING_REASONS.dailyCeiling);
}

export function gradingHandler<S extends z.ZodType, R>(endpoint: GradingEndpoint<S, R>): (req: Request, context?: { ip?: string }) => Promise<Response> {
  return async (req, context) => {
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
    // The other counts, each given back when a later one refuses or the model never answered.
    const releases: (() => Promise<unknown>)[] = [];
    const giveBack = async () => {
      for (const release of releases.reverse()) await release();
      return quotaHeaders(await reservation.release());
    };
    try {
      // One network's gradings a day, over all its accounts (docs/architecture.md#grading-limits).
      const network = await networkCeiling(networkKey(req, context)).reserve(config.dailyPerIp);
      if (!network.ok) {
        return errorResponse(429, GRADING_ERRORS.networkDailyCap, { ...(await giveBack()), 'Retry-After': String(network.retryAfterSeconds) });
      }
      releases.push(() => network.release());
      // New accounts share a part of the ceiling, so a flood of them cannot spend the day.
      if (!(student.createdAtMs <= Date.now() - config.newAccountMs)) {
        const pool = await newAccountCeiling.reserve(config.newAccountCeiling);
        if (!pool.ok) return resting(await giveBack(), pool.retryAfterSeconds);
        releases.push(() => pool.release());
      }
      const ceiling = await siteCeiling.reserve(config.dailyCeiling);
      // Not the student's doing: their own allowance is given back, and the grading waits in their outbox.
      if (!ceiling.ok) return resting(await giveBack(), ceiling.retryAfterSeconds);
      releases.push(() => ceiling.release());
      if (passesEightyPercent(ceiling.used, config.dailyCeiling)) {
        console.warn(`grading: the site-wide daily ceiling passed 80 %: ${ceiling.used} of ${config.dailyCeiling} gradings today`);
      }
    } catch (error) {
      await giveBack();
      return storeUnavailable(error);
    }

    try {
      return jsonResponse(200, await endpoint.grade(call, body.value), quotaHeaders(reservation.state));
    } catch (error) {
      if (!modelNeverAnswered(error)) return graderErrorResponse(error, quotaHeaders(reservation.state));
      return graderErrorResponse(error, await giveBack());
    }
  };
}
