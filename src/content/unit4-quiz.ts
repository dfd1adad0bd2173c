import type { Quiz } from './schema';

/**
 * The Unit 4 stimulus quiz: 4 stimuli, 10 questions: a map of free and slave states in 1821 and three primary
 * sources, condensed and with modern spelling, so each is marked "adapted"; the Robinson memoir is a close paraphrase.
 */
export const unit4Quiz: Quiz = {
  id: 'apush-unit-4-quiz',
  title: 'Unit 4 Quiz: Period 4, 1800-1848',
  stimuli: [
    {
      id: 'free-and-slave-states-1821',
      title: 'Free states, slave states and western lands, 1821',
      text:
        'The map shows each state of 1821 as free or slave, and the lands of the Louisiana Purchase outside Missouri as closed or open to slavery under the law of 1820 that set a line at latitude 36°30′.',
      source: {
        kind: 'us-government',
        author: 'United States Congress',
        work: 'An Act to authorize the people of the Missouri territory to form a constitution and state government',
        year: 1820,
        adapted: true,
      },
      visual: {
        kind: 'state-map',
        caption: 'Free and slave states and the lands of the Louisiana Purchase, 1821',
        legend: [
          { key: 'free', label: 'Free state' },
          { key: 'slave', label: 'Slave state' },
          { key: 'closed', label: 'Territory closed to slavery (north of 36°30′)' },
          { key: 'open', label: 'Territory open to slavery (Arkansas Territory)' },
        ],
        states: {
          ME: 'free', NH: 'free', VT: 'free', MA: 'free', RI: 'free', CT: 'free', NY: 'free', NJ: 'free', PA: 'free', OH: 'free', IN: 'free', IL: 'free',
          DE: 'slave', MD: 'slave', VA: 'slave', NC: 'slave', SC: 'slave', GA: 'slave', KY: 'slave', TN: 'slave', AL: 'slave', MS: 'slave', LA: 'slave', MO: 'slave',
          IA: 'closed', MN: 'closed', ND: 'closed', SD: 'closed', NE: 'closed', KS: 'closed',
          AR: 'open', OK: 'open',
        },
        note: 'Tiles show present-day states, marked by the status of most of their land in 1821. Lands only partly in the Louisiana Purchase (Montana, Wyoming, Colorado), Michigan Territory and West Virginia, then part of Virginia, are not shown.',
      },
      questions: [
        {
          id: 'u4-q1',
          question: 'The map best supports which claim about the Union in 1821?',
          options: [
            'Free and slave states were equal in number, twelve each.',
            'Slavery was barred from all the Purchase lands outside Missouri.',
            'Most of the states west of the Appalachians were free states.',
            'The line between free and slave states ran along 36°30′ to the Atlantic.',
          ],
          answer: 0,
          explanation:
            'The map shows twelve free and twelve slave states, so each side had twenty-four senators once Maine and Missouri were admitted. Arkansas Territory, south of the line, stayed open to slavery; west of the Appalachians only Ohio, Indiana and Illinois were free, against six slave states; and east of the Mississippi free and slave states were divided by the Mason-Dixon line and the Ohio River, while the 36°30′ line applied only to the Louisiana Purchase.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u4-q2',
          question: 'Southern members of Congress most likely accepted the arrangement shown on the map in order to',
          options: [
            'win northern votes for a higher tariff on British manufactures',
            'keep slavery out of every territory the nation might gain later',
            'secure federal money for roads and canals in the southern states',
            'protect slavery in Missouri and Arkansas and keep an equal Senate',
          ],
          answer: 3,
          explanation:
            'The bargain admitted Missouri as a slave state, left Arkansas Territory open to slavery and kept the Senate balanced with free Maine. Closing territories to slavery was what northern members wanted, and the line covered only the Louisiana Purchase, not lands gained later; southern members opposed higher tariffs, as the fight over the tariff of 1828 showed; and the compromise said nothing about roads or canals.',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u4-q3',
          question: 'Which of the following later undid the division of western lands shown on the map?',
          options: [
            'The Compromise of 1850’s admission of California as a free state',
            'The annexation of Texas by a joint resolution of Congress in 1845',
            'The Kansas-Nebraska Act’s popular sovereignty north of the line',
            'The Wilmot Proviso’s proposed ban on slavery in the Mexican Cession',
          ],
          answer: 2,
          explanation:
            'In 1854 the Kansas-Nebraska Act let settlers of Kansas and Nebraska, lands the map shows closed to slavery, decide the question for themselves, repealing the 36°30′ line. The Wilmot Proviso (1846) and the Compromise of 1850 concerned the lands won from Mexico, not the Louisiana Purchase, and the Proviso never passed the Senate; the joint resolution annexing Texas extended the 36°30′ line to Texas rather than undoing it.',
          skill: 'continuity-and-change',
        },
      ],
    },
    {
      id: 'cherokee-memorial',
      title: 'An appeal to the people of the United States',
      text:
        'We are aware that some persons suppose it will be for our advantage to remove beyond the Mississippi. We think otherwise. Our people universally think otherwise.\n\n' +
        'We wish to remain on the land of our fathers. We have a perfect and original right to remain without interruption or molestation. The treaties with us, and laws of the United States made in pursuance of treaties, guarantee our residence and our privileges, and secure us against intruders. Our only request is that these treaties may be fulfilled, and these laws executed.\n\n' +
        'But if we are compelled to leave our country, we see nothing but ruin before us. The country west of the Arkansas Territory is unknown to us.',
      source: { kind: 'public-domain', author: 'Cherokee Nation', work: 'Memorial of the Cherokee Nation', year: 1830, adapted: true },
      questions: [
        {
          id: 'u4-q4',
          question: 'Which of the following Supreme Court decisions most directly supported the claim made in the second paragraph?',
          options: [
            'Worcester v. Georgia (1832), which held that Georgia’s laws had no force in Cherokee lands',
            'Fletcher v. Peck (1810), which upheld Georgia’s sale of its western lands as a binding contract',
            'Cherokee Nation v. Georgia (1831), which called the Cherokee a "domestic dependent nation"',
            'Johnson v. M’Intosh (1823), which held that Native nations could sell land only to the federal government',
          ],
          answer: 0,
          explanation:
            'The memorial claims that treaties and federal laws "guarantee our residence" and shield the Cherokee from intruders; in Worcester the Court held that the Cherokee Nation was a distinct community under federal treaties, where Georgia’s laws had no force. In Cherokee Nation the Court refused to hear the Cherokee’s suit, since a "domestic dependent nation" was not a foreign state; Johnson v. M’Intosh gave Native nations only a right to occupy their land, which weakens a "perfect and original right"; and Fletcher v. Peck upheld land sales by Georgia without addressing Native rights.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u4-q5',
          question: 'The statement that "our only request is that these treaties may be fulfilled, and these laws executed" is best understood as evidence that the Cherokee leaders',
          options: [
            'accepted Georgia’s authority as long as their farms were left alone',
            'sought to defend their land through American law and public opinion',
            'planned armed resistance together with the Seminoles in Florida',
            'hoped to win a better price for their lands before moving west',
          ],
          answer: 1,
          explanation:
            'By asking only that treaties be honored and laws enforced, and by addressing the American public, Cherokee leaders chose legal and political means; they went on to take their case to the Supreme Court. They rejected moving west rather than bargaining over a price, the excerpt proposes no armed resistance, and they appealed to federal treaties precisely to deny Georgia’s authority over them.',
          skill: 'sourcing-and-situation',
        },
      ],
    },
    {
      id: 'lowell-strike',
      title: 'A memoir of girlhood in a mill town',
      text:
        'One of the first strikes of cotton-factory workers in this country took place in Lowell in October 1836. When it was announced that wages were to be cut, great indignation was felt, and it was decided to strike all together. The mills were shut down, and the girls marched in procession from their corporations to a grove on Chapel Hill, where they listened to fiery speeches from early labor reformers.\n\n' +
        'I was eleven years old and worked in a room where the strike had been fully discussed. When the day came, the older girls hesitated, and I grew impatient. I said I would turn out whether anyone else did or not, and I marched out, and the others followed. As I looked back at the long line behind me, I was prouder than I have ever been since.',
      source: { kind: 'public-domain', author: 'Harriet H. Robinson', work: 'Loom and Spindle; or, Life Among the Early Mill Girls', year: 1898, adapted: true },
      questions: [
        {
          id: 'u4-q6',
          question: 'The events described in the excerpt are best understood in the context of',
          options: [
            'the temperance movement’s campaign against heavy drinking among workers in mill towns',
            'workers’ resistance to employers’ control of wages in the new factories',
            'the demands of skilled craftsmen for a higher protective tariff',
            'nativist protests against Irish immigrants who were taking factory jobs',
          ],
          answer: 1,
          explanation:
            'The girls strike "all together" after a wage cut and hear "labor reformers": early resistance to the power of factory owners over pay. They were mill workers, not skilled craftsmen, and they protested a wage cut, not the tariff; Irish workers replaced many Yankee women only in the late 1840s and 1850s, and the excerpt names no immigrants; and it says nothing about alcohol.',
          skill: 'contextualization',
        },
        {
          id: 'u4-q7',
          question: 'Because of Robinson’s point of view as a former mill girl, her account would be most useful to a historian as evidence of',
          options: [
            'how young women workers experienced collective action as a source of pride',
            'the average pay of Lowell mill workers before and after the strike',
            'whether early strikes succeeded in winning back lost wages',
            'the reasons mill owners gave for cutting wages in the 1830s',
          ],
          answer: 0,
          explanation:
            'Written by a participant, the memoir shows how a young worker felt about striking: she remembers leading the walkout and feeling "prouder than I have ever been since." It gives neither the owners’ reasons nor any wage figures, and it does not say how the strike ended. Because she wrote more than sixty years later, a historian would also weigh how memory may have shaped the story.',
          skill: 'sourcing-and-situation',
        },
      ],
    },
    {
      id: 'grimke-letters',
      title: 'Letters on the equality of the sexes',
      text:
        'The Pastoral Letter of the ministers says that the power of woman is her dependence, and that when she assumes the place and tone of man as a public reformer, her character becomes unnatural. I ask no favors for my sex. I surrender not our claim to equality. All I ask of our brethren is that they will take their feet from off our necks, and permit us to stand upright on that ground which God designed us to occupy.\n\n' +
        'Men and women were created equal; they are both moral and accountable beings, and whatever is right for man to do is right for woman.',
      source: {
        kind: 'public-domain',
        author: 'Sarah M. Grimké',
        work: 'Letters on the Equality of the Sexes, and the Condition of Woman',
        year: 1838,
        adapted: true,
      },
      questions: [
        {
          id: 'u4-q8',
          question: 'Grimké most likely wrote the excerpt in order to',
          options: [
            'ask state legislatures to let married women own property in their own names',
            'defend women’s right to speak in public against slavery and other wrongs',
            'urge women to leave the churches whose ministers would not condemn slavery',
            'call a convention of women to demand the vote in state and federal elections',
          ],
          answer: 1,
          explanation:
            'Grimké answers ministers who called a woman who acts "as a public reformer" unnatural: she and her sister Angelina had been lecturing against slavery to audiences of men and women, which Massachusetts Congregational ministers condemned in a pastoral letter of 1837. The excerpt asks for equal standing in reform, not a break with the churches; married women’s property laws, such as New York’s of 1848, and the call for the vote at Seneca Falls in 1848 came later and are not mentioned.',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u4-q9',
          question: 'The ministers’ view described in the first sentence is best understood in the context of',
          options: [
            'the spread of factory work that drew young women into New England’s mills',
            'the revivals’ call for every believer to work for the salvation of others',
            'the ideal of separate spheres, which placed women’s influence in the home',
            'the widening of the vote to almost all white men in the Jacksonian era',
          ],
          answer: 2,
          explanation:
            'The ministers hold that woman’s power lies in "her dependence" and that public reform is man’s place: the ideal of separate spheres, public life for men and the home for women. The revivals of the Second Great Awakening drew women into reform work, the opposite of the ministers’ view; mill work and the wider white male vote were real changes of the period, but neither explains why ministers condemned women speaking as reformers.',
          skill: 'contextualization',
        },
        {
          id: 'u4-q10',
          question: 'Grimké’s argument in the second paragraph is most similar to which of the following?',
          options: [
            'The American Colonization Society’s plan to settle free Black Americans in Liberia',
            'The Seneca Falls Declaration’s claim that "all men and women are created equal"',
            'Lowell mill women’s petitions to the Massachusetts legislature for a ten-hour day',
            'Catharine Beecher’s case that women should shape the nation as teachers and mothers',
          ],
          answer: 1,
          explanation:
            'Grimké holds that "men and women were created equal" and that whatever is right for a man is right for a woman; the Declaration of Sentiments adopted at Seneca Falls in 1848 rewrote the Declaration of Independence in the same terms. Catharine Beecher answered the Grimké sisters by urging women to work through home and school rather than public agitation; the ten-hour petitions concerned working hours, not equal rights; and the Colonization Society’s plan concerned Black Americans’ place in the nation, not women’s.',
          skill: 'comparison',
        },
      ],
    },
  ],
};
