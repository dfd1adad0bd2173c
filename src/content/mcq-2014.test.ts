import { describe, expect, it } from 'vitest';
import { mcqExamSchema } from './schema';
import { answerKey2014, mcqExam2014, mcqQuestions2014 } from './mcq-2014';
import { chanceForSetOf, sameLetterPairs } from './item-stats';
import { stemSkill } from './stem-skills';
import { mcq2014Tags } from './mcq-2014-tags';

/** mean ± 2 standard deviations. */
const twoSigma = (mean: number, variance: number): [number, number] => [mean - 2 * Math.sqrt(variance), mean + 2 * Math.sqrt(variance)];

describe('the MCQ practice exam', () => {
  const exam = mcqExamSchema.parse(mcqExam2014);

  it('has 55 questions numbered 1 to 55 in sets of 2 to 5, with unique ids', () => {
    expect(mcqQuestions2014.map((q) => q.number)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
    for (const set of exam.sets) expect(set.questions.length).toBeGreaterThanOrEqual(2);
    const ids = [...exam.sets.map((s) => s.id), ...mcqQuestions2014.map((q) => q.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('derives a 55-letter key from the answers, balanced and without long runs', () => {
    expect(answerKey2014).toHaveLength(55);
    expect(answerKey2014.join('')).toBe(mcqQuestions2014.map((q) => 'ABCD'[q.answer]).join(''));
    for (const letter of ['A', 'B', 'C', 'D']) {
      const count = answerKey2014.filter((l) => l === letter).length;
      expect(count, `${letter} appears ${count} times`).toBeGreaterThanOrEqual(10);
      expect(count, `${letter} appears ${count} times`).toBeLessThanOrEqual(18);
    }
    expect(answerKey2014.join('')).not.toMatch(/(.)\1\1\1/);
  });

  const setKeys = exam.sets.map((set) => set.questions.map((q) => 'ABCD'[q.answer]).join(''));

  it('gives no two stimulus sets the same key pattern (the same letters in the same order)', () => {
    const seen = new Map<string, string>();
    for (const [i, key] of setKeys.entries()) {
      const id = exam.sets[i]!.id;
      expect(seen.get(key), `${id} has the key ${key} of ${seen.get(key)}`).toBeUndefined();
      seen.set(key, id);
    }
  });

  // The rule: with letters drawn at random, each set of n questions repeats some letter with probability
  // 1 - 4·3·…·(4-n+1)/4^n (n=2: 0.25, n=3: 0.625, n=4: 0.906, n=5: 1). Sets are independent, so the number of
  // sets with a repeated letter has mean Σp and variance Σp(1-p); the number of same-letter pairs within sets has
  // the summed per-set mean and variance. Both observed numbers must lie within two standard deviations of those
  // means (for this exam's set sizes: 9 to 14 sets, and 11 to 25 pairs).
  it('repeats letters within sets about as often as chance: sets with a repeat and same-letter pairs each within 2 SD of chance', () => {
    const chance = exam.sets.map((set) => chanceForSetOf(set.questions.length));
    const setsWithRepeat = setKeys.filter((key) => new Set(key).size < key.length).length;
    const [minSets, maxSets] = twoSigma(
      chance.reduce((n, c) => n + c.pRepeat, 0),
      chance.reduce((n, c) => n + c.pRepeat * (1 - c.pRepeat), 0),
    );
    expect(setsWithRepeat, `${setsWithRepeat} sets repeat a letter; chance gives ${minSets.toFixed(1)} to ${maxSets.toFixed(1)}`).toBeGreaterThanOrEqual(minSets);
    expect(setsWithRepeat, `${setsWithRepeat} sets repeat a letter; chance gives ${minSets.toFixed(1)} to ${maxSets.toFixed(1)}`).toBeLessThanOrEqual(maxSets);

    const pairs = setKeys.reduce((n, key) => n + sameLetterPairs([...key].map((letter) => 'ABCD'.indexOf(letter))), 0);
    const [minPairs, maxPairs] = twoSigma(
      chance.reduce((n, c) => n + c.pairsMean, 0),
      chance.reduce((n, c) => n + c.pairsVariance, 0),
    );
    expect(pairs, `${pairs} same-letter pairs; chance gives ${minPairs.toFixed(1)} to ${maxPairs.toFixed(1)}`).toBeGreaterThanOrEqual(minPairs);
    expect(pairs, `${pairs} same-letter pairs; chance gives ${minPairs.toFixed(1)} to ${maxPairs.toFixed(1)}`).toBeLessThanOrEqual(maxPairs);
  });

  it('computes the chance figures the rule above quotes', () => {
    expect(chanceForSetOf(2).pRepeat).toBe(0.25);
    expect(chanceForSetOf(3).pRepeat).toBe(0.625);
    expect(chanceForSetOf(4).pRepeat).toBeCloseTo(1 - 24 / 256, 10);
    expect(chanceForSetOf(5).pRepeat).toBe(1);
    expect(chanceForSetOf(4).pairsMean).toBeCloseTo(6 / 4, 10);
  });

  it('has four distinct options per question and an explanation', () => {
    for (const q of mcqQuestions2014) {
      expect(new Set(q.options.map((o) => o.toLowerCase())).size, q.id).toBe(4);
      expect(q.explanation.length, q.id).toBeGreaterThan(80);
    }
  });

  it('spreads the periods as the real exam does', () => {
    const share = (period: number) => mcqQuestions2014.filter((q) => q.period === period).length / 55;
    for (const p of [1, 9]) {
      expect(share(p), `period ${p}`).toBeGreaterThanOrEqual(0.04);
      expect(share(p), `period ${p}`).toBeLessThanOrEqual(0.06);
    }
    expect(share(2)).toBeGreaterThanOrEqual(0.06);
    expect(share(2)).toBeLessThanOrEqual(0.08);
    for (const p of [3, 4, 5, 6, 7, 8]) {
      expect(share(p), `period ${p}`).toBeGreaterThanOrEqual(0.1);
      expect(share(p), `period ${p}`).toBeLessThanOrEqual(0.17);
    }
  });

  it('uses every skill, and every stimulus names its source or is labelled as written for Pocket AP', () => {
    expect(new Set(mcqQuestions2014.map((q) => q.skill)).size).toBe(6);
    for (const set of exam.sets) {
      if (set.stimulus.source.kind !== 'pocket-ap') {
        expect(set.stimulus.source.author.length, set.id).toBeGreaterThan(3);
        expect(set.stimulus.source.work.length, set.id).toBeGreaterThan(3);
      }
    }
  });

  it('tags each question with the skill its kind of stem asks for', () => {
    const mismatched = mcqQuestions2014.filter((q) => stemSkill(q.question) !== q.skill).map((q) => `${q.id}: ${q.skill}, stem says ${stemSkill(q.question)}`);
    expect(mismatched).toEqual([]);
    expect(stemSkill('The excerpt was written in the context of')).toBe('contextualization');
    expect(stemSkill('Which of the following would best support the claim that')).toBe('claims-and-evidence');
    expect(stemSkill('The grievances in the excerpt most directly resulted from')).toBe('causation');
    expect(stemSkill('What is this?')).toBeUndefined();
  });

  it('labels itself as a Pocket AP practice exam, not a College Board paper', () => {
    expect(exam.instructions[0]).toMatch(/written for Pocket AP/);
  });
});

describe('mcq2014Tags', () => {
  it("holds each question's period and skill, in order", () => {
    expect(mcq2014Tags).toEqual(mcqQuestions2014.map(({ period, skill }) => ({ period, skill })));
  });
});
