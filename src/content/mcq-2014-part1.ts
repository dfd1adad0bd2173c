import type { McqSet } from './schema';

/** Questions 1-26 of the practice exam (periods 1 to 5), written for Pocket AP. */
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
          'the colonies are too large and too far away to be ruled by Britain for all time',
          'the colonial militias had shown they could defeat British troops in open battle',
          'Britain’s government is a necessary evil that Americans should reform from within',
          'colonial society would be a blessing once the colonists had chosen a king of their own',
        ],
        answer: 0,
        explanation:
          'Paine calls it "absurd" for "a continent to be perpetually governed by an island" and says that "everything that is right or natural pleads for separation": America’s size and distance make British rule unnatural. He calls government in general "a necessary evil," not something to reform within the empire; the paragraph mentions "the blood of the slain," not a claim that the militias could win battles; and he mocks "crowned ruffians" rather than wanting a king of the colonists’ own.',
      },
      {
        id: 'q-11', number: 11, period: 3, skill: 'causation',
        question: 'Arguments like Paine’s attack on "crowned ruffians" in the first paragraph most directly contributed to',
        options: [
          'state constitutions of 1776 that weakened governors and gave most power to assemblies',
          'the Annapolis Convention’s call of 1786 for a stronger central government under a new plan',
          'Lewis Nicola’s letter of 1782 urging Washington to make himself king of the new nation',
          'the Continental Congress’s alliance of 1778 with King Louis XVI of France against Britain',
        ],
        answer: 0,
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
          'the states should be represented by population in both houses of the new Congress',
          'a republic could survive only in a small territory where representatives stayed close to the people',
          'the national government needed more power than the Constitution gave it, including a veto over state laws',
          'a large republic would take in so many interests that no single faction could rule',
        ],
        answer: 1,
        explanation:
          'Antifederalists, drawing on Montesquieu, held that republics work only on a small scale, where representatives know the people they serve, the opposite of Madison’s "extend the sphere." A national veto over state laws and representation by population in both houses were Madison’s own proposals at the Convention, which Antifederalists would have opposed even more than the Constitution; and the claim that a large republic would keep any one faction from ruling is the argument of the excerpt itself, not a disagreement with it.',
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
          'the War of 1812, in which most Southeastern Native nations fought beside the British',
          'a decline in Southern cotton planting as worn-out soils pushed planters into wheat',
          'white settlers’ demand for land in the Southeast, especially for growing cotton',
          'the Native nations’ refusal to adopt farming, schools or written laws of their own',
        ],
        answer: 2,
        explanation:
          'The spread of cotton planting made Cherokee, Creek, Choctaw, Chickasaw and Seminole lands valuable to white settlers and to state governments, Georgia above all. In the War of 1812 the Red Stick Creeks fought the United States, but the Cherokee, Choctaw and many Creeks fought on the American side; cotton planting was spreading, not declining; and the Cherokee had adopted farming, schools, a written language and a written constitution (1827), so removal did not answer a refusal to adopt them.',
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
          'an accurate account of how the Cherokee and other Native nations viewed removal',
          'a warning to Georgia that federal treaties with Native nations overrode its laws',
          'a criticism of the earlier presidents who had made treaties with Native nations',
          'an effort to persuade Congress that a policy serving white settlers was humane',
        ],
        answer: 3,
        explanation:
          'Speaking to Congress, which had narrowly passed the Indian Removal Act that year, Jackson presents removal as generous in order to defend a policy that opened Native land to white settlers. The Cherokee and most other Native nations opposed removal; Jackson backed Georgia’s claims over the Cherokee rather than upholding federal treaties against the state; and he praises the policy "steadily pursued for nearly thirty years" rather than criticizing earlier presidents.',
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
      title: 'Enslaved people in the United States, 1790–1860',
      text: 'The graph shows the number of enslaved people counted in each federal census from 1790 to 1860.',
      source: { kind: 'us-government', author: 'U.S. Census Bureau', work: 'Historical Statistics of the United States, Colonial Times to 1970', year: 1975, adapted: true },
      visual: {
        kind: 'line-chart',
        caption: 'Enslaved population of the United States, 1790–1860',
        xLabel: 'Census year',
        yLabel: 'Enslaved people (thousands)',
        series: [
          {
            name: 'Enslaved people',
            points: [
              { x: 1790, y: 698 },
              { x: 1800, y: 894 },
              { x: 1810, y: 1191 },
              { x: 1820, y: 1538 },
              { x: 1830, y: 2009 },
              { x: 1840, y: 2487 },
              { x: 1850, y: 3204 },
              { x: 1860, y: 3954 },
            ],
          },
        ],
        note: 'Figures rounded to the nearest thousand.',
      },
    },
    questions: [
      {
        id: 'q-19', number: 19, period: 4, skill: 'causation',
        question: 'The growth shown from 1810 to 1860 resulted mainly from',
        options: [
          'the continued arrival of captives shipped from West Africa to Southern ports',
          'births outnumbering deaths among the people already enslaved in the United States',
          'the annexation of Texas, whose planters held most of the nation’s enslaved people',
          'the seizure of free Black Northerners under the Fugitive Slave Act of 1850',
        ],
        answer: 1,
        explanation:
          'Congress banned the import of enslaved people from January 1, 1808, and smuggling afterward was small, yet the number of enslaved people more than tripled between 1810 and 1860, from about 1.2 million to nearly 4 million: unlike the enslaved populations of the Caribbean and Brazil, it grew mainly by natural increase. Texas, annexed in 1845, held about 180,000 enslaved people in 1860, a small part of nearly four million, and kidnappings of free Black Northerners, though real and feared, were far too few to explain growth of this size.',
      },
      {
        id: 'q-20', number: 20, period: 4, skill: 'contextualization',
        question: 'The growth shown between 1800 and 1860 is best understood in the context of',
        options: [
          'the spread of cotton planting into Alabama, Mississippi and the lower Mississippi Valley',
          'the growth of wheat farming in the Chesapeake, which needed more workers than tobacco',
          'the growth of tobacco planting in Virginia and Maryland for sale in European markets',
          'the spread of rice and indigo planting along the coasts of South Carolina and Georgia',
        ],
        answer: 0,
        explanation:
          'Eli Whitney’s cotton gin (1793) made short-staple cotton profitable, and cotton planting spread across the Deep South after the War of 1812 and the removal of Native nations; by 1860 cotton was the nation’s leading export and most enslaved people lived in the cotton states. Rice and indigo were colonial staples of the Carolina and Georgia coast (indigo faded after the Revolution), and in the Chesapeake tobacco was declining, while planters who turned to wheat needed fewer workers, not more, and sold enslaved people south.',
      },
      {
        id: 'q-21', number: 21, period: 4, skill: 'claims-and-evidence',
        question: 'The trend in the graph most directly challenges the expectation, held by some Americans in the 1780s, that',
        options: [
          'the three-fifths clause would give the slave states extra seats in the House',
          'slavery would slowly die out across the nation, as it was dying out in the North',
          'the Northwest Ordinance would keep slavery out of the lands north of the Ohio River',
          'each state would keep the power to decide whether slavery was legal within it',
        ],
        answer: 1,
        explanation:
          'Many of the founding generation, Jefferson among them, hoped slavery would fade: Northern states were ending it, and some Virginia and Maryland planters freed the people they held. The graph shows the opposite, nearly four million enslaved people in 1860, more than five times the number of 1790. The three-fifths clause did give the slave states extra seats, the Northwest Ordinance largely kept slavery out of the Old Northwest, and slavery remained a matter for each state until the Thirteenth Amendment; the numbers contradict none of these.',
      },
      {
        id: 'q-22', number: 22, period: 4, skill: 'causation',
        question: 'The trend shown in the graph, together with the spread of cotton, most directly contributed to',
        options: [
          'Virginia’s vote to end slavery gradually after the debate that followed Nat Turner’s revolt',
          'the end of slavery in Missouri, which the Missouri Compromise admitted as a free state',
          'a federal ban on the buying and selling of enslaved people across state lines in the 1820s',
          'a domestic slave trade that moved nearly a million people from the upper South to the Deep South',
        ],
        answer: 3,
        explanation:
          'With imports from Africa banned after 1808, planters in the new cotton states bought enslaved people from Virginia, Maryland and the rest of the upper South, where the enslaved population grew faster than planters there needed; nearly a million people were moved south between 1790 and 1860, most of them sold. Virginia’s legislature debated gradual emancipation in 1831–1832 after Nat Turner’s revolt and rejected it; Congress never banned the trade between states (it ended the slave trade only in the District of Columbia, in 1850); and the Missouri Compromise admitted Missouri as a slave state.',
      },
    ],
  },
  {
    id: 'p1-set-07',
    stimulus: {
      title: 'W. E. B. Du Bois on the first years of freedom',
      text:
        'The problem of the twentieth century is the problem of the color-line … It was a phase of this problem that caused the Civil War; and however much they who marched South and North in 1861 may have fixed on the technical points of union and local autonomy as a watchword, all nevertheless knew, as we know, that the question of Negro slavery was the real cause of the conflict. …\n\n' +
        'For some fifteen million dollars, … the Freedmen’s Bureau set going a system of free labor, established a beginning of peasant proprietorship [ownership of small farms by those who work them], secured the recognition of black freedmen before courts of law, and founded the free common school in the South. On the other hand, it failed to begin the establishment of good-will between ex-masters and freedmen, … and to carry out to any considerable extent its implied promises to furnish the freedmen with land.',
      source: { kind: 'public-domain', author: 'W. E. B. Du Bois', work: 'The Souls of Black Folk', year: 1903, adapted: true, historian: true },
    },
    questions: [
      {
        id: 'q-23', number: 23, period: 5, skill: 'claims-and-evidence',
        question: 'Which of the following would best support Du Bois’s claim that the Bureau failed to carry out its "implied promises to furnish the freedmen with land"?',
        options: [
          'the Bureau’s courts, which heard freedpeople’s complaints against employers and sheriffs',
          'President Johnson’s return of abandoned and confiscated plantations to pardoned owners',
          'the founding of Fisk, Howard and other colleges for freedpeople with the Bureau’s help',
          'the yearly labor contracts that the Bureau had planters and freedpeople sign and obey',
        ],
        answer: 1,
        explanation:
          'In 1865 President Andrew Johnson pardoned most former Confederates and ordered the Bureau to return the abandoned and confiscated land it held, including coastal land that General Sherman had set aside for freedpeople in Field Order No. 15, so most families who had hoped for "forty acres" never received land. The colleges support Du Bois’s claim about schools, the Bureau courts his claim about recognition "before courts of law", and the labor contracts his claim that the Bureau "set going a system of free labor"; none shows the failure over land.',
      },
      {
        id: 'q-24', number: 24, period: 5, skill: 'contextualization',
        question: 'The work of the Bureau that Du Bois assesses in the second paragraph took place in the context of',
        options: [
          'the end of federal efforts in the South under the bargain that settled the 1876 election',
          'the debate over the Crittenden plan to extend the Missouri Compromise line west to the Pacific Ocean',
          'the depression after the Panic of 1873, which cut Northern interest in the freedpeople',
          'a struggle between Congress and President Andrew Johnson over who would direct Reconstruction',
        ],
        answer: 3,
        explanation:
          'Congress created the Freedmen’s Bureau in March 1865; in 1866 President Johnson vetoed a bill to extend it, and Congress passed a second bill over his veto, part of the fight that also produced the Civil Rights Act of 1866, the Fourteenth Amendment and Johnson’s impeachment in 1868. The Bureau ended most of its work in 1869 and closed in 1872, before the Panic of 1873 and the Compromise of 1877, and the Crittenden plan of 1860–1861 was a failed attempt to head off the war.',
      },
      {
        id: 'q-25', number: 25, period: 5, skill: 'comparison',
        question: 'Du Bois’s claim in the first paragraph most directly contradicts the view, common among white Southerners when he wrote, that',
        options: [
          'the Republican Party had been founded in the 1850s to stop slavery’s spread into the western territories',
          'emancipation had come during the war as a war measure rather than as a war aim of 1861',
          'the Confederacy had fought for states’ rights and self-government, not to defend slavery',
          'Lincoln’s election in November 1860 had set off the secession of the seven states of the Deep South',
        ],
        answer: 2,
        explanation:
          'Du Bois insists that slavery "was the real cause of the conflict," whatever people said about "union and local autonomy." By 1903 the Lost Cause view, taught in many Southern schools and honored on Confederate monuments, held that the South had fought for states’ rights and self-government, not slavery. That Lincoln’s election set off secession, that emancipation came as a war measure, and that the Republicans organized to stop slavery’s spread all fit Du Bois’s claim rather than contradict it.',
      },
      {
        id: 'q-26', number: 26, period: 8, skill: 'continuity-and-change',
        question: 'Du Bois’s judgment that freedpeople gained schools and courts but not land was echoed most directly in a later era by',
        options: [
          'the Civil Rights Act of 1964’s ban on segregation in restaurants, hotels and theaters',
          'the March on Washington’s demand in 1963 for jobs and fair wages as well as civil rights',
          'the Voting Rights Act’s federal examiners, who registered Black voters across the South',
          'the Supreme Court’s ruling in Brown v. Board of Education that segregated schools were unequal',
        ],
        answer: 1,
        explanation:
          'Du Bois judges that the Bureau won freedpeople legal recognition and schools but not the land that would have given them economic independence. A century later the March on Washington for Jobs and Freedom (1963) likewise insisted that civil rights without jobs and fair wages left freedom incomplete. Brown (1954), the Civil Rights Act of 1964 and the Voting Rights Act of 1965 won schooling, equal access and the vote, the legal and political rights Du Bois says the freedpeople did gain, not the economic footing he says they were denied.',
      },
    ],
  },
];
