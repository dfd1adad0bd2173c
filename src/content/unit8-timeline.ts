import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 8 timeline: eight events, 4 per row on wide screens. */
export const unit8Timeline: UnitTimelineEvent[] = [
  {
    key: 'truman-doctrine',
    icon: '🛡️',
    date: '1947',
    title: 'Truman Doctrine',
    summary: 'Truman asks Congress for aid to Greece and Turkey to contain communism.',
    details: [
      'He pledged support for "free peoples" resisting outside pressure.',
      'The Marshall Plan (1948) and NATO (1949) soon followed.',
      'Containment guided US foreign policy for four decades.',
    ],
  },
  {
    key: 'korean-war',
    icon: '🪖',
    date: '1950-1953',
    title: 'Korean War',
    summary: 'US-led United Nations forces turn back a North Korean invasion of South Korea.',
    details: [
      'China entered the war in late 1950 as UN forces neared its border.',
      'An armistice left Korea divided near the 38th parallel.',
      'The war fed the Red Scare and a large military buildup.',
    ],
  },
  {
    key: 'brown-v-board',
    icon: '🏫',
    date: '1954',
    title: 'Brown v. Board of Education',
    summary: 'The Supreme Court rules that segregated public schools are unconstitutional.',
    details: [
      'The unanimous ruling overturned "separate but equal" in public education.',
      'Thurgood Marshall argued the case for the NAACP.',
      'Many Southern officials answered with massive resistance.',
    ],
  },
  {
    key: 'cuban-missile-crisis',
    icon: '🚀',
    date: '1962',
    title: 'Cuban Missile Crisis',
    summary: 'Kennedy and Khrushchev face off over Soviet nuclear missiles in Cuba.',
    details: [
      'Kennedy ordered a naval quarantine of Cuba.',
      'The Soviets removed the missiles; the US pledged not to invade Cuba.',
      'A hotline and the Limited Test Ban Treaty followed in 1963.',
    ],
  },
  {
    key: 'civil-rights-act',
    icon: '⚖️',
    date: '1964',
    title: 'Civil Rights Act and Gulf of Tonkin Resolution',
    summary: 'Congress outlaws segregation in public places and lets Johnson widen the war in Vietnam.',
    details: [
      'The Civil Rights Act also banned job discrimination by race, religion, sex or national origin.',
      'The Gulf of Tonkin Resolution allowed military force without a declaration of war.',
      'Johnson won a landslide election that November.',
    ],
  },
  {
    key: 'tet-1968',
    icon: '💥',
    date: '1968',
    title: 'Tet Offensive and a year of shocks',
    summary: 'Communist attacks across South Vietnam turn many Americans against the war.',
    details: [
      'Johnson announced in March that he would not seek reelection.',
      'Martin Luther King Jr. and Robert Kennedy were assassinated.',
      'Nixon won the presidency promising law and order.',
    ],
  },
  {
    key: 'earth-day',
    icon: '🌍',
    date: '1970',
    title: 'First Earth Day and the EPA',
    summary: 'About 20 million Americans join the first Earth Day, and the EPA is created.',
    details: [
      'The Clean Air Act passed the same year.',
      'Oil spills and a burning river in 1969 had shocked the public.',
    ],
  },
  {
    key: 'nixon-resigns',
    icon: '📼',
    date: '1974',
    title: 'Nixon resigns',
    summary: 'Facing impeachment over the Watergate cover-up, Nixon becomes the only president to resign.',
    details: [
      'White House tapes proved he had joined the cover-up.',
      'Gerald Ford became president and pardoned Nixon.',
      'Trust in government fell sharply.',
    ],
  },
];
