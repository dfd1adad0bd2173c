/**
 * The one gradings store (docs/architecture.md#grading-path): every result that comes back is filed here by the
 * grading client, per account, whether or not its screen is open; screens and My progress read it by target.
 */
import '../shared/config/zod-without-eval';
import { z } from 'zod';
import { SAQ_PAPERS } from '../content/saq-papers';
import { essayRequestSchema, essayResponseSchema, frqRequestSchema, frqResponseSchema, saqRequestSchema, saqResponseSchema } from '../grading-contract/schemas';
import { IDB_DATABASES } from '../shared/storage/keys';
import { defineRecord } from '../shared/storage/record';
import type { GradingKind, GradingRequests, GradingResults } from './client';
import type { OutboxItem } from './outbox';
import { targetFromRequest, type GradingTarget } from './target';

export interface Graded<K extends GradingKind = GradingKind> {
  /** The outbox item's id: the same grading is never filed twice. */
  id: string;
  kind: K;
  target: GradingTarget;
  gradedAt: number;
  request: GradingRequests[K];
  result: GradingResults[K];
}
export type AnyGraded = { [K in GradingKind]: Graded<K> }[GradingKind];

/** Each kind keeps its newest 20 (as each screen's history did). */
export const GRADINGS_PER_KIND = 20;

const screen = z.string();
const targetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saq'), paperId: z.string(), screen }),
  z.object({ kind: z.literal('frq'), frqKind: z.enum(['dbq', 'leq']), promptId: z.string(), screen }),
  z.object({ kind: z.literal('essay'), essayType: z.enum(['iwa', 'irr']), screen }),
]);
const common = { id: z.string(), target: targetSchema, gradedAt: z.number() };
const gradedSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('saq'), request: saqRequestSchema, result: saqResponseSchema }),
  z.object({ ...common, kind: z.literal('frq'), request: frqRequestSchema, result: frqResponseSchema }),
  z.object({ ...common, kind: z.literal('essay'), request: essayRequestSchema, result: essayResponseSchema }),
]);

export const gradingsRecord = defineRecord<AnyGraded[]>({
  name: 'gradings',
  db: IDB_DATABASES.gradings,
  key: 'gradings',
  scope: 'account',
  schema: z.array(gradedSchema) as unknown as z.ZodType<AnyGraded[]>,
  version: 1,
  delayMs: 0,
});

/** The list with `graded` first, without an older copy of it, each kind cut to its newest GRADINGS_PER_KIND. */
export function withGraded(list: readonly AnyGraded[], graded: AnyGraded): AnyGraded[] {
  const next = [graded, ...list.filter((g) => g.id !== graded.id)];
  const seen: Partial<Record<GradingKind, number>> = {};
  return next.filter((g) => (seen[g.kind] = (seen[g.kind] ?? 0) + 1) <= GRADINGS_PER_KIND);
}

const paperOf = (questions: readonly string[]) => SAQ_PAPERS.find((p) => p.parts.every((part, i) => questions[i] === part.question))?.id;

/** A graded outbox item as the store keeps it (an item of an older version gets its target from its request). */
export function gradedFrom(item: OutboxItem, now = Date.now()): AnyGraded | null {
  if (item.status !== 'graded' || !item.result) return null;
  const target = item.target ?? targetFromRequest(item.kind, item.request, paperOf);
  return { id: item.id, kind: item.kind, target, gradedAt: now, request: item.request, result: item.result } as AnyGraded;
}

let queue: Promise<unknown> = Promise.resolve();
/** Files a grading for `owner`, one filing at a time in this tab. */
export function fileGrading(owner: string | null, graded: AnyGraded): Promise<void> {
  const run = queue.then(async () => {
    const store = gradingsRecord(owner);
    store.save(withGraded((await store.load()) ?? [], graded));
    await store.flush();
  });
  queue = run.catch(() => {});
  return run;
}

/** A grading's points and the most it could have earned. */
export function scoreOf(graded: AnyGraded): { score: number; max: number } {
  if (graded.kind === 'saq') return { score: graded.result.result.reduce((sum, part) => sum + part.score, 0), max: graded.result.result.length };
  if (graded.kind === 'frq') return { score: graded.result.total, max: graded.result.max };
  return { score: graded.result.rubric.total, max: graded.result.rubric.max };
}
