import type { Quiz } from './schema';

/**
 * The Unit 1 stimulus quiz: 4 stimuli, 10 questions. Primary sources are condensed paraphrases of the English
 * translations (marked "adapted"); the last stimulus is an interpretation written for Pocket AP.
 */
export const unit1Quiz: Quiz = {
  id: 'apush-unit-1-quiz',
  title: 'Unit 1 Quiz: Period 1, 1491-1607',
  stimuli: [
    {
      id: 'columbus-letter',
      title: 'Columbus describes the islands',
      text:
        'The people of this island, and of all the others I have found or heard of, go about naked, men and women alike. They have no iron or steel or weapons, and they are wonderfully timid. Many times, when I sent two or three men ashore to a village to speak with them, crowds came out and then fled as soon as they saw my men approach. Once they lose their fear, they are so open and generous with what they have that they never refuse anything that is asked of them.\n\n' +
        'This island of Hispaniola is a marvel, with fine harbors, many great rivers and fertile land, and there are many spices and great mines of gold and other metals. I gave the people many good things so that they might come to love us, become Christians and be inclined to serve Their Highnesses. Their Highnesses may see that I will give them as much gold as they need, spices and cotton, and as many slaves as they order to be shipped.',
      source: { kind: 'public-domain', author: 'Christopher Columbus', work: 'Letter on his first voyage', year: 1493, adapted: true },
      questions: [
        {
          id: 'u1-q1',
          question: 'The excerpt most directly reflects which of the following motives for European exploration?',
          options: [
            'A desire to find a sea route around Africa to the spice markets of India',
            'A search for wealth and for people to convert to Christianity',
            'A plan to set up self-governing farming colonies',
            'A wish to escape religious persecution in Europe',
          ],
          answer: 1,
          explanation:
            'Columbus promises gold, spices and slaves and hopes the people will become Christians, the "gold" and "God" motives. The route around Africa was Portugal’s project, self-governing farm colonies describe later English settlements, and escaping persecution motivated groups such as the Pilgrims, not Columbus.',
        },
        {
          id: 'u1-q2',
          question: 'Which of the following developments most directly resulted from encounters like the one Columbus describes?',
          options: [
            'The Taíno adopted European horses and became skilled mounted fighters',
            'Most Taíno accepted Christianity through peaceful preaching before 1500',
            'The Taíno traded gold for European goods as equal partners for decades',
            'Deadly epidemics of smallpox and other Old World diseases spread among Native peoples',
          ],
          answer: 3,
          explanation:
            'Contact brought Old World diseases such as smallpox, to which Native people had no immunity, and the Taíno population collapsed within decades. Horses transformed Native life much later and far away, on the Great Plains after the Pueblo Revolt of 1680, not among the Taíno; few missionaries reached the islands before 1500, and conversion came with conquest and forced labor rather than peaceful preaching; and the exchange of gifts Columbus describes soon gave way to forced gold tribute, imposed from 1495, and then to the encomienda.',
        },
        {
          id: 'u1-q3',
          question: 'Historians would most likely use this excerpt as evidence of',
          options: [
            'early European attitudes that were used to justify conquest and forced labor',
            'the military strength of Caribbean societies',
            'how Native peoples viewed the arrival of Europeans',
            'the economic output of Spanish colonies in the 1500s',
          ],
          answer: 0,
          explanation:
            'Columbus portrays the people as timid, unarmed and generous and offers them as slaves, attitudes that helped justify conquest and forced labor. He says they have no weapons, so the excerpt does not show military strength; it is a European’s view, not a Native one; and it was written in 1493, before any colonial economy existed.',
        },
      ],
    },
    {
      id: 'las-casas',
      title: 'An account of the Spanish in the islands',
      text:
        'God made these people the most simple and gentle in the world, without malice or deceit, most obedient and faithful to their natural lords and to the Christians they serve. Yet into these gentle sheep the Spaniards entered like wolves and tigers and lions made cruel by long hunger.\n\n' +
        'For forty years they have done nothing but tear them in pieces, kill them and torment them with strange new kinds of cruelty. They have killed and destroyed such infinite numbers of souls for one reason alone: they have made gold their final aim, seeking to grow rich in a very short time. Of the millions who once lived on these islands, hardly any now remain.',
      source: {
        kind: 'public-domain',
        author: 'Bartolomé de las Casas',
        work: 'A Short Account of the Destruction of the Indies (written 1542)',
        year: 1552,
        adapted: true,
      },
      questions: [
        {
          id: 'u1-q4',
          question: 'Arguments like those in the excerpt most directly contributed to which of the following?',
          options: [
            'The Crown’s decision of 1545 to let encomienda holders pass their grants on to their heirs',
            'A royal ruling after the Valladolid debate that Native peoples were "natural slaves" who could be conquered',
            'Spanish royal reforms such as the New Laws of 1542, which banned Native slavery and limited the encomienda',
            'The opening of the silver mines of Potosí, worked by Native laborers drafted for the mita',
          ],
          answer: 2,
          explanation:
            'Las Casas wrote this account in 1542 and pressed its arguments at the Spanish court years before it was printed in 1552; reports like his pushed the Crown to issue the New Laws of 1542, which banned the enslavement of Native people and ordered encomiendas to end with their holders’ deaths. The decision of 1545 went the other way: the Crown gave in to colonists, some in open revolt in Peru, and let encomiendas pass to heirs after all. No ruling followed the Valladolid debate of 1550-1551, where Las Casas argued against Sepúlveda’s "natural slaves" claim, and neither side was declared the winner. Potosí’s silver (found in 1545) was mined by forced labor, the very abuse Las Casas condemned.',
        },
        {
          id: 'u1-q5',
          question: 'Which of the following best explains Las Casas’s point of view in the excerpt?',
          options: [
            'He was a Dominican friar who had given up his own encomienda to defend Native people.',
            'He was a royal tax collector worried that the falling number of Native people would cut the Crown’s tribute.',
            'He was a Spanish merchant who had lost money when the Native workforce of the islands died out.',
            'He was an English Protestant writer who wanted to turn the rest of Europe against Catholic Spain.',
          ],
          answer: 0,
          explanation:
            'Las Casas, once an encomienda holder, became a Dominican friar who argued that Native people were fully human and should be converted by peaceful means; he calls them gentle and faithful and blames the Spaniards’ hunger for gold. A tax collector or a merchant might regret the loss of workers, but the excerpt condemns the search for gold itself, which a man counting tribute or profits would not do. He was Spanish, not English, though English writers later used his book against Spain.',
        },
        {
          id: 'u1-q6',
          question: 'The developments described in the excerpt most directly led Spanish colonists to',
          options: [
            'bring indentured servants from Spain, as the English later did in the Chesapeake',
            'pay the surviving Native people wages, as the New Laws of 1542 required',
            'bring in Native laborers from Mexico, where the population was still growing',
            'turn to enslaved African labor',
          ],
          answer: 3,
          explanation:
            'As disease and overwork killed Native laborers, colonists turned to enslaved Africans, especially for Caribbean sugar. The Crown limited emigration to its colonies, and indentured servitude was an English system of the 1600s; colonists evaded the New Laws’ limits on forced labor rather than paying fair wages; and Mexico’s Native population was itself collapsing from epidemics such as those of 1520 and 1545.',
        },
      ],
    },
    {
      id: 'cortes-letter',
      title: 'A conquistador describes Tenochtitlan',
      text:
        'This great city is built in a salt lake, and from the mainland to the city it is two leagues by any of the four causeways that lead into it. The city is as large as Seville or Córdoba. Its streets are very broad and straight, some of them half land and half water, on which the people travel in canoes.\n\n' +
        'There is one square twice as large as that of Salamanca, surrounded by arcades, where more than sixty thousand people come each day to buy and sell every kind of merchandise found in these lands: food, gold and silver, jewels, feathers, cloth and much more.',
      source: {
        kind: 'public-domain',
        author: 'Hernán Cortés',
        work: 'Second letter to Emperor Charles V',
        year: 1520,
        adapted: true,
      },
      questions: [
        {
          id: 'u1-q7',
          question: 'The excerpt best supports which of the following conclusions about the Aztec (Mexica) Empire before the conquest?',
          options: [
            'Its people used gold and silver coins as money in their markets.',
            'It had built a large, complex city with broad streets, canals and extensive markets.',
            'Its people lived mainly by fishing in the lake rather than by farming.',
            'Its people moved goods through the city mainly in horse-drawn carts.',
          ],
          answer: 1,
          explanation:
            'Cortés compares Tenochtitlan to Seville and describes causeways, canals and a market for sixty thousand people, evidence of a large, complex urban society. Gold and silver were sold as goods, not struck as coins (cacao beans and cotton cloth served as money); the Mexica fed their city by farming, including raised fields called chinampas, and the excerpt says nothing of living by fishing; and there were no horses in the Americas until the Spanish brought them, which is why the excerpt has people traveling by canoe.',
        },
        {
          id: 'u1-q8',
          question: 'In the siege of 1521, Cortés and his Native allies took advantage of which feature of the city described in the excerpt?',
          options: [
            'Its broad, straight streets, which let Spanish cavalry charge through the center of the city',
            'Its great market, which the attackers seized on the first day',
            'Its wealth in gold and silver, which Cortés promised to share with rival cities for their soldiers',
            'It stood in a lake, reached only by causeways that could be blockaded.',
          ],
          answer: 3,
          explanation:
            'Because the city stood in a lake, Cortés built armed boats (brigantines) and, with tens of thousands of Tlaxcalan and other Native allies who resented Aztec rule, closed the causeways and cut the aqueduct that brought fresh water, while smallpox had already killed many defenders. Streets "half land and half water" hampered horses, so the attackers fought house by house; the market of Tlatelolco fell only near the end of the three-month siege; and the Tlaxcalans fought to end Mexica rule and tribute over them, not for a share of its treasure.',
        },
      ],
    },
    {
      id: 'columbian-exchange',
      title: 'An interpretation of the Columbian Exchange',
      text:
        'The most lasting results of 1492 were biological. Ships carried far more than soldiers and priests: they carried seeds, animals and microbes. Within a century, crops from the Americas were feeding people in Europe, Africa and Asia, while European livestock spread across American grasslands.\n\n' +
        'The same exchange that enriched diets in Europe emptied whole regions of the Americas, as diseases unknown there swept ahead of the colonizers. Conquest, in this view, was made possible as much by germs as by guns.',
      source: { kind: 'pocket-ap' },
      questions: [
        {
          id: 'u1-q9',
          question: 'Which of the following pieces of evidence would best support the excerpt’s claim that conquest was made possible "as much by germs as by guns"?',
          options: [
            'Spanish soldiers carried steel swords, crossbows and firearms and rode horses into battle.',
            'Spanish priests built missions in Florida and New Mexico.',
            'Epidemics of smallpox killed many Native people before and during Spanish campaigns.',
            'Portugal built trading posts along the coast of West Africa.',
          ],
          answer: 2,
          explanation:
            'Epidemics that weakened Native societies before and during conquest directly support the role of germs. Swords, firearms and horses are the "guns" side of the claim, missions show religious goals, and Portuguese trading posts in Africa are unrelated to the conquest of the Americas.',
        },
        {
          id: 'u1-q10',
          question: 'Which development best supports the excerpt’s claim that the exchange "enriched diets in Europe"?',
          options: [
            'The adoption of potatoes and maize',
            'The arrival of horses on the Great Plains',
            'The spread of wheat and cattle to Mexico',
            'The flow of silver from American mines such as Potosí into Spain and on to Asia',
          ],
          answer: 0,
          explanation:
            'Potatoes and maize were nutritious, high-yield crops that fed Europe’s growing population. Horses, wheat and cattle moved the other way, from the Eastern Hemisphere to the Americas, so they changed American diets and ways of life, not European ones; silver affected Europe’s economy rather than its diet.',
        },
      ],
    },
  ],
};
