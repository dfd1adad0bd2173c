/**
 * Scoring shared by the quiz and the MCQ exam: an answer counts only when set and equal to the key, and the score
 * reads "40/55 (72.7%)" (docs/product.md#mcq-exam).
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

export function formatScore(correct: number, total: number): string {
  return `${correct}/${total} (${percent(correct, total)})`;
}
