/**
 * What the unit grid, My progress and the prerender list need of each unit with content: its headings, how many
 * topics its guide has and its quiz's id, without the guide itself. Each unit's guide and quiz load on their own
 * page (unit-loaders.ts: docs/architecture.md#content-to-screens-pdfs-and-graders); unit-registry.test.ts checks
 * these figures against the content.
 */
export interface UnitSummary {
  /** The unit's number in `units.ts`. */
  number: number;
  /** The page heading, e.g. 'Unit 1: 1491-1607'. */
  title: string;
  documentTitle: string;
  lead: string;
  /** Heading over the topic accordion, e.g. 'Topics 1.2 to 1.6'. */
  sectionsHeading: string;
  /** How many topics (sections) the unit's guide has. */
  topics: number;
  quizId: string;
}

export const unitSummaries: readonly UnitSummary[] = [
  {
    number: 1,
    title: 'Unit 1: 1491-1607',
    documentTitle: 'APUSH Unit 1',
    lead: 'Native American societies, European exploration, the Columbian Exchange and the Spanish colonial system.',
    sectionsHeading: 'Topics 1.2 to 1.6',
    topics: 5,
    quizId: 'apush-unit-1-quiz',
  },
  {
    number: 2,
    title: 'Unit 2: 1607-1754',
    documentTitle: 'APUSH Unit 2',
    lead: 'European colonies in North America, the regions of British America, Atlantic trade, slavery and colonial society.',
    sectionsHeading: 'Topics 2.2 to 2.7',
    topics: 6,
    quizId: 'apush-unit-2-quiz',
  },
  {
    number: 3,
    title: 'Unit 3: 1754-1800',
    documentTitle: 'APUSH Unit 3',
    lead: 'The Seven Years’ War, the road to revolution, independence, the Constitution and the first years of the new republic.',
    sectionsHeading: 'Topics 3.2 to 3.12',
    topics: 11,
    quizId: 'apush-unit-3-quiz',
  },
  {
    number: 4,
    title: 'Unit 4: 1800-1848',
    documentTitle: 'APUSH Unit 4',
    lead: 'Jefferson to Jackson: parties and regions, the War of 1812, the market revolution, reform and the slave South.',
    sectionsHeading: 'Topics 4.2 to 4.13',
    topics: 12,
    quizId: 'apush-unit-4-quiz',
  },
  {
    number: 5,
    title: 'Unit 5: 1844-1877',
    documentTitle: 'APUSH Unit 5',
    lead: 'Manifest Destiny, the Mexican–American War, the failure of compromise, the Civil War and Reconstruction.',
    sectionsHeading: 'Topics 5.2 to 5.11',
    topics: 10,
    quizId: 'apush-unit-5-quiz',
  },
  {
    number: 6,
    title: 'Unit 6: 1865-1898',
    documentTitle: 'APUSH Unit 6',
    lead: 'Westward expansion, the New South, big business and labor, the new immigration, and Gilded Age reform and politics.',
    sectionsHeading: 'Topics 6.2 to 6.13',
    topics: 12,
    quizId: 'apush-unit-6-quiz',
  },
  {
    number: 7,
    title: 'Unit 7: 1890-1945',
    documentTitle: 'APUSH Unit 7',
    lead: 'Empire and the Progressives, two world wars, the 1920s, the Great Depression and the New Deal.',
    sectionsHeading: 'Topics 7.2 to 7.14',
    topics: 13,
    quizId: 'apush-unit-7-quiz',
  },
  {
    number: 8,
    title: 'Unit 8: 1945-1980',
    documentTitle: 'APUSH Unit 8',
    lead: 'The Cold War and Vietnam, the Red Scare, postwar prosperity and culture, the civil rights movements, the Great Society and the turbulent 1970s.',
    sectionsHeading: 'Topics 8.2 to 8.14',
    topics: 13,
    quizId: 'apush-unit-8-quiz',
  },
  {
    number: 9,
    title: 'Unit 9: 1980-Present',
    documentTitle: 'APUSH Unit 9',
    lead: 'The conservative resurgence, the end of the Cold War, a global and digital economy, new immigration and the challenges of the 21st century.',
    sectionsHeading: 'Topics 9.2 to 9.6',
    topics: 5,
    quizId: 'apush-unit-9-quiz',
  },
];

/** The summary of the unit with this number; undefined for units without content and ids that are not numbers. */
export function findUnitSummary(unitId: number | string): UnitSummary | undefined {
  return typeof unitId === 'number' ? unitSummaries.find((unit) => unit.number === unitId) : undefined;
}
