import { describe, expect, it } from 'vitest';
import { saqPaperSchema } from './schema';
import { sourceLine } from './source-line';
import { saqPaper2025 } from './saq-2025';

describe('the 2025 SAQ paper', () => {
  it('fits the schema, with parts A, B, C in order (its scoring notes live with the grading function)', () => {
    const paper = saqPaperSchema.parse(saqPaper2025);
    expect(paper.parts.map((p) => p.part)).toEqual(['A', 'B', 'C']);
  });

  it('labels itself as written for Pocket AP and names every source', () => {
    expect(saqPaper2025.instructions[0]).toContain('written for Pocket AP');
    expect(saqPaper2025.sources.map((s) => sourceLine(s.source))).toEqual([
      'Adapted from Charles A. Beard, An Economic Interpretation of the Constitution of the United States, 1913',
      'Interpretation written for Pocket AP',
    ]);
  });
});
