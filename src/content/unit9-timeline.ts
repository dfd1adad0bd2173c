import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 9 timeline: eight events, 4 per row on wide screens. */
export const unit9Timeline: UnitTimelineEvent[] = [
  {
    key: 'reagan-tax-cut',
    icon: '💵',
    date: '1981',
    title: 'Reagan takes office and cuts taxes',
    summary: 'Ronald Reagan becomes president and signs the Economic Recovery Tax Act.',
    details: [
      'The act cut income tax rates across the board, following supply-side economics.',
      'Reagan also fired more than 11,000 striking air traffic controllers that year.',
      'Military spending rose while deficits grew through the decade.',
    ],
  },
  {
    key: 'inf-treaty',
    icon: '🤝',
    date: '1987',
    title: 'INF Treaty signed',
    summary: 'Reagan and Gorbachev agree to eliminate intermediate-range nuclear missiles.',
    details: [
      'It was the first treaty to abolish a whole class of nuclear weapons.',
      'Gorbachev’s reforms, glasnost and perestroika, made the agreement possible.',
    ],
  },
  {
    key: 'berlin-wall',
    icon: '🧱',
    date: '1989',
    title: 'The Berlin Wall opens',
    summary: 'On November 9, East Germany opens the wall as communist governments fall across Eastern Europe.',
    details: [
      'Gorbachev would not use force to keep Eastern Europe communist.',
      'Germany reunited in October 1990.',
    ],
  },
  {
    key: 'soviet-collapse',
    icon: '🏳️',
    date: '1991',
    title: 'Gulf War and the end of the Soviet Union',
    summary: 'A US-led coalition expels Iraq from Kuwait, and in December the Soviet Union dissolves.',
    details: [
      'The UN-approved coalition was organized by President George H. W. Bush.',
      'The USSR broke into fifteen independent republics, ending the Cold War.',
      'The United States was left as the world’s only superpower.',
    ],
  },
  {
    key: 'nafta',
    icon: '🚚',
    date: '1994',
    title: 'NAFTA takes effect',
    summary: 'The United States, Canada and Mexico remove most trade barriers among them.',
    details: [
      'Supporters promised cheaper goods and larger export markets.',
      'Unions argued it moved manufacturing jobs to lower-wage Mexico.',
      'It was part of a wider wave of globalization in the 1990s.',
    ],
  },
  {
    key: 'september-11',
    icon: '🗽',
    date: '2001',
    title: 'September 11 attacks',
    summary: 'Al-Qaeda terrorists kill nearly 3,000 people in New York, Virginia and Pennsylvania.',
    details: [
      'The United States invaded Afghanistan that October to topple the Taliban.',
      'Congress passed the USA PATRIOT Act, widening surveillance powers.',
      'The Department of Homeland Security followed in 2002.',
    ],
  },
  {
    key: 'financial-crisis',
    icon: '📉',
    date: '2008',
    title: 'Financial crisis',
    summary: 'The collapse of a housing bubble and of Lehman Brothers sets off the Great Recession.',
    details: [
      'Risky subprime mortgages left banks with huge losses when home prices fell.',
      'Congress passed a bank rescue in 2008 and a stimulus in 2009.',
      'Barack Obama was elected the first African American president that November.',
    ],
  },
  {
    key: 'affordable-care-act',
    icon: '🏥',
    date: '2010',
    title: 'Affordable Care Act',
    summary: 'Congress passes a health-care law that expands insurance to millions of Americans.',
    details: [
      'It offered subsidies, insurance exchanges and a wider Medicaid program.',
      'Republicans opposed it fiercely, a sign of growing political polarization.',
    ],
  },
];
