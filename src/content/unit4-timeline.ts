import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 4 timeline: eight events, 4 per row on wide screens. */
export const unit4Timeline: UnitTimelineEvent[] = [
  {
    key: 'louisiana-purchase',
    icon: '🗺️',
    date: '1803',
    title: 'The Louisiana Purchase',
    summary: 'Jefferson buys the Louisiana territory from France for $15 million.',
    details: [
      'The purchase roughly doubled the size of the United States.',
      'Jefferson doubted the Constitution allowed it but went ahead.',
      'Lewis and Clark explored the new lands from 1804 to 1806.',
    ],
  },
  {
    key: 'war-of-1812',
    icon: '⚓',
    date: '1812-1815',
    title: 'The War of 1812',
    summary: 'The United States fights Britain over impressment, trade and British support for Native resistance.',
    details: [
      'British troops burned Washington, D.C., in 1814.',
      'The Treaty of Ghent restored the prewar borders.',
      'Jackson’s victory at New Orleans made him a national hero.',
    ],
  },
  {
    key: 'missouri-compromise',
    icon: '⚖️',
    date: '1820',
    title: 'The Missouri Compromise',
    summary: 'Missouri enters as a slave state and Maine as a free state, and a line is drawn at 36°30′.',
    details: [
      'Slavery was banned in the rest of the Louisiana Purchase north of the line.',
      'The balance of free and slave states in the Senate was kept.',
      'Jefferson called the crisis "a fire bell in the night."',
    ],
  },
  {
    key: 'monroe-doctrine',
    icon: '🌎',
    date: '1823',
    title: 'The Monroe Doctrine',
    summary: 'President Monroe declares the Americas closed to new European colonization.',
    details: [
      'Secretary of State John Quincy Adams shaped the policy.',
      'The United States promised to stay out of European affairs.',
      'At first the British navy, not American power, gave it force.',
    ],
  },
  {
    key: 'erie-canal',
    icon: '🛶',
    date: '1825',
    title: 'The Erie Canal opens',
    summary: 'A canal from the Hudson River to Lake Erie links the Great Lakes to New York City.',
    details: [
      'Shipping costs between Buffalo and New York City fell sharply.',
      'New York City became the nation’s leading port.',
      'Other states rushed to build canals of their own.',
    ],
  },
  {
    key: 'indian-removal',
    icon: '🥾',
    date: '1830',
    title: 'The Indian Removal Act',
    summary: 'Congress funds the removal of southeastern Native nations west of the Mississippi.',
    details: [
      'The Cherokee won in the Supreme Court in Worcester v. Georgia (1832), but Jackson did not enforce the ruling.',
      'The forced removal of the Cherokee in 1838-1839 became known as the Trail of Tears.',
      'Thousands died on the way to Indian Territory.',
    ],
  },
  {
    key: 'liberator-and-turner',
    icon: '📰',
    date: '1831',
    title: 'The Liberator and Nat Turner’s revolt',
    summary: 'Garrison demands immediate emancipation, and Nat Turner leads a revolt in Virginia.',
    details: [
      'The Liberator began publication in Boston in January.',
      'Turner’s revolt in August killed about 60 white people before it was crushed.',
      'Southern states answered with harsher slave codes and attacks on abolitionist mail.',
    ],
  },
  {
    key: 'seneca-falls',
    icon: '🗳️',
    date: '1848',
    title: 'The Seneca Falls Convention',
    summary: 'The first women’s rights convention issues the Declaration of Sentiments.',
    details: [
      'Elizabeth Cady Stanton and Lucretia Mott organized the meeting in New York.',
      'The declaration began "all men and women are created equal."',
      'Its demand for the vote was the most controversial of its resolutions.',
    ],
  },
];
