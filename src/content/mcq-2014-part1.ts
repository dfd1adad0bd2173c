import type { McqSet } from './schema';

/** Questions 1-27 of the practice exam (periods 1 to 5), written for Pocket AP. */
export const mcqSetsPart1: McqSet[] = [
  {
    id: 'p1-set-01',
    stimulus: {
      title: 'An interpretation of labor in New Spain',
      text:
        'Spanish colonial society rested on a bargain that was seldom honored. Under the encomienda, the Crown granted colonists the labor and tribute of Native communities; in return, colonists were to protect those communities and teach them Christianity. In practice, many encomenderos worked their laborers in mines and fields until they died.\n\n' +
        'As the Native population collapsed, colonists looked elsewhere for workers, and the number of enslaved Africans in the Spanish Caribbean grew. Out of conquest and forced labor came a society ranked by ancestry, in which Spaniards, people of mixed descent, Native Americans and Africans each held a defined place.',
      source: { kind: 'pocket-ap' },
    },
    questions: [
      {
        id: 'q-01', number: 1, period: 1, skill: 'causation',
        question: 'The growing use of enslaved Africans described in the excerpt was most directly caused by',
        options: [
          'the sharp decline of Native populations from epidemic disease and overwork',
          'Spanish laws that required colonists to free all Native workers in 1500',
          'a shortage of land for farming in the Caribbean',
          'the arrival of English colonists in the Caribbean',
        ],
        answer: 0,
        explanation:
          'Smallpox and other diseases, along with brutal labor, killed most of the Native population, so colonists turned to Africa for workers. No law freed all Native workers in 1500 (that year Queen Isabella ordered freed only the Native captives Columbus had sent to Spain as slaves, and colonists kept Native labor through the encomienda; the New Laws of 1542 limited it and were only partly enforced), land was plentiful, and English colonies in the Caribbean date only from the 1620s (English traders and raiders such as John Hawkins and Francis Drake sailed there from the 1560s), long after the shift to African labor had begun.',
      },
      {
        id: 'q-02', number: 2, period: 1, skill: 'comparison',
        question: 'Compared with later English colonies in North America, Spanish colonial society was more likely to',
        options: [
          'exclude Native peoples entirely from colonial settlements',
          'rely mainly on family farms worked by free settlers',
          'grant self-government to colonists through elected assemblies',
          'include many people of mixed ancestry ranked in a formal caste system',
        ],
        answer: 3,
        explanation:
          'Because most Spanish settlers were men, mixing with Native and African people was common, and the casta system ranked the results. English colonists more often came as families and pushed Native peoples out; family farms and elected assemblies describe English colonies, not New Spain.',
      },
      {
        id: 'q-03', number: 3, period: 1, skill: 'claims-and-evidence',
        question: 'Which of the following would best support the excerpt’s claim that the encomienda bargain "was seldom honored"?',
        options: [
          'Las Casas’s reports on the abuse of Native laborers',
          'The Crown’s grants of encomiendas to conquistadors as rewards for their service',
          'The baptism of large numbers of Native people by missionaries in New Spain',
          'The Requerimiento, a demand for submission that conquistadors read aloud to Native peoples',
        ],
        answer: 0,
        explanation:
          'Las Casas documented the cruelty of encomenderos, and the Crown’s New Laws of 1542 tried to curb it, showing that colonists broke their side of the bargain. Grants of encomiendas show only that the system existed, not how it was run; mass baptisms suggest that the promise of Christian teaching was kept, if anything; and the Requerimiento was read before conquest, not a record of how encomenderos later treated their workers.',
      },
    ],
  },
  {
    id: 'p1-set-02',
    stimulus: {
      title: 'John Winthrop, A Model of Christian Charity',
      text:
        'We must be knit together in this work as one man. We must delight in each other, make others’ conditions our own, rejoice together, mourn together, labor and suffer together, always having before our eyes our community as members of the same body.\n\n' +
        'For we must consider that we shall be as a city upon a hill. The eyes of all people are upon us, so that if we deal falsely with our God in this work we have undertaken, we shall be made a story and a byword through the world.',
      source: { kind: 'public-domain', author: 'John Winthrop', work: 'A Model of Christian Charity', year: 1630, adapted: true },
    },
    questions: [
      {
        id: 'q-04', number: 4, period: 2, skill: 'contextualization',
        question: 'Winthrop’s sermon was written in the context of',
        options: [
          'the founding of the Virginia Company’s settlement at Jamestown',
          'the Spanish missions in New Mexico',
          'the migration of English Puritans to found the Massachusetts Bay Colony',
          'the Pilgrims’ separation from the Church of England and their settlement at Plymouth',
        ],
        answer: 2,
        explanation:
          'Winthrop wrote the sermon in 1630 as he led Puritans to Massachusetts Bay, hoping to build a model Christian community. Jamestown (1607) was a commercial venture in Virginia, the Spanish missions of New Mexico (from 1598) were Catholic, and the Pilgrims who settled Plymouth in 1620 were Separatists who had left the Church of England, while Winthrop’s Puritans meant to reform it from within.',
      },
      {
        id: 'q-05', number: 5, period: 2, skill: 'comparison',
        question: 'The ideal Winthrop describes in the first paragraph differed most from conditions in the early Chesapeake colonies, where',
        options: [
          'an elected assembly, Virginia’s House of Burgesses, made laws alongside the governor',
          'most colonists were young single men growing tobacco for profit on scattered farms',
          'the first colony, Virginia, was founded by a joint-stock company chartered by the king',
          'settlers traded with nearby Native peoples for food and furs',
        ],
        answer: 1,
        explanation:
          'Winthrop asks colonists to be "knit together … as one man" and to put the community first. Early Virginia and Maryland drew mostly young single men, many of them indentured servants, who spread out on tobacco farms in search of profit, with few families or towns. The other three were true of Massachusetts as well, so they are not differences: it had an elected General Court beside its governor, as Virginia had the House of Burgesses; it was founded by the Massachusetts Bay Company, a chartered joint-stock company like the Virginia Company; and its settlers also traded with Native peoples.',
      },
      {
        id: 'q-06', number: 6, period: 2, skill: 'continuity-and-change',
        question: 'The idea that Massachusetts would be "a city upon a hill" most directly anticipated the later belief that',
        options: [
          'the colonies owed obedience to the Crown in return for its protection',
          'church and state should be separate, as Roger Williams argued',
          'the United States had a special mission to serve as an example to the world',
          'the nation should stay out of Europe’s quarrels, as Washington’s Farewell Address urged',
        ],
        answer: 2,
        explanation:
          'The image of a community watched by the world became part of American exceptionalism, echoed in ideas such as Manifest Destiny and by later presidents. Winthrop did not address the colonies’ duty to the Crown; Roger Williams was banished from Massachusetts in 1635 for arguing for the separation of church and state, which Winthrop’s Puritans rejected; and being an example to the world is not the same as keeping out of its quarrels.',
      },
      {
        id: 'q-07', number: 7, period: 2, skill: 'causation',
        question: 'The ideal Winthrop describes in the first paragraph most directly led Massachusetts leaders to',
        options: [
          'grant freedom of worship to all Christians, as Maryland later did in 1649',
          'end the rule that only church members could vote in the colony’s elections',
          'invite settlers of every faith to the colony to increase its population',
          'banish dissenters such as Roger Williams and Anne Hutchinson',
        ],
        answer: 3,
        explanation:
          'Winthrop asks colonists to be "knit together … as one man," and Massachusetts expelled Roger Williams (1635) and Anne Hutchinson (1638) for challenging the colony’s religious leaders. Massachusetts granted no general toleration, kept the vote for church members until the king forced a change in the 1660s, and did not invite settlers of other faiths: toleration was the policy of Maryland’s Catholic proprietors and, later, of Pennsylvania.',
      },
    ],
  },
  {
    id: 'p1-set-03',
    stimulus: {
      title: 'Thomas Paine, Common Sense',
      text:
        'Society in every state is a blessing, but government, even in its best state, is but a necessary evil. Of more worth is one honest man to society than all the crowned ruffians that ever lived.\n\n' +
        'There is something very absurd in supposing a continent to be perpetually governed by an island. Everything that is right or natural pleads for separation. The blood of the slain, the weeping voice of nature cries, it is time to part.',
      source: { kind: 'public-domain', author: 'Thomas Paine', work: 'Common Sense', year: 1776, adapted: true },
    },
    questions: [
      {
        id: 'q-08', number: 8, period: 3, skill: 'contextualization',
        question: 'Paine’s reference in the second paragraph to "the blood of the slain" most directly reflects the context of',
        options: [
          'the Boston Massacre, in which British soldiers killed five colonists in a Boston street',
          'fighting between colonists and British troops that had begun before independence was declared',
          'Pontiac’s War, fought on the frontier after the French and Indian War',
          'the Battle of Alamance, where North Carolina’s militia crushed the backcountry Regulators',
        ],
        answer: 1,
        explanation:
          'Paine published in January 1776, after Lexington, Concord and Bunker Hill but before the Declaration of Independence: the slain are the colonists killed since April 1775, and he argues that their deaths make reconciliation impossible. The Boston Massacre (1770) was followed by years in which most colonists still sought reconciliation, and Pontiac’s War (1763-1766) and the defeat of the Regulators at Alamance (1771) were frontier and backcountry conflicts that did not set colonists against British troops.',
      },
      {
        id: 'q-09', number: 9, period: 3, skill: 'sourcing-and-situation',
        question: 'Paine’s claim that "everything that is right or natural pleads for separation" was written most directly to counter',
        options: [
          'Parliament’s claim in the Declaratory Act that it could make laws for the colonies in all cases',
          'the hope of many colonists that the quarrel with Britain could still be settled within the empire',
          'Loyalist warnings that the colonies were too weak to win a war against Britain',
          'the Quebec Act’s extension of Canada’s borders into the Ohio country',
        ],
        answer: 1,
        explanation:
          'In January 1776 most colonists, and most members of the Continental Congress, still hoped for reconciliation; Paine argues that separation, not a settlement within the empire, is right and natural. Colonists had disputed the Declaratory Act (1766) for a decade while remaining loyal to the king, so rejecting Parliament’s claim was not yet a case for separation; this sentence does not address the colonies’ military strength; and the Quebec Act (1774) concerned western lands and religion, not whether to part from Britain.',
      },
      {
        id: 'q-10', number: 10, period: 3, skill: 'claims-and-evidence',
        question: 'In the second paragraph, Paine’s main argument for independence is that',
        options: [
          'Parliament had no right to tax colonists who had no representatives in it',
          'independence would open American trade to every nation in Europe',
          'the king had broken his duty to protect the colonists’ rights',
          'separation is natural because a continent should not be ruled by a distant island',
        ],
        answer: 3,
        explanation:
          'Paine calls it "absurd" for "a continent to be perpetually governed by an island" and says that "everything that is right or natural pleads for separation." Taxation without representation was the colonists’ protest of the 1760s; elsewhere in Common Sense Paine does argue that independence would free American trade; and the charge that the king failed to protect the colonists’ rights is the Declaration of Independence’s indictment. None of these is the argument of this paragraph.',
      },
      {
        id: 'q-11', number: 11, period: 3, skill: 'causation',
        question: 'Arguments like Paine’s attack on "crowned ruffians" in the first paragraph most directly contributed to',
        options: [
          'Lewis Nicola’s proposal of 1782 that Washington rule the nation as king',
          'the Annapolis Convention’s call of 1786 for a stronger central government',
          'the Continental Congress’s alliance of 1778 with the French monarchy',
          'state constitutions of 1776 that weakened governors and gave most power to elected assemblies',
        ],
        answer: 3,
        explanation:
          'Distrust of kings, and of executive power in general, led the new states to weaken their executives: Pennsylvania’s constitution of 1776 had no governor at all, and most states had their legislatures choose governors for one-year terms, usually without a veto. Nicola’s proposal ran against that feeling, and Washington rejected it; the Annapolis Convention grew out of the Articles’ weakness in regulating trade; and the French alliance was a wartime necessity that did not follow from arguments against monarchy.',
      },
    ],
  },
  {
    id: 'p1-set-04',
    stimulus: {
      title: 'James Madison, The Federalist No. 10',
      text:
        'Among the numerous advantages promised by a well-constructed Union, none deserves to be more accurately developed than its tendency to break and control the violence of faction. The most common and durable source of factions has been the various and unequal distribution of property.\n\n' +
        'Extend the sphere, and you take in a greater variety of parties and interests; you make it less probable that a majority of the whole will have a common motive to invade the rights of other citizens.',
      source: { kind: 'public-domain', author: 'James Madison', work: 'The Federalist No. 10', year: 1787, adapted: true },
    },
    questions: [
      {
        id: 'q-12', number: 12, period: 3, skill: 'sourcing-and-situation',
        question: 'Madison wrote the essay to',
        options: [
          'persuade New Yorkers to ratify the Constitution',
          'urge the states to send delegates to a convention to revise the Articles',
          'defend the Articles of Confederation against its critics',
          'propose amendments protecting individual rights to the First Congress',
        ],
        answer: 0,
        explanation:
          'The Federalist essays appeared in New York newspapers in 1787-1788, after the Convention had finished its work, to win support for ratifying the Constitution. The call for a convention came earlier, from the Annapolis Convention of 1786; Madison wanted to replace the Articles, not defend them; and he proposed the amendments that became the Bill of Rights in 1789, after ratification.',
      },
      {
        id: 'q-13', number: 13, period: 3, skill: 'comparison',
        question: 'Antifederalists would most likely have disagreed with Madison by arguing that',
        options: [
          'a republic could survive only in a small territory where representatives stayed close to the people',
          'the national government needed even more power than the Constitution gave it, including a veto over state laws',
          'factions could be eliminated entirely by a strong king',
          'property should be divided equally among all citizens',
        ],
        answer: 0,
        explanation:
          'Antifederalists, drawing on thinkers such as Montesquieu, held that republics work only on a small scale, the opposite of Madison’s "extend the sphere." They wanted less national power, not more, opposed monarchy, and did not call for equal division of property.',
      },
      {
        id: 'q-14', number: 14, period: 3, skill: 'causation',
        question: 'Arguments like the one in the second paragraph most directly contributed to',
        options: [
          'the addition of the Bill of Rights to the Constitution in 1791',
          'the equal representation of every state in the Senate',
          'the three-fifths clause, which counted enslaved people for representation',
          'the creation of a strong national government for a large and varied republic',
        ],
        answer: 3,
        explanation:
          'Madison argues that a large republic, taking in "a greater variety of parties and interests," protects the rights of citizens better than a small one, an argument for the strong national government the Constitution created. The Bill of Rights answered Antifederalist fears of that government; equal representation in the Senate was a concession to the small states that Madison opposed; and the three-fifths clause was a compromise over slavery and representation, not a result of his theory of factions.',
      },
    ],
  },
  {
    id: 'p1-set-05',
    stimulus: {
      title: 'Andrew Jackson on Indian removal',
      text:
        'It gives me pleasure to announce to Congress that the benevolent policy of the Government, steadily pursued for nearly thirty years, in relation to the removal of the Indians beyond the white settlements is approaching to a happy consummation.\n\n' +
        'It puts an end to all possible danger of collision between the authorities of the General and State Governments on account of the Indians. It will separate the Indians from immediate contact with settlements of whites; free them from the power of the States; enable them to pursue happiness in their own way and under their own rude institutions.\n\n' +
        'What good man would prefer a country covered with forests and ranged by a few thousand savages to our extensive Republic, studded with cities, towns and prosperous farms, filled with all the blessings of liberty, civilization and religion?',
      source: { kind: 'us-government', author: 'Andrew Jackson', work: 'Second Annual Message to Congress', year: 1830, adapted: true },
    },
    questions: [
      {
        id: 'q-15', number: 15, period: 4, skill: 'contextualization',
        question: 'The policy Jackson describes was pursued in the context of',
        options: [
          'a decline in the demand for cotton in British textile mills',
          'the closing of the western frontier to settlement',
          'white settlers’ demand for land in the Southeast, especially for growing cotton',
          'an agreement by Native nations to give up their land voluntarily',
        ],
        answer: 2,
        explanation:
          'The spread of cotton farming made Cherokee, Creek, Choctaw, Chickasaw and Seminole lands valuable to white settlers and state governments. Demand for cotton was rising, the frontier was being opened rather than closed, and many Native nations resisted removal.',
      },
      {
        id: 'q-16', number: 16, period: 4, skill: 'causation',
        question: 'Jackson’s claim that removal would end "collision between the authorities of the General and State Governments" and "free them from the power of the States" was most directly a response to',
        options: [
          'the Tariff of 1828, which South Carolina’s leaders declared unconstitutional',
          'Georgia’s laws extending state authority over the Cherokee Nation and its lands',
          'the Supreme Court’s ruling in McCulloch v. Maryland that a state could not tax the national bank',
          'the Supreme Court’s ruling in Johnson v. M’Intosh that Native nations could sell land only to the United States',
        ],
        answer: 1,
        explanation:
          'In 1828-1830 Georgia extended its laws over the Cherokee Nation, and the discovery of gold there in 1829 sharpened the conflict; federal treaties recognized the Cherokee, so state and federal authority collided, and Jackson’s answer was to move Native nations out of the states. The excerpt ties the collision to "the Indians," so the South Carolina protest against the 1828 tariff and the bank-tax case of 1819 are conflicts between state and federal power over other matters; Johnson v. M’Intosh (1823) concerned Native land, but it limited sales to private buyers and did not pit a state against the federal government.',
      },
      {
        id: 'q-17', number: 17, period: 4, skill: 'sourcing-and-situation',
        question: 'Jackson’s description of removal as "benevolent" is best understood as',
        options: [
          'an accurate report of how Native nations viewed removal',
          'a criticism of earlier federal policy',
          'an effort to justify to Congress a policy that served white settlers',
          'an appeal for Native peoples to be granted citizenship',
        ],
        answer: 2,
        explanation:
          'Speaking to Congress, Jackson presented removal as generous in order to defend a policy that opened land to settlers. Most Native nations opposed it, he praised rather than criticized earlier policy, and he did not propose citizenship.',
      },
      {
        id: 'q-18', number: 18, period: 4, skill: 'claims-and-evidence',
        question: 'Which of the following would most directly challenge Jackson’s description of Native peoples as "a few thousand savages"?',
        options: [
          'The Seminoles’ armed resistance in Florida',
          'The role of Native guides in the Lewis and Clark expedition',
          'The Cherokee Nation’s written constitution, syllabary and newspaper',
          'The fur trade between Native peoples and French traders',
        ],
        answer: 2,
        explanation:
          'By the late 1820s the Cherokee had a written constitution (1827), Sequoyah’s syllabary and the Cherokee Phoenix newspaper, undercutting claims that they were uncivilized. Armed resistance, guiding explorers and the fur trade do not directly contradict Jackson’s stereotype.',
      },
    ],
  },
  {
    id: 'p1-set-06',
    stimulus: {
      title: 'The Seneca Falls Declaration of Sentiments',
      text:
        'We hold these truths to be self-evident: that all men and women are created equal; that they are endowed by their Creator with certain inalienable rights; that among these are life, liberty, and the pursuit of happiness; …\n\n' +
        'The history of mankind is a history of repeated injuries and usurpations on the part of man toward woman, having in direct object the establishment of an absolute tyranny over her. To prove this, let facts be submitted to a candid world. He has never permitted her to exercise her inalienable right to the elective franchise. He has compelled her to submit to laws, in the formation of which she had no voice. … He has made her, if married, in the eye of the law, civilly dead.',
      source: { kind: 'public-domain', author: 'Elizabeth Cady Stanton and others', work: 'Declaration of Sentiments, Seneca Falls Convention', year: 1848, adapted: false },
    },
    questions: [
      {
        id: 'q-19', number: 19, period: 4, skill: 'sourcing-and-situation',
        question: 'The authors modeled their declaration on the Declaration of Independence most likely in order to',
        options: [
          'call for the colonies to separate from Britain',
          'claim for women the rights promised in the nation’s founding ideals',
          'reject the ideals of the American Revolution as a fight waged by and for men alone',
          'argue that women should be exempt from paying taxes',
        ],
        answer: 1,
        explanation:
          'By echoing the Declaration, the authors argued that its promise of equal rights should include women. Independence had been won long before, the document demanded the vote rather than a tax exemption, and it embraced the Revolution’s ideals rather than rejecting them.',
      },
      {
        id: 'q-20', number: 20, period: 4, skill: 'causation',
        question: 'The authors’ complaint in the second paragraph about the making of laws gained force in the 1820s to 1840s from',
        options: [
          'New York’s Married Women’s Property Act of 1848, which let wives keep property they brought to marriage',
          'the strikes of the 1830s in which Lowell’s women mill workers protested wage cuts',
          'the exclusion of girls from the public schools founded by the common-school movement',
          'the spread of the vote to nearly all white men as states dropped property requirements',
        ],
        answer: 3,
        explanation:
          'The authors object that a woman must obey laws "in the formation of which she had no voice." As states dropped property qualifications in the 1820s and 1830s, almost every white man, however poor, gained that voice, which made women’s exclusion starker. New York’s property act of 1848 widened married women’s rights rather than denying them a voice; the Lowell strikes were protests by women workers, not a cause of their exclusion from law-making; and the common schools taught girls as well as boys, and many of their teachers were women.',
      },
      {
        id: 'q-21', number: 21, period: 7, skill: 'continuity-and-change',
        question: 'Suffragists of the Progressive Era (about 1890-1920) often argued for the vote differently from the excerpt, claiming that',
        options: [
          'all men and women are created equal and share the same inalienable rights',
          'women’s moral influence as mothers and homemakers would help clean up corrupt city governments',
          'a married woman had no legal existence apart from her husband',
          'the Fifteenth Amendment had already given the vote to women as well as to Black men',
        ],
        answer: 1,
        explanation:
          'The excerpt claims the vote as a natural right shared by all men and women. By the 1890s many suffragists, Jane Addams among them, added arguments from expediency: women voters would bring their moral, maternal influence to bear on saloons, unsafe food and corrupt city machines. Equal creation and inalienable rights is the excerpt’s own argument, and "civilly dead" is its own complaint about coverture, so neither is a different argument; the Fifteenth Amendment (1870) barred denying the vote only on account of race, which is why it split the women’s movement in 1869.',
      },
      {
        id: 'q-22', number: 22, period: 4, skill: 'claims-and-evidence',
        question: 'Which of the following best supports the claim that a married woman was "civilly dead" in the eyes of the law?',
        options: [
          'Women’s work in the textile mills of Lowell, Massachusetts',
          'Coverture laws giving husbands control of wives’ property',
          'The founding of Oberlin College, the first college in the nation to admit women alongside men',
          'The participation of women in temperance societies',
        ],
        answer: 1,
        explanation:
          'Under coverture a wife’s legal identity merged with her husband’s, so he controlled her property and wages. Mill work, college admission and temperance activism show women’s public roles growing rather than their legal status as wives.',
      },
    ],
  },
  {
    id: 'p1-set-07',
    stimulus: {
      title: 'Frederick Douglass, Oration at Corinthian Hall, Rochester',
      text:
        'What, to the American slave, is your Fourth of July? I answer: a day that reveals to him, more than all other days in the year, the gross injustice and cruelty to which he is the constant victim.\n\n' +
        'To him, your celebration is a sham; your boasted liberty, an unholy license; your national greatness, swelling vanity; your shouts of liberty and equality, hollow mockery. There is not a nation on the earth guilty of practices more shocking and bloody than are the people of these United States at this very hour.',
      source: { kind: 'public-domain', author: 'Frederick Douglass', work: 'Oration, Delivered in Corinthian Hall, Rochester (“What to the Slave Is the Fourth of July?”)', year: 1852, adapted: true },
    },
    questions: [
      {
        id: 'q-23', number: 23, period: 5, skill: 'contextualization',
        question: 'Douglass’s charge that Americans are guilty of shocking and bloody practices "at this very hour" most directly reflects the context of',
        options: [
          'the debate over the Wilmot Proviso to ban slavery in land taken from Mexico',
          'the annexation of Texas as a slave state',
          'the House’s gag rule that tabled antislavery petitions without debate',
          'growing anger in the North over the Fugitive Slave Act of 1850',
        ],
        answer: 3,
        explanation:
          'Douglass spoke in July 1852, when the Fugitive Slave Act, part of the Compromise of 1850, was forcing Northerners to help return people who had escaped slavery, so slavery’s cruelty was being enforced in free states "at this very hour." The Wilmot Proviso debate (1846-1850) ended with the Compromise of 1850, Texas was annexed in 1845, and the House gag rule was repealed in 1844.',
      },
      {
        id: 'q-24', number: 24, period: 5, skill: 'sourcing-and-situation',
        question: 'Douglass’s point of view in the speech was most shaped by his experience as',
        options: [
          'a man who had escaped slavery and become a leading abolitionist speaker',
          'a Southern planter who had freed the people he enslaved',
          'a member of Congress who voted for the Compromise of 1850',
          'a follower of William Lloyd Garrison who still condemned the Constitution as a proslavery compact',
        ],
        answer: 0,
        explanation:
          'Douglass escaped slavery in Maryland in 1838 and became a famous abolitionist speaker and writer, which gives the speech its force. He was never a planter or a member of Congress, and by 1852 he had broken with Garrison: in this same speech he called the Constitution, read rightly, "a glorious liberty document."',
      },
      {
        id: 'q-25', number: 25, period: 5, skill: 'causation',
        question: 'Arguments like those in the excerpt most directly contributed to',
        options: [
          'a decline in Northern support for the abolition of slavery',
          'the passage of the Kansas-Nebraska Act, which let the settlers of each territory decide on slavery',
          'growing Northern opposition to the spread of slavery and the rise of the Republican Party',
          'the Supreme Court’s ruling in Dred Scott v. Sandford',
        ],
        answer: 2,
        explanation:
          'Abolitionist speeches and writings helped turn many Northerners against slavery’s expansion, feeding the new Republican Party founded in 1854. Northern antislavery feeling grew rather than declined, and the Kansas-Nebraska Act and Dred Scott decision came from proslavery or compromising forces that abolitionists opposed.',
      },
      {
        id: 'q-26', number: 26, period: 5, skill: 'comparison',
        question: 'The excerpt most directly contradicts which view held by many white Americans in the early 1850s?',
        options: [
          'that slavery should be kept out of the western territories won from Mexico',
          'that Congress had no power to end slavery in the states where it already existed',
          'that people who escaped slavery to the North should be protected from slave catchers',
          'that the United States was a land of liberty whose example other nations should follow',
        ],
        answer: 3,
        explanation:
          'Douglass calls the nation’s "boasted liberty" an "unholy license" and its "national greatness" a "swelling vanity," and says no nation is guilty of practices more shocking and bloody, a direct attack on the pride in American liberty that the Fourth of July celebrated. Keeping slavery out of the territories and protecting people who escaped slavery were antislavery positions that Douglass shared, and the excerpt does not address Congress’s power over slavery in the states.',
      },
      {
        id: 'q-27', number: 27, period: 8, skill: 'comparison',
        question: 'Douglass’s appeal to the nation’s founding promise of liberty and equality on behalf of people it excluded from that promise is most similar to',
        options: [
          'the Confederacy’s claim in 1861 that, like the patriots of 1776, it was defending self-government',
          'the nativist opposition to immigration in the 1850s',
          'Martin Luther King Jr.’s appeal to the Declaration of Independence in the civil rights movement',
          'the Gilded Age belief in laissez-faire economics',
        ],
        answer: 2,
        explanation:
          'Like Douglass, King held the nation to the promise of liberty and equality in its founding documents on behalf of people it shut out, calling that promise "a promissory note." Confederates did invoke 1776, but they claimed self-government for themselves in order to keep slavery, and the Confederacy’s vice president, Alexander Stephens, called the founders’ "assumption of the equality of races" an error in his Cornerstone Speech (1861). Nativists wanted to shut immigrants out, and laissez-faire economics did not appeal to founding ideals on behalf of the excluded.',
      },
    ],
  },
];
