import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 2 timeline: eight events, 4 per row on wide screens. */
export const unit2Timeline: UnitTimelineEvent[] = [
  {
    key: 'jamestown',
    icon: '⚓',
    date: '1607',
    title: 'Jamestown is founded',
    summary: 'The Virginia Company plants the first permanent English settlement in North America.',
    details: [
      'Disease, hunger and conflict with the Powhatans killed most of the early colonists.',
      'Tobacco, grown for export from the 1610s, saved the colony and shaped its society.',
    ],
  },
  {
    key: 'virginia-1619',
    icon: '🏛️',
    date: '1619',
    title: 'Virginia’s turning-point year',
    summary: 'The House of Burgesses first meets, and the first recorded Africans arrive in Virginia.',
    details: [
      'The Burgesses were the first elected assembly in English America.',
      'About twenty Africans, taken from a Portuguese slave ship, were brought to Point Comfort.',
      'Self-government and unfree labor grew up side by side in the colony.',
    ],
  },
  {
    key: 'mayflower-compact',
    icon: '✍️',
    date: '1620',
    title: 'The Mayflower Compact',
    summary: 'Pilgrims bound for Plymouth agree to form a government and obey its laws.',
    details: [
      'The Pilgrims were Separatists who had broken with the Church of England.',
      'The compact became an early example of government based on the consent of the settlers.',
      'Ten years later, the much larger Puritan migration to Massachusetts Bay began.',
    ],
  },
  {
    key: 'navigation-act-1660',
    icon: '🚢',
    date: '1660',
    title: 'Navigation Act of 1660',
    summary: 'Parliament requires colonial trade to use English ships and lists goods that may go only to England.',
    details: [
      'Tobacco and sugar were among the first "enumerated" goods.',
      'The law put the mercantilist idea that colonies should enrich the home country into practice.',
      'Colonists often evaded it by smuggling.',
    ],
  },
  {
    key: 'king-philips-war',
    icon: '🔥',
    date: '1675-1676',
    title: 'King Philip’s War',
    summary: 'The Wampanoag leader Metacom leads a Native alliance against English expansion in New England.',
    details: [
      'Dozens of English towns were attacked and thousands of people died.',
      'The English victory broke Native power in southern New England.',
      'Many Native captives were sold into slavery in the West Indies.',
    ],
  },
  {
    key: 'bacons-rebellion',
    icon: '🏚️',
    date: '1676',
    title: 'Bacon’s Rebellion',
    summary: 'Landless Virginians led by Nathaniel Bacon rise against Governor William Berkeley and burn Jamestown.',
    details: [
      'Rebels wanted war on Native peoples and access to frontier land.',
      'Servants and some enslaved people joined the uprising.',
      'Afterward planters turned increasingly to enslaved African labor.',
    ],
  },
  {
    key: 'stono-rebellion',
    icon: '✊',
    date: '1739',
    title: 'Stono Rebellion',
    summary: 'Enslaved people in South Carolina seize weapons and march toward freedom in Spanish Florida.',
    details: [
      'It was the largest slave revolt in the British mainland colonies.',
      'The colonial militia crushed it within days.',
      'South Carolina answered with the harsh Negro Act of 1740.',
    ],
  },
  {
    key: 'whitefield-tour',
    icon: '⛪',
    date: '1739-1740',
    title: 'Whitefield’s preaching tour',
    summary: 'The English preacher George Whitefield draws huge crowds from Georgia to New England.',
    details: [
      'His outdoor sermons spread the First Great Awakening across colonial lines.',
      'Congregations split between New Lights and Old Lights.',
      'Revival weakened the authority of established ministers.',
    ],
  },
];
