/** The DBQ and LEQ part of My progress (docs/architecture.md#progress-sources): each grading's rubric total. */
import type { ProgressSource } from '../../shared/progress/contract';
import { frqHistoryStores } from './frq-store';

export const readFrqGradings: ProgressSource<'gradings'>['read'] = async (owner) =>
  ((await frqHistoryStores(owner).load()) ?? []).map((g) => ({
    kind: g.kind === 'dbq' ? 'DBQ' : 'LEQ',
    at: Date.parse(g.gradedAt),
    score: g.result.total,
    max: g.result.max,
  }));
