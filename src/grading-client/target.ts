/**
 * What a grading is of (docs/architecture.md#grading-path): the SAQ paper, the DBQ or LEQ prompt, or the essay
 * type, with the screen that shows its result. Every request names one; outbox items carry it; the gradings store
 * files results under it.
 */
import type { GradingKind, GradingRequests } from './client';

export type GradingTarget =
  | { kind: 'saq'; paperId: string; screen: string }
  | { kind: 'frq'; frqKind: 'dbq' | 'leq'; promptId: string; screen: string }
  | { kind: 'essay'; essayType: 'iwa' | 'irr'; screen: string };

/** Where a kind's results were shown before items carried their screen (an item stored by an older version). */
const KIND_SCREENS: Record<GradingKind, string> = { essay: '/essay-grader', saq: '/apush-practice-exam/saq/2025', frq: '/practice-exams' };

/** The target of an item an older version stored without one, read from its request (the SAQ by its questions, via `paperOf`). */
export function targetFromRequest<K extends GradingKind>(kind: K, request: GradingRequests[K], paperOf: (questions: readonly string[]) => string | undefined = () => undefined): GradingTarget {
  if (kind === 'frq') {
    const frq = request as GradingRequests['frq'];
    return { kind: 'frq', frqKind: frq.kind, promptId: frq.prompt_id, screen: KIND_SCREENS.frq };
  }
  if (kind === 'essay') return { kind: 'essay', essayType: (request as GradingRequests['essay']).essay_type, screen: KIND_SCREENS.essay };
  return { kind: 'saq', paperId: paperOf((request as GradingRequests['saq']).questions) ?? '', screen: KIND_SCREENS.saq };
}

/** One text per target, for comparing two of them (the screen is not part of what a grading is of). */
export function targetKey(target: GradingTarget): string {
  if (target.kind === 'saq') return `saq:${target.paperId}`;
  if (target.kind === 'frq') return `${target.frqKind}:${target.promptId}`;
  return `essay:${target.essayType}`;
}

/** The screen's name in the outbox line ('SAQ practice', 'DBQ practice', …). */
export function screenLabel(target: GradingTarget): string {
  if (target.kind === 'saq') return 'SAQ practice';
  if (target.kind === 'frq') return `${target.frqKind.toUpperCase()} practice`;
  return 'essay grader';
}
