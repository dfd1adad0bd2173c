import type { UnitSection } from './schema';

/** Unit 1, topics 1.2 to 1.6: original explanations written for Pocket AP. */
export const unit1Sections: UnitSection[] = [
  {
    id: '1.2',
    heading: 'Native American Societies Before European Contact',
    paragraphs: [
      'Long before 1492, the Americas were home to millions of people living in hundreds of societies, each with its own language, beliefs and government. How a group lived depended above all on its environment. Where soil, rain and climate allowed, people farmed; where they did not, they hunted, fished and gathered.',
      'The most important farming development was maize (corn). Farmers in Mexico domesticated it from a wild grass about 9,000 years ago, and its cultivation spread slowly north. Maize reached the Southwest about 4,000 years ago, but it became the main crop of the Mississippi valley and the East only around 900 to 1000 CE. Because maize produced large harvests that could be stored, it let people settle in one place, grow in number, build towns and develop social classes and more complex governments.',
      'In the dry Southwest, the Pueblo peoples and their ancestors grew maize, beans and squash using irrigation ditches and built multi-story homes of adobe and stone. In the Mississippi River valley, Mississippian societies built towns around large earthen mounds ruled by powerful chiefs. Their greatest city, Cahokia, near present-day St. Louis, may have held 10,000 to 20,000 people around 1100.',
      'Other regions took different paths. On the Great Plains, many peoples followed the bison herds on foot (horses had not yet arrived), while some villages along the Missouri River also farmed. In the Great Basin, small bands moved with the seasons to gather seeds and roots and hunt small game. In the Northeast, peoples such as the Haudenosaunee (Iroquois) lived in villages of longhouses, farmed the "three sisters" and hunted; their five nations formed a confederacy to keep peace among themselves. In the Pacific Northwest, rivers and the ocean were so rich in salmon that peoples such as the Chinook built permanent villages of cedar plank houses and ranked societies without depending on farming.',
      'These societies were neither unchanging nor isolated. They traded over long distances, made alliances, fought wars and adapted to shifts in climate. That diversity shaped how each group would later respond to Europeans.',
    ],
    keyTerms: [
      { term: 'Maize cultivation', definition: 'The growing of corn, which spread north from Mexico and supported larger, settled societies.' },
      { term: 'Three sisters', definition: 'Maize, beans and squash, grown together by many Native farming peoples.' },
      { term: 'Pueblo peoples', definition: 'Farming societies of the Southwest who irrigated crops and built adobe and stone towns.' },
      { term: 'Mississippian culture', definition: 'Mound-building farming societies of the Mississippi valley; Cahokia was their largest city.' },
      { term: 'Haudenosaunee (Iroquois) Confederacy', definition: 'An alliance of five Northeastern nations who farmed, hunted and lived in longhouse villages.' },
      { term: 'Pacific Northwest societies', definition: 'Peoples who lived in permanent villages supported by salmon fishing rather than farming.' },
    ],
    examFocus: [
      'Explain how the environment shaped whether a group farmed, moved with the seasons or lived by fishing and gathering.',
      'Link the spread of maize to larger populations, permanent settlements and social hierarchy (causation).',
      'Avoid describing Native America as one culture: the exam rewards specific regional examples.',
    ],
  },
  {
    id: '1.3',
    heading: 'European Exploration in the Americas',
    paragraphs: [
      'In the 1400s, European states had strong reasons to look outward. Merchants wanted a direct sea route to the spices, silk and other goods of Asia, which reached Europe only through many costly middlemen. Monarchs who had built stronger, more centralized kingdoms wanted new wealth to compete with their rivals. Church leaders and rulers wanted to spread Christianity. Historians often sum up these motives as "God, gold and glory."',
      'New technology made long ocean voyages possible. The caravel, a small, sturdy ship with triangular sails, could sail closer into the wind than older European ships. The magnetic compass, which came to Europe from China, and the astrolabe, refined by Greek and Arab scholars, helped sailors find their direction and latitude. The printing press spread maps and travel accounts quickly.',
      'Portugal led the way. Prince Henry "the Navigator" sponsored voyages down the coast of West Africa in the early and mid-1400s. The Portuguese set up trading posts for gold, ivory and enslaved people and built sugar plantations worked by enslaved Africans on Atlantic islands such as Madeira and São Tomé, a model later copied in the Americas. Bartolomeu Dias rounded the southern tip of Africa in 1488, and Vasco da Gama reached India by sea in 1498.',
      'Spain entered the race after Ferdinand and Isabella completed the Reconquista, the Christian conquest of Muslim Granada, in January 1492. That year they backed Christopher Columbus, who believed he could reach Asia by sailing west. In October 1492 he landed in the Bahamas, beginning lasting contact between the Eastern and Western Hemispheres, although he insisted until his death that he had reached Asia.',
      'To avoid conflict, Spain and Portugal signed the Treaty of Tordesillas (1494), which drew a north-south line in the Atlantic: lands west of it went to Spain and lands east of it to Portugal, which is why Brazil became Portuguese. England, France and the Netherlands ignored the treaty. John Cabot sailed for England in 1497 and Jacques Cartier explored the St. Lawrence River for France in the 1530s, while many explorers searched for a Northwest Passage to Asia. Exploration was the first step toward empire.',
    ],
    keyTerms: [
      { term: 'God, gold and glory', definition: 'A short summary of the religious, economic and political motives for European exploration.' },
      { term: 'Caravel', definition: 'A small, sturdy Portuguese ship whose triangular sails let it sail closer into the wind on long voyages.' },
      { term: 'Astrolabe', definition: 'An instrument that measures the angle of the sun or stars above the horizon to help find latitude.' },
      { term: 'Reconquista', definition: 'The centuries-long Christian campaign to retake Spain from Muslim rulers, completed in 1492.' },
      { term: 'Treaty of Tordesillas (1494)', definition: 'An agreement dividing newly claimed lands between Spain and Portugal along a line in the Atlantic.' },
    ],
    examFocus: [
      'Be ready to explain several causes of exploration: economic, religious, political and technological.',
      'Contextualization questions often ask what was happening in Europe (the Reconquista, rivalry among monarchs, the desire for Asian trade) that made 1492 possible.',
      'Portugal’s African trading posts and island sugar plantations are the background to the Atlantic slave trade in the Americas.',
    ],
  },
  {
    id: '1.4',
    heading: 'Columbian Exchange, Spanish Exploration, and Conquest',
    paragraphs: [
      'Columbus’s voyages started the Columbian Exchange: the transfer of plants, animals, people, germs and ideas between the Eastern and Western Hemispheres. From the Americas came maize, potatoes, tomatoes, beans, cacao and tobacco. Maize and potatoes grew well and were very nutritious, and they helped the populations of Europe, Africa and Asia grow. From the Eastern Hemisphere came wheat, rice, sugar cane, horses, cattle, pigs and sheep. Sugar cane became the basis of plantation economies in the Caribbean and Brazil, and horses later transformed life on the Great Plains, where many peoples became mounted bison hunters.',
      'The most devastating part of the exchange was disease. Native Americans had no immunity to smallpox, measles and influenza, which killed a huge share of the population within a few generations. In central Mexico, the population may have fallen by as much as 90 percent in the century after conquest. Epidemics often spread ahead of the Europeans themselves and weakened Native societies before and during conquest.',
      'Spanish conquistadors took advantage of this weakness, along with steel weapons, guns, horses and, above all, alliances with Native peoples who resented Aztec and Inca rule. Hernán Cortés landed in Mexico in 1519; with tens of thousands of Native allies, such as the Tlaxcalans, he captured the Aztec capital of Tenochtitlan in 1521, after a smallpox epidemic had struck the city. In 1532 Francisco Pizarro seized the Inca emperor Atahualpa, whose empire had just been torn by a civil war. Spain then ruled a vast empire from Mexico City and Lima.',
      'In the 1540s the Spanish found huge silver deposits at Potosí in the Andes and Zacatecas in Mexico. Silver flowed to Spain and from there to the rest of Europe and on to Asia, where China demanded it for trade. The flood of silver helped cause the price revolution, a long period of inflation in which prices in Europe rose several times over. It also paid for Spain’s wars and encouraged the growth of capitalism, as merchants and investors sought profit from colonial trade.',
    ],
    keyTerms: [
      { term: 'Columbian Exchange', definition: 'The movement of plants, animals, people and diseases between the Eastern and Western Hemispheres after 1492.' },
      { term: 'Conquistadors', definition: 'Spanish soldier-explorers, such as Cortés and Pizarro, who conquered Native empires.' },
      { term: 'Smallpox', definition: 'A deadly disease brought from the Eastern Hemisphere that killed huge numbers of Native Americans.' },
      { term: 'Potosí', definition: 'A silver mountain in the Andes whose mines, worked by forced Native labor, made Spain rich.' },
      { term: 'Price revolution', definition: 'The long inflation in 1500s Europe, fed partly by the flood of American silver.' },
    ],
    examFocus: [
      'Know examples of the exchange in both directions and their effects (population growth in Europe, sugar plantations, horses on the Plains).',
      'Explain more than one cause of the Spanish conquest: disease, Native allies and European weapons all count.',
      'Connect American silver to changes in Europe’s economy: inflation (the price revolution) and the growth of capitalism.',
    ],
  },
  {
    id: '1.5',
    heading: 'Labor, Slavery, and Caste in the Spanish Colonial System',
    paragraphs: [
      'Spain’s colonies were meant to produce wealth for the Crown, and wealth required workers. The first system was the encomienda, used on Hispaniola in the early 1500s and then spread to Mexico and Peru. The Crown granted a colonist the right to demand labor and tribute from the Native people of an area; in return, the colonist was supposed to protect them and teach them Christianity. In practice, the system was often brutal, and many forced laborers died in mines and fields.',
      'Reformers protested. Bartolomé de las Casas, a priest who had once held an encomienda himself and later became a Dominican friar, described Spanish cruelty and argued that Native people were fully human and should be converted peacefully. The New Laws of 1542 banned the enslavement of Native people and limited the encomienda, though colonists resisted them. In the Valladolid debate of 1550-1551, Las Casas argued against the scholar Juan Ginés de Sepúlveda, who claimed that Native peoples were "natural slaves" who could justly be conquered. Over time the encomienda gave way to the repartimiento, which still forced Native communities to send workers in rotation for set periods, and to large estates called haciendas. In the Andes, Spain adapted the Inca labor draft, the mita, to supply workers for the silver mines.',
      'As the Native population collapsed from disease and overwork, Spanish and Portuguese colonists turned more and more to enslaved Africans, especially on the sugar plantations of the Caribbean and Brazil. This was the start of the Atlantic slave trade. Between the 1500s and the 1860s, traders forced more than 12 million Africans onto ships bound for the Americas, and many died during the brutal crossing called the Middle Passage.',
      'Spanish colonial society was ranked by the casta system, based on birth and ancestry. Peninsulares, born in Spain, held the highest offices. Below them were creoles (people of Spanish descent born in the Americas), then people of mixed ancestry such as mestizos (Spanish and Native) and mulattoes (Spanish and African), with Native people and enslaved Africans at the bottom. Because most Spanish settlers were men, mixing among groups was common, and the casta system tried to keep order and privilege in a very diverse society.',
    ],
    keyTerms: [
      { term: 'Encomienda system', definition: 'A Spanish grant of Native labor and tribute to a colonist, in exchange for protection and Christian instruction.' },
      { term: 'Repartimiento', definition: 'A later system requiring Native communities to supply laborers in rotation for set periods.' },
      { term: 'Hacienda', definition: 'A large estate producing crops and livestock, often worked by indebted or dependent laborers.' },
      { term: 'Valladolid debate (1550-1551)', definition: 'A formal Spanish debate in which Las Casas and Sepúlveda argued over how Native peoples should be treated.' },
      { term: 'Casta system', definition: 'Spain’s ranking of colonial society by ancestry and place of birth.' },
      { term: 'Atlantic slave trade', definition: 'The forced transport of millions of Africans to the Americas to work as enslaved laborers.' },
    ],
    examFocus: [
      'Trace the change from Native forced labor to African slavery and explain why it happened (causation).',
      'Use Las Casas, the New Laws and the Valladolid debate as evidence of disagreement within Spain over how to treat Native peoples.',
      'Comparison questions may set Spanish society beside the later English colonies: Spain’s was more openly ranked and more mixed.',
    ],
  },
  {
    id: '1.6',
    heading: 'Cultural Interactions Between Europeans, Native Americans, and Africans',
    paragraphs: [
      'Contact brought together peoples with very different ideas about land, religion and society. Many Europeans believed their Christian faith and customs were superior, and they used that belief to justify conquest and forced conversion. Many Native peoples saw land as something a community used and shared rather than bought and sold, while Europeans increasingly treated it as private property. These differences fed conflict for centuries, and European debates over whether Native peoples and Africans were equal to themselves helped shape new ideas about race.',
      'European powers approached the Americas in different ways. Spain sought to conquer, convert and extract wealth, and Catholic missionaries built missions from Florida to New Mexico, where Native people were taught Christianity and often made to work. The French, few in number, mostly traded with Native peoples for furs, relied on Native allies and often married into Native communities. The Dutch also focused on the fur trade. The English, after failed attempts such as Roanoke in the 1580s, founded Jamestown in 1607; they came to want land for farms and settlements, which led to repeated wars with Native nations.',
      'Native Americans responded with both adaptation and resistance. Some groups allied with Europeans against their enemies or adopted horses, metal tools and guns while keeping their own beliefs. Many converts blended Catholic saints and feast days with older religious practices. Others resisted by force. The Pueblo Revolt of 1680, a later consequence of Spanish demands for labor and attacks on Pueblo religion in New Mexico, drove the Spanish out for twelve years; when they returned, they tolerated more of Pueblo religion and culture.',
      'Africans in the Americas also preserved and blended their cultures. Enslaved people kept languages, music, foods and religious practices from West and Central Africa and mixed them with European and Native traditions. Resistance took many forms, from slowing work to running away and forming free communities of escaped people, called maroons. The blending of European, Native and African cultures, sometimes forced and sometimes chosen, shaped the Americas that emerged after 1492.',
    ],
    keyTerms: [
      { term: 'Mission', definition: 'A religious settlement where Spanish priests worked to convert Native people, often using their forced labor.' },
      { term: 'Fur trade', definition: 'The exchange of European goods for animal pelts, central to French and Dutch relations with Native peoples.' },
      { term: 'Pueblo Revolt (1680)', definition: 'A coordinated Pueblo uprising that drove the Spanish out of New Mexico for twelve years.' },
      { term: 'Cultural blending', definition: 'The mixing of European, Native and African beliefs, foods, languages and customs.' },
      { term: 'Maroons', definition: 'Enslaved people who escaped and formed their own free communities, often in mountains or swamps.' },
    ],
    examFocus: [
      'Compare how Spain, France, the Netherlands and England treated Native peoples and why (goals and numbers of settlers).',
      'Use examples of both accommodation and resistance; the Pueblo Revolt shows both, since Spain later relaxed its policies.',
      'Sourcing questions may ask how a missionary’s or a conquistador’s purpose shaped what he wrote.',
    ],
  },
];
