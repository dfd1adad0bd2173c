/** Zod schemas for all study material (its checks: docs/content.md#checks-what-code-tests-what-a-reader-checks). */
import { z } from 'zod';
import { STATE_TILES } from './state-tiles';

const text = z.string().trim().min(1);

/** Where a stimulus comes from (docs/content.md#rules, rule 2). */
export const sourceSchema = z.discriminatedUnion('kind', [
  z.object({
    /** A public-domain primary or secondary source: US work before 1931, or a US federal document. */
    kind: z.literal('public-domain'),
    author: text,
    work: text,
    year: z.number().int().min(1400).max(1930),
    /** true when the wording is condensed or modernised: shown as "Adapted from". */
    adapted: z.boolean(),
    /** true when year is when the text was written, not published (a memoir printed after its author died): shown as "written 1788". */
    written: z.boolean().optional(),
    /** true for a historian's interpretation (a secondary source): the line reads "author, historian, work, year". */
    historian: z.literal(true).optional(),
  }),
  z.object({
    /** A work of the US federal government (speech, message, opinion, act, report): public domain at any date. */
    kind: z.literal('us-government'),
    author: text,
    work: text,
    year: z.number().int().min(1776).max(2030),
    adapted: z.boolean(),
  }),
  z.object({
    /** A short interpretation written for Pocket AP, never attributed to a real person. */
    kind: z.literal('pocket-ap'),
  }),
]);
export type Source = z.infer<typeof sourceSchema>;

/** A map, chart or table shown with a stimulus (docs/content.md#visual-sources). */
const note = text.optional();
export const visualSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('table'), caption: text, columns: z.array(text).min(2), rows: z.array(z.array(z.string().trim())).min(1), note })
    .refine((t) => t.rows.every((row) => row.length === t.columns.length), 'every row has one cell per column'),
  z.object({
    kind: z.literal('bar-chart'),
    caption: text,
    valueLabel: text,
    bars: z.array(z.object({ label: text, value: z.number().finite().min(0) })).min(2),
    note,
  }),
  z
    .object({
      kind: z.literal('line-chart'),
      caption: text,
      xLabel: text,
      yLabel: text,
      series: z.array(z.object({ name: text, points: z.array(z.object({ x: z.number().finite(), y: z.number().finite() })).min(2) })).min(1).max(4),
      note,
    })
    .refine((c) => c.series.every((s) => s.points.every((p, i) => i === 0 || p.x > s.points[i - 1]!.x)), 'points run left to right'),
  z
    .object({
      kind: z.literal('state-map'),
      caption: text,
      legend: z.array(z.object({ key: z.string().regex(/^[a-z0-9-]+$/), label: text })).min(2).max(6),
      states: z.record(z.string().regex(/^[A-Z]{2}$/), z.string()),
      note,
    })
    .refine((m) => Object.values(m.states).every((key) => m.legend.some((entry) => entry.key === key)), 'every state has a legend key')
    .refine((m) => Object.keys(m.states).length >= 2, 'at least two states')
    .refine((m) => Object.keys(m.states).every((code) => code in STATE_TILES), 'every state code is on the tile map'),
]);
export type Visual = z.infer<typeof visualSchema>;

export const stimulusSchema = z.object({
  title: text,
  /** A one- or two-sentence lead-in when the stimulus is a visual; a screen reader reads it first. */
  text: text,
  source: sourceSchema,
  visual: visualSchema.optional(),
});
export type Stimulus = z.infer<typeof stimulusSchema>;

export const unitSchema = z.object({
  number: z.number().int().min(1).max(9),
  period: text, // e.g. "1491-1607"
  emoji: text,
  title: text, // e.g. "Period 1: 1491-1607"
  theme: text, // e.g. "World/Exploration"
});
export type Unit = z.infer<typeof unitSchema>;

export const keyTermSchema = z.object({ term: text, definition: text });

export const unitSectionSchema = z.object({
  /** The course framework's topic number, e.g. '3.7' (docs/content.md#adding-a-unit). */
  id: z.string().regex(/^[1-9]\.\d{1,2}$/),
  heading: text,
  paragraphs: z.array(text).min(2),
  keyTerms: z.array(keyTermSchema).min(3),
  examFocus: z.array(text).min(2),
});
export type UnitSection = z.infer<typeof unitSectionSchema>;

export const unitTimelineEventSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  icon: text, // one emoji
  date: text, // display date, e.g. "1492" or "c. 1500"
  title: text,
  summary: text,
  details: z.array(text).min(2),
});
export type UnitTimelineEvent = z.infer<typeof unitTimelineEventSchema>;

export const timelineEventSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  year: z.number().int().min(1000).max(2030),
  title: text,
  period: z.number().int().min(1).max(9),
  description: text,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const optionsSchema = z.tuple([text, text, text, text]);

