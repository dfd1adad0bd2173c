/**
 * What an item's shape gives away (docs/content.md#rules, rule 5): how often the right answer is the longest
 * option, and by how much it outruns the longest distractor. Pure, so tests can assert and print the figures.
 */
export interface ScoredItem {
  id: string;
  options: readonly string[];
  answer: number;
}

export interface KeyLengthStats {
  items: number;
  /** Items whose right answer is strictly longer than every distractor. */
  keyLongest: number;
  /** keyLongest / items. */
  keyLongestShare: number;
  /** The largest (right answer's length − longest distractor's length) over all items, in characters. */
  maxMargin: number;
  /** Ids of the items whose right answer outruns every distractor by more than `marginLimit` characters. */
  overMargin: string[];
}

/** The right answer's length minus its longest distractor's (positive when the key is the longest option). */
export function keyMargin(item: ScoredItem): number {
  const key = item.options[item.answer]!.length;
  return key - Math.max(...item.options.filter((_, i) => i !== item.answer).map((option) => option.length));
}

export function keyLengthStats(items: readonly ScoredItem[], marginLimit = 10): KeyLengthStats {
  const margins = items.map(keyMargin);
  const keyLongest = margins.filter((margin) => margin > 0).length;
  return {
    items: items.length,
    keyLongest,
    keyLongestShare: items.length ? keyLongest / items.length : 0,
    maxMargin: Math.max(...margins),
    overMargin: items.filter((_, i) => margins[i]! > marginLimit).map((item) => item.id),
  };
}
