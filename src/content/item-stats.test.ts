import { describe, expect, it } from 'vitest';
import { keyLengthStats, keyMargin } from './item-stats';
import { mcqQuestions2014 } from './mcq-2014';

describe('key length statistics', () => {
  it('counts the items whose key is the longest option and the largest margin', () => {
    const items = [
      { id: 'a', options: ['long right answer', 'short', 'tiny', 'wee'], answer: 0 },
      { id: 'b', options: ['one', 'two', 'three', 'four'], answer: 0 },
      { id: 'c', options: ['same', 'size', 'here', 'also'], answer: 2 },
    ];
    expect(keyMargin(items[0]!)).toBe(12);
    expect(keyLengthStats(items)).toEqual({ items: 3, keyLongest: 1, keyLongestShare: 1 / 3, maxMargin: 12, overMargin: ['a'] });
  });

  // The rule (issue 55): across the bank the key is the longest option in at most 30 % of items, and never longer
  // than every distractor by more than 10 characters.
  it('the practice exam: the key is the longest option in at most 30 % of items, never by more than 10 characters', () => {
    const stats = keyLengthStats(mcqQuestions2014);
    console.info(
      `MCQ bank: key longest in ${stats.keyLongest} of ${stats.items} (${(100 * stats.keyLongestShare).toFixed(1)} %), largest margin ${stats.maxMargin} characters`,
    );
    expect(stats.keyLongestShare).toBeLessThanOrEqual(0.3);
    expect(stats.overMargin).toEqual([]);
  });
});
