/** Attempt ids are short and URL-safe (see newAttemptId): checked in the stored shapes and the results search. */
export const ATTEMPT_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
