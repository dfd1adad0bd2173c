import { describe, expect, it } from 'vitest';
import { saqPaper2025 } from './saq-2025';
import { SAQ_PAPERS } from './saq-papers';
import { saqQuestion2, saqQuestion3, saqQuestion4 } from './saq-section';
import { saqPaperSchema } from './schema';
import { sourceLine } from './source-line';

/** The year ranges the parts ask about ("in the period 1800 to 1848"). */
const ranges = (questions: string[]) => questions.flatMap((q) => [...q.matchAll(/period (\d{4}) to (\d{4})/g)].map((m) => [Number(m[1]), Number(m[2])]));

describe('the full SAQ section', () => {
  it('has four distinct papers that fit the schema, the 2025 page unchanged as Question 1', () => {
    expect(SAQ_PAPERS.map((p) => saqPaperSchema.parse(p).id)).toEqual(['apush-saq-2025', 'apush-saq-section-q2', 'apush-saq-section-q3', 'apush-saq-section-q4']);
    expect(saqPaper2025.heading).toBeUndefined();
    const questions = SAQ_PAPERS.flatMap((p) => p.parts.map((part) => part.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('Question 2 is on one public-domain primary source, named with its source line', () => {
    expect(saqQuestion2.sources).toHaveLength(1);
    const [source] = saqQuestion2.sources;
    expect(source!.source.kind).toBe('public-domain');
    expect(sourceLine(source!.source)).toBe('Adapted from Frederick Douglass, What to the Slave Is the Fourth of July?, 1852');
    // Its parts reach before and after the source's year, as the exam's Q2 does.
    expect(ranges(saqQuestion2.parts.map((p) => p.question))).toEqual([
      [1830, 1852],
      [1852, 1877],
    ]);
  });

  it('Questions 3 and 4 have no source and are the choice between periods 1–5 (1491–1877) and 6–9 (1865 on)', () => {
    for (const paper of [saqQuestion3, saqQuestion4]) {
      expect(paper.sources).toEqual([]);
      expect(paper.instructions.join(' ')).toContain('Answer either Question 3 or Question 4.');
    }
    for (const [from, to] of ranges(saqQuestion3.parts.map((p) => p.question))) {
      expect(from).toBeGreaterThanOrEqual(1491);
      expect(to).toBeLessThanOrEqual(1877);
    }
    for (const [from] of ranges(saqQuestion4.parts.map((p) => p.question))) expect(from).toBeGreaterThanOrEqual(1865);
  });

  it('the three later questions fit in the section’s 40 minutes with Question 1', () => {
    expect(saqPaper2025.minutes + saqQuestion2.minutes + saqQuestion3.minutes).toBeLessThanOrEqual(40);
  });
});
