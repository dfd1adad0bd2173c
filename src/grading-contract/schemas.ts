/** The request and response bodies of /api/grade, /api/grade-saq and /api/grade-frq, checked on both sides. */
import '../shared/config/zod-without-eval';
import { z } from 'zod';
import { MAX_ESSAY_CHARS } from './limits';
import type { FrqKind } from './frq-rubrics';

export const essayRequestSchema = z.object({
  essay: z.string({ error: 'essay must be a string.' }),
  essay_type: z.enum(['iwa', 'irr'], { error: "essay_type must be 'iwa' or 'irr'." }),
  subject: z.literal('ap_seminar', { error: "subject must be 'ap_seminar'." }),
});
export type EssayRequest = z.infer<typeof essayRequestSchema>;

export const rubricRowResultSchema = z.object({
  name: z.string(),
  score: z.number(),
  max: z.number(),
  feedback: z.string(),
});
export const essayResponseSchema = z.object({
  grading: z.string(),
  rubric: z.object({
    type: z.enum(['iwa', 'irr']),
    rows: z.array(rubricRowResultSchema),
    total: z.number(),
    max: z.number(),
  }),
});
export type EssayResponse = z.infer<typeof essayResponseSchema>;
export type RubricResult = EssayResponse['rubric'];

// Lengths are checked by the function (413), not here (400).
const answer = z.string({ error: 'each answer must be a string.' });
export const saqRequestSchema = z.object({
  answers: z.tuple([answer, answer, answer], { error: 'answers must be a list of 3 strings (parts A, B, C).' }),
  prompt_intro: z.string({ error: 'prompt_intro must be a string.' }),
  sources: z.array(z.string(), { error: 'sources must be a list of strings.' }).max(4),
  questions: z.tuple([z.string(), z.string(), z.string()], { error: 'questions must be a list of 3 strings.' }),
});
export type SaqRequest = z.infer<typeof saqRequestSchema>;

export const saqPartResultSchema = z.object({
  score: z.union([z.literal(0), z.literal(1)]),
  explanation: z.string(),
  /** What earns the point on this part (the server's scoring notes), shown under the explanation after grading. */
  guideline: z.string().optional(),
});
export const saqResponseSchema = z.object({ result: z.tuple([saqPartResultSchema, saqPartResultSchema, saqPartResultSchema]) });
export type SaqResponse = z.infer<typeof saqResponseSchema>;

/** The essay length the functions accept, for early warnings in the browser. */
export const ESSAY_LIMIT = MAX_ESSAY_CHARS;

/** POST /api/grade-frq: a DBQ or LEQ essay and the id of the prompt it answers; the server has its own copy of the prompt. */
export const frqRequestSchema = z.object({
  kind: z.enum(['dbq', 'leq'] satisfies FrqKind[], { error: "kind must be 'dbq' or 'leq'." }),
  prompt_id: z.string({ error: 'prompt_id must be a string.' }).max(100),
  essay: z.string({ error: 'essay must be a string.' }),
});
export type FrqRequest = z.infer<typeof frqRequestSchema>;

export const frqRowResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number(),
  max: z.number(),
  /** What the row asks (the rubric's words). */
  asks: z.string(),
  /** The sentence of the essay that earned or missed the row, as the grader quoted it ('' when none). */
  quote: z.string(),
  feedback: z.string(),
  /** What would earn the next point ('' at full marks). */
  next: z.string(),
  /** Set when code corrected the model's score (a rule the model broke), saying why. */
  correction: z.string().optional(),
  /** The documents the grader named for this row (DBQ evidence and sourcing rows). */
  documents: z.array(z.number()).optional(),
});
export const frqResponseSchema = z.object({
  kind: z.enum(['dbq', 'leq']),
  prompt_id: z.string(),
  rows: z.array(frqRowResultSchema),
  total: z.number(),
  max: z.number(),
});
export type FrqResponse = z.infer<typeof frqResponseSchema>;
export type FrqRowResult = z.infer<typeof frqRowResultSchema>;
