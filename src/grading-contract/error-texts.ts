/** Every grading error text a student can see, in one place (docs/product.md#grading). */
export const GRADING_ERRORS = {
  // Browser side
  essayNetwork: 'Error connecting to grading server.',
  essayNoResponse: 'No response from grader.',
  saqContact: 'Failed to contact AI grading service.',
  saqUnparseable: 'AI response could not be parsed. Please try again.',
  unknown: 'Unknown error.',
  // Server side
  notConfigured: 'AI grading is not configured on this server.',
  methodNotAllowed: 'Method not allowed. Use POST.',
  malformedJson: 'The request body must be valid JSON.',
  bodyTooLarge: 'The request is too large (at most 64 KB).',
  emptyEssay: 'The essay is empty. Paste or type your essay first.',
  essayTooLong: 'The essay is too long (at most 20,000 characters).',
  saqAnswerTooLong: 'Each SAQ answer can be at most 4,000 characters.',
  unknownPaper: 'These questions do not match any Pocket AP SAQ paper.',
  frqEssayTooLong: 'The essay is too long (at most 10,000 characters).',
  unknownPrompt: 'This prompt does not match any Pocket AP DBQ or LEQ.',
  modelUnreadable: 'The AI grader sent an answer we could not read. Please try again.',
  modelUnavailable: 'The AI grader is unavailable right now. Please try again in a minute.',
  timeout: 'The AI grader took too long to answer. Please try again.',
  rateLimited: 'Too many grading requests. Please wait a minute and try again.',
  // Who may grade (docs/product.md#grading)
  signInRequired: 'Sign in to grade your work.',
  signInInvalid: 'Your sign-in could not be checked. Please sign in again.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  signInUnavailable: 'Sign-in could not be checked right now. Please try again in a minute.',
  crossSite: 'Grading requests must come from Pocket AP itself.',
  notJson: 'Send the request as JSON (Content-Type: application/json).',
  quotaUnavailable: 'The daily grading allowance could not be checked right now. Please try again in a minute.',
  cancelled: 'The grading request was cancelled.',
  // Spend and verified students (docs/product.md#who-may-grade-and-how-much)
  networkDailyCap: 'Too many gradings from this network today. More are available after midnight UTC.',
  dailyCeiling: 'Grading is resting until tomorrow: too many gradings today across Pocket AP. Your answers are saved.',
  anonymousAccount: 'Grading needs a Pocket AP account with an email address. Sign in with your email or Google.',
  emailUnverified: 'Confirm your email address to grade: open the link we sent you, then come back here.',
  essayTooShort: 'The essay is too short to grade (at least 25 words).',
  saqTooShort: 'Answer at least one part in a sentence or two (3 words or more) before grading.',
} as const;

/**
 * Machine-readable reasons some refusals carry beside their text (`{ error, reason }`), so the browser can wait
 * rather than fail: the site-wide ceiling (503) and who may grade (403).
 */
export const GRADING_REASONS = {
  dailyCeiling: 'daily-ceiling',
  anonymousAccount: 'anonymous-account',
  emailUnverified: 'email-unverified',
} as const;
export type GradingReason = (typeof GRADING_REASONS)[keyof typeof GRADING_REASONS];

/** Shown while a grading waits in the outbox (docs/product.md#grading-outbox). */
export const QUEUED_MESSAGE = "Saved. It will be graded when you're back online.";

/** The "any other error" text (docs/product.md#grading): its message, or 'Unknown error.'. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GRADING_ERRORS.unknown;
}
