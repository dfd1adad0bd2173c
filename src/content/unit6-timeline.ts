import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 6 timeline: eight events, 4 per row on wide screens. */
export const unit6Timeline: UnitTimelineEvent[] = [
  {
    key: 'transcontinental-railroad',
    icon: '🚂',
    date: '1869',
    title: 'Transcontinental railroad completed',
    summary: 'The Union Pacific and Central Pacific meet at Promontory Summit, Utah.',
    details: [
      'Federal land grants and loans paid for much of the building.',
      'Chinese and Irish immigrant workers laid much of the track.',
      'The line tied Western farms, mines and ranches to national markets.',
    ],
  },
  {
    key: 'great-railroad-strike',
    icon: '🔥',
    date: '1877',
    title: 'Great Railroad Strike',
    summary: 'Railroad workers protesting wage cuts shut down lines across the country.',
    details: [
      'It was the first nationwide strike in American history.',
      'President Hayes sent federal troops to end it.',
      'Roughly 100 people were killed in clashes in several cities.',
    ],
  },
  {
    key: 'chinese-exclusion',
    icon: '🚫',
    date: '1882',
    title: 'Chinese Exclusion Act',
    summary: 'Congress suspends the immigration of Chinese laborers and bars Chinese immigrants from citizenship.',
    details: [
      'It was the first federal law to shut out all the workers of one nationality, after the Page Act of 1875 had barred most Chinese women.',
      'Western workers’ groups had blamed Chinese labor for low wages.',
      'It was renewed in 1892 and later made permanent.',
    ],
  },
  {
    key: 'haymarket',
    icon: '💣',
    date: '1886',
    title: 'Haymarket affair and the AFL',
    summary: 'A bomb at a Chicago labor rally turns opinion against unions; the AFL is founded the same year.',
    details: [
      'The Knights of Labor, though not responsible, declined quickly afterward.',
      'Samuel Gompers’s AFL organized skilled workers for wages and hours.',
    ],
  },
  {
    key: 'dawes-act',
    icon: '📐',
    date: '1887',
    title: 'Dawes Act and Interstate Commerce Act',
    summary: 'Congress divides reservations into allotments and creates the first federal regulatory agency.',
    details: [
      'The Dawes Act aimed to turn Native Americans into individual farmers.',
      'Land not allotted was sold, and Native landholdings fell sharply.',
      'The Interstate Commerce Commission was to keep railroad rates "reasonable and just."',
    ],
  },
  {
    key: 'wounded-knee',
    icon: '🕯️',
    date: '1890',
    title: 'Wounded Knee Massacre',
    summary: 'US soldiers kill Lakota men, women and children at Wounded Knee Creek in South Dakota.',
    details: [
      'Officials feared the spreading Ghost Dance religious movement.',
      'It was the last major armed clash between the army and Plains peoples.',
      'The same year, the census said a frontier line no longer existed.',
    ],
  },
  {
    key: 'pullman-strike',
    icon: '🚃',
    date: '1894',
    title: 'Pullman Strike',
    summary: 'A national railroad strike led by Eugene Debs is broken by a federal injunction and troops.',
    details: [
      'It began when the Pullman company cut wages without cutting rents in its company town.',
      'The Supreme Court upheld the injunction in 1895, and Debs went to jail.',
    ],
  },
  {
    key: 'election-1896',
    icon: '🗳️',
    date: '1896',
    title: 'Election of 1896',
    summary: 'McKinley defeats Bryan, the candidate of the Democrats and Populists.',
    details: [
      'Bryan’s "Cross of Gold" speech made free silver the central issue.',
      'McKinley won the industrial Northeast and Midwest with business support.',
      'The result began a long era of Republican dominance.',
    ],
  },
];
