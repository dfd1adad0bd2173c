import { describe, expect, it } from 'vitest';
import { mcqQuestions2014 } from './mcq-2014';
import type { QuizQuestion } from './schema';

/**
 * Where the right answer's length falls among its four options: 0 when it is the shortest, 3 when it is the
 * longest (the number of options strictly shorter than it).
 */
const lengthRank = (q: QuizQuestion) => q.options.filter((o) => o.length < q.options[q.answer]!.length).length;

/**
 * The rule: if length told a student nothing, each of the four ranks would hold a quarter of the questions, a
 * binomial count with mean n/4 and standard deviation √(n·¼·¾). Each rank's count must lie within two standard
 * deviations of n/4 (55 MCQs: 7.3 to 20.2; 10 quiz questions: 0 to 5.2), so "pick the longest" (or "never the
 * shortest") does no better than chance allows.
 */
function rankCounts(questions: readonly QuizQuestion[]) {
  const n = questions.length;
  const sd = Math.sqrt(n * 0.25 * 0.75);
  const counts = [0, 1, 2, 3].map((rank) => questions.filter((q) => lengthRank(q) === rank).length);
  return { counts, min: n / 4 - 2 * sd, max: n / 4 + 2 * sd };
}

describe('option lengths give nothing away', () => {
  for (const [name, questions] of [
    // Each unit quiz is checked by the same rule in unit-content.test.ts.
    ['the MCQ exam', mcqQuestions2014],
  ] as const) {
    it(`${name}: the right answer is the shortest, second, third or longest option about equally often (each within 2 SD of a quarter)`, () => {
      const { counts, min, max } = rankCounts(questions);
      for (const [rank, count] of counts.entries()) {
        const message = `right answer has length rank ${rank} (0 shortest, 3 longest) in ${count} of ${questions.length}; chance gives ${min.toFixed(1)} to ${max.toFixed(1)}`;
        expect(count, message).toBeGreaterThanOrEqual(min);
        expect(count, message).toBeLessThanOrEqual(max);
      }
    });
  }
});
