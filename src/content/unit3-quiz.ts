import type { Quiz } from './schema';

/**
 * The Unit 3 stimulus quiz: 4 stimuli, 10 questions. All four are primary sources, condensed and with modern
 * spelling, so each is marked "adapted".
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
          question: 'The third and fourth resolutions most directly reject which British argument?',
          options: [
            'That royal governors could dissolve colonial assemblies that defied them',
            'That the colonies should help pay for the troops that defended them',
            'That Parliament represented all British subjects, colonists included',
            'That Parliament could regulate colonial trade through the Navigation Acts',
          ],
          answer: 2,
          explanation:
            'By saying the colonists "cannot be" represented in the House of Commons and that only their own legislatures may tax them, the delegates reject virtual representation, the claim that Parliament represented every British subject. The resolutions say nothing about dissolving assemblies; they object to who levies the tax, not to paying for defense as such; and in 1765 most colonists still accepted Parliament’s regulation of trade, as the first resolution’s "due subordination" suggests.',
        },
        {
          id: 'u3-q2',
          question: 'The first resolution’s promise of "all due subordination" to Parliament suggests that the delegates',
          options: [
            'sought to defend their rights as British subjects within the empire',
            'accepted Parliament’s right to tax them as long as the taxes were small',
            'blamed the king rather than Parliament for the colonists’ grievances',
            'considered their own assemblies the only lawmakers with authority over the colonies',
          ],
          answer: 0,
          explanation:
            'The delegates pledge allegiance to the Crown and subordination to Parliament while claiming "the undoubted right of Englishmen": they argued as British subjects defending their rights inside the empire. They denied any tax without consent, however small; their complaint is about a tax laid by Parliament, not about the king; and they granted Parliament a role, objecting only to taxation by it.',
        },
        {
          id: 'u3-q3',
          question: 'Which of the following was the most direct result of protests such as the one in the excerpt?',
          options: [
            'Parliament closed the port of Boston until colonists paid for the property they had destroyed.',
            'Parliament withdrew the British troops stationed in the colonies after the war.',
            'Parliament agreed to seat members elected by the colonies in the House of Commons.',
            'Parliament repealed the tax but declared its right to make laws for the colonies.',
          ],
          answer: 3,
          explanation:
            'Protests, boycotts and petitions like this one led Parliament to repeal the Stamp Act in 1766 while passing the Declaratory Act, which claimed power over the colonies "in all cases whatsoever." Closing Boston’s port was part of the Coercive Acts of 1774, a response to the Boston Tea Party; Britain kept its troops in America and sent more to Boston in 1768; and Parliament never seated colonial members, which the delegates themselves said was impossible.',
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
          question: 'Adams’s warning that women "will not hold ourselves bound by any laws in which we have no voice or representation" most directly draws on',
          options: [
            'the Great Awakening’s call for each believer to seek a personal conversion',
            'the colonists’ argument against being taxed without their consent',
            'Montesquieu’s case for dividing power among separate branches',
            'Paine’s argument that it was absurd for an island to rule a continent',
          ],
          answer: 1,
          explanation:
            'Adams turns the colonists’ own principle, that people are not bound by laws and taxes they had no voice in making, into a claim for women. The Great Awakening concerned religious conversion, not representation; Montesquieu’s separation of powers is about dividing government, not about who is represented; and Paine’s island-and-continent argument was about Britain’s distance from America, which has no parallel in her request.',
        },
        {
          id: 'u3-q5',
          question: 'Adams’s claim that "all men would be tyrants if they could" most directly echoes which belief common among revolutionary leaders?',
          options: [
            'A republic depends on citizens who put the public good ahead of their own interest.',
            'Men who own property are the citizens best trusted with the vote.',
            'A strong executive is needed to keep order in a republic.',
            'Anyone given unchecked power is likely to abuse it.',
          ],
          answer: 3,
          explanation:
            'Revolutionary leaders, drawing on Radical Whig writers, believed that power tends to corrupt whoever holds it unchecked, which is why Adams warns against "unlimited power" in husbands’ hands. Civic virtue expresses hope in citizens’ selflessness, the opposite of her warning; a property test for voting and a strong executive are arguments for giving some people more power, while she wants power limited.',
        },
      ],
    },
    {
      id: 'federalist-51',
      title: 'An essay on the structure of the new government',
      text:
        'What is government itself but the greatest of all reflections on human nature? If men were angels, no government would be necessary. If angels were to govern men, neither external nor internal controls on government would be necessary. In framing a government which is to be administered by men over men, the great difficulty lies in this: you must first enable the government to control the governed; and in the next place oblige it to control itself.\n\n' +
        'The great security against a gradual concentration of the several powers in the same department consists in giving to those who administer each department the necessary constitutional means and personal motives to resist encroachments of the others. Ambition must be made to counteract ambition.\n\n' +
        'In the compound republic of America, the power surrendered by the people is first divided between two distinct governments, and then the portion allotted to each subdivided among distinct and separate departments. Hence a double security arises to the rights of the people.',
      source: { kind: 'public-domain', author: 'James Madison', work: 'The Federalist No. 51', year: 1788, adapted: true },
      questions: [
        {
          id: 'u3-q6',
          question: 'The idea that "ambition must be made to counteract ambition" is most directly reflected in which feature of the Constitution?',
          options: [
            'The president’s veto, which Congress can override by a two-thirds vote',
            'The rule that three-fifths of enslaved people were counted for representation',
            'The clause barring Congress from banning the slave trade before 1808',
            'The requirement that nine state conventions ratify the Constitution',
          ],
          answer: 0,
          explanation:
            'The veto and the override give the president and Congress the "constitutional means" to resist each other, a check and balance. The three-fifths rule and the slave-trade clause were compromises between North and South, not devices for one branch to check another; the nine-state rule set how the Constitution would take effect.',
        },
        {
          id: 'u3-q7',
          question: 'The "double security" described in the last paragraph refers to',
          options: [
            'a bill of rights that would list the freedoms government could not take away',
            'representatives chosen both by the voters and by the state legislatures',
            'the division of power between two levels of government and among separate branches',
            'the two-thirds vote in both houses needed to propose an amendment',
          ],
          answer: 2,
          explanation:
            'The excerpt says power is divided "between two distinct governments" (federalism) and then among "separate departments" (separation of powers). A bill of rights was what Anti-Federalists demanded, not what Madison describes here; the election of House members by voters and senators by state legislatures is a detail of Congress, not the two divisions of power; and the amendment process is not mentioned.',
        },
        {
          id: 'u3-q8',
          question: 'The statement that "if men were angels, no government would be necessary" reflects the view that',
          options: [
            'citizens with enough civic virtue can govern themselves without strong laws',
            'government is needed because people are self-interested, and its officials must be restrained too',
            'ministers and churches should guide the government in matters of morality',
            'the states, being closer to the people, should keep most of the power of government',
          ],
          answer: 1,
          explanation:
            'Madison argues that because people are not angels, government must control the governed and then be obliged "to control itself." He doubts that virtue alone can replace government; he says nothing about churches; and he defends a national government that shares power with the states rather than leaving most power to them.',
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
          question: 'Washington’s advice in the excerpt was most directly shaped by',
          options: [
            'the British refusal to give up forts in the Northwest after the Revolution',
            'Spain’s restrictions on American trade through the port of New Orleans',
            'fears of disorder at home raised by Shays’ Rebellion in Massachusetts',
            'the war between Britain and revolutionary France, which divided Americans',
          ],
          answer: 3,
          explanation:
            'Washington warns against being drawn into Europe’s "frequent controversies": the war between Britain and France since 1793 had split Americans into pro-British Federalists and pro-French Democratic-Republicans. The Northwest forts and the Mississippi were specific disputes settled by Jay’s Treaty (1794) and Pinckney’s Treaty (1795); Shays’ Rebellion was a domestic uprising, while the excerpt concerns foreign relations.',
        },
        {
          id: 'u3-q10',
          question: 'Washington’s contrast between "commercial relations" and "political connection" suggests that he',
          options: [
            'wanted the nation to trade widely while avoiding alliances',
            'wanted to end the treaty of alliance with France at once',
            'favored tariffs to protect American manufactures from European goods',
            'hoped the nation would join Britain in a coalition against France',
          ],
          answer: 0,
          explanation:
            'Washington urges "extending our commercial relations" with "as little political connection as possible": trade, yes; alliances, no. He says existing engagements should be "fulfilled with perfect good faith," so he is not calling for ending the French alliance at once; the excerpt is about foreign policy, not tariffs; and joining a coalition is exactly the entanglement he warns against.',
        },
      ],
    },
  ],
};
