/**
 * What the DBQ and LEQ screens keep on the device per account: per prompt the draft (`draft:<kind>:<id>`), and
 * one history of gradings, checked when read (docs/product.md#dbq-and-leq).
 */
import '../../shared/config/zod-without-eval';
import { z } from 'zod';
import { STOPPED_CLOCK, type Clock } from '../../exam/clock';
import type { FrqKind } from '../../grading-contract/frq-rubrics';
import { HISTORY_LIMIT } from '../../grading-client/history';
import { frqResponseSchema, type FrqResponse } from '../../grading-contract/schemas';
import { defineRecord, defineRecordFamily, type AccountStores } from '../../shared/storage/record';
import { IDB_DATABASES } from '../../shared/storage/keys';
import { migrateDraft } from '../../shared/storage/last-to-cleared';

export interface FrqGrading {
  /** The outbox item's id: the same grading is never stored twice. */
  id: string;
  kind: FrqKind;
  promptId: string;
  gradedAt: string;
  essay: string;
  result: FrqResponse;
}

export interface FrqDraft {
  essay: string;
  /** LEQ: the index of the prompt chosen in the set, null until the student picks one; DBQ: always 0. */
  choice: number | null;
  clock: Clock;
  hidden: boolean;
  /** Start over: gradings filed before this stay in the history, off the screen. */
  clearedAt?: number;
}

export const emptyFrqDraft = (kind: FrqKind): FrqDraft => ({ essay: '', choice: kind === 'dbq' ? 0 : null, clock: STOPPED_CLOCK, hidden: false });
export const isBlankFrqDraft = (draft: FrqDraft) => !draft.essay.trim() && draft.clock.startedAt === null && draft.clock.bankedMs === 0;

const gradingSchema = z.object({
  id: z.string(),
  kind: z.enum(['dbq', 'leq']),
  promptId: z.string(),
  gradedAt: z.string(),
  essay: z.string(),
  result: frqResponseSchema,
});
const draftSchema = z.object({
  essay: z.string(),
  choice: z.number().int().min(0).max(2).nullable(),
  clock: z.object({ startedAt: z.number().nullable(), bankedMs: z.number().min(0) }),
  hidden: z.boolean(),
  clearedAt: z.number().optional(),
});
const historySchema = z.array(gradingSchema).max(HISTORY_LIMIT);

const drafts = defineRecordFamily<FrqDraft>({
  name: 'frq-draft',
  db: IDB_DATABASES.freeResponse,
  prefix: 'draft:',
  keyPattern: 'draft:<dbq|leq>:<prompt>',
  scope: 'account',
  schema: draftSchema,
  version: 2,
  migrate: migrateDraft,
});
/** The draft of one DBQ or LEQ set. */
export const frqDraftStores = (kind: FrqKind, id: string): AccountStores<FrqDraft> => drafts(`${kind}:${id}`);
/** The gradings of every prompt before the one gradings store (docs/architecture.md#grading-path): read, never written. */
export const frqHistoryStores = defineRecord<FrqGrading[]>({
  name: 'frq-history',
  db: IDB_DATABASES.freeResponse,
  key: 'history',
  scope: 'account',
  schema: historySchema,
  version: 1,
  delayMs: 0,
});
