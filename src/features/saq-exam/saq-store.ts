/**
 * What the SAQ screen keeps on the device per account: the draft and last grading (`draft:<paper>`) and the
 * history (`history`), checked when read (docs/product.md#saq-exam).
 */
import '../../shared/config/zod-without-eval';
import { z } from 'zod';
import { HISTORY_LIMIT } from '../../grading-client/history';
import { saqResponseSchema, type SaqResponse } from '../../grading-contract/schemas';

export { HISTORY_LIMIT, withGrading } from '../../grading-client/history';
import { defineRecord, defineRecordFamily } from '../../shared/storage/record';
import { IDB_DATABASES } from '../../shared/storage/keys';
import { migrateDraft } from '../../shared/storage/last-to-cleared';

export type SaqAnswers = [string, string, string];

export interface SaqGrading {
  /** The outbox item's id: the same grading is never stored twice. */
  id: string;
  paperId: string;
  gradedAt: string;
  answers: SaqAnswers;
  result: SaqResponse['result'];
}

export interface SaqDraft {
  answers: SaqAnswers;
  /** Start over: gradings filed before this stay in the history, off the screen. */
  clearedAt?: number;
}

export const EMPTY_SAQ_DRAFT: SaqDraft = { answers: ['', '', ''] };
export const isBlankSaqDraft = (draft: SaqDraft) => draft.answers.every((answer) => !answer.trim());

const answersSchema = z.tuple([z.string(), z.string(), z.string()]);
const gradingSchema = z.object({
  id: z.string(),
  paperId: z.string(),
  gradedAt: z.string(),
  answers: answersSchema,
  result: saqResponseSchema.shape.result,
});
const draftSchema = z.object({ answers: answersSchema, clearedAt: z.number().optional() });

const historySchema = z.array(gradingSchema).max(HISTORY_LIMIT);

/** The answers and last grading, per paper. */
export const saqDraftStores = defineRecordFamily<SaqDraft>({
  name: 'saq-draft',
  db: IDB_DATABASES.saqExam,
  prefix: 'draft:',
  keyPattern: 'draft:<paper>',
  scope: 'account',
  schema: draftSchema,
  version: 2,
  migrate: migrateDraft,
});
/** The gradings of every paper before the one gradings store (docs/architecture.md#grading-path): read, never written. */
export const saqHistoryStores = defineRecord<SaqGrading[]>({
  name: 'saq-history',
  db: IDB_DATABASES.saqExam,
  key: 'history',
  scope: 'account',
  schema: historySchema,
  version: 1,
  delayMs: 0,
});


export const totalScore = (grading: SaqGrading) => grading.result.reduce((sum, part) => sum + part.score, 0);
