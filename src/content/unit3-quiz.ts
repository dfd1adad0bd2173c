import type { Quiz } from './schema';

/**
 * The Unit 3 stimulus quiz: 4 stimuli, 10 questions: three primary sources, condensed and with modern spelling, so
 * marked "adapted", and a table of the state conventions' votes on the Constitution.
 */
export const unit3Quiz: Quiz = {
  id: 'apush-unit-3-quiz',
  title: 'Unit 3 Quiz: Period 3, 1754-1800',
  stimuli: [
    {
      id: 'stamp-act-congress',
      title: 'Resolutions of an intercolonial meeting in New York',
      text:
        'That His Majesty’s subjects in these colonies owe the same allegiance to the Crown of Great Britain that is owing from his subjects born within the realm, and all due subordination to that august body the Parliament of Great Britain.\n\n' +
        'That it is inseparably essential to the freedom of a people, and the undoubted right of Englishmen, that no taxes be imposed on them but with their own consent, given personally or by their representatives.\n\n' +
        'That the people of these colonies are not, and from their local circumstances cannot be, represented in the House of Commons in Great Britain.\n\n' +
        'That the only representatives of the people of these colonies are persons chosen therein by themselves, and that no taxes ever have been, or can be constitutionally imposed on them, but by their respective legislatures.',
      source: {
        kind: 'public-domain',
        author: 'Stamp Act Congress',
        work: 'Declaration of Rights and Grievances',
        year: 1765,
        adapted: true,
      },
      questions: [
        {
          id: 'u3-q1',
          question: 'The last two paragraphs of the excerpt are best understood as a reply to which British argument?',
          options: [
            'That Parliament could regulate colonial trade through the Navigation Acts',
            'That royal governors could dissolve colonial assemblies that defied them',
            'That Parliament represented all British subjects, colonists included',
            'That the colonies should help pay for the troops that defended them',
          ],
          answer: 2,
          explanation:
            'By saying the colonists "cannot be" represented in the House of Commons and that only their own legislatures may tax them, the delegates reject virtual representation, the claim that Parliament represented every British subject. The resolutions say nothing about dissolving assemblies; they object to who levies the tax, not to paying for defense as such; and in 1765 most colonists still accepted Parliament’s regulation of trade, as the first paragraph’s "due subordination" suggests.',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u3-q2',
          question: 'The promise of "all due subordination" to Parliament in the first paragraph is best understood as evidence that the delegates',
          options: [
            'blamed the king rather than Parliament for the colonists’ grievances',
            'accepted Parliament’s right to tax them as long as the taxes were small',
            'considered their own assemblies the only lawmakers with authority over the colonies',
            'sought to defend their rights as British subjects within the empire',
          ],
          answer: 3,
          explanation:
            'The delegates pledge allegiance to the Crown and subordination to Parliament while claiming "the undoubted right of Englishmen": they argued as British subjects defending their rights inside the empire. They denied any tax without consent, however small; their complaint is about a tax laid by Parliament, not about the king; and they granted Parliament a role, objecting only to taxation by it.',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u3-q3',
          question: 'Parliament, in its Declaratory Act of 1766, most directly disagreed with which claim made in the excerpt?',
          options: [
            'That the colonists owed allegiance to the British Crown',
            'That the colonists owed "all due subordination" to Parliament',
            'That only the colonists’ own assemblies could lawfully tax them',
            'That the colonists were entitled to the rights of Englishmen',
          ],
          answer: 2,
          explanation:
            'When it repealed the Stamp Act, Parliament declared that it could make laws binding the colonies "in all cases whatsoever," which denied the last paragraph’s claim that no taxes could be imposed on the colonists "but by their respective legislatures." Parliament welcomed the colonists’ allegiance to the Crown and their subordination to itself, and it never denied that they were English subjects with English rights; it held instead that Parliament represented them virtually.',
          skill: 'comparison',
        },
      ],
    },
    {
      id: 'abigail-adams',
      title: 'A letter from Braintree, Massachusetts',
      text:
        'I long to hear that you have declared an independency. And, by the way, in the new code of laws which I suppose it will be necessary for you to make, I desire you would remember the ladies and be more generous and favorable to them than your ancestors.\n\n' +
        'Do not put such unlimited power into the hands of the husbands. Remember, all men would be tyrants if they could. If particular care and attention is not paid to the ladies, we are determined to foment a rebellion, and will not hold ourselves bound by any laws in which we have no voice or representation.',
      source: { kind: 'public-domain', author: 'Abigail Adams', work: 'Letter to John Adams, March 31', year: 1776, adapted: true },
      questions: [
        {
          id: 'u3-q4',
          question: 'Adams’s warning that women "will not hold ourselves bound by any laws in which we have no voice or representation" most directly reflects the influence of',
          options: [
            'Paine’s argument that it was absurd for an island to rule a continent',
            'Montesquieu’s case for dividing power among separate branches',
            'the colonists’ argument against being taxed without their consent',
            'the Great Awakening’s call for each believer to seek a personal conversion',
          ],
          answer: 2,
          explanation:
            'Adams turns the colonists’ own principle, that people are not bound by laws and taxes they had no voice in making, into a claim for women. The Great Awakening concerned religious conversion, not representation; Montesquieu’s separation of powers is about dividing government, not about who is represented; and Paine’s island-and-continent argument was about Britain’s distance from America, which has no parallel in her request.',
          skill: 'contextualization',
        },
        {
          id: 'u3-q5',
          question: 'Adams’s claim that "all men would be tyrants if they could" is most similar to which belief common among revolutionary leaders?',
          options: [
            'A republic depends on citizens who put the public good ahead of their own interest.',
            'Anyone given unchecked power is likely to abuse it.',
            'Men who own property are the citizens best trusted with the vote.',
            'A strong executive is needed to keep order in a republic.',
          ],
          answer: 1,
          explanation:
            'Revolutionary leaders, drawing on Radical Whig writers, believed that power tends to corrupt whoever holds it unchecked, which is why Adams warns against "unlimited power" in husbands’ hands. Civic virtue expresses hope in citizens’ selflessness, the opposite of her warning; a property test for voting and a strong executive are arguments for giving some people more power, while she wants power limited.',
          skill: 'comparison',
        },
      ],
    },
    {
      id: 'ratification-votes',
      title: 'The state conventions vote on the Constitution, 1787-1790',
      text:
        'The table lists each state’s ratifying convention in the order in which it approved the Constitution, with the vote and whether the convention proposed amendments.',
      source: {
        kind: 'public-domain',
        author: 'Jonathan Elliot, editor',
        work: 'The Debates in the Several State Conventions on the Adoption of the Federal Constitution',
        year: 1836,
        adapted: true,
      },
      visual: {
        kind: 'table',
        caption: 'Ratification of the Constitution by state conventions',
        columns: ['State', 'Ratified', 'Vote (for–against)', 'Amendments proposed'],
        rows: [
          ['Delaware', 'Dec. 7, 1787', '30–0', 'No'],
          ['Pennsylvania', 'Dec. 12, 1787', '46–23', 'No'],
          ['New Jersey', 'Dec. 18, 1787', '38–0', 'No'],
          ['Georgia', 'Jan. 2, 1788', '26–0', 'No'],
          ['Connecticut', 'Jan. 9, 1788', '128–40', 'No'],
          ['Massachusetts', 'Feb. 6, 1788', '187–168', 'Yes'],
          ['Maryland', 'Apr. 28, 1788', '63–11', 'No'],
          ['South Carolina', 'May 23, 1788', '149–73', 'Yes'],
          ['New Hampshire', 'June 21, 1788', '57–47', 'Yes'],
          ['Virginia', 'June 25, 1788', '89–79', 'Yes'],
          ['New York', 'July 26, 1788', '30–27', 'Yes'],
          ['North Carolina', 'Nov. 21, 1789', '194–77', 'Yes'],
          ['Rhode Island', 'May 29, 1790', '34–32', 'Yes'],
        ],
        note: 'The Constitution took effect among the ratifying states once nine had ratified (New Hampshire was the ninth).',
      },
      questions: [
        {
          id: 'u3-q6',
          question: 'The votes in the table best support which claim about ratification?',
          options: [
            'The smallest states were the most divided over the new Constitution.',
            'Most states ratified by wide margins once the Bill of Rights was adopted.',
            'The southern states refused to ratify until a bill of rights was added.',
            'The Constitution passed narrowly in several of the most populous states.',
          ],
          answer: 3,
          explanation:
            'Massachusetts (187–168), Virginia (89–79) and New York (30–27), three of the largest states, ratified by narrow margins. Small Delaware, New Jersey and Georgia voted unanimously for a Constitution that gave every state two senators; Georgia, South Carolina and Virginia ratified before any bill of rights existed; and Congress proposed the Bill of Rights only in September 1789, after eleven states had ratified.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u3-q7',
          question: 'The close votes in Massachusetts, Virginia and New York resulted most directly from',
          options: [
            'demands by merchants that each state keep the power to levy its own tariffs on imports',
            'objections that the Constitution ended the Atlantic slave trade as soon as it took effect',
            'anger that the Constitution kept the Articles’ rule of one equal vote for every state',
            'fears that a distant national government would threaten liberty without a bill of rights',
          ],
          answer: 3,
          explanation:
            'Antifederalists such as Patrick Henry in Virginia and George Clinton’s allies in New York feared that a strong central government far from the people would swallow the states and crush liberties that no bill of rights protected. The Constitution replaced the one-state, one-vote rule with representation by population in the House; merchants mostly favored a national power over trade; and the Constitution barred Congress from banning the slave trade before 1808.',
          skill: 'causation',
        },
        {
          id: 'u3-q8',
          question: 'The pattern in the last column of the table from February 1788 on resulted most directly from',
          options: [
            'a bargain in Massachusetts that paired ratification with proposed amendments',
            'a promise by the Confederation Congress to call a second constitutional convention',
            'the first five states’ addition of their own bill of rights to the Constitution’s text',
            'an order of the Confederation Congress that states propose changes before ratifying',
          ],
          answer: 0,
          explanation:
            'Facing a close vote, Massachusetts Federalists won over John Hancock and wavering delegates by ratifying while recommending amendments to be taken up after the Constitution took effect; every state that ratified after that did the same except Maryland, and the first Congress drew on these proposals for the Bill of Rights. No second convention was promised (New York’s convention asked for one, and none met); no state added anything to the Constitution’s text; and the Confederation Congress simply sent the Constitution to the states without directions on amendments.',
          skill: 'causation',
        },
      ],
    },
    {
      id: 'farewell-address',
      title: 'Advice on relations with foreign nations',
      text:
        'The great rule of conduct for us in regard to foreign nations is, in extending our commercial relations, to have with them as little political connection as possible. So far as we have already formed engagements, let them be fulfilled with perfect good faith. Here let us stop.\n\n' +
        'Europe has a set of primary interests which to us have none or a very remote relation. Hence she must be engaged in frequent controversies, the causes of which are essentially foreign to our concerns. Why, by interweaving our destiny with that of any part of Europe, entangle our peace and prosperity in the toils of European ambition, rivalship, interest, humor or caprice?\n\n' +
        'It is our true policy to steer clear of permanent alliances with any portion of the foreign world.',
      source: { kind: 'us-government', author: 'George Washington', work: 'Farewell Address', year: 1796, adapted: true },
      questions: [
        {
          id: 'u3-q9',
          question: 'Washington’s advice in the excerpt was written in the context of',
          options: [
            'Spain’s restrictions on American trade through the port of New Orleans',
            'the war between Britain and revolutionary France, which divided Americans',
            'the British refusal to give up forts in the Northwest after the Revolution',
            'fears of disorder at home raised by Shays’ Rebellion in Massachusetts',
          ],
          answer: 1,
          explanation:
            'Washington warns against being drawn into Europe’s "frequent controversies": the war between Britain and France since 1793 had split Americans into pro-British Federalists and pro-French Democratic-Republicans. The Northwest forts and the Mississippi were specific disputes settled by Jay’s Treaty (1794) and Pinckney’s Treaty (1795); Shays’ Rebellion was a domestic uprising, while the excerpt concerns foreign relations.',
          skill: 'contextualization',
        },
        {
          id: 'u3-q10',
          question: 'Washington’s contrast between "commercial relations" and "political connection" is best understood as advice to',
          options: [
            'end the treaty of alliance with France without delay',
            'trade widely with other nations while avoiding alliances',
            'join Britain in a coalition against revolutionary France',
            'raise tariffs to protect American manufactures from Europe',
          ],
          answer: 1,
          explanation:
            'Washington urges "extending our commercial relations" with "as little political connection as possible": trade, yes; alliances, no. He says existing engagements should be "fulfilled with perfect good faith," so he is not calling for ending the French alliance at once; the excerpt is about relations with foreign nations, not tariffs; and joining a coalition is exactly the entanglement he warns against.',
          skill: 'sourcing-and-situation',
        },
      ],
    },
  ],
};
