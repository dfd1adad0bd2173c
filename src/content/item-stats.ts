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

/** Where the right answer's length falls among its options: 0 when shortest, 3 when longest (options strictly shorter). */
export const lengthRank = (item: Pick<ScoredItem, 'options' | 'answer'>): number =>
  item.options.filter((option) => option.length < item.options[item.answer]!.length).length;

/** Pairs of questions in one set whose answers share a letter. */
export function sameLetterPairs(answers: readonly number[]): number {
  let pairs = 0;
  for (let i = 0; i < answers.length; i++) for (let j = i + 1; j < answers.length; j++) if (answers[i] === answers[j]) pairs++;
  return pairs;
}

/**
 * What chance gives for a set of n questions whose letters are drawn uniformly and independently from A-D,
 * computed exactly over all 4^n keys: the probability that some letter repeats, and the mean and variance of the
 * number of same-letter pairs.
 */
export function chanceForSetOf(n: number): { pRepeat: number; pairsMean: number; pairsVariance: number } {
  const keys = 4 ** n;
  let repeats = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let code = 0; code < keys; code++) {
    const letters = Array.from({ length: n }, (_, i) => Math.floor(code / 4 ** i) % 4);
    const pairs = sameLetterPairs(letters);
    if (pairs > 0) repeats++;
    sum += pairs;
    sumOfSquares += pairs * pairs;
  }
  const pairsMean = sum / keys;
  return { pRepeat: repeats / keys, pairsMean, pairsVariance: sumOfSquares / keys - pairsMean ** 2 };
}

/** An observed count beside the range chance gives it: mean ± 2 standard deviations. */
export interface ChanceCount {
  observed: number;
  mean: number;
  min: number;
  max: number;
}
const chanceCount = (observed: number, mean: number, variance: number): ChanceCount => ({
  observed,
  mean,
  min: mean - 2 * Math.sqrt(variance),
  max: mean + 2 * Math.sqrt(variance),
});
export const withinChance = (count: ChanceCount): boolean => count.observed >= count.min && count.observed <= count.max;

/**
 * Within-set repeats over many stimulus sets, each given as its answers in order: the number of sets that repeat a
 * letter (sets are independent, so mean Σp and variance Σp(1-p)) and the number of same-letter pairs within sets.
 */
export function withinSetRepeats(sets: readonly (readonly number[])[]): { setsWithRepeat: ChanceCount; pairs: ChanceCount } {
  const chance = sets.map((set) => chanceForSetOf(set.length));
  return {
    setsWithRepeat: chanceCount(
      sets.filter((set) => new Set(set).size < set.length).length,
      chance.reduce((n, c) => n + c.pRepeat, 0),
      chance.reduce((n, c) => n + c.pRepeat * (1 - c.pRepeat), 0),
    ),
    pairs: chanceCount(
      sets.reduce((n, set) => n + sameLetterPairs(set), 0),
      chance.reduce((n, c) => n + c.pairsMean, 0),
      chance.reduce((n, c) => n + c.pairsVariance, 0),
    ),
  };
}

/**
 * Neighbours that share a letter over several keys (each a paper's answers in order, e.g. one unit quiz): under
 * random keys each of a key's n-1 neighbouring pairs shares a letter with probability 1/4.
 */
export function repeatsInARow(keys: readonly (readonly number[])[]): ChanceCount & { pairs: number } {
  const pairs = keys.reduce((n, key) => n + Math.max(key.length - 1, 0), 0);
  const observed = keys.reduce((n, key) => n + key.filter((answer, i) => i > 0 && answer === key[i - 1]).length, 0);
  return { ...chanceCount(observed, pairs / 4, pairs * (1 / 4) * (3 / 4)), pairs };
}
