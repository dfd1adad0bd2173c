/**
 * Scoring of an answer key (SPEC §5: an answer counts only when set and equal to the key), shared by the quiz
 * and the MCQ exam, and the score as the MCQ sheet shows it (SPEC §9: "40/55 (72.7%)").
 */
export type Answer = number | null;

export function isCorrect(answer: Answer | undefined, key: number): boolean {
  return answer !== null && answer !== undefined && answer === key;
}

/** How many answers match the key; missing and unset answers score 0. */
export function scoreAnswers(key: readonly number[], answers: readonly Answer[]): number {
  return key.reduce((score, correct, i) => score + (isCorrect(answers[i], correct) ? 1 : 0), 0);
}

export function percent(correct: number, total: number): string {
  return `${total ? ((correct / total) * 100).toFixed(1) : '0.0'}%`;
}

/** e.g. "40/55 (72.7%)" */
export function formatScore(correct: number, total: number): string {
  return `${correct}/${total} (${percent(correct, total)})`;
}
