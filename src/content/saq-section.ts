/**
 * Questions 2 to 4 of a full SAQ section, written for Pocket AP (docs/content.md#exam-format-facts); their scoring
 * notes live with the grading function, as the 2025 paper's.
 */
import type { SaqPaper } from './schema';

const PRACTICE = 'Practice exam in the current SAQ format, written for Pocket AP. It is not a College Board exam.';
const PARTS = 'Each part is worth one point, earned on its own. Write in complete sentences; you do not need a thesis.';

export const saqQuestion2: SaqPaper = {
  id: 'apush-saq-section-q2',
  year: 2025,
  heading: 'APUSH Short-Answer Practice: Question 2 (primary source)',
  title: 'AP United States History Practice Exam: Short-Answer Question 2',
  minutes: 13,
  instructions: [PRACTICE, 'Read the excerpt, then answer all three parts of the question: (a), (b) and (c).', PARTS],
  prompt_intro: 'Use the excerpt below to answer all parts of the question that follows.',
  sources: [
    {
      label: 'Source',
      title: 'A speech in Rochester, New York, July 5, 1852',
      text:
        'What, to the American slave, is your 4th of July? I answer: a day that reveals to him, more than all other days in ' +
        'the year, the gross injustice and cruelty to which he is the constant victim. To him, your celebration is a sham; ' +
        'your boasted liberty, an unholy license; your national greatness, swelling vanity; your sounds of rejoicing are ' +
        'empty and heartless; your denunciations of tyrants, brass fronted impudence; your shouts of liberty and equality, ' +
        'hollow mockery.',
      source: { kind: 'public-domain', author: 'Frederick Douglass', work: 'What to the Slave Is the Fourth of July?', year: 1852, adapted: true },
    },
  ],
  parts: [
    { part: 'A', question: 'Briefly describe ONE perspective about the United States expressed in the excerpt.' },
    {
      part: 'B',
      question: 'Briefly explain how ONE specific historical development in the period 1830 to 1852 contributed to the ideas expressed in the excerpt.',
    },
    {
      part: 'C',
      question: 'Briefly explain ONE way in which ideas such as those expressed in the excerpt affected United States politics or society in the period 1852 to 1877.',
    },
  ],
};

export const saqQuestion3: SaqPaper = {
  id: 'apush-saq-section-q3',
  year: 2025,
  heading: 'APUSH Short-Answer Practice: Question 3 (periods 1–5)',
  title: 'AP United States History Practice Exam: Short-Answer Question 3',
  minutes: 13,
  instructions: [PRACTICE, 'Answer either Question 3 or Question 4. This question has no source: answer all three parts, (a), (b) and (c).', PARTS],
  prompt_intro: 'Answer all parts of the question that follows.',
  sources: [],
  parts: [
    { part: 'A', question: 'Briefly describe ONE specific development in transportation in the United States in the period 1800 to 1848.' },
    { part: 'B', question: 'Briefly explain ONE way in which the market revolution changed the lives of Americans in the North in the period 1800 to 1848.' },
    { part: 'C', question: 'Briefly explain ONE way in which the market revolution affected the economy of the South in the period 1800 to 1848.' },
  ],
};

export const saqQuestion4: SaqPaper = {
  id: 'apush-saq-section-q4',
  year: 2025,
  heading: 'APUSH Short-Answer Practice: Question 4 (periods 6–9)',
  title: 'AP United States History Practice Exam: Short-Answer Question 4',
  minutes: 13,
  instructions: [PRACTICE, 'Answer either Question 3 or Question 4. This question has no source: answer all three parts, (a), (b) and (c).', PARTS],
  prompt_intro: 'Answer all parts of the question that follows.',
  sources: [],
  parts: [
    { part: 'A', question: 'Briefly describe ONE specific way in which the United States government tried to contain communism abroad in the period 1945 to 1980.' },
    { part: 'B', question: 'Briefly explain ONE way in which fears of communism affected American society at home in the period 1945 to 1960.' },
    { part: 'C', question: 'Briefly explain ONE reason why some Americans opposed United States foreign policy in the period 1960 to 1980.' },
  ],
};

/** Questions 2 to 4, by the id their paths use. */
export const SAQ_SECTION_PAPERS = { q2: saqQuestion2, q3: saqQuestion3, q4: saqQuestion4 } as const;
export type SaqSectionId = keyof typeof SAQ_SECTION_PAPERS;
export const SAQ_SECTION_MINUTES = 40;
