/**
 * The 2025 short-answer practice question, written for Pocket AP in the current SAQ format (docs/content.md#rules).
 * Source 1 is a faithful paraphrase of a public-domain historian; source 2 is an interpretation written for Pocket AP.
 * Its scoring notes live with the grading function (docs/decisions.md#saq-scoring-notes-live-on-the-server).
 */
import type { SaqPaper } from './schema';

export const saqPaper2025: SaqPaper = {
  id: 'apush-saq-2025',
  year: 2025,
  title: 'AP United States History Practice Exam: Short-Answer Question',
  minutes: 13,
  instructions: [
    'Practice exam in the current SAQ format, written for Pocket AP. It is not a College Board exam.',
    'Read the two excerpts, then answer all three parts of the question: (a), (b) and (c).',
    'Each part is worth one point, earned on its own. Write in complete sentences; you do not need a thesis.',
    'Use specific historical evidence that is not named in the excerpts where a part asks for it.',
  ],
  prompt_intro: 'Use the two excerpts below to answer all parts of the question that follows.',
  sources: [
    {
      label: 'Source 1',
      title: 'Charles A. Beard on the making of the Constitution',
      text:
        'The movement for the Constitution was set going and carried through chiefly by a small and active group of men ' +
        'whose property interests were directly at stake: holders of public securities, merchants, shippers, money lenders ' +
        'and owners of manufacturing capital. Under the Articles of Confederation these interests had suffered, because ' +
        'Congress could not pay its debts and the states were free to issue paper money and to pass laws favoring debtors.\n\n' +
        'The members of the Philadelphia Convention were, with a few exceptions, men who stood to gain from a strong national ' +
        'government. The Constitution they wrote was essentially an economic document, and in the contest over ratification ' +
        'it was supported mainly by those holding such property and opposed mainly by small farmers and debtors.',
      source: {
        kind: 'public-domain',
        author: 'Charles A. Beard',
        work: 'An Economic Interpretation of the Constitution of the United States',
        year: 1913,
        adapted: true,
      },
    },
    {
      label: 'Source 2',
      title: 'An interpretation of the making of the Constitution',
      text:
        'The delegates who met in Philadelphia in 1787 were moved less by their own investments than by a shared sense ' +
        'that the republican experiment was failing. The Confederation Congress could not tax, raise an army or make the ' +
        'states honor its treaties, and many leaders feared that the Revolution’s gains would be lost to disorder at home ' +
        'and contempt abroad.\n\n' +
        'What the framers argued about most was power: how much to give a national government and how to keep it from ' +
        'becoming a new tyranny. Their long quarrels over representation, the separation of powers and the balance between ' +
        'the nation and the states show men applying political ideas, not simply guarding their wealth.',
      source: { kind: 'pocket-ap' },
    },
  ],
  parts: [
    {
      part: 'A',
      question: 'Briefly describe ONE major difference between Beard’s and the second historian’s interpretations of why the Constitution was created.',
    },
    {
      part: 'B',
      question:
        'Briefly explain how ONE specific historical event or development from the period 1776 to 1789 that is not explicitly mentioned in the excerpts could be used to support Beard’s interpretation.',
    },
    {
      part: 'C',
      question:
        'Briefly explain how ONE specific historical event or development from the period 1776 to 1789 that is not explicitly mentioned in the excerpts could be used to support the second historian’s interpretation.',
    },
  ],
};
