import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 1 timeline: eight events, 4 per row on wide screens. */
export const unit1Timeline: UnitTimelineEvent[] = [
  {
    key: 'cahokia',
    icon: '🏛️',
    date: 'c. 1050-1200',
    title: 'Cahokia at its height',
    summary: 'The largest Mississippian city grows near present-day St. Louis.',
    details: [
      'Maize farming supported a city of perhaps 10,000 to 20,000 people.',
      'Monks Mound, a huge earthen platform, shows a powerful ruling class.',
      'Trade networks carried copper, shells and stone across the continent.',
    ],
  },
  {
    key: 'columbus',
    icon: '⛵',
    date: '1492',
    title: 'Columbus reaches the Caribbean',
    summary: 'Sailing for Spain, Columbus lands in the Bahamas and claims the islands.',
    details: [
      'He was looking for a western sea route to Asia.',
      'His voyages began lasting contact between Europe and the Americas.',
      'The Taíno of Hispaniola were soon forced to work for Spanish settlers.',
    ],
  },
  {
    key: 'tordesillas',
    icon: '📜',
    date: '1494',
    title: 'Treaty of Tordesillas',
    summary: 'Spain and Portugal divide newly found lands along a line in the Atlantic.',
    details: [
      'Lands west of the line went to Spain; lands east of it to Portugal.',
      'The line explains why Brazil became Portuguese.',
      'Other European powers, and the Native peoples living there, never accepted it.',
    ],
  },
  {
    key: 'tenochtitlan',
    icon: '⚔️',
    date: '1519-1521',
    title: 'Cortés conquers the Aztec Empire',
    summary: 'Spanish forces and their Native allies take Tenochtitlan.',
    details: [
      'Tens of thousands of Tlaxcalans and other enemies of the Aztecs fought beside the Spanish.',
      'A smallpox epidemic in 1520 killed many of the city’s defenders.',
      'Mexico City was built on the ruins as the capital of New Spain.',
    ],
  },
  {
    key: 'inca-conquest',
    icon: '🏔️',
    date: '1532',
    title: 'Pizarro captures the Inca emperor',
    summary: 'Francisco Pizarro seizes Atahualpa at Cajamarca, beginning the Spanish conquest of the Inca Empire.',
    details: [
      'The Inca had just fought a civil war between the brothers Atahualpa and Huáscar.',
      'An epidemic, probably smallpox, had swept the Andes a few years earlier and killed the emperor Huayna Capac.',
      'Atahualpa paid a huge ransom in gold and silver, but the Spanish executed him in 1533.',
    ],
  },
  {
    key: 'new-laws',
    icon: '⚖️',
    date: '1542',
    title: 'The New Laws',
    summary: 'Spain’s king forbids enslaving Native people and limits the encomienda.',
    details: [
      'Reformers such as Bartolomé de las Casas had reported the abuse of Native workers.',
      'Encomiendas were no longer to be passed to heirs.',
      'Colonists resisted, and the laws were only partly enforced.',
    ],
  },
  {
    key: 'valladolid',
    icon: '🗣️',
    date: '1550-1551',
    title: 'The Valladolid debate',
    summary: 'Las Casas and Sepúlveda argue over how Spain should treat Native peoples.',
    details: [
      'Juan Ginés de Sepúlveda argued that Native peoples could rightly be conquered and forced to serve.',
      'Las Casas argued that they were fully rational people who should be converted peacefully.',
      'No winner was declared and forced labor went on, though Spain’s 1573 rules for new settlements replaced the word “conquest” with “pacification.”',
    ],
  },
  {
    key: 'new-mexico',
    icon: '✝️',
    date: '1598',
    title: 'Oñate colonizes New Mexico',
    summary: 'Spanish settlers and missionaries move north into Pueblo lands.',
    details: [
      'Juan de Oñate led colonists up the Rio Grande.',
      'After Acoma warriors killed a party of Spanish soldiers in 1598, Oñate’s forces attacked the pueblo in 1599, killed hundreds and punished survivors harshly.',
      'Spanish demands for labor and the suppression of Pueblo religion led to the Pueblo Revolt of 1680.',
    ],
  },
];
