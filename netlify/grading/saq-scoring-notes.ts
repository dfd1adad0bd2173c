/**
 * What earns each point of the Pocket AP SAQ papers: server-only, given to the grader in its instructions and
 * returned with each graded part, so a student reads it after answering, never in the browser bundle before.
 * Keyed by the paper id of src/content (see docs/decisions.md, "SAQ scoring notes live on the server").
 */
export interface SaqScoringNotes {
  /** The standard for the point, one sentence or two. */
  earnsPointFor: string;
  acceptableExamples: readonly string[];
  doesNotEarn: readonly string[];
}

export type SaqPartLetter = 'A' | 'B' | 'C';

export const SAQ_SCORING_NOTES: Record<string, Record<SaqPartLetter, SaqScoringNotes>> = {
  'apush-saq-2025': {
    A: {
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
    B: {
      earnsPointFor:
        'Names a specific, accurate event or development from 1776 to 1789 that the excerpts do not name, and explains how it shows economic interests, especially those of creditors, merchants or holders of public securities, driving the push for the Constitution. The evidence must go beyond what Source 1 already says: state paper money and the ratification divide between merchants and farmers are in the excerpt.',
      acceptableExamples: [
        'Shays’ Rebellion (1786-1787): indebted Massachusetts farmers closed courts to stop foreclosures, and alarmed creditors and merchants then backed a stronger central government that could protect property.',
        'Article I, Section 10 of the Constitution forbids the states to emit bills of credit, to make anything but gold and silver coin a tender in payment of debts, or to pass any law impairing the obligation of contracts: clauses that protected creditors from the debtor-relief laws some states had passed.',
        'Rhode Island’s paper-money law of 1786 made depreciated paper money a legal tender, and its Forcing Act fined anyone who refused it; when the Newport butcher John Weeden refused paper money, the case of Trevett v. Weeden followed, and creditors and merchants elsewhere came to back a national government with power over money.',
        'The Annapolis Convention (1786) was called over trade and commercial disputes among the states, showing commercial interests behind the calls for a new constitution.',
        'The Massachusetts ratifying convention (1788), explained through Shays’ Rebellion: it approved the Constitution only 187 to 168, and many delegates from the western counties where indebted farmers had closed the courts voted no, while Boston, whose merchants had paid for the militia that put the rebellion down, voted yes; the rebellion, not the excerpt’s general divide, is what earns the point.',
      ],
      doesNotEarn: [
        'An event outside 1776-1789 (for example, Hamilton’s financial plan of 1790-1791) or one named in the excerpts ("debts" in general).',
        'Restates Source 1, for example that Federalists were merchants and creditors in the port cities while Antifederalists were backcountry farmers and debtors: that is Beard’s own claim in the excerpt, not evidence beyond it. A state’s ratification vote described only as that same divide (coastal towns for, farm counties against) restates the excerpt too.',
        'State paper money or debtor-relief laws in general terms ("the states printed paper money", "laws helped debtors"), which Source 1 already states; paper money earns the point only with a specific clause of the Constitution, a named state’s law or a specific event beyond the excerpt.',
        'Names an event without explaining how it supports an economic interpretation.',
        'Inaccurate facts, such as placing Shays’ Rebellion in Virginia.',
      ],
    },
    C: {
      earnsPointFor:
        'Names a specific, accurate event or development from 1776 to 1789 that the excerpts do not name, and explains how it shows political ideas or the failures of the Articles of Confederation, rather than personal wealth, shaping the Constitution.',
      acceptableExamples: [
        'The Great (Connecticut) Compromise of 1787 settled the fight between large and small states over representation, showing the framers’ main quarrels were about dividing political power.',
        'The Virginia Plan and the New Jersey Plan offered rival designs for representation and national power, which shows the Convention was a debate over political principles.',
        'Federalist No. 10 (1787), explained as political theory: Madison argued that an extended republic, taking in many factions, makes it unlikely that any one majority can oppress the rest, an argument about designing government to protect liberty.',
        'The promise of a bill of rights during ratification, leading to the amendments Madison proposed in 1789, shows that fear of a tyrannical central government shaped the document.',
        'The Newburgh Conspiracy (1783), when unpaid officers threatened Congress, showed leaders that a government unable to tax endangered the republic itself.',
        'Britain’s refusal to leave its western forts after the Treaty of Paris (1783) showed the Confederation’s weakness abroad, a political failure the framers set out to fix.',
      ],
      doesNotEarn: [
        'An event outside 1776-1789 or one named in the excerpts (the general weaknesses of the Articles, "representation" with no specific example).',
        'Names an event without explaining how it supports a political interpretation.',
        'Names Federalist No. 10 without the political-theory explanation, or explains it as being about property (Madison calls the unequal distribution of property the most common source of faction, and Beard himself read the essay as evidence for his economic interpretation): that does not support this historian.',
        'Uses Shays’ Rebellion only to show economic interests (that supports Beard, not this historian); it earns the point here only if explained as showing fear of disorder and the need for a stronger republic.',
      ],
    },
  },
};
