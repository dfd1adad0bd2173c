/**
 * The MCQ exam's stored shapes, checked when read back (docs/decisions.md#exam-state-in-indexeddb-per-attempt);
 * `version` lets them evolve; the checks load after the screen (docs/decisions.md#the-mcq-device-store-loads-after-the-screen).
 */
import '../../shared/config/zod-without-eval';
import { z } from 'zod';
import { ATTEMPT_ID_PATTERN } from './attempt-id';

const count = z.int().min(0);
const option = z.int().min(0).max(3);
const epochMs = z.number().min(0);
const attemptId = z.string().regex(ATTEMPT_ID_PATTERN);

const clockSchema = z.object({ startedAt: z.nullable(epochMs), bankedMs: z.number().min(0) });

/** Version 1: the sheet before it kept the question and view the student is on. */
const sheetV1Schema = z.object({
  attemptId,
  createdAt: epochMs,
  answers: z.array(z.nullable(option)),
  marks: z.array(z.array(option)),
  flags: z.array(z.boolean()),
  timer: z.object({ mode: z.enum(['stopwatch', 'countdown']), clock: clockSchema, hidden: z.boolean() }),
  submitted: z.nullable(z.object({ at: epochMs, correct: count, timeUp: z.boolean(), elapsedMs: z.number().min(0) })),
});

const sheetSchema = sheetV1Schema.extend({ current: count, view: z.enum(['question', 'booklet', 'sheet']) });

/** The sheet in progress (or submitted and locked until Reset). Written as version 2. */
export const storedSheetSchema = z.object({ version: z.literal(2), sheet: sheetSchema });
export type StoredSheet = z.infer<typeof storedSheetSchema>;
/** A sheet saved before version 2: it opens at question 1 in the question view. */
export const storedSheetV1Schema = z.object({ version: z.literal(1), sheet: sheetV1Schema });

/** A version 1 sheet becomes version 2, opening at question 1 in the question view; any other value is left as it is. */
export function migrateStoredSheet(stored: unknown): unknown {
  const old = storedSheetV1Schema.safeParse(stored);
  return old.success ? { version: 2, sheet: { ...old.data.sheet, current: 0, view: 'question' } } : stored;
}

export const attemptRecordSchema = z.object({
  version: z.literal(1),
  id: attemptId,
  examId: z.string(),
  startedAt: epochMs,
  submittedAt: epochMs,
  /** Time on the timer at Submit; 0 when the timer was not used. */
  elapsedMs: z.number().min(0),
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
