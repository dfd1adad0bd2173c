import type { Unit } from './schema';

/** The nine APUSH units (docs/content.md#what-exists). */
export const units: Unit[] = [
  { number: 1, period: '1491-1607', emoji: '🌎', title: 'Period 1: 1491-1607', theme: 'World/Exploration' },
  { number: 2, period: '1607-1754', emoji: '⛵', title: 'Period 2: 1607-1754', theme: 'Colonization/Atlantic World' },
  { number: 3, period: '1754-1800', emoji: '🗽', title: 'Period 3: 1754-1800', theme: 'American Revolution/New Nation' },
  { number: 4, period: '1800-1848', emoji: '🚂', title: 'Period 4: 1800-1848', theme: 'Expansion/Industrialization Begins' },
  { number: 5, period: '1844-1877', emoji: '⚔️', title: 'Period 5: 1844-1877', theme: 'Civil War' },
  { number: 6, period: '1865-1898', emoji: '🏭', title: 'Period 6: 1865-1898', theme: 'Gilded Age/Industry' },
  { number: 7, period: '1890-1945', emoji: '🌐', title: 'Period 7: 1890-1945', theme: 'World Wars/Global Power' },
  { number: 8, period: '1945-1980', emoji: '🚀', title: 'Period 8: 1945-1980', theme: 'Cold War' },
  { number: 9, period: '1980-Present', emoji: '💻', title: 'Period 9: 1980-Present', theme: 'Globalization/Technology' },
];
