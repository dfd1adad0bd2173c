/**
 * The SAQ and DBQ/LEQ drafts' migration to version 2 (docs/architecture.md#grading-path): version 1 kept the last
 * grading in the draft; version 2 shows the newest grading filed since `clearedAt`. A draft with a last grading
 * shows it (and what came after); one without (never graded, or started over) shows none of the older ones.
 */
export function migrateDraft(stored: unknown, now = Date.now()): unknown {
  if (!stored || typeof stored !== 'object' || !('last' in stored)) return stored;
  const { last, ...rest } = stored as { last?: { gradedAt?: unknown } | null };
  const shownFrom = last && typeof last.gradedAt === 'string' ? Date.parse(last.gradedAt) - 1 : now;
  return { ...rest, clearedAt: Number.isFinite(shownFrom) ? shownFrom : now };
}
