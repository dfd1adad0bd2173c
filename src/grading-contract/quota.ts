/**
 * The daily grading allowance, as the functions report it and the screens show it (docs/product.md#grading).
 * Every answer of a signed-in grading request carries three headers; a 429 adds Retry-After.
 */
export const QUOTA_HEADERS = {
  limit: 'X-Grading-Quota-Limit',
  remaining: 'X-Grading-Quota-Remaining',
  /** ISO time at which the count starts again (next midnight UTC). */
  reset: 'X-Grading-Quota-Reset',
} as const;

export interface QuotaState {
  limit: number;
  remaining: number;
  resetsAt: Date;
}

export function quotaHeaders(state: QuotaState): Record<string, string> {
  return {
    [QUOTA_HEADERS.limit]: String(state.limit),
    [QUOTA_HEADERS.remaining]: String(state.remaining),
    [QUOTA_HEADERS.reset]: state.resetsAt.toISOString(),
  };
}

/** The allowance an answer reports, or null when it reports none (signed out, refused before the count). */
export function readQuotaHeaders(headers: Headers): QuotaState | null {
  const limit = Number(headers.get(QUOTA_HEADERS.limit));
  const remaining = Number(headers.get(QUOTA_HEADERS.remaining));
  const resetsAt = new Date(headers.get(QUOTA_HEADERS.reset) ?? '');
  if (!headers.has(QUOTA_HEADERS.limit) || !Number.isInteger(limit) || !Number.isInteger(remaining) || Number.isNaN(resetsAt.getTime())) return null;
  return { limit, remaining: Math.max(0, remaining), resetsAt };
}

/** The server's 429 text (screens replace it with one in the student's own time). */
export const quotaUsedText = (limit: number) =>
  `You have used all ${limit} of today's gradings. More are available after midnight UTC.`;

/** The local clock time at which more gradings are available, e.g. '7:00 PM'. */
export const resetClock = (state: QuotaState) => state.resetsAt.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The screens' line about the allowance. */
export function quotaLine(state: QuotaState): string {
  if (state.remaining === 0) return `No gradings left today. More are available at ${resetClock(state)}.`;
  return `${state.remaining} of ${state.limit} ${state.limit === 1 ? 'grading' : 'gradings'} left today.`;
}

/** The 429 of a used-up allowance, in the student's own time. */
export const quotaUsedLocalText = (state: QuotaState) =>
  `You have used all ${state.limit} of today's gradings. More are available at ${resetClock(state)}.`;
