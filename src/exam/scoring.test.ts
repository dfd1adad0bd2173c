import { describe, expect, it } from 'vitest';
import { formatScore, scoreAnswers } from './scoring';

describe('scoring a key', () => {
  const key = [1, 3, 0, 2];

  it('counts an answer only when it is set and equal to the key', () => {
    expect(scoreAnswers(key, [1, 3, 0, 2])).toBe(4);
    expect(scoreAnswers(key, [null, null, null, null])).toBe(0);
    expect(scoreAnswers(key, [0, 0, 1, 1])).toBe(0);
    expect(scoreAnswers(key, [1, null, 2])).toBe(1);
  });

  it('formats the score out of the total with one decimal', () => {
    expect(formatScore(40, 55)).toBe('40/55 (72.7%)');
    expect(formatScore(55, 55)).toBe('55/55 (100.0%)');
    expect(formatScore(0, 55)).toBe('0/55 (0.0%)');
  });
});
