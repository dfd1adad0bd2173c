/** Every grading in the gradings store, for My progress (docs/architecture.md#progress-sources). */
import type { GradingKind, ProgressSource } from '../shared/progress/contract';
import { gradingsRecord, scoreOf, type AnyGraded } from './gradings';

const kindOf = (graded: AnyGraded): GradingKind =>
  graded.kind === 'saq' ? 'SAQ' : graded.kind === 'essay' ? 'Essay' : graded.result.kind === 'leq' ? 'LEQ' : 'DBQ';

export const readGradings: ProgressSource<'gradings'>['read'] = async (owner) =>
  ((await gradingsRecord(owner).load()) ?? []).map((graded) => ({ kind: kindOf(graded), at: graded.gradedAt, ...scoreOf(graded) }));
