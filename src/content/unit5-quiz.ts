import type { Quiz } from './schema';

/**
 * The Unit 5 stimulus quiz: 4 stimuli, 10 questions. All four are primary sources, condensed and with modern
 * spelling where needed, so each is marked "adapted".
 */
export const unit5Quiz: Quiz = {
  id: 'apush-unit-5-quiz',
  title: 'Unit 5 Quiz: Period 5, 1844-1877',
  stimuli: [
    {
      id: 'true-title',
      title: 'A New York newspaper on the nation’s claims',
      text:
        'Even if the arguments of history and law on each side were reversed, with Britain holding all of ours and we only hers, our claim to Oregon would still be best and strongest. And that claim is by the right of our manifest destiny to overspread and to possess the whole of the continent which Providence has given us for the development of the great experiment of liberty and federated self-government entrusted to us.\n\n' +
        'Away, away with all these cobweb tissues of rights of discovery, exploration, settlement, contiguity and the rest. Ours is a right such as that of the tree to the space of air and earth suitable for the full expansion of its principle and destiny of growth.',
      source: { kind: 'public-domain', author: 'John L. O’Sullivan', work: 'The True Title, New York Morning News', year: 1845, adapted: true },
      questions: [
        {
          id: 'u5-q1',
          question: 'The author’s claim to the territory rests mainly on',
          options: [
            'the discoveries of American explorers such as Lewis and Clark',
            'treaties in which Britain had recognized American rights in the region',
            'a belief that Providence had given Americans a mission to spread self-government',
            'the large number of American settlers who had already reached the region',
          ],
          answer: 2,
          explanation:
            'The author grounds the claim in "manifest destiny," a right given by "Providence" for "the great experiment of liberty and federated self-government." He waves away "rights of discovery, exploration, settlement," so exploration and settlement are exactly the grounds he sets aside, and he says the claim would hold even if the two sides’ legal arguments were reversed, so it does not rest on treaties.',
        },
        {
          id: 'u5-q2',
          question: 'The comparison of the nation’s right to "that of the tree to the space of air and earth" suggests that the author saw expansion as',
          options: [
            'natural growth that needed no legal justification',
            'a temporary policy that Congress might later reverse',
            'a danger to the balance between free and slave states',
            'a question to be settled by negotiation with Native nations',
          ],
          answer: 0,
          explanation:
            'A tree does not need a legal title to grow: the author presents expansion as natural and destined, beyond the "cobweb tissues" of legal claims. Nothing in the excerpt treats expansion as temporary, it does not mention slavery (though the Wilmot Proviso would soon make that question central), and it ignores Native nations entirely, which is itself evidence of how Manifest Destiny treated their claims.',
        },
      ],
    },
    {
      id: 'douglass-fourth',
      title: 'An Independence Day address in Rochester, New York',
      text:
        'Fellow citizens, pardon me, allow me to ask, why am I called upon to speak here today? What have I, or those I represent, to do with your national independence? Are the great principles of political freedom and of natural justice, embodied in that Declaration of Independence, extended to us?\n\n' +
        'What, to the American slave, is your Fourth of July? I answer: a day that reveals to him, more than all other days in the year, the gross injustice and cruelty to which he is the constant victim. To him, your celebration is a sham; your boasted liberty, an unholy license; your shouts of liberty and equality, hollow mockery.\n\n' +
        'By an act of the American Congress, not yet two years old, slavery has been nationalized in its most horrible and revolting form. By that act, Mason and Dixon’s line has been obliterated; New York has become as Virginia.',
      source: {
        kind: 'public-domain',
        author: 'Frederick Douglass',
        work: 'Oration, Delivered in Corinthian Hall, Rochester ("What to the Slave Is the Fourth of July?")',
        year: 1852,
        adapted: true,
      },
      questions: [
        {
          id: 'u5-q3',
          question: 'The "act of the American Congress, not yet two years old" that Douglass describes is the part of the Compromise of 1850 that',
          options: [
            'admitted California to the Union as a free state',
            'let settlers in New Mexico and Utah decide on slavery by popular sovereignty',
            'banned the slave trade, though not slavery, in Washington, D.C.',
            'required northerners to help return people who had escaped slavery',
          ],
          answer: 3,
          explanation:
            'Douglass says the act "nationalized" slavery so that "New York has become as Virginia": only the Fugitive Slave Act of 1850 reached into the free states, making northerners help return people who escaped slavery. Admitting California as a free state limited slavery rather than spreading it; popular sovereignty in New Mexico and Utah concerned western territories, not New York; and ending the slave trade in the capital was a gain for antislavery northerners.',
        },
        {
          id: 'u5-q4',
          question: 'Douglass’s claim that "Mason and Dixon’s line has been obliterated" most directly means that',
          options: [
            'slavery had been made legal again in the northern states',
            'free states could no longer shelter people who escaped slavery',
            'Congress had repealed the Missouri Compromise line across the West',
            'the border between slave and free states had been redrawn by new surveys',
          ],
          answer: 1,
          explanation:
            'The line between slave and free states still existed on the map, but under the new federal law people who escaped slavery could be seized in the North and sent back, so the free states no longer offered safety. Slavery was not legalized in the North; the Missouri Compromise line was repealed only in 1854; and no border was redrawn.',
        },
        {
          id: 'u5-q5',
          question: 'The argument in the first two paragraphs draws most directly on',
          options: [
            'the Transcendentalist idea that each person must follow conscience over law',
            'the free labor argument that slavery degraded the work of white men',
            'the contrast between the nation’s founding principles and slavery',
            'the colonization movement’s plan to resettle free Black Americans in Africa',
          ],
          answer: 2,
          explanation:
            'Douglass asks whether "the great principles ... embodied in that Declaration of Independence" extend to enslaved people and calls the nation’s "shouts of liberty and equality" a "hollow mockery": he sets the founding ideals against slavery. He appeals to the Declaration rather than to private conscience, he speaks of injustice to the enslaved rather than harm to white workers, and he claims a place in the nation rather than calling for emigration to Africa.',
        },
      ],
    },
    {
      id: 'second-inaugural',
      title: 'A presidential address, March 1865',
      text:
        'One-eighth of the whole population were colored slaves, not distributed generally over the Union, but localized in the southern part of it. These slaves constituted a peculiar and powerful interest. All knew that this interest was, somehow, the cause of the war. To strengthen, perpetuate, and extend this interest was the object for which the insurgents would rend the Union even by war, while the government claimed no right to do more than to restrict the territorial enlargement of it.\n\n' +
        'With malice toward none, with charity for all, with firmness in the right as God gives us to see the right, let us strive on to finish the work we are in, to bind up the nation’s wounds, to care for him who shall have borne the battle and for his widow and his orphan, to do all which may achieve and cherish a just and lasting peace among ourselves and with all nations.',
      source: { kind: 'us-government', author: 'Abraham Lincoln', work: 'Second Inaugural Address', year: 1865, adapted: true },
      questions: [
        {
          id: 'u5-q6',
          question: 'Which of the following would best support the claim that slavery was "somehow, the cause of the war"?',
          options: [
            'The Union’s early statements that it fought to save the Union, not to end slavery',
            'Long-running disputes between the sections over the protective tariff',
            'The decision of four slaveholding border states to remain in the Union',
            'Declarations by seceding states that named the protection of slavery as their reason',
          ],
          answer: 3,
          explanation:
            'South Carolina, Mississippi and other seceding states said plainly that they left the Union to protect slavery, which supports Lincoln’s point that the insurgents fought to "strengthen, perpetuate, and extend" it. The Union’s early war aims, tariff disputes and the loyalty of the border states are evidence historians use to complicate that claim, not to support it.',
        },
        {
          id: 'u5-q7',
          question: 'The approach described in the second paragraph is most consistent with',
          options: [
            'the Confiscation Acts’ seizure of property used to support the rebellion',
            'the Wade-Davis Bill’s demand that a majority of a state’s white men swear loyalty before readmission',
            'the Ten Percent Plan’s offer of pardon to southerners who swore loyalty',
            'the Radical Republicans’ call to punish Confederate leaders',
          ],
          answer: 2,
          explanation:
            '"Malice toward none" and "charity for all" match Lincoln’s lenient Ten Percent Plan (1863), which offered pardons to most southerners who took a loyalty oath. The Wade-Davis Bill (1864), which Lincoln pocket-vetoed, set far harsher terms; the Confiscation Acts were wartime measures to weaken the rebellion; and the Radicals’ call for punishment is the opposite of the charity Lincoln urges.',
        },
      ],
    },
    {
      id: 'mississippi-1865',
      title: 'A state law of November 1865',
      text:
        'All freedmen, free negroes and mulattoes may sue and be sued, and may acquire and dispose of personal property; provided that nothing in this section shall allow any freedman, free negro or mulatto to rent or lease any lands except in incorporated cities or towns.\n\n' +
        'Every freedman, free negro and mulatto shall, on the second Monday of January 1866, and every year after, have a lawful home or employment, and shall have written evidence of it.\n\n' +
        'If the laborer shall quit the service of the employer before the end of his term of service without good cause, he shall forfeit his wages for that year up to the time of quitting. Every civil officer shall, and every person may, arrest and carry back to his or her legal employer any freedman, free negro or mulatto who shall have quit the service of his or her employer before the end of the term without good cause.',
      source: {
        kind: 'public-domain',
        author: 'Mississippi Legislature',
        work: 'An Act to Confer Civil Rights on Freedmen, and for Other Purposes',
        year: 1865,
        adapted: true,
      },
      questions: [
        {
          id: 'u5-q8',
          question: 'Taken together, the provisions in the excerpt were most likely intended to',
          options: [
            'prepare freedpeople to become independent landowners',
            'keep freedpeople working as laborers under white employers’ control',
            'protect freedpeople from being cheated of their wages by employers',
            'encourage freedpeople to leave Mississippi for the growing cities of the North',
          ],
          answer: 1,
          explanation:
            'Freedpeople had to show yearly proof of employment, lost a year’s wages for leaving a job, could be seized and "carried back" by any person, and could not rent farmland: the law bound them to white employers much as slavery had. Barring rural land rentals blocked independent farming; the wage rule punished workers rather than protecting them; and the law aimed to keep laborers on Mississippi farms, not send them north.',
        },
        {
          id: 'u5-q9',
          question: 'Which of the following was the most direct response of Congress to laws like the one in the excerpt?',
          options: [
            'Passing the Civil Rights Act of 1866 over President Johnson’s veto',
            'Creating the Freedmen’s Bureau to provide food, medical care and schools',
            'Passing the Enforcement Acts to suppress the Ku Klux Klan',
            'Approving the Thirteenth Amendment and sending it to the states',
          ],
          answer: 0,
          explanation:
            'Angered by black codes like Mississippi’s, the Republican Congress passed the Civil Rights Act of 1866, which declared freedpeople citizens with equal rights to make contracts, sue and own property, and then proposed the Fourteenth Amendment. The Freedmen’s Bureau was created in March 1865 and Congress approved the Thirteenth Amendment in January 1865, both before this November 1865 law; the Enforcement Acts of 1870-1871 answered Klan violence.',
        },
        {
          id: 'u5-q10',
          question: 'The rule that freedpeople could not rent land outside towns most directly contributed to',
          options: [
            'the rapid growth of Black-owned farms across the rural South',
            'the movement of most freedpeople onto homesteads in the West',
            'the spread of sharecropping on white-owned land',
            'the division of plantations among freedpeople under federal land reform',
          ],
          answer: 2,
          explanation:
            'Unable to rent land or buy it without money, most rural freedpeople ended up farming white-owned land as sharecroppers, paying the owner with part of the crop. The rule worked against Black-owned farms; only a small minority of freedpeople moved west (the Exodusters did so mainly in 1879); and Congress never carried out a general division of plantations, and President Johnson returned most confiscated land to its former owners.',
        },
      ],
    },
  ],
};
