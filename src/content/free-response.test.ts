import { describe, expect, it } from 'vitest';
import { DBQ_PROMPTS } from './dbq';
import { LEQ_SETS } from './leq';
import { dbqPromptSchema, leqSetSchema } from './schema';
import { sourceLine } from './source-line';
import { units } from './units';

/** A period's first and last year, read from units.ts ('1980-Present' ends now). */
const yearsOf = (period: number): [number, number] => {
  const [from, to] = units[period - 1]!.period.split('-');
  return [Number(from), to === 'Present' ? new Date().getFullYear() : Number(to)];
};

describe('the DBQs', () => {
  it('are two, one from periods 3–5 and one from periods 6–8, each asking "Evaluate the extent to which ..."', () => {
    expect(DBQ_PROMPTS).toHaveLength(2);
    const [early, late] = DBQ_PROMPTS.map((prompt) => dbqPromptSchema.parse(prompt));
    expect(early!.periods[0]).toBeGreaterThanOrEqual(3);
    expect(early!.periods[1]).toBeLessThanOrEqual(5);
    expect(late!.periods[0]).toBeGreaterThanOrEqual(6);
    expect(late!.periods[1]).toBeLessThanOrEqual(8);
    for (const prompt of DBQ_PROMPTS) {
      expect(prompt.question).toMatch(/^Evaluate the extent to which .+ from \d{4} to \d{4}\.$/);
      expect(prompt.question).toContain(`from ${prompt.years[0]} to ${prompt.years[1]}`);
    }
    expect(new Set(DBQ_PROMPTS.map((p) => p.id)).size).toBe(2);
  });

  it.each(DBQ_PROMPTS.map((p) => [p.id, p] as const))('%s: documents 1 to 7, each inside the question’s years and periods', (_, prompt) => {
    expect(prompt.documents.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const [first] = yearsOf(prompt.periods[0]);
    const [, last] = yearsOf(prompt.periods[1]);
    for (const document of prompt.documents) {
      expect(document.source.year).toBeGreaterThanOrEqual(Math.max(first, prompt.years[0]));
      expect(document.source.year).toBeLessThanOrEqual(Math.min(last, prompt.years[1]));
      // The date shown names the same year as the source line.
      expect(document.date).toContain(String(document.source.year));
      expect(document.text.split(/\s+/).length).toBeGreaterThanOrEqual(30);
      expect(document.text.split(/\s+/).length).toBeLessThanOrEqual(170);
    }
    // Ordered by date, as on the exam.
    const years = prompt.documents.map((d) => d.source.year);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('every document is public domain (a US work before 1931, or a federal work) with author, work and year, "Adapted from" when adapted', () => {
    for (const document of DBQ_PROMPTS.flatMap((p) => p.documents)) {
      const { source } = document;
      if (source.kind === 'public-domain') expect(source.year).toBeLessThanOrEqual(1930);
      expect(sourceLine(source)).toBe(`${source.adapted ? 'Adapted from ' : ''}${source.author}, ${source.work}, ${source.year}`);
      // Verbatim excerpts of several paragraphs mark their cuts (docs/content.md#rules).
      if (!source.adapted && document.text.includes('\n\n')) expect(document.text).toContain('…');
    }
    // Where the audience or purpose is known, it is given: every document here has one.
    expect(DBQ_PROMPTS.flatMap((p) => p.documents).filter((d) => !d.situation)).toEqual([]);
  });
});

describe('the LEQ prompt sets', () => {
  it('are three, one per reasoning process, each with a prompt from periods 1–3, 4–6 and 7–9 in that order', () => {
    expect(LEQ_SETS.map((set) => leqSetSchema.parse(set).skill)).toEqual(['causation', 'comparison', 'continuity-and-change']);
    const spans = { '1-3': [1, 3], '4-6': [4, 6], '7-9': [7, 9] } as const;
    for (const set of LEQ_SETS) {
      expect(set.prompts.map((p) => p.span)).toEqual(['1-3', '4-6', '7-9']);
      for (const prompt of set.prompts) {
        const [from, to] = spans[prompt.span];
        // The prompt's years lie in its span (periods overlap at their edges, so a year may touch the next span).
        expect(prompt.years[0]).toBeGreaterThanOrEqual(from === 1 ? 1491 : yearsOf(from)[0]);
        expect(prompt.years[1]).toBeLessThanOrEqual(yearsOf(to)[1]);
        expect(prompt.question).toMatch(/\d{4}/);
        const phrasing = { causation: 'Evaluate the relative importance of the causes of', comparison: 'Evaluate the extent of', 'continuity-and-change': 'Evaluate the extent to which' }[set.skill];
        expect(prompt.question.startsWith(phrasing)).toBe(true);
      }
    }
    const ids = LEQ_SETS.flatMap((set) => set.prompts.map((p) => p.id));
    expect(new Set(ids).size).toBe(9);
  });
});
