/**
 * The option letters of every multiple-choice question (four, A to D: docs/product.md#mcq-exam), defined once for
 * the content, the booklets, the quizzes and the MCQ exam.
 */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** The letter of a zero-based option index, e.g. 2 -> 'C'. */
export function optionLetter(index: number): OptionLetter {
  const letter = OPTION_LETTERS[index];
  if (!letter) throw new RangeError(`No option letter for index ${index}`);
  return letter;
}
