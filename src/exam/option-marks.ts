/** Marks and cross-outs the quiz and the MCQ exam share, kept in option order so they store and compare stably. */
import type { Answer } from './scoring';

export function toggleOption(marked: readonly number[], option: number): number[] {
  return marked.includes(option) ? marked.filter((o) => o !== option) : [...marked, option].sort((a, b) => a - b);
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

/** The eliminator (docs/product.md#quiz): crossing out the chosen option un-chooses it. */
export function crossOut(answer: Answer, crossed: readonly number[], option: number): { answer: Answer; crossed: number[] } {
  const crossing = !crossed.includes(option);
  return { answer: crossing && answer === option ? null : answer, crossed: toggleOption(crossed, option) };
}

export const canChoose = (crossed: readonly number[] | undefined, option: number): boolean => !crossed?.includes(option);
