/**
 * The APUSH free-response rubrics, row by row, as the exam scores them (docs/content.md#exam-format-facts):
 * DBQ 7 points, LEQ 6 points. The screens show each row's name and what it asks; the grading function gives the
 * rows to the model, clamps its scores to `max` and applies the rules code can check (docs/product.md#dbq-and-leq).
 */
export type FrqKind = 'dbq' | 'leq';

export interface FrqRubricRow {
  /** The model schema's property name for the row. */
  id: string;
  /** As shown: 'Thesis/Claim: 1/1 - ...' */
  name: string;
  max: number;
  /** What the row asks, shown with its score and given to the grader. */
  asks: string;
}

const thesis: FrqRubricRow = {
  id: 'thesis',
  name: 'Thesis/Claim',
  max: 1,
  asks: 'A historically defensible thesis or claim that responds to the prompt and sets out a line of reasoning, in the introduction or the conclusion.',
};
const contextualization: FrqRubricRow = {
  id: 'contextualization',
  name: 'Contextualization',
  max: 1,
  asks: 'A description of the broader historical context (events, developments or processes before, during or after the period) relevant to the prompt, more than a passing phrase.',
};

export const FRQ_RUBRICS: Record<FrqKind, readonly FrqRubricRow[]> = {
  dbq: [
    thesis,
    contextualization,
    {
      id: 'evidence_documents',
      name: 'Evidence from the Documents',
      max: 2,
      asks: '1 point: uses the content of at least three documents to address the topic of the prompt. 2 points: uses the content of at least four documents to support an argument in response to the prompt.',
    },
    {
      id: 'evidence_beyond',
      name: 'Evidence Beyond the Documents',
      max: 1,
      asks: 'Uses at least one additional piece of specific historical evidence, not found in the documents, relevant to an argument about the prompt (described, not just named).',
    },
    {
      id: 'sourcing',
      name: 'Analysis and Reasoning: Sourcing',
      max: 1,
      asks: 'For at least two documents, explains how or why the document’s point of view, purpose, historical situation or audience is relevant to an argument.',
    },
    {
      id: 'complexity',
      name: 'Analysis and Reasoning: Complexity',
      max: 1,
      asks: 'Shows a complex understanding of the development the prompt addresses, using evidence to corroborate, qualify or modify an argument (for example by weighing multiple causes or perspectives, or by explaining both similarity and difference).',
    },
  ],
  leq: [
    thesis,
    contextualization,
    {
      id: 'evidence',
      name: 'Evidence',
      max: 2,
      asks: '1 point: provides at least two specific, relevant examples of historical evidence on the topic of the prompt. 2 points: uses specific and relevant evidence to support an argument in response to the prompt.',
    },
    {
      id: 'analysis',
      name: 'Analysis and Reasoning',
      max: 2,
      asks: '1 point: uses historical reasoning (causation, comparison, or continuity and change) to frame or structure an argument. 2 points: shows a complex understanding of the development, using evidence to corroborate, qualify or modify an argument.',
    },
  ],
};

export const frqMax = (kind: FrqKind) => FRQ_RUBRICS[kind].reduce((sum, row) => sum + row.max, 0);

/** The DBQ rules code checks (docs/product.md#dbq-and-leq): documents needed for each score. */
export const DOCUMENTS_FOR_EVIDENCE = { 1: 3, 2: 4 } as const;
export const DOCUMENTS_FOR_SOURCING = 2;

/** The longest essay the function grades: well over what a student writes in 45 minutes (about 1,800 words). */
export const MAX_FRQ_ESSAY_CHARS = 10_000;
