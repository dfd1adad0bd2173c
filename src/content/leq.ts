/** The LEQ prompt sets, written for Pocket AP in the current format (docs/content.md#exam-format-facts). */
import type { LeqSet } from './schema';

export const LEQ_SETS: readonly LeqSet[] = [
  {
    id: 'causation',
    title: 'Causation',
    skill: 'causation',
    prompts: [
      {
        id: 'causation-revolution',
        span: '1-3',
        years: [1754, 1776],
        question: 'Evaluate the relative importance of the causes of the American colonists’ movement for independence from Great Britain in the period from 1754 to 1776.',
      },
      {
        id: 'causation-industry',
        span: '4-6',
        years: [1865, 1898],
        question: 'Evaluate the relative importance of the causes of the rapid growth of American industry in the period from 1865 to 1898.',
      },
      {
        id: 'causation-civil-rights',
        span: '7-9',
        years: [1945, 1965],
        question: 'Evaluate the relative importance of the causes of the growth of the African American civil rights movement in the period from 1945 to 1965.',
      },
    ],
  },
  {
    id: 'comparison',
    title: 'Comparison',
    skill: 'comparison',
    prompts: [
      {
        id: 'comparison-colonies',
        span: '1-3',
        years: [1607, 1754],
        question: 'Evaluate the extent of difference between the economies of the New England colonies and the Chesapeake colonies in the period from 1607 to 1754.',
      },
      {
        id: 'comparison-sections',
        span: '4-6',
        years: [1800, 1860],
        question: 'Evaluate the extent of difference between the economic development of the North and the South in the period from 1800 to 1860.',
      },
      {
        id: 'comparison-reform',
        span: '7-9',
        years: [1900, 1941],
        question:
          'Evaluate the extent of similarity between the goals of the Progressive movement (1900–1920) and the goals of the New Deal (1933–1941).',
      },
    ],
  },
  {
    id: 'continuity-and-change',
    title: 'Continuity and change',
    skill: 'continuity-and-change',
    prompts: [
      {
        id: 'ccot-empire',
        span: '1-3',
        years: [1700, 1776],
        question: 'Evaluate the extent to which the relationship between Great Britain and its North American colonies changed in the period from 1700 to 1776.',
      },
      {
        id: 'ccot-reconstruction',
        span: '4-6',
        years: [1865, 1898],
        question: 'Evaluate the extent to which the lives of African Americans in the South changed in the period from 1865 to 1898.',
      },
      {
        id: 'ccot-women',
        span: '7-9',
        years: [1940, 1980],
        question: 'Evaluate the extent to which the roles of women in American society changed in the period from 1940 to 1980.',
      },
    ],
  },
];

export const LEQ_MINUTES = 40;

export const findLeqSet = (id: string) => LEQ_SETS.find((set) => set.id === id) ?? null;

/** Every LEQ prompt with its set, for the grader: a prompt id names one prompt of one set. */
export const findLeqPrompt = (id: string) => {
  for (const set of LEQ_SETS) {
    const prompt = set.prompts.find((p) => p.id === id);
    if (prompt) return { set, prompt };
  }
  return null;
};
