/**
 * What earns each point of the Pocket AP SAQ papers: server-only, given to the grader in its instructions and
 * returned with each graded part, so a student reads it after answering, never in the browser bundle before.
 * Keyed by the paper id of src/content (docs/decisions.md#saq-scoring-notes-live-on-the-server).
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
  'apush-saq-section-q2': {
    A: {
      earnsPointFor:
        'Describes a perspective the excerpt expresses about the United States, for example that its celebration of liberty is hypocritical while slavery exists, going beyond quoting a phrase.',
      acceptableExamples: [
        'Douglass argues that the nation’s celebration of liberty on the Fourth of July is hypocritical because millions of people are enslaved.',
        'Douglass claims that for enslaved people American freedom is a lie that only shows how unjustly they are treated.',
        'The excerpt presents the United States as a nation whose ideals of equality are contradicted by slavery.',
        'Douglass sees American claims to greatness and liberty as empty vanity as long as slavery continues.',
      ],
      doesNotEarn: ['Only quotes the excerpt ("a sham") without describing the perspective.', 'Says Douglass supports the Fourth of July celebration.'],
    },
    B: {
      earnsPointFor:
        'Explains how a specific development from 1830 to 1852 (not named in the excerpt) helped produce Douglass’s ideas, for example the growth of the abolitionist movement or the Fugitive Slave Act of 1850.',
      acceptableExamples: [
        'The Fugitive Slave Act of 1850 required Northerners to help return people who escaped slavery, which made slavery seem a national crime and angered abolitionists like Douglass.',
        'The rise of radical abolitionism, such as William Lloyd Garrison’s The Liberator (1831) and the American Anti-Slavery Society, spread the argument that slavery betrayed American ideals.',
        'The Second Great Awakening encouraged reformers to see slavery as a sin that the nation had to end, which shaped moral attacks like Douglass’s.',
        'The expansion of slavery into new territory after the Mexican-American War made opponents fear slavery was growing, not dying out.',
        'The gag rule in the House (1836–1844) blocked antislavery petitions, showing abolitionists that slavery corrupted American liberties.',
      ],
      doesNotEarn: ['Names a development without explaining how it shaped the ideas.', 'Uses a development after 1852 (for example the Dred Scott decision) for this part.'],
    },
    C: {
      earnsPointFor:
        'Explains a specific effect of ideas like Douglass’s (antislavery arguments) on politics or society from 1852 to 1877, for example the growth of the Republican Party, resistance to the Fugitive Slave Act, or the Thirteenth to Fifteenth Amendments.',
      acceptableExamples: [
        'Antislavery ideas helped build the Republican Party in the 1850s, which opposed the expansion of slavery and won the presidency in 1860.',
        'Works such as Uncle Tom’s Cabin (1852) spread antislavery feeling in the North and deepened sectional conflict.',
        'Northern anger at slavery led to resistance to the Fugitive Slave Act, such as personal liberty laws and crowds freeing captured people.',
        'Arguments that slavery contradicted American ideals helped lead to the Thirteenth Amendment (1865), which abolished slavery.',
        'The Fourteenth and Fifteenth Amendments during Reconstruction wrote citizenship and voting rights for Black men into the Constitution.',
      ],
      doesNotEarn: ['Describes an effect outside 1852 to 1877 (for example the civil rights movement of the 1960s).', 'Restates the excerpt without an effect.'],
    },
  },
  'apush-saq-section-q3': {
    A: {
      earnsPointFor:
        'Describes a specific transportation development in the United States from 1800 to 1848, saying what it was or did, not just naming a word such as "roads".',
      acceptableExamples: [
        'The Erie Canal, finished in 1825, connected the Great Lakes to the Hudson River and New York City and cut shipping costs.',
        'Steamboats, after Robert Fulton’s Clermont in 1807, carried goods and people upstream on rivers such as the Mississippi.',
        'The National Road, begun in 1811, was a federally funded road from Maryland toward the Ohio River valley.',
        'Railroads such as the Baltimore and Ohio, begun in 1828, spread in the 1830s and 1840s and moved goods faster than canals.',
      ],
      doesNotEarn: ['Names a development with no description ("canals").', 'Describes a development after 1848, such as the transcontinental railroad.'],
    },
    B: {
      earnsPointFor:
        'Explains how the market revolution changed lives in the North from 1800 to 1848, for example through factory wage work, the growth of cities, or farming for distant markets.',
      acceptableExamples: [
        'Textile mills such as those in Lowell, Massachusetts, hired young women for wages, moving work from the home to the factory.',
        'Northern farmers increasingly grew cash crops for distant markets instead of only for their families, because canals and railroads could carry their goods.',
        'Cities such as New York grew quickly as commerce expanded, and many workers became wage earners instead of independent artisans.',
        'A growing middle class formed, and ideas about separate spheres placed middle-class women in charge of the home while men worked outside it.',
        'Immigrants from Ireland and Germany came in large numbers in the 1840s to work in Northern cities and on canals and railroads.',
      ],
      doesNotEarn: ['Describes the South instead of the North.', 'Names a change without explaining how it changed lives.'],
    },
    C: {
      earnsPointFor:
        'Explains a way the market revolution affected the Southern economy from 1800 to 1848, for example the expansion of cotton and slavery to supply Northern and British mills.',
      acceptableExamples: [
        'The cotton gin and the demand of textile mills in Britain and the North made cotton the South’s main cash crop.',
        'Cotton growing spread west into Alabama, Mississippi and Louisiana, and the domestic slave trade forcibly moved enslaved people there.',
        'Because profits came from cotton and slavery, the South built fewer factories, railroads and cities than the North.',
        'Southern planters depended on Northern banks, shippers and merchants to sell their cotton, tying the sections’ economies together.',
      ],
      doesNotEarn: ['Describes the South after 1848 (for example the Civil War) for this part.', 'Says the South industrialized as fast as the North.'],
    },
  },
  'apush-saq-section-q4': {
    A: {
      earnsPointFor:
        'Describes a specific way the United States government tried to contain communism abroad from 1945 to 1980, saying what the policy or action did.',
      acceptableExamples: [
        'The Truman Doctrine (1947) gave military and economic aid to Greece and Turkey to keep them from falling to communism.',
        'The Marshall Plan (1948) gave billions of dollars to rebuild Western Europe so communism would be less attractive.',
        'The United States formed NATO in 1949, a military alliance with Western Europe against the Soviet Union.',
        'The United States fought the Korean War (1950–1953) to stop communist North Korea from taking over South Korea.',
        'The United States sent hundreds of thousands of troops to Vietnam in the 1960s to stop a communist takeover of South Vietnam.',
      ],
      doesNotEarn: ['Names a policy with no description.', 'Describes a domestic action (for example loyalty oaths) for this part.'],
    },
    B: {
      earnsPointFor:
        'Explains how fears of communism affected American society at home from 1945 to 1960, for example through the Second Red Scare, loyalty programs, or McCarthyism.',
      acceptableExamples: [
        'Senator Joseph McCarthy accused government employees of being communists, and many Americans lost jobs or reputations on little evidence.',
        'HUAC hearings on Hollywood: the Hollywood Ten went to prison for contempt of Congress and were blacklisted.',
        'Truman’s loyalty program (1947) investigated federal employees, and some were fired as security risks.',
        'Fear of Soviet attack led to civil defense drills such as "duck and cover" in schools and the building of fallout shelters.',
        'After Sputnik (1957), the National Defense Education Act funded science and math education to compete with the Soviets.',
      ],
      doesNotEarn: ['Describes a foreign policy instead of an effect at home.', 'Names McCarthy without explaining an effect.'],
    },
    C: {
      earnsPointFor:
        'Explains a reason some Americans opposed United States foreign policy from 1960 to 1980, most often opposition to the Vietnam War, with a specific reason.',
      acceptableExamples: [
        'Many students opposed the Vietnam War because of the draft, which sent young men who could not get deferments to fight.',
        'Television coverage of the Tet Offensive (1968) made many Americans doubt the government’s claims that the war was being won.',
        'Some Americans, including Martin Luther King Jr., argued the war took money and lives from poor Americans and was morally wrong.',
        'The Pentagon Papers (1971) showed the government had misled the public about the war, which increased distrust.',
        'The killing of students at Kent State (1970) after the invasion of Cambodia made opposition to the war grow.',
      ],
      doesNotEarn: ['Explains a reason from outside 1960 to 1980 (for example opposition to the Korean War).', 'Says people opposed the war with no reason.'],
    },
  },
};
