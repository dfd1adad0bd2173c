import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 7 timeline: eight events, 4 per row on wide screens. */
export const unit7Timeline: UnitTimelineEvent[] = [
  {
    key: 'spanish-american-war',
    icon: '⚓',
    date: '1898',
    title: 'Spanish–American War',
    summary: 'The United States defeats Spain and gains Puerto Rico, Guam and the Philippines.',
    details: [
      'The explosion of the USS Maine and yellow journalism helped bring on the war.',
      'Hawaii was annexed the same year.',
      'A war against Filipino independence fighters followed from 1899 to 1902.',
    ],
  },
  {
    key: 'pure-food-1906',
    icon: '🥫',
    date: '1906',
    title: 'Meat Inspection and Pure Food and Drug Acts',
    summary: 'Congress passes federal laws to protect consumers from unsafe food and medicine.',
    details: [
      'Upton Sinclair’s The Jungle exposed filthy conditions in meatpacking plants.',
      'The laws were part of Theodore Roosevelt’s Square Deal.',
    ],
  },
  {
    key: 'us-enters-wwi',
    icon: '🪖',
    date: '1917',
    title: 'The United States enters World War I',
    summary: 'Congress declares war on Germany after it resumes unrestricted submarine warfare.',
    details: [
      'The Zimmermann Telegram had proposed a German alliance with Mexico.',
      'Wilson said "the world must be made safe for democracy."',
      'The Espionage Act and the draft followed within months.',
    ],
  },
  {
    key: 'nineteenth-amendment',
    icon: '🗳️',
    date: '1920',
    title: 'Nineteenth Amendment ratified',
    summary: 'Women gain the constitutional right to vote.',
    details: [
      'Suffragists had campaigned for more than seventy years.',
      'Women’s war work strengthened their case.',
      'Prohibition also took effect in 1920.',
    ],
  },
  {
    key: 'crash-1929',
    icon: '📉',
    date: '1929',
    title: 'Stock market crash',
    summary: 'Stock prices collapse in October, opening the way to the Great Depression.',
    details: [
      'Investors had bought heavily on margin.',
      'Bank failures and falling world trade deepened the slump.',
      'By 1933 about a quarter of workers were unemployed.',
    ],
  },
  {
    key: 'second-new-deal',
    icon: '🏛️',
    date: '1935',
    title: 'The Second New Deal',
    summary: 'Congress passes the Social Security Act, the Wagner Act and funds the WPA.',
    details: [
      'Social Security created old-age pensions and unemployment insurance.',
      'The Wagner Act protected workers’ right to organize unions.',
      'The WPA employed millions on public works.',
    ],
  },
  {
    key: 'pearl-harbor',
    icon: '💥',
    date: '1941',
    title: 'Pearl Harbor',
    summary: 'Japan attacks the US fleet in Hawaii on December 7, bringing the United States into World War II.',
    details: [
      'About 2,400 Americans were killed.',
      'Lend-Lease had already made the US the "arsenal of democracy."',
      'Germany and Italy declared war on the United States days later.',
    ],
  },
  {
    key: 'war-ends-1945',
    icon: '☢️',
    date: '1945',
    title: 'The war ends and the UN is founded',
    summary: 'Germany surrenders in May; Japan surrenders after the atomic bombings of Hiroshima and Nagasaki.',
    details: [
      'The Yalta and Potsdam conferences shaped the postwar settlement.',
      'The United Nations was founded in San Francisco.',
      'Disputes over Eastern Europe were already dividing the Allies.',
    ],
  },
];
