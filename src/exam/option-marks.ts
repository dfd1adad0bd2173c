/**
 * The mark / cross-out idea the quiz and the MCQ sheet share: a set of marked option indexes per question,
 * toggled one option at a time and kept in option order (stable to store and compare).
 */
export function toggleOption(marked: readonly number[], option: number): number[] {
  return marked.includes(option) ? marked.filter((o) => o !== option) : [...marked, option].sort((a, b) => a - b);
}

/** A copy of `list` with `value` at `index`. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}
