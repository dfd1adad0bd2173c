/** The essay grader's part of My progress (docs/architecture.md#progress-sources): each grading's rubric total. */
import type { ProgressSource } from '../../shared/progress/contract';
import { essayHistoryStores } from './essay-draft';

export const readEssayGradings: ProgressSource<'gradings'>['read'] = async (owner) =>
  ((await essayHistoryStores(owner).load()) ?? []).map((g) => ({ kind: 'Essay', at: g.gradedAt, score: g.total, max: g.max }));
