/**
 * The mark / cross-out idea the quiz and the MCQ exam share: a set of marked option indexes per question,
 * toggled one option at a time and kept in option order (stable to store and compare).
 */
import type { Answer } from './scoring';

export function toggleOption(marked: readonly number[], option: number): number[] {
  return marked.includes(option) ? marked.filter((o) => o !== option) : [...marked, option].sort((a, b) => a - b);
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

/**
 * The eliminator of the quiz and the exam's question view (docs/product.md#quiz): crossing an option out (or back
 * in) toggles it; crossing out the chosen option un-chooses it, since a crossed-out option cannot be chosen.
 */
export function crossOut(answer: Answer, crossed: readonly number[], option: number): { answer: Answer; crossed: number[] } {
  const crossing = !crossed.includes(option);
  return { answer: crossing && answer === option ? null : answer, crossed: toggleOption(crossed, option) };
}

export const canChoose = (crossed: readonly number[] | undefined, option: number): boolean => !crossed?.includes(option);
