import type { Quiz } from './schema';

/**
 * The Unit 5 stimulus quiz: 4 stimuli, 10 questions: a map of the military districts of 1867 and three primary sources,
 * condensed and with modern spelling where needed, so each is marked "adapted".
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
          question: 'The author’s main argument for the nation’s claim to the territory rests on',
          options: [
            'the discoveries of American explorers such as Lewis and Clark',
            'a belief that Providence had given Americans a mission to spread self-government',
            'the large number of American settlers who had already reached the region',
            'treaties in which Britain had recognized American rights in the region',
          ],
          answer: 1,
          explanation:
            'The author grounds the claim in "manifest destiny," a right given by "Providence" for "the great experiment of liberty and federated self-government." He waves away "rights of discovery, exploration, settlement," so exploration and settlement are exactly the grounds he sets aside, and he says the claim would hold even if the two sides’ legal arguments were reversed, so it does not rest on treaties.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u5-q2',
          question: 'The comparison of the nation’s right to "that of the tree to the space of air and earth" is best understood as a claim that expansion was',
          options: [
            'a temporary policy that Congress might later reverse',
            'a question to be settled by negotiation with Native nations',
            'natural growth that needed no legal justification',
            'a danger to the balance between free and slave states',
          ],
          answer: 2,
          explanation:
            'A tree does not need a legal title to grow: the author presents expansion as natural and destined, beyond the "cobweb tissues" of legal claims. Nothing in the excerpt treats expansion as temporary, it does not mention slavery (though the Wilmot Proviso would soon make that question central), and it ignores Native nations entirely, which is itself evidence of how Manifest Destiny treated their claims.',
          skill: 'sourcing-and-situation',
        },
      ],
    },
    {
      id: 'military-districts-1867',
      title: 'Military districts in the South, 1867',
      text:
        'The map shows the five military districts into which Congress divided ten former Confederate states in March 1867, each under an army general until the state was readmitted to the Union.',
      source: {
        kind: 'us-government',
        author: 'United States Congress',
        work: 'An Act to provide for the more efficient Government of the Rebel States',
        year: 1867,
        adapted: true,
      },
      visual: {
        kind: 'state-map',
        caption: 'Former Confederate states by military district, March 1867',
        legend: [
          { key: 'first', label: 'First District' },
          { key: 'second', label: 'Second District' },
          { key: 'third', label: 'Third District' },
          { key: 'fourth', label: 'Fourth District' },
          { key: 'fifth', label: 'Fifth District' },
          { key: 'none', label: 'In no district' },
        ],
        states: {
          VA: 'first',
          NC: 'second', SC: 'second',
          GA: 'third', FL: 'third', AL: 'third',
          MS: 'fourth', AR: 'fourth',
          LA: 'fifth', TX: 'fifth',
          TN: 'none',
        },
        note: 'Only the eleven states that had joined the Confederacy are shown.',
      },
      questions: [
        {
          id: 'u5-q3',
          question: 'The map best supports which claim about the Reconstruction Act of 1867?',
          options: [
            'It left out one former Confederate state, Tennessee, from military rule.',
            'It made each former Confederate state a military district of its own.',
            'It placed the loyal slave states, such as Kentucky, under army rule.',
            'It joined Texas and Louisiana to the district that held Virginia.',
          ],
          answer: 0,
          explanation:
            'Ten former Confederate states were grouped into five districts, and Tennessee, shown in no district, was left out. The districts held one to three states each; Kentucky and the other slave states that had stayed in the Union were not placed under military rule; and Texas and Louisiana formed the Fifth District, while Virginia alone made up the First.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u5-q4',
          question: 'Tennessee’s place on the map resulted most directly from',
          options: [
            'its ratification of the Fourteenth Amendment and readmission in 1866',
            'its refusal to secede until after the attack on Fort Sumter in 1861',
            'a pardon President Johnson granted to the people of his home state',
            'the choice of its eastern counties to stay loyal to the Union in 1861',
          ],
          answer: 0,
          explanation:
            'Tennessee’s Unionist-led legislature ratified the Fourteenth Amendment in July 1866, and Congress readmitted the state that month, so it was not placed under military rule. Virginia, Arkansas and North Carolina also seceded only after Fort Sumter and were put in districts; Johnson’s pardons went to individuals who applied, not to a state; and East Tennessee’s Unionists did not keep the state out of the Confederacy.',
          skill: 'causation',
        },
      ],
    },
    {
      id: 'emancipation-proclamation',
      title: 'A presidential proclamation, January 1, 1863',
      text:
        'Whereas the proclamation of September 22, 1862, declared that on the first day of January 1863 "all persons held as slaves within any State or designated part of a State, the people whereof shall then be in rebellion against the United States, shall be then, thenceforward, and forever free": I do order and declare that all persons held as slaves within said designated States, and parts of States, are, and henceforward shall be free; and that the Executive Government of the United States, including the military and naval authorities thereof, will recognize and maintain the freedom of said persons.\n\n' +
        'And I further declare and make known that such persons of suitable condition will be received into the armed service of the United States to garrison forts, positions, stations, and other places, and to man vessels of all sorts in said service.\n\n' +
        'And upon this act, sincerely believed to be an act of justice, warranted by the Constitution upon military necessity, I invoke the considerate judgment of mankind and the gracious favor of Almighty God.',
      source: { kind: 'us-government', author: 'Abraham Lincoln', work: 'Emancipation Proclamation', year: 1863, adapted: true },
      questions: [
        {
          id: 'u5-q5',
          question: 'Lincoln most likely justified the order as a "military necessity" in order to',
          options: [
            'make an amendment to end slavery in every state appear to be unnecessary',
            'assure Britain and France that the Union was not fighting a war over slavery',
            'persuade the loyal border states to accept emancipation with payment to owners',
            'rest it on his war powers, since in peacetime he had no power to end slavery',
          ],
          answer: 3,
          explanation:
            'Lincoln believed the Constitution gave him no power to free slaves in peacetime, so he acted as commander in chief against states in rebellion. The proclamation made ending slavery a Union war aim, which helped keep Britain and France from recognizing the Confederacy; it did not apply to the loyal border states, whose leaders had already turned down Lincoln’s offers of paid emancipation in 1862, and it offered owners nothing; and because its legal force rested on the war, Lincoln pressed for the Thirteenth Amendment.',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u5-q6',
          question: 'The limit set by the phrase "the people whereof shall then be in rebellion" is best understood in the context of',
          options: [
            'Lincoln’s need to keep the loyal slaveholding border states in the Union',
            'Confederate offers to free enslaved men who fought for the South',
            'a Supreme Court ruling that no president could free slaves in any state',
            'Radical Republicans’ demand to exempt Union-held parts of Louisiana',
          ],
          answer: 0,
          explanation:
            'The proclamation freed people only in areas still in rebellion, so it did not touch slavery in Delaware, Maryland, Kentucky and Missouri, slave states whose loyalty Lincoln needed. No Supreme Court ruling addressed emancipation in the states; the exemptions for Union-held parts of Louisiana and Virginia were Lincoln’s own, and Radicals wanted emancipation to go further; and the Confederacy authorized Black soldiers only in March 1865.',
          skill: 'contextualization',
        },
        {
          id: 'u5-q7',
          question: 'The second paragraph of the excerpt most directly contributed to',
          options: [
            'the service of nearly 200,000 Black soldiers and sailors in the Union forces',
            'the Enrollment Act of March 1863, which drafted white men into the Union army',
            'the seizure of slaves used by the Confederate army under the Confiscation Act',
            'the creation of the Freedmen’s Bureau to build schools for the formerly enslaved',
          ],
          answer: 0,
          explanation:
            'By opening "the armed service of the United States" to freedmen, the proclamation led to the enlistment of about 180,000 Black soldiers in the army and some 19,000 sailors in the navy, about a tenth of the Union’s forces by 1865. The first Confiscation Act of August 1861 came before the proclamation; the Enrollment Act answered the Union’s need for men in general, not this paragraph; and the Freedmen’s Bureau (1865) dealt with relief, labor and schools, not military service.',
          skill: 'causation',
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
          question: 'The legislature most likely adopted the provisions in the excerpt in order to',
          options: [
            'meet Congress’s demand for freedpeople’s civil rights before readmission',
            'give freedpeople the standing to sue employers who withheld their wages',
            'keep freedpeople working as laborers under white employers’ control',
            'let freedpeople rent town lots and work in towns as skilled craftsmen',
          ],
          answer: 2,
          explanation:
            'Freedpeople had to show yearly proof of a home or employment, lost a year’s wages for leaving a job, could be arrested and carried back to an employer by any person, and could not rent farmland: the law bound them to white employers much as slavery had. The right to sue is granted, but the wage rule punishes workers rather than protecting them; renting in towns is the exception to a ban meant to keep freedpeople off rural land they might farm for themselves; and Congress condemned laws like this one rather than accepting them as civil rights.',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u5-q9',
          question: 'Which of the following did Congress pass most directly in response to provisions like those in the excerpt?',
          options: [
            'The Enforcement Acts of 1870 and 1871, which made it a federal crime to interfere with voting',
            'The Civil Rights Act of 1866, which gave all citizens equal rights to make contracts and lease land',
            'The Civil Rights Act of 1875, which banned racial discrimination in inns, theaters and railroads',
            'The Tenure of Office Act of 1867, which limited the president’s power to remove officials',
          ],
          answer: 1,
          explanation:
            'The Civil Rights Act of 1866, passed over President Johnson’s veto, gave all citizens the same right "to make and enforce contracts" and to "lease, sell, hold, and convey" property as white citizens, striking at a law that barred freedpeople from renting land and bound them to labor contracts. The Enforcement Acts answered Klan violence against voters, the Tenure of Office Act was part of Congress’s fight with Johnson, and the act of 1875 concerned public accommodations, which the excerpt does not mention.',
          skill: 'causation',
        },
        {
          id: 'u5-q10',
          question: 'The rule that "every person may arrest and carry back" a freedperson who quit work was most similar to',
          options: [
            'the Homestead Act’s rule that settlers live on and farm their claims for five years',
            'the Wade-Davis Bill’s demand that half of a state’s white men swear future loyalty',
            'slave codes that let any white person seize an enslaved person found without a pass',
            'northern personal liberty laws that guaranteed jury trials to people accused of escape',
          ],
          answer: 2,
          explanation:
            'Under slavery, patrols and any white person could stop an enslaved person away from the plantation without a written pass and return him to his owner; the law gives "every person" the same power over a freedperson who leaves an employer. The Homestead Act rewarded settlers who chose to stay on land they owned; personal liberty laws protected people accused of escaping rather than helping to seize them; and the Wade-Davis Bill set terms for readmitting states, not rules for workers.',
          skill: 'comparison',
        },
      ],
    },
  ],
};
