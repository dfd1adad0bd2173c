/** The gradings a screen keeps on the device (the SAQ, DBQ and LEQ histories): newest first, the last 20. */
export const HISTORY_LIMIT = 20;

/** The history with `grading` first, without an older copy of it (same outbox id), at most HISTORY_LIMIT long. */
export function withGrading<T extends { id: string }>(history: readonly T[], grading: T): T[] {
  return [grading, ...history.filter((g) => g.id !== grading.id)].slice(0, HISTORY_LIMIT);
}
