import type { UnitSection } from './schema';

/** Unit 2, topics 2.2 to 2.7: original explanations written for Pocket AP. */
export const unit2Sections: UnitSection[] = [
  {
    id: '2.2',
    heading: 'European Colonization',
    paragraphs: [
      'In the 1600s, Spain, France, the Netherlands and England all built colonies in North America, but they came for different reasons, in different numbers, and so they dealt with Native peoples in different ways. Each empire’s goals shaped the society it built.',
      'Spain was the oldest colonial power. It founded St. Augustine in Florida in 1565 and Santa Fe in New Mexico around 1610. Its northern colonies were military and religious outposts meant to guard the silver-rich empire to the south and to convert Native people. Missionaries and soldiers demanded labor and tried to stamp out Native religions, and in New Mexico that pressure led to the Pueblo Revolt of 1680.',
      'France founded Quebec in 1608 and built New France along the St. Lawrence River, the Great Lakes and later the Mississippi. Few French settlers came, and most French men in the interior were fur traders, missionaries or soldiers. Because the fur trade depended on Native hunters, the French made alliances with peoples such as the Huron (Wendat) and Algonquins, learned their languages and often married Native women. The Dutch founded New Netherland in the Hudson valley in the 1620s, with New Amsterdam on Manhattan Island as its port. They too wanted furs and trade more than land, and their colony was small, commercial and unusually mixed in religion and language.',
      'England came later but sent far more people. English colonies were often founded by joint-stock companies, in which investors pooled money to share risk and profit, such as the Virginia Company that founded Jamestown in 1607. Others were founded by religious groups or by proprietors granted land by the king. English colonists came as families or as young servants who wanted land to farm. Their hunger for land pushed Native peoples off it, so English relations with Native peoples were more often violent and less often based on trade or intermarriage than French relations were.',
      'These differences help explain later events: French–Native alliances shaped the wars of the 1700s, and England seized New Netherland in 1664, renaming it New York.',
    ],
    keyTerms: [
      { term: 'New France', definition: 'France’s North American empire along the St. Lawrence, the Great Lakes and the Mississippi, built on the fur trade.' },
      { term: 'New Netherland', definition: 'The Dutch colony in the Hudson valley, centered on New Amsterdam, taken by England in 1664 and renamed New York.' },
      { term: 'Joint-stock company', definition: 'A business in which investors pooled money to share the risks and profits of a venture, such as founding a colony.' },
      { term: 'Jamestown (1607)', definition: 'The first permanent English settlement in North America, founded in Virginia by the Virginia Company.' },
      { term: 'St. Augustine (1565)', definition: 'A Spanish fort town in Florida, the oldest continuously inhabited European-founded city in the continental United States.' },
    ],
    examFocus: [
      'Comparison is the key skill: explain how Spanish, French, Dutch and English goals led to different relations with Native peoples.',
      'Link the number of settlers and their economic aims (furs, silver, farmland) to how much conflict or cooperation followed.',
      'Remember that English colonies were founded by companies, religious groups and proprietors, not directly by the Crown at first.',
    ],
  },
  {
    id: '2.3',
    heading: 'The Regions of British Colonies',
    paragraphs: [
      'British North America grew into distinct regions, each shaped by its climate, its settlers and their reasons for coming.',
      'In the Chesapeake (Virginia and Maryland), Jamestown nearly failed: most early colonists died of disease and hunger. John Rolfe’s success with a sweet strain of tobacco in the 1610s saved the colony, and tobacco became its cash crop. Tobacco exhausted the soil and needed many workers, so planters brought young English men as indentured servants, who worked four to seven years in exchange for their passage. Under the headright system, a planter received 50 acres for each person whose passage he paid. The population was young, mostly male and spread out on farms along rivers. In 1619 Virginia’s House of Burgesses, the first elected assembly in English America, first met. Maryland, founded in 1634 by the Calvert family as a refuge for Catholics, passed the Toleration Act of 1649 to protect Christians of different churches.',
      'New England was settled by Puritans, Protestants who wanted to purify the Church of England. The Pilgrims, who had broken with that church, founded Plymouth in 1620 and signed the Mayflower Compact, an agreement to govern themselves by laws of their own making. From 1630 the Massachusetts Bay Colony drew thousands of Puritans, who came mostly as families. They lived in compact towns with town meetings, churches and schools, and farmed, fished, built ships and traded. Dissenters such as Roger Williams and Anne Hutchinson were banished, and Williams founded Rhode Island, which allowed freedom of worship.',
      'The Middle Colonies (New York, New Jersey, Pennsylvania and Delaware) were the most diverse, with Dutch, English, German and Scots-Irish settlers. Their grain farms earned them the name "breadbasket." William Penn founded Pennsylvania in 1681 as a haven for Quakers, who believed in an inner light in every person, pacifism and religious freedom.',
      'Farther south, Carolina planters, many from the sugar island of Barbados, grew rice and indigo with enslaved Africans, who were a majority there by the early 1700s. Georgia, founded in 1732, was meant as a buffer against Spanish Florida. In the British West Indies, sugar plantations depended on very large enslaved populations.',
    ],
    keyTerms: [
      { term: 'Indentured servitude', definition: 'A contract in which a person worked for a master for several years in exchange for passage to America.' },
      { term: 'Headright system', definition: 'A grant of land, usually 50 acres, to anyone who paid for a person’s passage to the colony.' },
      { term: 'House of Burgesses', definition: 'Virginia’s elected assembly, first meeting in 1619, the start of representative government in English America.' },
      { term: 'Puritans', definition: 'English Protestants who wanted to purify the Church of England and founded the Massachusetts Bay Colony.' },
      { term: 'Mayflower Compact (1620)', definition: 'The Pilgrims’ agreement to form a government and obey the laws it made.' },
      { term: 'Quakers', definition: 'Members of the Society of Friends, who believed in an inner light in all people, pacifism and religious freedom.' },
    ],
    examFocus: [
      'Comparison essays often set the Chesapeake beside New England: cash crop and servants versus families, towns and mixed farming.',
      'Explain how the environment and the settlers’ goals caused each region’s economy and society (causation).',
      'Know the Middle Colonies’ diversity and toleration and the Carolinas’ early link to Caribbean slavery.',
    ],
  },
  {
    id: '2.4',
    heading: 'Transatlantic Trade',
    paragraphs: [
      'By the late 1600s the colonies were part of a busy Atlantic economy that tied together Britain, West Africa, the Caribbean and North America. Ships carried colonial tobacco, rice, fish, timber and furs to market, brought back British cloth, tools and tea, and carried enslaved Africans across the ocean.',
      'Britain ran this trade according to mercantilism, the idea that a nation grows rich by exporting more than it imports and collecting gold and silver. In this view, colonies existed to supply raw materials to the home country and to buy its manufactured goods. Parliament passed a series of Navigation Acts (1651, 1660, 1663 and later) to put the idea into practice. Colonial trade had to travel in English or colonial ships; certain "enumerated" goods such as tobacco and sugar could be shipped only to England or its colonies; and most European goods had to pass through English ports before reaching the colonies.',
      'The system brought benefits as well as limits. Colonial shipbuilders and merchants prospered, especially in New England, and Britain’s navy protected colonial shipping. Port cities such as Boston, New York, Philadelphia and Charleston grew. New England merchants shipped fish, lumber and food to the sugar islands of the West Indies and brought back molasses, which distillers turned into rum. Part of that rum went to West Africa to buy enslaved people, who were sold in the Caribbean. Historians call these linked routes the triangular trade, though in practice ships followed many paths.',
      'Enforcement was uneven. Colonists often smuggled to avoid duties, buying molasses from the French islands rather than the British ones. The Molasses Act of 1733 taxed foreign molasses, but it was widely evaded. In the early 1700s, British leaders such as Robert Walpole enforced trade laws loosely as long as the colonies stayed loyal and profitable, a policy later called salutary neglect. An earlier attempt at tighter control, the Dominion of New England (1686–1689), had collapsed when colonists overthrew its governor after England’s Glorious Revolution. Under salutary neglect, colonial assemblies and merchants grew used to running their own affairs, and a growing colonial appetite for British goods tied colonists to the empire.',
    ],
    keyTerms: [
      { term: 'Mercantilism', definition: 'The economic theory that a nation grows rich by exporting more than it imports, with colonies supplying raw materials and buying manufactures.' },
      { term: 'Navigation Acts', definition: 'English laws from 1651 on that regulated colonial trade to benefit England’s merchants and treasury.' },
      { term: 'Triangular trade', definition: 'The linked Atlantic trade routes connecting Britain or New England, West Africa and the West Indies.' },
      { term: 'Molasses Act (1733)', definition: 'A British tax on molasses imported from non-British islands, widely evaded by smuggling.' },
      { term: 'Salutary neglect', definition: 'Britain’s loose enforcement of its trade laws in the early 1700s, which left the colonies largely to govern themselves.' },
      { term: 'Dominion of New England (1686-1689)', definition: 'A short-lived royal government over the northern colonies that colonists overthrew after the Glorious Revolution.' },
    ],
    examFocus: [
      'Explain how mercantilism caused the Navigation Acts and how colonists responded (smuggling, evasion).',
      'Salutary neglect is a key cause of the colonists’ habit of self-government, which matters for Unit 3.',
      'Connect the Atlantic trade to the growth of slavery and of colonial port cities.',
    ],
  },
  {
    id: '2.5',
    heading: 'Interactions Between American Indians and Europeans',
    paragraphs: [
      'As colonies grew, relations between Native peoples and Europeans moved between trade, alliance, war and mixing. The pattern depended on what each side wanted and on how many settlers came.',
      'In Virginia, the Powhatan Confederacy, a union of about 30 Algonquian-speaking peoples, first traded food with the starving English colonists. But as tobacco farms spread onto Powhatan lands, war followed. In 1622 the Powhatans attacked and killed about a quarter of the colonists; after another war in the 1640s the Powhatans were defeated and confined to a small area. In New England, the Pequot War (1636–1638) ended with English colonists and their Narragansett and Mohegan allies burning a Pequot fort at Mystic and killing hundreds. Some Native people moved into "praying towns," where missionaries taught English ways and Christianity.',
      'The largest conflict was King Philip’s War (1675–1676). Metacom, a Wampanoag leader whom the English called King Philip, led an alliance of Native peoples against the spread of English towns and English control. The fighting destroyed many towns and killed thousands of people, making it, in proportion to population, one of the deadliest wars in American history. The English won, and Native power in southern New England was broken; many captives were sold into slavery in the West Indies.',
      'The French and Dutch, who wanted furs more than land, relied on alliances and intermarriage. Native nations used European rivalries for their own ends. The Haudenosaunee (Iroquois) fought the Beaver Wars in the mid-1600s to control the fur trade, and in the 1700s they balanced between Britain and France to keep their independence. In the Southeast, the Yamasee War (1715–1717) followed years of abuse by Carolina traders, including the trade in Native captives as slaves.',
      'Spain changed course after the Pueblo Revolt of 1680. When it returned to New Mexico in the 1690s, it tolerated more of Pueblo religion and relied on Pueblo allies against raiders. Across the continent, European goods, guns, horses and diseases reshaped Native life, while Native resistance forced Europeans to change their plans.',
    ],
    keyTerms: [
      { term: 'Powhatan Confederacy', definition: 'A union of Algonquian peoples in eastern Virginia that traded and then fought with the Jamestown colonists.' },
      { term: 'Pequot War (1636-1638)', definition: 'A war in which New England colonists and their Native allies nearly destroyed the Pequot people.' },
      { term: 'King Philip’s War (1675-1676)', definition: 'A war led by the Wampanoag leader Metacom against English expansion in New England.' },
      { term: 'Praying towns', definition: 'Villages in New England where Native converts lived under Puritan missionaries and English rules.' },
      { term: 'Beaver Wars', definition: 'Mid-1600s wars in which the Iroquois fought rival peoples for control of the fur trade.' },
      { term: 'Yamasee War (1715-1717)', definition: 'A Native uprising in South Carolina against abusive traders and the trade in Native slaves.' },
    ],
    examFocus: [
      'Compare English, French, Dutch and Spanish relations with Native peoples and explain the causes of the differences.',
      'Show Native peoples as actors: they made alliances, used European rivalries and resisted by force.',
      'Causation: explain how land hunger in the English colonies led to wars such as King Philip’s War.',
    ],
  },
  {
    id: '2.6',
    heading: 'Slavery in the British Colonies',
    paragraphs: [
      'Slavery existed in every British colony, but over the 1600s it grew from a small part of colonial labor into the base of the southern economy. The first recorded Africans in English Virginia arrived in 1619. For decades their status was unsettled; some became free and even owned land. Most Chesapeake laborers were still English indentured servants.',
      'Several changes pushed planters toward enslaved Africans in the late 1600s. Fewer English people were willing to come as servants as conditions in England improved. Servants who finished their terms demanded land, and in Bacon’s Rebellion (1676) poor and landless Virginians, angry at the governor’s refusal to wage war on Native peoples and open more land, rose up and burned Jamestown. Planters concluded that freed servants were dangerous, while enslaved people could be held for life. As English slave traders expanded their business in West Africa, enslaved people became easier to buy.',
      'Colonial laws created chattel slavery, in which a person was property, enslaved for life, and passed that status to his or her children. A 1662 Virginia law declared that a child’s status followed the mother’s, a break with English custom, in which status followed the father. Later slave codes, such as Virginia’s of 1705, denied enslaved people legal rights and tied slavery firmly to race.',
      'Slavery took different forms by region. In South Carolina’s rice fields, with their heavy work and disease, most people were enslaved Africans by the early 1700s, many of them brought from rice-growing regions of West Africa. In the Chesapeake, the enslaved population grew mainly by natural increase after about 1720. In the North, enslaved people worked as household servants, laborers and dockworkers; New York City had one of the largest enslaved populations of any colonial city. Of the roughly 12.5 million Africans forced onto slave ships, about 10.7 million survived the crossing, and only about 400,000 of them were carried directly to mainland North America.',
      'Enslaved people resisted by working slowly, breaking tools, running away and preserving their cultures, such as the Gullah language of the Carolina Lowcountry. Some rose in revolt. In the Stono Rebellion of 1739, about 20 enslaved people near Charleston seized weapons and marched toward Spanish Florida, which promised freedom; colonists crushed the revolt and passed harsher laws.',
    ],
    keyTerms: [
      { term: 'Chattel slavery', definition: 'Slavery in which a person is legally property, enslaved for life, and passes that status to his or her children.' },
      { term: 'Bacon’s Rebellion (1676)', definition: 'An uprising of landless Virginians against Governor William Berkeley that pushed planters toward enslaved African labor.' },
      { term: 'Slave codes', definition: 'Colonial laws that defined enslaved people as property and limited their movement, rights and gatherings.' },
      { term: 'Stono Rebellion (1739)', definition: 'A revolt of enslaved people in South Carolina who tried to reach freedom in Spanish Florida.' },
      { term: 'Gullah', definition: 'A Creole language and culture blending African and English elements, created by enslaved people in the Carolina and Georgia Lowcountry.' },
    ],
    examFocus: [
      'Causation: explain why planters shifted from indentured servants to enslaved Africans after the 1670s.',
      'Compare slavery in the Chesapeake, the Carolina rice country, the West Indies and the northern colonies.',
      'Use slave codes as evidence that colonial law made slavery hereditary and race-based.',
    ],
  },
  {
    id: '2.7',
    heading: 'Colonial Society and Culture',
    paragraphs: [
      'By the 1700s the British colonies had developed societies that were both more British and more American at once. Historians call the first trend anglicization: as trade grew, wealthy colonists copied British fashions, built Georgian houses, read London newspapers and bought British goods. Many colonists were proud to be British subjects with the "rights of Englishmen."',
      'New ideas crossed the Atlantic. The Enlightenment, an intellectual movement that trusted reason and science to explain the world and improve society, reached educated colonists through books and newspapers. Writers such as John Locke argued that people have natural rights and that government rests on the consent of the governed. Benjamin Franklin of Philadelphia became its best-known colonial voice: he published Poor Richard’s Almanack, experimented with electricity and founded a library and learned societies. Printing presses and newspapers spread ideas quickly. In 1735 a New York jury acquitted the printer John Peter Zenger, who had been charged with libel for criticizing the royal governor; the case encouraged a freer press.',
      'At the same time, the First Great Awakening, a wave of religious revivals in the 1730s and 1740s, swept the colonies. Preachers such as Jonathan Edwards in Massachusetts and the English traveling minister George Whitefield called on listeners to feel their sinfulness and seek a personal, emotional conversion. Huge crowds came to outdoor sermons. Churches split between "New Lights," who supported the revivals, and "Old Lights," who distrusted them. The Awakening weakened the authority of established ministers, encouraged people to trust their own judgment, led to new colleges such as the College of New Jersey (later Princeton), and was shared across colonial lines.',
      'Politically, colonists gained experience in self-government. Elected colonial assemblies controlled taxes and the salaries of royal governors, and used this "power of the purse" to resist governors they disliked. Voting was limited to white men who owned property, but because land was easier to get than in England, a larger share of men could vote.',
      'Society remained unequal. Under coverture, a married woman’s legal identity and property belonged to her husband. Enslaved people, servants and Native peoples were excluded from colonial rights, yet the colonies’ diversity of peoples and faiths kept growing, especially in the Middle Colonies.',
    ],
    keyTerms: [
      { term: 'Anglicization', definition: 'The growing imitation of British culture, goods and institutions by colonists in the 1700s.' },
      { term: 'Enlightenment', definition: 'An intellectual movement that emphasized reason, science and natural rights.' },
      { term: 'First Great Awakening', definition: 'A wave of emotional religious revivals in the 1730s and 1740s that challenged established church authority.' },
      { term: 'Zenger trial (1735)', definition: 'A New York case in which a jury acquitted a printer charged with libel for criticizing the governor, supporting freedom of the press.' },
      { term: 'Colonial assemblies', definition: 'Elected legislatures that controlled colonial taxes and used that power to check royal governors.' },
      { term: 'Coverture', definition: 'The legal rule that a married woman’s identity and property were absorbed by her husband’s.' },
    ],
    examFocus: [
      'Compare the Enlightenment and the Great Awakening: different sources of authority (reason versus emotion and scripture), but both encouraged questioning of established authority.',
      'Explain how colonial assemblies and salutary neglect built the self-government that colonists later defended.',
      'Contextualization questions on the Revolution often reach back to these developments.',
    ],
  },
];
