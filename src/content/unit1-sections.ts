import type { UnitSection } from './schema';

/** Unit 1, topics 1.2 to 1.6: original explanations written for Pocket AP. */
export const unit1Sections: UnitSection[] = [
  {
    id: '1.2',
    heading: 'Native American Societies Before European Contact',
    paragraphs: [
      'Long before 1492, the Americas were home to millions of people living in hundreds of societies with their own languages, religions and governments. How they lived depended above all on their environment. Where the land and climate allowed, people farmed; where they did not, they hunted, fished and gathered.',
      'The most important farming development was maize (corn). It was first domesticated in Mexico thousands of years ago, and its cultivation slowly spread north. Maize could feed large populations and be stored, so it allowed people to settle in one place, build towns and develop social classes. In the Southwest, the Pueblo peoples grew maize with irrigation in a dry land and built multi-story homes of adobe and stone. In the Mississippi River valley, Mississippian societies built large settlements around earthen mounds; their greatest city, Cahokia, may have held 10,000 to 20,000 people around 1100.',
      'Other regions took different paths. On the Great Plains and in the Great Basin, many groups moved with the seasons, hunting and gathering. In the Northeast and along the Atlantic coast, peoples such as the Haudenosaunee (Iroquois) combined maize, beans and squash farming with hunting and lived in villages of longhouses. In the Pacific Northwest, the rivers and ocean were so rich in salmon and other foods that groups built permanent villages and complex societies without relying on farming.',
      'These societies were not unchanging or isolated. They traded over long distances, formed alliances, fought wars and adapted to changes in climate. That diversity shaped how each group would later respond to Europeans.',
    ],
    keyTerms: [
      { term: 'Maize cultivation', definition: 'The growing of corn, which spread north from Mexico and supported settled, larger societies.' },
      { term: 'Pueblo peoples', definition: 'Farming societies of the Southwest who irrigated crops and built adobe and stone towns.' },
      { term: 'Mississippian culture', definition: 'Mound-building farming societies of the Mississippi valley; Cahokia was their largest city.' },
      { term: 'Haudenosaunee (Iroquois)', definition: 'A confederation of Northeastern peoples who farmed, hunted and lived in longhouse villages.' },
      { term: 'Three sisters', definition: 'Maize, beans and squash, grown together by many Native farming peoples.' },
    ],
    examFocus: [
      'Explain how the environment shaped whether a group farmed, moved seasonally or lived by fishing and gathering.',
      'Link the spread of maize to larger populations, permanent settlements and social hierarchy (causation).',
      'Avoid describing Native America as one culture: the exam rewards specific regional examples.',
    ],
  },
  {
    id: '1.3',
    heading: 'European Exploration in the Americas',
    paragraphs: [
      'In the 1400s, European states had strong reasons to look outward. Merchants wanted a direct sea route to the spices, silk and other goods of Asia, which reached Europe only through many costly middlemen. Monarchs wanted wealth and power to compete with their rivals. Christian leaders wanted to spread their faith, and in Spain the completion of the Reconquista in 1492 left a militant Catholic monarchy eager for new conquests. Historians often sum up these motives as "God, gold and glory."',
      'New technology made long voyages possible. The caravel, a small, fast ship that could sail against the wind, carried explorers down the African coast. Navigational tools such as the magnetic compass and the astrolabe, many of them borrowed from or improved by Arab and Asian scholars, helped sailors find their position. The printing press spread maps and travel accounts quickly.',
      'Portugal led the way, building trading posts along the West African coast and reaching India by sea in 1498. Spain backed Christopher Columbus, who believed he could reach Asia by sailing west. When he landed in the Caribbean in 1492, he began lasting contact between the Eastern and Western Hemispheres, although he insisted until his death that he had reached Asia.',
      'Other powers followed. The Treaty of Tordesillas (1494) divided newly claimed lands between Spain and Portugal, but England, France and the Netherlands ignored it and sent their own explorers in the 1500s and early 1600s. Exploration was the first step toward empire: claims on a map soon became colonies, trade networks and systems of labor.',
    ],
    keyTerms: [
      { term: 'God, gold and glory', definition: 'A short summary of the religious, economic and political motives for European exploration.' },
      { term: 'Caravel', definition: 'A small, maneuverable ship developed by the Portuguese for long ocean voyages.' },
      { term: 'Astrolabe', definition: 'An instrument that measures the angle of the sun or stars to help find latitude.' },
      { term: 'Treaty of Tordesillas (1494)', definition: 'An agreement dividing newly claimed lands between Spain and Portugal along a line in the Atlantic.' },
    ],
    examFocus: [
      'Be ready to explain several causes of exploration: economic, religious, political and technological.',
      'Contextualization questions often ask what was happening in Europe (Reconquista, rivalry among states, desire for Asian trade) that made 1492 possible.',
    ],
  },
  {
    id: '1.4',
    heading: 'Columbian Exchange, Spanish Exploration, and Conquest',
    paragraphs: [
      'Columbus’s voyages started the Columbian Exchange: the transfer of plants, animals, people, germs and ideas between the Eastern and Western Hemispheres. From the Americas came maize, potatoes, tomatoes, cacao and tobacco. Potatoes and maize were easy to grow and very nutritious, and they helped Europe’s population grow. From Europe, Africa and Asia came wheat, sugar cane, rice, horses, cattle, pigs and sheep. Horses transformed life on the Great Plains, where many peoples became mounted bison hunters.',
      'The most devastating part of the exchange was disease. Native Americans had no immunity to smallpox, measles and influenza, which killed a large share of the population, in many places far more than half, within a few generations. These epidemics weakened Native societies before and during European conquest.',
      'Spanish conquistadors used this weakness, along with steel weapons, horses and, above all, alliances with Native peoples who resented Aztec and Inca rule. Hernán Cortés and tens of thousands of Native allies captured the Aztec capital of Tenochtitlan in 1521, after a smallpox epidemic had struck the city. Francisco Pizarro began the conquest of the Inca Empire in 1532, helped by a civil war among the Inca. Spain then built a large empire ruled from Mexico City and Lima.',
      'The silver mines of Potosí in the Andes and Zacatecas in Mexico sent enormous amounts of silver to Spain. Much of it flowed on to the rest of Europe and to Asia, contributing to rising prices in Europe and helping pay for Spain’s wars. American wealth also pushed Europe toward capitalism, as merchants and investors sought profit from colonial trade.',
    ],
    keyTerms: [
      { term: 'Columbian Exchange', definition: 'The movement of plants, animals, people and diseases between the Eastern and Western Hemispheres after 1492.' },
      { term: 'Conquistadors', definition: 'Spanish soldier-explorers, such as Cortés and Pizarro, who conquered Native empires.' },
      { term: 'Smallpox', definition: 'A deadly disease brought from Europe that killed huge numbers of Native Americans.' },
      { term: 'Potosí', definition: 'A mountain of silver in the Andes whose mines made Spain rich and drew on forced Native labor.' },
    ],
    examFocus: [
      'Know examples of the exchange in both directions and their effects (population growth in Europe, horses on the Plains).',
      'Explain more than one cause of the Spanish conquest: disease, Native allies, and technology all count.',
      'Connect American silver to changes in Europe’s economy (inflation, the growth of capitalism).',
    ],
  },
  {
    id: '1.5',
    heading: 'Labor, Slavery, and Caste in the Spanish Colonial System',
    paragraphs: [
      'Spain’s colonies were built to produce wealth for the Crown, and wealth required workers. The first system was the encomienda. The Crown granted a colonist the right to demand labor and tribute from the Native people of an area; in return, the colonist was supposed to protect them and teach them Christianity. In practice, the system was often brutal, and many forced laborers died in mines and fields.',
      'Reformers protested. Bartolomé de las Casas, a Dominican friar who had once held an encomienda himself, wrote about Spanish cruelty and argued that Native people were fully human and should be converted peacefully. The New Laws of 1542 banned the enslavement of Native people and limited the encomienda, though colonists resisted them. In the Valladolid debate of 1550-1551, Las Casas argued against Juan Ginés de Sepúlveda, who claimed that Native peoples could be justly conquered. Over time the encomienda gave way to other systems, such as the repartimiento, which still forced Native communities to supply workers for set periods, and large estates called haciendas.',
      'As the Native population collapsed from disease and overwork, Spanish and Portuguese colonists turned increasingly to enslaved Africans, especially on sugar plantations in the Caribbean and Brazil. This was the start of the Atlantic slave trade, which would carry more than 12 million Africans across the ocean over the following three and a half centuries.',
      'Spanish colonial society was organized by a caste system based on birth and ancestry. Peninsulares, born in Spain, held the highest offices, followed by creoles (people of Spanish descent born in the Americas), then mestizos and mulattoes of mixed ancestry, with Native people and enslaved Africans at the bottom. Because Spanish settlers were mostly men, mixing among groups was common, and the caste system tried to keep order in a diverse society.',
    ],
    keyTerms: [
      { term: 'Encomienda system', definition: 'A Spanish grant of Native labor and tribute to a colonist, in exchange for protection and Christian instruction.' },
      { term: 'Repartimiento', definition: 'A later system requiring Native communities to supply laborers in rotation for set periods.' },
      { term: 'Hacienda', definition: 'A large estate producing crops and livestock, often worked by dependent laborers.' },
      { term: 'Casta system', definition: 'Spain’s ranking of colonial society by ancestry and place of birth.' },
      { term: 'Atlantic slave trade', definition: 'The forced transport of millions of Africans to the Americas to work as enslaved laborers.' },
    ],
    examFocus: [
      'Trace the change from Native forced labor to African slavery and explain why it happened.',
      'Use Las Casas, the New Laws and the Valladolid debate as evidence of debate within Spain about how to treat Native peoples.',
      'Comparison questions may set Spanish society beside English or French colonies: Spain’s was more hierarchical and mixed.',
    ],
  },
  {
    id: '1.6',
    heading: 'Cultural Interactions Between Europeans, Native Americans, and Africans',
    paragraphs: [
      'Contact brought together peoples with very different ideas about land, religion and society. Many Europeans believed their Christian faith and customs were superior, and they used that belief to justify conquest and forced conversion. Many Native peoples saw land as something to be used in common rather than bought and sold, while Europeans increasingly treated it as private property. These differences fed conflict for centuries.',
      'European powers approached the Americas in different ways. Spain sought to conquer, convert and extract wealth, and it sent missionaries to build missions from Florida to New Mexico. The French, few in number, mostly traded furs with Native peoples and often married into Native communities. The Dutch also focused on trade. The English, who arrived in larger numbers later, wanted land for settlements and farms, which brought them into conflict with Native nations.',
      'Native Americans responded with both adaptation and resistance. Some groups allied with Europeans against their enemies or adopted horses, metal tools and guns while keeping their own beliefs. Others resisted by force. The Pueblo Revolt of 1680, a later consequence of harsh Spanish rule in New Mexico, drove the Spanish out for twelve years; when they returned, they tolerated more of Pueblo religion and culture.',
      'Africans in the Americas also preserved and blended their cultures. Enslaved people kept languages, music, foods and religious practices from West and Central Africa and mixed them with European and Native traditions. Resistance took many forms, from slowing work to escaping and forming free communities. The blending of European, Native and African cultures, sometimes forced and sometimes chosen, shaped the Americas that emerged after 1492.',
    ],
    keyTerms: [
      { term: 'Mission', definition: 'A religious settlement where Spanish priests worked to convert Native people, often with forced labor.' },
      { term: 'Fur trade', definition: 'The exchange of European goods for animal pelts, central to French and Dutch relations with Native peoples.' },
      { term: 'Pueblo Revolt (1680)', definition: 'A coordinated Pueblo uprising that expelled the Spanish from New Mexico for twelve years.' },
      { term: 'Cultural blending', definition: 'The mixing of European, Native and African beliefs, foods, languages and customs.' },
    ],
    examFocus: [
      'Compare how Spain, France and England treated Native peoples and why (goals, numbers of settlers).',
      'Use examples of both accommodation and resistance; the Pueblo Revolt shows both, since Spain later relaxed its policies.',
      'Sourcing questions may ask how a missionary’s or a conquistador’s purpose shaped what they wrote.',
    ],
  },
];
