/**
 * The AP Seminar rubrics the essay grader scores (docs/content.md#exam-format-facts): IWA 7 rows, 48 points; IRR 6 rows, 30 points.
 * `allowed` lists every score a row may take; the server clamps the model's scores to these values.
 */
export type EssayType = 'iwa' | 'irr';

export interface RubricRowDefinition {
  name: string;
  allowed: readonly number[];
  /** What the row rewards, given to the grader. */
  describes: string;
}

export interface RubricDefinition {
  type: EssayType;
  label: string;
  wordLimit: number;
  rows: readonly RubricRowDefinition[];
}

const range = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);

export const RUBRICS: Record<EssayType, RubricDefinition> = {
  iwa: {
    type: 'iwa',
    label: 'IWA: Individual Written Argument',
    wordLimit: 2000,
    rows: [
      { name: 'Understand and Analyze Context: stimulus integration', allowed: [0, 5], describes: 'Explicitly connects the argument to at least one stimulus text in a meaningful way.' },
      { name: 'Understand and Analyze Context: significance', allowed: range(5), describes: 'Explains the significance of the research question and its scope.' },
      { name: 'Understand and Analyze Perspective', allowed: range(9), describes: 'Identifies, compares and interprets multiple perspectives, including opposing views.' },
      { name: 'Establish Argument', allowed: range(12), describes: 'Builds a logical, well-reasoned argument with a clear claim, reasoning and a plausible conclusion or resolution.' },
      { name: 'Select and Use Evidence', allowed: range(9), describes: 'Chooses relevant, credible evidence and explains how it supports the claims.' },
      { name: 'Apply Conventions: citation', allowed: range(5), describes: 'Attributes and cites sources accurately and consistently.' },
      { name: 'Apply Conventions: grammar and style', allowed: range(3), describes: 'Writes with clear, precise, well-organised prose and few errors.' },
    ],
  },
  irr: {
    type: 'irr',
    label: 'IRR: Individual Research Report',
    wordLimit: 1200,
    rows: [
      { name: 'Understand and Analyze Context', allowed: [0, 2, 4, 6], describes: 'Identifies the research area and explains why it matters.' },
      { name: 'Understand and Analyze Argument', allowed: [0, 2, 4, 6], describes: 'Explains and analyses the line of reasoning and evidence of the sources.' },
      { name: 'Evaluate Sources and Evidence', allowed: [0, 2, 4, 6], describes: 'Evaluates the credibility and relevance of sources and their evidence.' },
      { name: 'Understand and Analyze Perspective', allowed: [0, 2, 4, 6], describes: 'Identifies and explains different perspectives and their relationships.' },
      { name: 'Apply Conventions: attribution and citation', allowed: range(3), describes: 'Attributes and cites sources accurately and consistently.' },
      { name: 'Apply Conventions: grammar and style', allowed: range(3), describes: 'Writes with clear, precise, well-organised prose and few errors.' },
    ],
  },
};

export const rubricMax = (rubric: RubricDefinition) => rubric.rows.reduce((sum, row) => sum + Math.max(...row.allowed), 0);

/** The essay grader's subjects and their types; changing subject resets the type to the subject's first. */
export const SUBJECTS = [{ id: 'ap_seminar', label: 'AP Seminar', types: ['iwa', 'irr'] as EssayType[] }] as const;
