/**
 * The 2025 short-answer practice question, written for Pocket AP in the current SAQ format (docs/content.md#rules).
 * Source 1 is a faithful paraphrase of a public-domain historian; source 2 is an interpretation written for Pocket AP.
 * The grading function reads the scoring notes from here: the browser shows the paper, never the notes.
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
        'The members of the Philadelphia Convention were, with few exceptions, men who stood to gain from a strong national ' +
        'government. The Constitution they wrote was at bottom an economic document, and in the contest over ratification ' +
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
      title: 'A political interpretation of the Constitution',
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
      scoringNotes: {
        earnsPointFor:
          'Describes a real difference between the two interpretations, saying what each historian claims (not just one), for example that Beard sees economic self-interest as the main motive while the second historian sees political ideas and the failures of government under the Articles.',
        acceptableExamples: [
          'Beard argues the framers wrote the Constitution mainly to protect their own property and investments, while the second historian argues they were mainly trying to save the republic from the weaknesses of the Articles.',
          'Beard sees the Constitution as an economic document; the second historian sees it as the result of debates over how to divide and limit political power.',
          'Beard explains support for the Constitution by class and property (creditors and merchants for it, debtors and small farmers against it), while the second historian explains it by shared fears of disorder and foreign contempt.',
          'For Beard the framers were guarding their wealth; for the second historian they were applying republican political principles such as the separation of powers.',
        ],
        doesNotEarn: [
          'Describes only one historian’s view.',
          'Quotes or restates a source without stating a difference.',
          'A vague contrast such as "one is about money and one is not" with no explanation of either claim.',
        ],
      },
    },
    {
      part: 'B',
      question:
        'Briefly explain how ONE specific historical event or development from the period 1776 to 1789 that is not explicitly mentioned in the excerpts could be used to support Beard’s interpretation.',
      scoringNotes: {
        earnsPointFor:
          'Names a specific, accurate event or development from 1776 to 1789 that the excerpts do not name, and explains how it shows economic interests, especially those of creditors, merchants or holders of public securities, driving the push for the Constitution.',
        acceptableExamples: [
          'Shays’ Rebellion (1786-1787): indebted Massachusetts farmers closed courts to stop foreclosures, and alarmed creditors and merchants then backed a stronger central government that could protect property.',
          'The Constitution’s bans on states coining money, issuing paper money (bills of credit) or impairing contracts protected creditors from the debtor-relief laws some states had passed.',
          'Rhode Island’s paper-money laws of the 1780s, which let debtors pay in depreciated currency, frightened creditors into supporting a national government with power over money.',
          'The Annapolis Convention (1786) was called over trade and commercial disputes among the states, showing commercial interests behind the calls for a new constitution.',
          'During ratification, Federalists were strongest among merchants and creditors in port cities and Antifederalists among backcountry farmers, matching Beard’s economic divide.',
        ],
        doesNotEarn: [
          'An event outside 1776-1789 (for example, Hamilton’s financial plan of 1790-1791) or one named in the excerpts (paper money in general terms, "debts" in general).',
          'Names an event without explaining how it supports an economic interpretation.',
          'Inaccurate facts, such as placing Shays’ Rebellion in Virginia.',
        ],
      },
    },
    {
      part: 'C',
      question:
        'Briefly explain how ONE specific historical event or development from the period 1776 to 1789 that is not explicitly mentioned in the excerpts could be used to support the second historian’s interpretation.',
      scoringNotes: {
        earnsPointFor:
          'Names a specific, accurate event or development from 1776 to 1789 that the excerpts do not name, and explains how it shows political ideas or the failures of the Articles of Confederation, rather than personal wealth, shaping the Constitution.',
        acceptableExamples: [
          'The Great (Connecticut) Compromise of 1787 settled the fight between large and small states over representation, showing the framers’ main quarrels were about dividing political power.',
          'The Virginia Plan and the New Jersey Plan offered rival designs for representation and national power, which shows the Convention was a debate over political principles.',
          'Federalist No. 10 (1787) argued that a large republic would control the dangers of faction, an argument from political theory about protecting liberty.',
          'The promise of a bill of rights during ratification, leading to the amendments Madison proposed in 1789, shows that fear of a tyrannical central government shaped the document.',
          'The Newburgh Conspiracy (1783), when unpaid officers threatened Congress, showed leaders that a government unable to tax endangered the republic itself.',
          'Britain’s refusal to leave its western forts after the Treaty of Paris (1783) showed the Confederation’s weakness abroad, a political failure the framers set out to fix.',
        ],
        doesNotEarn: [
          'An event outside 1776-1789 or one named in the excerpts (the general weaknesses of the Articles, "representation" with no specific example).',
          'Names an event without explaining how it supports a political interpretation.',
          'Uses Shays’ Rebellion only to show economic interests (that supports Beard, not this historian); it earns the point here only if explained as showing fear of disorder and the need for a stronger republic.',
        ],
      },
    },
  ],
};
