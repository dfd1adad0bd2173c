/** The SAQ's part of My progress (docs/architecture.md#progress-sources): each grading's score out of 3. */
import type { ProgressSource } from '../../shared/progress/contract';
import { saqHistoryStores, totalScore } from './saq-store';

export const readSaqGradings: ProgressSource<'gradings'>['read'] = async (owner) =>
  ((await saqHistoryStores(owner).load()) ?? []).map((g) => ({ kind: 'SAQ', at: Date.parse(g.gradedAt), score: totalScore(g), max: g.result.length }));
