import type { Quiz } from './schema';

/**
 * The Unit 1 stimulus quiz: 4 stimuli, 10 questions. Primary sources are condensed paraphrases of the English
 * translations (marked "adapted"); the last stimulus is a table of Spanish ventures north of Mexico from Lowery (1901).
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
          question: 'The excerpt best reflects the influence of which of the following aims of Spanish exploration?',
          options: [
            'Cataloguing unknown plants and peoples for Europe’s new science',
            'Trading as equals with island peoples for their cotton and spices',
            'Settling Spanish farm families on fertile land free of feudal dues',
            'Winning gold and spices for the Crown and converts for the Church',
          ],
          answer: 3,
          explanation:
            'Columbus promises "as much gold as they need, spices and cotton" and slaves, and hopes the people will "become Christians" and "serve Their Highnesses": wealth for the Crown and converts for the Church. He mentions cotton and spices, but as goods he will deliver, with the people serving Spain rather than trading as equals; he praises the "fertile land" as a source of riches, not as farms for settler families; and his descriptions of the land serve his promise of wealth, not a study of nature.',
          skill: 'contextualization',
        },
        {
          id: 'u1-q2',
          question: 'Columbus’s offer to ship "as many slaves as they order" is best understood as',
          options: [
            'evidence that the islanders already sold captives to passing traders',
            'an early sign that Spaniards would treat Native islanders as forced labor',
            'a request for a royal license to carry enslaved Africans to Hispaniola',
            'a plan to replace the enslaved Africans on Spain’s Canary Island estates',
          ],
          answer: 1,
          explanation:
            'The slaves Columbus offers are the islanders he has just described as timid and unarmed; within a few years Spaniards were shipping captives to Spain and forcing the Taíno to dig gold. The excerpt shows the islanders giving freely, not selling captives; Columbus says nothing of the Canary Islands; and the people he offers are Native islanders, not Africans (enslaved Africans were carried to Hispaniola only from the early 1500s).',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u1-q3',
          question: 'Columbus most likely described the islanders as timid and unarmed in order to',
          options: [
            'assure the monarchs that the islands could be held and their people made to serve',
            'warn the monarchs that the islanders would need protection from Portuguese raids',
            'ask the monarchs for soldiers to defeat the powerful island chiefs who resisted him',
            'explain why his crews had traded away their goods for so little of the islands’ gold',
          ],
          answer: 0,
          explanation:
            'A people with "no iron or steel or weapons" who are "wonderfully timid" could be ruled easily, and Columbus goes on to promise gold, slaves and servants of Their Highnesses: he wanted the monarchs to back further voyages. He says nothing of Portugal, he boasts of the gold to come rather than excusing a poor trade, and people he calls unarmed and fearful would need no army to defeat them.',
          skill: 'sourcing-and-situation',
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
            'Spanish royal reforms such as the New Laws of 1542, which banned Native slavery and limited the encomienda',
            'A royal ruling after the Valladolid debate that Native peoples were "natural slaves" who could be conquered',
            'The Crown’s decision of 1545 to let encomienda holders pass their grants on to their heirs',
            'The opening of the silver mines of Potosí, worked by Native laborers drafted for the mita',
          ],
          answer: 0,
          explanation:
            'Las Casas wrote this account in 1542 and pressed its arguments at the Spanish court years before it was printed in 1552; reports like his pushed the Crown to issue the New Laws of 1542, which banned the enslavement of Native people and ordered encomiendas to end with their holders’ deaths. The decision of 1545 went the other way: the Crown gave in to colonists, some in open revolt in Peru, and let encomiendas pass to heirs after all. No ruling followed the Valladolid debate of 1550-1551, where Las Casas argued against Sepúlveda’s "natural slaves" claim, and neither side was declared the winner. Potosí’s silver (found in 1545) was mined by forced labor, the very abuse Las Casas condemned.',
          skill: 'causation',
        },
        {
          id: 'u1-q5',
          question: 'Which of the following best explains Las Casas’s point of view in the excerpt?',
          options: [
            'He was a conquistador whose reward for the conquest of Cuba was refused.',
            'He was a friar who had once held Native laborers and had given them up.',
            'He was a royal official charged with raising the Crown’s share of gold.',
            'He was a Franciscan in Mexico who praised the encomienda as a mission.',
          ],
          answer: 1,
          explanation:
            'Las Casas held an encomienda in Cuba, gave it up in 1514 and became a Dominican friar who spent his life defending Native peoples; he calls them gentle and faithful and blames the Spaniards’ hunger for gold. A royal official seeking more gold, or a conquistador angry at being denied his reward, would not condemn the search for gold itself; and a friar who praised the encomienda would defend the system whose cruelty the excerpt describes.',
          skill: 'sourcing-and-situation',
        },
        {
          id: 'u1-q6',
          question: 'Which of the following, if true, would most challenge the excerpt’s explanation of why so few of the islands’ people remained?',
          options: [
            'Dominican friars in Hispaniola preached against the settlers’ cruelty in 1511.',
            'Settlers forced the Taíno to pan for gold for months at a time under the encomienda.',
            'Spanish raiders seized thousands of Bahamians to work the mines of Hispaniola.',
            'Epidemics such as the smallpox outbreak of 1518 killed many of the islanders.',
          ],
          answer: 3,
          explanation:
            'Las Casas says the Spaniards destroyed the islanders "for one reason alone," their hunger for gold; if disease did much of the killing (smallpox reached Hispaniola late in 1518), his explanation leaves out a major cause. Forced gold panning and slave raids on the Bahamas are the cruelty for gold he describes, and the sermon Antonio de Montesinos preached in 1511 shows that other friars saw the same abuses, so all three support his account.',
          skill: 'claims-and-evidence',
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
          question: 'The excerpt best supports which of the following conclusions about the Mexica (Aztec) Empire before the conquest?',
          options: [
            'It traded by sea with the Inca Empire, whose gold and silver filled its markets.',
            'Its cities were smaller than Spain’s, and Cortés exaggerated them for the emperor.',
            'It had built a city of European size whose market drew goods from across its lands.',
            'Its markets sold mainly food, since fine crafts were made only for its rulers.',
          ],
          answer: 2,
          explanation:
            'Cortés compares Tenochtitlan to Seville and Córdoba and describes a market where sixty thousand people trade "every kind of merchandise found in these lands." The excerpt names no trade with the Inca, whom the Mexica did not know; it lists jewels, feathers, gold and cloth for sale to crowds, not only food; and although a conquistador had reasons to impress the emperor, nothing in the excerpt supports the claim that the city was small (other Spanish witnesses described it in the same terms).',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u1-q8',
          question: 'Cortés most likely compared the city to Seville, Córdoba and Salamanca in order to',
          options: [
            'persuade the emperor that the Mexica were ready to become Christians',
            'show the emperor the riches that his unauthorized expedition could win',
            'urge Seville’s merchants to begin trading directly with the Mexica',
            'warn the emperor that the city could not be taken without a royal army',
          ],
          answer: 1,
          explanation:
            'Cortés had sailed for Mexico in defiance of the governor of Cuba and needed the emperor’s approval; describing a city as great as Seville, with gold, silver and jewels in its market, showed what his venture could win for the Crown. The excerpt says nothing about religion; Cortés never asked for a royal army (he conquered the city in 1521 with Native allies, chiefly from Tlaxcala); and the letter was written to the emperor, not to merchants.',
          skill: 'sourcing-and-situation',
        },
      ],
    },
    {
      id: 'spanish-expeditions',
      title: 'Spanish ventures north of Mexico, 1513-1561',
      text:
        'The table lists the main Spanish expeditions and settlement attempts of 1513 to 1561 in lands that are now part of the United States, with where they went and how they ended.',
      source: {
        kind: 'public-domain',
        author: 'Woodbury Lowery',
        work: 'The Spanish Settlements within the Present Limits of the United States, 1513-1561',
        year: 1901,
        adapted: true,
      },
      visual: {
        kind: 'table',
        caption: 'Spanish expeditions and settlements north of Mexico, 1513-1561',
        columns: ['Leader (years)', 'Where', 'Outcome'],
        rows: [
          ['Ponce de León (1513, 1521)', 'Florida', 'Named Florida; fatally wounded by Calusa warriors in 1521'],
          ['Ayllón (1526)', 'Coast of Georgia or South Carolina', 'Settlement abandoned within months'],
          ['Narváez (1528-1536)', 'Gulf coast of Florida, then Texas', 'Expedition lost; four survivors walked to Mexico'],
          ['de Soto (1539-1543)', 'From Florida across the Southeast to the Mississippi', 'Battles with Native nations; de Soto died; no gold found'],
          ['Coronado (1540-1542)', 'From Mexico to the Pueblos and the Plains as far as Kansas', 'No cities of gold found; returned to Mexico'],
          ['Luna (1559-1561)', 'Pensacola Bay', 'Colony wrecked by a hurricane and abandoned'],
        ],
      },
      questions: [
        {
          id: 'u1-q9',
          question: 'The information in the table best supports which conclusion about Spanish ventures north of Mexico before 1565?',
          options: [
            'They won Native allies through trade rather than through warfare.',
            'They found no wealth like Mexico’s and left no lasting settlement.',
            'They were aimed mainly at driving French traders from the coast.',
            'They built missions that converted most of the Southeast’s peoples.',
          ],
          answer: 1,
          explanation:
            'Every venture in the table ended in death, retreat or abandonment, and none found gold; Spain’s first lasting settlement in the present United States, St. Augustine, came only in 1565. The missions of Florida and New Mexico were built after these years, de Soto fought many Native nations rather than trading with them, and the French reached Florida only in 1562 and 1564, after every venture in the table.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u1-q10',
          question: 'Results like those in the table most directly contributed to Spain’s decision to',
          options: [
            'hold its northern frontier with forts and missions rather than seek new gold',
            'reward Coronado’s soldiers with encomiendas of Plains peoples in Kansas',
            'send farm families to settle the Mississippi Valley that de Soto had crossed',
            'open Florida’s coast to foreign traders in return for a share of their profits',
          ],
          answer: 0,
          explanation:
            'With no gold found, Spain valued the north for defense and conversion: St. Augustine (1565) guarded the route of the treasure fleets and the Franciscan missions of Florida and New Mexico followed. Spain did not settle the Mississippi Valley, which France claimed in 1682; it destroyed the French Huguenot fort in Florida in 1565 rather than opening its coast to rivals; and Coronado’s men went home to Mexico without encomiendas on the Plains.',
          skill: 'causation',
        },
      ],
    },
  ],
};