/** The six historical thinking skills, one tag per kind of stem (docs/content.md#skills-and-periods). */
export const skillSchema = z.enum([
  'causation',
  'comparison',
  'continuity-and-change',
  'contextualization',
  'sourcing-and-situation',
  'claims-and-evidence',
]);
export type Skill = z.infer<typeof skillSchema>;

export const quizQuestionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: text,
  /** Option texts without their "A) " label: the screens add it. */
  options: optionsSchema,
  answer: z.number().int().min(0).max(3),
  explanation: text,
  /** What the stem asks, by the rules of docs/content.md#skills-and-periods (the MCQ exam uses the same tags). */
  skill: skillSchema,
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizStimulusSchema = stimulusSchema.extend({
  id: z.string().regex(/^[a-z0-9-]+$/),
  questions: z.array(quizQuestionSchema).min(1),
});
export const quizSchema = z.object({
  id: text,
  title: text,
  stimuli: z.array(quizStimulusSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

export const mcqQuestionSchema = quizQuestionSchema.extend({
  number: z.number().int().min(1).max(55),
  period: z.number().int().min(1).max(9),
});
export type McqQuestion = z.infer<typeof mcqQuestionSchema>;

export const mcqSetSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  stimulus: stimulusSchema,
  questions: z.array(mcqQuestionSchema).min(2).max(5),
});
export type McqSet = z.infer<typeof mcqSetSchema>;

export const mcqExamSchema = z.object({
  id: text,
  year: z.number().int().optional(),
  title: text,
  minutes: z.number().int(),
  instructions: z.array(text),
  sets: z.array(mcqSetSchema),
});
export type McqExam = z.infer<typeof mcqExamSchema>;

export const saqPartSchema = z.object({
  part: z.enum(['A', 'B', 'C']),
  /** The task as the student reads it, e.g. "Briefly describe ONE major difference between ..." */
  question: text,
});
export type SaqPart = z.infer<typeof saqPartSchema>;

export const saqPaperSchema = z.object({
  id: text,
  year: z.number().int(),
  title: text,
  /** The page's heading, where it is not 'APUSH Short-Answer Practice <year>' (the section's later questions). */
  heading: text.optional(),
  minutes: z.number().int(),
  instructions: z.array(text),
  prompt_intro: text,
  /** One or two sources (Questions 1 and 2), or none (Questions 3 and 4). */
  sources: z.array(stimulusSchema.extend({ label: text })).max(2),
  parts: z.tuple([saqPartSchema, saqPartSchema, saqPartSchema]),
});
export type SaqPaper = z.infer<typeof saqPaperSchema>;

// Kept in its own module so screens can show attributions without bundling zod.

/** The three spans of the course an LEQ set draws its prompts from, as on the exam. */
export const courseSpanSchema = z.enum(['1-3', '4-6', '7-9']);
export type CourseSpan = z.infer<typeof courseSpanSchema>;

/** One DBQ document: a public-domain primary source. */
export const dbqDocumentSchema = stimulusSchema.extend({
  number: z.number().int().min(1).max(7),
  date: text,
  situation: text.optional(),
  source: z.discriminatedUnion('kind', [sourceSchema.options[0], sourceSchema.options[1]]),
});
export type DbqDocument = z.infer<typeof dbqDocumentSchema>;

export const dbqPromptSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  periods: z.tuple([z.number().int().min(1).max(9), z.number().int().min(1).max(9)]),
  years: z.tuple([z.number().int(), z.number().int()]),
  question: z.string().startsWith('Evaluate the extent to which '),
  documents: z.array(dbqDocumentSchema).length(7),
});
export type DbqPrompt = z.infer<typeof dbqPromptSchema>;

export const leqPromptSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  span: courseSpanSchema,
  years: z.tuple([z.number().int(), z.number().int()]),
  question: z.string().startsWith('Evaluate the '),
});
export type LeqPrompt = z.infer<typeof leqPromptSchema>;

/** Three prompts on one reasoning process, one from each span of the course; the student answers one. */
export const leqSetSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  skill: z.enum(['causation', 'comparison', 'continuity-and-change']),
  prompts: z.tuple([leqPromptSchema, leqPromptSchema, leqPromptSchema]),
});
export type LeqSet = z.infer<typeof leqSetSchema>;

/** "Period N in context": what changed, why, and what links the period to those before and after (docs/content.md#period-overviews). */
export const periodOverviewSchema = z.object({
  period: z.number().int().min(1).max(9),
  /** One sentence under the heading. */
  lead: text,
  changed: z.array(text).min(1).max(3),
  why: z.array(text).min(1).max(3),
  /** The themes that tie the period to the ones before and after it. */
  links: z.array(text).min(1).max(3),
});
export type PeriodOverview = z.infer<typeof periodOverviewSchema>;
