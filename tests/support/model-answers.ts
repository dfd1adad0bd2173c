/** Model answers in the graders' structured-output shapes, for the fake OpenAI server in journeys. */
import { rowKey } from '../../netlify/grading/essay-grader';
import type { RubricDefinition } from '../../src/grading/rubrics';

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
