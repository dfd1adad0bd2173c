import type { UnitTimelineEvent } from './schema';

/** The interactive Unit 5 timeline: eight events, 4 per row on wide screens. */
export const unit5Timeline: UnitTimelineEvent[] = [
  {
    key: 'mexican-american-war',
    icon: '🏜️',
    date: '1846-1848',
    title: 'The Mexican–American War',
    summary: 'The United States defeats Mexico and takes the Mexican Cession, including California.',
    details: [
      'The war began after a clash in land claimed by both Texas and Mexico.',
      'The Treaty of Guadalupe Hidalgo set the border at the Rio Grande.',
      'The Wilmot Proviso’s attempt to ban slavery in the new lands failed in the Senate.',
    ],
  },
  {
    key: 'compromise-of-1850',
    icon: '🤝',
    date: '1850',
    title: 'The Compromise of 1850',
    summary: 'California enters as a free state, and a stronger Fugitive Slave Act becomes law.',
    details: [
      'New Mexico and Utah territories would decide on slavery by popular sovereignty.',
      'The slave trade, but not slavery, was banned in Washington, D.C.',
      'Northern anger at the Fugitive Slave Act grew quickly.',
    ],
  },
  {
    key: 'kansas-nebraska-act',
    icon: '🌾',
    date: '1854',
    title: 'The Kansas-Nebraska Act',
    summary: 'Popular sovereignty replaces the Missouri Compromise line in the Kansas and Nebraska territories.',
    details: [
      'Stephen Douglas wrote the act, partly to open a railroad route from Chicago.',
      'Its opponents founded the Republican Party the same year.',
      'Kansas soon saw violence between proslavery and antislavery settlers.',
    ],
  },
  {
    key: 'dred-scott',
    icon: '⚖️',
    date: '1857',
    title: 'Dred Scott v. Sandford',
    summary: 'The Supreme Court rules that Black people are not citizens and that Congress cannot ban slavery in the territories.',
    details: [
      'Chief Justice Roger Taney wrote the majority opinion.',
      'The ruling declared the Missouri Compromise line unconstitutional.',
      'Republicans denounced it, and it deepened the sectional divide.',
    ],
  },
  {
    key: 'election-of-1860',
    icon: '🗳️',
    date: '1860',
    title: 'Lincoln is elected',
    summary: 'Abraham Lincoln wins the presidency in a four-way race, and South Carolina secedes in December.',
    details: [
      'Lincoln won about 40 percent of the popular vote, almost all of it in the free states.',
      'He was on the ballot in only five of the fifteen slave states: Delaware, Maryland, Virginia, Kentucky and Missouri.',
      'Six more Deep South states seceded by February 1861.',
    ],
  },
  {
    key: 'emancipation-proclamation',
    icon: '⛓️',
    date: '1863',
    title: 'The Emancipation Proclamation',
    summary: 'Lincoln declares free all enslaved people in areas still in rebellion.',
    details: [
      'It did not apply to the loyal border states or to areas under Union control.',
      'It allowed Black men to enlist in the Union army and navy.',
      'It made ending slavery a Union war aim.',
    ],
  },
  {
    key: 'fourteenth-amendment',
    icon: '📜',
    date: '1868',
    title: 'The Fourteenth Amendment',
    summary: 'All persons born or naturalized in the United States, and subject to its jurisdiction, become citizens.',
    details: [
      'It overturned the Dred Scott ruling on citizenship.',
      'It forbade states to deny any person due process or the equal protection of the laws.',
      'Congress required former Confederate states to ratify it to regain representation.',
    ],
  },
  {
    key: 'compromise-of-1877',
    icon: '🏛️',
    date: '1877',
    title: 'The Compromise of 1877',
    summary: 'Rutherford B. Hayes becomes president, and federal troops stop protecting the last Reconstruction governments.',
    details: [
      'The 1876 election had been disputed in South Carolina, Florida and Louisiana.',
      'Democrats accepted Hayes, and the last federal troops guarding southern statehouses were withdrawn.',
      'White "Redeemer" governments soon controlled every southern state.',
    ],
  },
];
