import type { Quiz } from './schema';

/**
 * The Unit 2 stimulus quiz: 4 stimuli, 10 questions: a table of colonial population estimates and three primary
 * sources, with spelling modernised and passages condensed, so each is marked "adapted".
 */
export const unit2Quiz: Quiz = {
  id: 'apush-unit-2-quiz',
  title: 'Unit 2 Quiz: Period 2, 1607-1754',
  stimuli: [
    {
      id: 'colonial-population',
      title: 'Population of the British mainland colonies, 1650-1750',
      text:
        'The table gives estimates of the population of the British colonies on the North American mainland, and of the Black population, free and enslaved, within it.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'Historical Statistics of the United States, Colonial Times to 1970',
        year: 1975,
        adapted: true,
      },
      visual: {
        kind: 'table',
        caption: 'Estimated population of the British mainland colonies, 1650-1750',
        columns: ['Year', 'Total', 'Black', 'Black share'],
        rows: [
          ['1650', '50,000', '2,000', '3 %'],
          ['1680', '152,000', '7,000', '5 %'],
          ['1700', '251,000', '28,000', '11 %'],
          ['1720', '466,000', '69,000', '15 %'],
          ['1740', '906,000', '150,000', '17 %'],
          ['1750', '1,171,000', '236,000', '20 %'],
        ],
        note: 'Figures rounded to the nearest thousand and shares to the nearest percent. Colonial figures are estimates.',
      },
      questions: [
        {
          id: 'u2-q1',
          question: 'The change in the Black share of the population between 1680 and 1720 resulted most directly from',
          options: [
            'planters in the Chesapeake and Carolina buying enslaved Africans instead of servants',
            'German and Scots-Irish families settling the backcountry of Pennsylvania and Virginia',
            'British courts shipping convicts to Maryland and Virginia to be sold as servants',
            'the growth of free Black families in the port towns of New England and New York',
          ],
          answer: 0,
          explanation:
            'The Black share rose from about 5 to 15 percent as Chesapeake planters, short of English servants after the 1670s, and the rice planters of Carolina bought enslaved Africans in growing numbers. German and Scots-Irish settlers and transported convicts were white, so they would lower the share, and both came mostly after 1717; free Black families in northern towns were few, and most Black colonists were enslaved in the South.',
          skill: 'causation',
        },
        {
          id: 'u2-q2',
          question: 'The data in the table best support which claim about the mainland colonies in 1750?',
          options: [
            'The population had doubled about every ten years since 1650.',
            'Most of the growth since 1700 had come from people of African descent.',
            'About one colonist in five was of African descent.',
            'The Black population had grown more slowly than the white since 1700.',
          ],
          answer: 2,
          explanation:
            'In 1750 about 236,000 of 1,171,000 colonists, 20 percent, were Black. A population that doubled every ten years would have grown about a thousandfold in a century, not about twenty-threefold; the Black share rose from 11 to 20 percent after 1700, so the Black population grew faster than the white; and of about 920,000 people added between 1700 and 1750, about 208,000 were Black.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u2-q3',
          question: 'The trend in the Black share of the population shown in the table most directly contributed to',
          options: [
            'colony-wide slave codes, such as Virginia’s of 1705, that tightened masters’ control',
            'a ban by Parliament on bringing more enslaved Africans into the mainland colonies',
            'the decision of Virginia planters to grow wheat in place of tobacco for export',
            'colony laws that freed enslaved people who had been baptized as Christians',
          ],
          answer: 0,
          explanation:
            'As the enslaved population grew, assemblies gathered scattered laws into codes that defined slavery by race and gave masters sweeping power, as Virginia did in 1705 and South Carolina in 1712 and 1740. Virginia declared in 1667 that baptism did not free anyone; Parliament never banned the trade to the mainland colonies (Congress banned imports only from 1808); and tobacco, grown by enslaved workers, remained Virginia’s chief export.',
          skill: 'causation',
        },
      ],
    },
    {
      id: 'virginia-1662',
      title: 'A law of the Virginia assembly',
      text:
        'Whereas some doubts have arisen whether children fathered by any Englishman upon a Negro woman should be slave or free, be it therefore enacted and declared by this present Grand Assembly that all children born in this country shall be held bond or free only according to the condition of the mother.\n\n' +
        'And if any Christian shall commit fornication with a Negro man or woman, he or she so offending shall pay double the fines imposed by the former act.',
      source: {
        kind: 'public-domain',
        author: 'Virginia General Assembly',
        work: 'Act XII, "Negro women’s children to serve according to the condition of the mother"',
        year: 1662,
        adapted: true,
      },
      questions: [
        {
          id: 'u2-q4',
          question: 'The law in the excerpt differed from English common law in that it',
          options: [
            'let enslaved people who were baptized as Christians claim freedom',
            'made a child’s status follow the mother’s, whoever the father was',
            'let the child of a free father inherit his free status and his name',
            'let masters add years to the terms of servants who had run away',
          ],
          answer: 1,
          explanation:
            'The act settles the "doubts" by declaring children bond or free "according to the condition of the mother," so slavery passed from mother to child even when an Englishman was the father. English law gave a child the father’s status, the rule the act set aside; baptism is not mentioned (a Virginia law of 1667 said it freed no one); and runaway servants were the subject of other Virginia laws, which did not depart from English practice in this way.',
          skill: 'comparison',
        },
        {
          id: 'u2-q5',
          question: 'The assembly most likely settled the "doubts" described in the excerpt as it did in order to',
          options: [
            'enlarge the enslaved workforce and protect planters’ claims to the children of enslaved women',
            'reduce the number of enslaved people by freeing children fathered by Englishmen',
            'encourage marriages between English colonists and Africans in order to increase the population',
            'discourage the importation of enslaved Africans by making slavery less profitable',
          ],
          answer: 0,
          explanation:
            'Because the child of an enslaved mother was now enslaved even if an Englishman was the father, slaveholders kept every child born to the women they held, and the enslaved population grew. The second clause doubles the fines for sex across racial lines, so the law discourages such unions rather than encouraging marriage; it makes those children enslaved rather than free; and it made slaveholding more profitable, not less.',
          skill: 'sourcing-and-situation',
        },
      ],
    },
    {
      id: 'bacon-declaration',
      title: 'A declaration against the governor of Virginia',
      text:
        'For having, upon pretended public works, raised great unjust taxes upon the common people for the advancement of private favorites and other sinister ends.\n\n' +
        'For having abused and made contemptible the magistrates of justice by advancing scandalous and ignorant favorites to be judges.\n\n' +
        'For having wronged his Majesty’s interest by taking over the monopoly of the beaver trade, and for having, for that unjust gain, betrayed and sold his Majesty’s country and the lives of his loyal subjects to the barbarous heathen.\n\n' +
        'For having protected, favored and emboldened the Indians against his Majesty’s loyal subjects, never providing any proper means of satisfaction for their many invasions, robberies and murders committed upon us.',
      source: { kind: 'public-domain', author: 'Nathaniel Bacon', work: 'Declaration in the Name of the People', year: 1676, adapted: true },
      questions: [
        {
          id: 'u2-q6',
          question: 'The grievances in the excerpt resulted most directly from',
          options: [
            'a quarrel between Puritans and Anglicans over which church would be established in the colony',
            'the demands of enslaved Africans for freedom after they had converted to Christianity',
            'anger at Parliament’s Navigation Acts, which the declaration blames for the colony’s unjust taxes',
            'conflict between settlers eager for frontier land and a governor who limited war on Native peoples',
          ],
          answer: 3,
          explanation:
            'Bacon accuses the governor of protecting the Indians and profiting from the beaver trade at settlers’ expense, which reflects frontier settlers’ hunger for land and their anger at Berkeley’s refusal to wage a wider war. The declaration says nothing of a church dispute, it blames the unjust taxes on the governor’s favorites rather than on Parliament’s trade laws, and it speaks for "his Majesty’s loyal subjects," not for enslaved people.',
          skill: 'causation',
        },
        {
          id: 'u2-q7',
          question: 'Bacon most likely charged that the governor held "the monopoly of the beaver trade" in order to',
          options: [
            'justify a new alliance between Virginia and its Native trading partners against their enemies',
            'suggest that private profit, not settlers’ safety, drove the governor’s Indian policy',
            'persuade the Crown to open the beaver trade to French merchants',
            'show that the colony’s economy no longer depended on growing tobacco',
          ],
          answer: 1,
          explanation:
            'The declaration links the monopoly to having "betrayed and sold" colonists’ lives "to the barbarous heathen": Bacon claims Berkeley kept peace with Native trading partners for his own gain. Bacon wanted no help for French rivals, he sought war with Native peoples rather than alliance, and the excerpt says nothing about tobacco.',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u2-q8',
          question: 'The grievance in the last paragraph of the excerpt is most similar to the complaint behind which later colonial protest?',
          options: [
            'The Stono Rebellion in South Carolina in 1739',
            'The Boston crowd’s revolt against Andros in 1689',
            'The Paxton Boys’ march on Philadelphia in 1764',
            'Leisler’s seizure of New York’s fort in 1689',
          ],
          answer: 2,
          explanation:
            'Bacon accuses the governor of protecting Native peoples instead of punishing their "invasions, robberies and murders"; the Paxton Boys, frontier settlers who had killed peaceful Conestoga Indians, marched on Philadelphia to demand that the Quaker-led assembly defend the frontier against Native raids. Leisler’s Rebellion and the Boston revolt against Governor Edmund Andros were risings against officials of the Catholic James II after England’s Glorious Revolution, and the Stono Rebellion was a revolt of enslaved people against slavery; none turned on a government’s mildness toward Native peoples.',
          skill: 'comparison',
        },
      ],
    },
    {
      id: 'franklin-whitefield',
      title: 'A Philadelphia printer remembers a visiting preacher',
      text:
        'In 1739 there arrived among us the Reverend Mr. Whitefield, who had made himself remarkable as a traveling preacher. He was at first permitted to preach in some of our churches, but the clergy, taking a dislike to him, soon refused him their pulpits, and he was obliged to preach in the fields.\n\n' +
        'The multitudes of all sects and denominations that attended his sermons were enormous. It was wonderful to see the change soon made in the manners of our inhabitants. From being thoughtless or indifferent about religion, it seemed as if all the world were growing religious, so that one could not walk through the town in an evening without hearing psalms sung in different families of every street.',
      source: {
        kind: 'public-domain',
        author: 'Benjamin Franklin',
        work: 'The Autobiography of Benjamin Franklin',
        year: 1788, written: true,
        adapted: true,
      },
      questions: [
        {
          id: 'u2-q9',
          question: 'The clergy’s response to Whitefield described in the excerpt is best understood in the context of',
          options: [
            'the Half-Way Covenant’s loosening of the rules for church membership',
            'efforts to appoint an Anglican bishop to govern the colonial churches',
            'a split between opponents and supporters of the revivals',
            'the spread of deism among educated colonists who trusted reason over revelation',
          ],
          answer: 2,
          explanation:
            'Ministers who "refused him their pulpits" forced Whitefield into the fields: the Great Awakening split churches between Old Lights, who distrusted the revivals, and New Lights, who welcomed them. The Half-Way Covenant (1662) concerned the baptism of members’ grandchildren, not traveling preachers; plans for an Anglican bishop do not explain why clergy shut out Whitefield, himself an Anglican minister; and deism does not explain why clergy shut out a revivalist preacher.',
          skill: 'contextualization',
        },
        {
          id: 'u2-q10',
          question: 'Franklin’s observation that "multitudes of all sects and denominations" attended the sermons best supports which claim about the revivals?',
          options: [
            'They spread Enlightenment ideas about natural rights among their listeners.',
            'They mainly strengthened the authority of settled ministers over their congregations.',
            'They drew mainly on members of the Church of England in the southern colonies.',
            'They crossed the boundaries between churches and drew in ordinary colonists.',
          ],
          answer: 3,
          explanation:
            'Franklin describes crowds of every denomination and a change in the habits of a whole town, evidence that the revivals reached across church lines and into ordinary households. They did not draw mainly on Anglicans or on the South (Franklin is writing of Philadelphia), they weakened rather than strengthened the authority of settled ministers (who shut Whitefield out), and the excerpt describes religious feeling, not Enlightenment ideas about rights.',
          skill: 'claims-and-evidence',
        },
      ],
    },
  ],
};
