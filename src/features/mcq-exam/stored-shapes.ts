/**
 * The MCQ exam's stored shapes, checked when read back (docs/decisions.md#exam-state-in-indexeddb-per-attempt);
 * `version` lets them evolve, and zod/mini keeps the exam route small.
 */
import '../../shared/config/zod-without-eval';
import { z } from 'zod/mini';
import { ATTEMPT_ID_PATTERN } from './attempt-id';

const count = z.int().check(z.minimum(0));
const option = z.int().check(z.minimum(0), z.maximum(3));
const epochMs = z.number().check(z.minimum(0));
const attemptId = z.string().check(z.regex(ATTEMPT_ID_PATTERN));

const clockSchema = z.object({ startedAt: z.nullable(epochMs), bankedMs: z.number().check(z.minimum(0)) });

/** Version 1: the sheet before it kept the question and view the student is on. */
const sheetV1Schema = z.object({
  attemptId,
  createdAt: epochMs,
  answers: z.array(z.nullable(option)),
  marks: z.array(z.array(option)),
  flags: z.array(z.boolean()),
  timer: z.object({ mode: z.enum(['stopwatch', 'countdown']), clock: clockSchema, hidden: z.boolean() }),
  submitted: z.nullable(z.object({ at: epochMs, correct: count, timeUp: z.boolean(), elapsedMs: z.number().check(z.minimum(0)) })),
});

const sheetSchema = z.extend(sheetV1Schema, { current: count, view: z.enum(['question', 'booklet', 'sheet']) });

/** The sheet in progress (or submitted and locked until Reset). Written as version 2. */
export const storedSheetSchema = z.object({ version: z.literal(2), sheet: sheetSchema });
export type StoredSheet = z.infer<typeof storedSheetSchema>;
/** A sheet saved before version 2: it opens at question 1 in the question view. */
export const storedSheetV1Schema = z.object({ version: z.literal(1), sheet: sheetV1Schema });

/** Reads either version into the current shape, or fails as zod does (the caller sets the value aside). */
export function parseStoredSheet(raw: unknown): { success: true; data: StoredSheet } | { success: false } {
  const current = storedSheetSchema.safeParse(raw);
  if (current.success) return current;
  const old = storedSheetV1Schema.safeParse(raw);
  if (!old.success) return { success: false };
  return { success: true, data: { version: 2, sheet: { ...old.data.sheet, current: 0, view: 'question' } } };
}

export const attemptRecordSchema = z.object({
  version: z.literal(1),
  id: attemptId,
  examId: z.string(),
  startedAt: epochMs,
  submittedAt: epochMs,
  /** Time on the timer at Submit; 0 when the timer was not used. */
  elapsedMs: z.number().check(z.minimum(0)),
  timerMode: z.enum(['stopwatch', 'countdown']),
  timeUp: z.boolean(),
  answers: z.array(z.nullable(option)),
  marks: z.array(z.array(option)),
  flags: z.array(z.boolean()),
  /** The key the attempt was scored against (zero-based options), so its results stay as they were scored. */
  key: z.array(option),
  correct: count,
  total: count,
});
export type AttemptRecord = z.infer<typeof attemptRecordSchema>;
