/** Model answers in the graders' structured-output shapes, for the fake OpenAI server in journeys. */
import { rowKey } from '../../netlify/grading/essay-grader';
import { FRQ_RUBRICS, type FrqKind } from '../../src/grading-contract/frq-rubrics';
import type { RubricDefinition } from '../../src/grading-contract/rubrics';

/** An SAQ answer: one property per part. */
export function saqModelAnswer(scores: [number, number, number], explain = (part: string) => `Part ${part} explanation.`): string {
  return JSON.stringify(Object.fromEntries(['A', 'B', 'C'].map((part, i) => [part, { score: scores[i], explanation: explain(part) }])));
}

/** An essay answer: one property per rubric row, row i's feedback 'Row i feedback from the reader.' */
export function essayModelAnswer(rubric: RubricDefinition, scores: readonly number[]): string {
  return JSON.stringify({
    rows: Object.fromEntries(rubric.rows.map((row, i) => [rowKey(row), { score: scores[i] ?? 0, feedback: `Row ${i + 1} feedback from the reader.` }])),
    overall_feedback: 'A clear argument about urban trees.',
    strengths: ['Specific evidence'],
    improvements: ['Engage the strongest opposing view'],
  });
}

/**
 * A DBQ or LEQ answer: one property per rubric row with the given scores (0 by default), row feedback
 * '<Name> feedback from the reader.', and the document lists the DBQ's document rows carry.
 */
export function frqModelAnswer(
  kind: FrqKind,
  scores: Record<string, number>,
  documents: { documents_used?: number[]; documents_sourced?: number[] } = {},
  quote: (id: string) => string = () => '',
): string {
  return JSON.stringify(
    Object.fromEntries(
      FRQ_RUBRICS[kind].map((row) => [
        row.id,
        {
          score: scores[row.id] ?? 0,
          quote: quote(row.id),
          feedback: `${row.name} feedback from the reader.`,
          next_step: `Next step for ${row.name.toLowerCase()}.`,
          ...(row.id === 'evidence_documents' ? { documents_used: documents.documents_used ?? [] } : {}),
          ...(row.id === 'sourcing' ? { documents_sourced: documents.documents_sourced ?? [] } : {}),
        },
      ]),
    ),
  );
}
