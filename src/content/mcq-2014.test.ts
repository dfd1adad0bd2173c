import { describe, expect, it } from 'vitest';
import { mcqExamSchema } from './schema';
import { answerKey2014, mcqExam2014, mcqQuestions2014 } from './mcq-2014';

describe('the 2014-format MCQ practice exam', () => {
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

  it('labels itself as a Pocket AP practice exam, not a College Board paper', () => {
    expect(exam.instructions[0]).toMatch(/written for Pocket AP/);
  });
});
