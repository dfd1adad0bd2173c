/**
 * The essay grader's draft, last result and history on the device, per account, checked when read
 * (docs/product.md#who-may-grade-and-how-much).
 */
import '../../shared/config/zod-without-eval';
import { z } from 'zod';
import type { EssayType } from '../../grading-contract/rubrics';
import { essayResponseSchema, type EssayResponse } from '../../grading-contract/schemas';
import { defineRecord, type AccountStores } from '../../shared/storage/record';
import { IDB_DATABASES, LEGACY_IDB_DATABASES } from '../../shared/storage/keys';
import { deleteLegacyDatabase, readLegacyValue } from '../../shared/storage/legacy-database';

export interface EssayDraft {
  essay: string;
  essayType: EssayType;
  subject: 'ap_seminar';
  /** A result an older version kept in the draft; the gradings store holds them now (docs/architecture.md#grading-path). */
  result: EssayResponse | null;
  clearedAt?: number;
}

export const EMPTY_DRAFT: EssayDraft = { essay: '', essayType: 'iwa', subject: 'ap_seminar', result: null };
export const isBlankDraft = (draft: EssayDraft) => !draft.essay.trim() && !draft.result;

const draftSchema = z.object({
  essay: z.string(),
  essayType: z.enum(['iwa', 'irr']),
  subject: z.literal('ap_seminar'),
  result: essayResponseSchema.nullable().catch(null),
  clearedAt: z.number().optional(),
});

/** The draft in a stored value, or null when it is not one (a result that cannot be read is dropped, the essay kept). */
export function parseDraft(value: unknown): EssayDraft | null {
  const parsed = draftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const DRAFT_KEY = 'draft';
const stores = defineRecord<EssayDraft>({ name: 'essay-draft', db: IDB_DATABASES.essayGrader, key: DRAFT_KEY, scope: 'account', schema: draftSchema, version: 1 });

/** The signed-out draft; one saved under the database's old name is moved over on first load. */
const signedOut = stores(null);
const signedOutWithLegacy = {
  ...signedOut,
  async load() {
    const current = await signedOut.load();
    if (current !== undefined) return current;
    const legacy = parseDraft(await readLegacyValue<unknown>(LEGACY_IDB_DATABASES.essayGrader, DRAFT_KEY));
    if (!legacy) return undefined;
    signedOut.save(legacy);
    await signedOut.flush();
    deleteLegacyDatabase(LEGACY_IDB_DATABASES.essayGrader);
    return legacy;
  },
};

export const essayDraftStoreFor: AccountStores<EssayDraft> = (owner) => (owner ? stores(owner) : signedOutWithLegacy);

/** One grading in the essay history: what a progress page reads (the essay text stays in the draft). */
export interface EssayGradingSummary {
  /** The outbox item's id: the same grading is never stored twice. */
  id: string;
  gradedAt: number;
  essayType: EssayType;
  total: number;
  max: number;
}
export const ESSAY_HISTORY_LIMIT = 20;
const historySchema = z
  .array(z.object({ id: z.string(), gradedAt: z.number(), essayType: z.enum(['iwa', 'irr']), total: z.number(), max: z.number() }))
  .max(ESSAY_HISTORY_LIMIT);

/** Gradings before the one gradings store (docs/architecture.md#grading-path): read, never written. */
export const essayHistoryStores = defineRecord<EssayGradingSummary[]>({
  name: 'essay-history',
  db: IDB_DATABASES.essayGrader,
  key: 'history',
  scope: 'account',
  schema: historySchema,
  version: 1,
  delayMs: 0,
});

export function withEssayGrading(history: readonly EssayGradingSummary[], grading: EssayGradingSummary): EssayGradingSummary[] {
  return [grading, ...history.filter((g) => g.id !== grading.id)].slice(0, ESSAY_HISTORY_LIMIT);
}
