import type { Quiz } from './schema';

/**
 * The Unit 2 stimulus quiz: 4 stimuli, 10 questions. All four are primary sources; spelling is modernised and
 * passages condensed, so each is marked "adapted".
 */
export const unit2Quiz: Quiz = {
  id: 'apush-unit-2-quiz',
  title: 'Unit 2 Quiz: Period 2, 1607-1754',
  stimuli: [
    {
      id: 'winthrop-charity',
      title: 'A sermon for settlers bound for New England',
      text:
        'God Almighty, in his most holy and wise providence, has so disposed of the condition of mankind that in all times some must be rich, some poor; some high and eminent in power and dignity, others mean and in submission.\n\n' +
        'In this work we must be knit together as one man. We must be willing to abridge ourselves of our superfluities for the supply of others’ necessities. We must delight in each other, make others’ conditions our own, rejoice together, mourn together, labor and suffer together, always having before our eyes our community as members of the same body.\n\n' +
        'For we must consider that we shall be as a city upon a hill; the eyes of all people are upon us. So that if we shall deal falsely with our God in this work we have undertaken, and so cause him to withdraw his present help from us, we shall be made a story and a byword through the world.',
      source: { kind: 'public-domain', author: 'John Winthrop', work: 'A Model of Christian Charity', year: 1630, adapted: true },
      questions: [
        {
          id: 'u2-q1',
          question: 'Winthrop’s statement that "some must be rich, some poor" most directly suggests that he',
          options: [
            'wanted the colony’s land divided equally among the settlers',
            'accepted inequality as God’s design but expected the rich to help the poor',
            'saw wealth as a sign of sin that settlers should avoid',
            'believed that a person’s rank should depend on church membership',
          ],
          answer: 1,
          explanation:
            'Winthrop treats differences of wealth and rank as God’s arrangement, then asks settlers to give up their "superfluities" for others’ "necessities": hierarchy joined to mutual duty. He does not call for equal shares of land, he does not condemn wealth itself (he says some "must be rich"), and he ties rank to God’s providence, not to church membership.',
        },
        {
          id: 'u2-q2',
          question: 'The way of life Winthrop calls for in the second paragraph was most fully put into practice through',
          options: [
            'a charter that let the colony’s freemen elect their own governor',
            'a growing trade in fish and timber with the sugar islands of the West Indies',
            'the Half-Way Covenant, which loosened the rules for church membership',
            'close-knit towns of families bound by church covenants',
          ],
          answer: 3,
          explanation:
            'The second paragraph asks settlers to share one another’s lives and needs, and Massachusetts Bay put that into practice in compact towns of families bound by a church covenant and run by town meetings. An elected governor reflects self-government, not the shared life the paragraph describes; trade with the West Indies reflects commercial ambition, which ministers later warned was eroding that ideal; and the Half-Way Covenant (1662) was a later compromise, made when fewer children of members could describe a conversion.',
        },
        {
          id: 'u2-q3',
          question: 'Winthrop’s warning that "the eyes of all people are upon us" most directly reflects the Puritans’ belief that',
          options: [
            'their colony should be an example of a godly community',
            'their colony had to show Spain and France that it could defend itself',
            'the colony’s success depended mainly on profits for its English investors',
            'the colony should welcome settlers of different faiths to show its tolerance',
          ],
          answer: 0,
          explanation:
            'The "city upon a hill" is watched by the world, and if the settlers "deal falsely with our God" they will become "a byword": the colony was to be an example of a reformed Christian community. Winthrop speaks of God’s help, not military rivals or investors’ profits, and Massachusetts Bay did not welcome all faiths; it banished dissenters such as Roger Williams and Anne Hutchinson.',
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
          question: 'The law in the excerpt most directly changed colonial practice by',
          options: [
            'freeing enslaved people who were baptized as Christians',
            'giving a child the status of the father, as under English custom',
            'making enslaved status pass from mother to child',
            'lengthening the terms of servants who ran away',
          ],
          answer: 2,
          explanation:
            'The act settles the "doubts" by declaring that children are bond or free "according to the condition of the mother," so slavery became hereditary through the mother. It reverses the English custom that status followed the father. Baptism is not mentioned (a 1667 Virginia law said baptism did not free anyone), and punishing runaway servants was the subject of other laws, not this one.',
        },
        {
          id: 'u2-q5',
          question: 'By settling the "doubts" described in the excerpt, the law most directly served to',
          options: [
            'enlarge the enslaved workforce and protect planters’ claims to the children of enslaved women',
            'encourage marriages between English colonists and Africans in order to increase the population',
            'reduce the number of enslaved people by freeing children fathered by Englishmen',
            'discourage the importation of enslaved Africans by making slavery less profitable',
          ],
          answer: 0,
          explanation:
            'Because the child of an enslaved mother was now enslaved even if an Englishman was the father, slaveholders kept every child born to the women they held, and the enslaved population grew. The second clause doubles the fines for sex across racial lines, so the law discourages such unions rather than encouraging marriage; it makes those children enslaved rather than free; and it made slaveholding more profitable, not less.',
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
          question: 'The grievances in the excerpt most directly grew out of',
          options: [
            'a quarrel between Puritans and Anglicans over which church would be established in the colony',
            'anger at Parliament’s Navigation Acts, which the declaration blames for the colony’s unjust taxes',
            'the demands of enslaved Africans for freedom after they had converted to Christianity',
            'conflict between settlers eager for frontier land and a governor who limited war on Native peoples',
          ],
          answer: 3,
          explanation:
            'Bacon accuses the governor of protecting the Indians and profiting from the beaver trade at settlers’ expense, which reflects frontier settlers’ hunger for land and their anger at Berkeley’s refusal to wage a wider war. The declaration says nothing of a church dispute, it blames the unjust taxes on the governor’s favorites rather than on Parliament’s trade laws, and it speaks for "his Majesty’s loyal subjects," not for enslaved people.',
        },
        {
          id: 'u2-q7',
          question: 'The charge that the governor held "the monopoly of the beaver trade" was most likely meant to',
          options: [
            'persuade the Crown to open the beaver trade to French merchants',
            'suggest that private profit, not settlers’ safety, drove the governor’s Indian policy',
            'justify a new alliance between Virginia and its Native trading partners against their enemies',
            'show that the colony’s economy no longer depended on growing tobacco',
          ],
          answer: 1,
          explanation:
            'The declaration links the monopoly to having "betrayed and sold" colonists’ lives "to the barbarous heathen": Bacon claims Berkeley kept peace with Native trading partners for his own gain. Bacon wanted no help for French rivals, he sought war with Native peoples rather than alliance, and the excerpt says nothing about tobacco.',
        },
        {
          id: 'u2-q8',
          question: 'Which of the following developments in Virginia most directly followed the rebellion associated with this declaration?',
          options: [
            'The House of Burgesses gave landless freemen a lasting right to vote.',
            'Planters turned from tobacco to wheat as the colony’s main export crop.',
            'Planters relied increasingly on enslaved Africans instead of indentured servants.',
            'Virginia was placed under the Dominion of New England and lost its assembly.',
          ],
          answer: 2,
          explanation:
            'After landless men and former servants rose with Bacon, planters saw a growing class of poor free men as dangerous and turned increasingly to enslaved Africans held for life. "Bacon’s Laws" of 1676 briefly let freemen vote, but they were repealed in 1677 and the vote stayed tied to land; tobacco remained Virginia’s chief export through the colonial era; and the Dominion of New England (1686-1689) covered New England, New York and New Jersey, not Virginia.',
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
          question: 'The clergy’s response to Whitefield described in the excerpt most directly reflects which development of the period?',
          options: [
            'A split between opponents and supporters of the revivals',
            'The Half-Way Covenant’s loosening of the rules for church membership',
            'Efforts to appoint an Anglican bishop to govern the colonial churches',
            'The spread of deism among educated colonists who trusted reason over revelation',
          ],
          answer: 0,
          explanation:
            'Ministers who "refused him their pulpits" forced Whitefield into the fields: the Great Awakening split churches between Old Lights, who distrusted the revivals, and New Lights, who welcomed them. The Half-Way Covenant (1662) concerned the baptism of members’ grandchildren, not traveling preachers; plans for an Anglican bishop do not explain why clergy shut out Whitefield, himself an Anglican minister; and deism does not explain why clergy shut out a revivalist preacher.',
        },
        {
          id: 'u2-q10',
          question: 'Franklin’s observation that "multitudes of all sects and denominations" attended the sermons best supports which claim about the revivals?',
          options: [
            'They drew mainly on members of the Church of England in the southern colonies.',
            'They mainly strengthened the authority of settled ministers over their congregations.',
            'They spread Enlightenment ideas about natural rights among their listeners.',
            'They crossed the boundaries between churches and drew in ordinary colonists.',
          ],
          answer: 3,
          explanation:
            'Franklin describes crowds of every denomination and a change in the habits of a whole town, evidence that the revivals reached across church lines and into ordinary households. They did not draw mainly on Anglicans or on the South (Franklin is writing of Philadelphia), they weakened rather than strengthened the authority of settled ministers (who shut Whitefield out), and the excerpt describes religious feeling, not Enlightenment ideas about rights.',
        },
      ],
    },
  ],
};
