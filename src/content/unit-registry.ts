/**
 * The units that have full study content. The unit page, its quiz route and the study guide read this list, so
 * adding a unit is a content change only: write its sections, timeline and quiz beside Unit 1's and add one entry
 * here (docs/content.md#adding-a-unit). A unit without an entry shows 'No content available for this unit yet.'.
 */
import type { Quiz, UnitSection, UnitTimelineEvent } from './schema';
import { unit1Quiz } from './unit1-quiz';
import { unit1Sections } from './unit1-sections';
import { unit1Timeline } from './unit1-timeline';
import { unit2Quiz } from './unit2-quiz';
import { unit2Sections } from './unit2-sections';
import { unit2Timeline } from './unit2-timeline';
import { unit3Quiz } from './unit3-quiz';
import { unit3Sections } from './unit3-sections';
import { unit3Timeline } from './unit3-timeline';
import { unit4Quiz } from './unit4-quiz';
import { unit4Sections } from './unit4-sections';
import { unit4Timeline } from './unit4-timeline';
import { unit5Quiz } from './unit5-quiz';
import { unit5Sections } from './unit5-sections';
import { unit5Timeline } from './unit5-timeline';

export interface UnitContent {
  /** The unit's number in `units.ts`. */
  number: number;
  /** The page heading, e.g. 'Unit 1: 1491-1607'. */
  title: string;
  /** The browser tab's title. */
  documentTitle: string;
  lead: string;
  /** Heading over the topic accordion, e.g. 'Topics 1.2 to 1.6'. */
  sectionsHeading: string;
  sections: UnitSection[];
  timeline: UnitTimelineEvent[];
  quiz: Quiz;
}

export const unitContents: readonly UnitContent[] = [
  {
    number: 1,
    title: 'Unit 1: 1491-1607',
    documentTitle: 'APUSH Unit 1',
    lead: 'Native American societies, European exploration, the Columbian Exchange and the Spanish colonial system.',
    sectionsHeading: 'Topics 1.2 to 1.6',
    sections: unit1Sections,
    timeline: unit1Timeline,
    quiz: unit1Quiz,
  },
  {
    number: 2,
    title: 'Unit 2: 1607-1754',
    documentTitle: 'APUSH Unit 2',
    lead: 'European colonies in North America, the regions of British America, Atlantic trade, slavery and colonial society.',
    sectionsHeading: 'Topics 2.2 to 2.7',
    sections: unit2Sections,
    timeline: unit2Timeline,
    quiz: unit2Quiz,
  },
  {
    number: 3,
    title: 'Unit 3: 1754-1800',
    documentTitle: 'APUSH Unit 3',
    lead: 'The Seven Years’ War, the road to revolution, independence, the Constitution and the first years of the new republic.',
    sectionsHeading: 'Topics 3.2 to 3.12',
    sections: unit3Sections,
    timeline: unit3Timeline,
    quiz: unit3Quiz,
  },
  {
    number: 4,
    title: 'Unit 4: 1800-1848',
    documentTitle: 'APUSH Unit 4',
    lead: 'Jefferson to Jackson: parties and regions, the War of 1812, the market revolution, reform and the slave South.',
    sectionsHeading: 'Topics 4.2 to 4.13',
    sections: unit4Sections,
    timeline: unit4Timeline,
    quiz: unit4Quiz,
  },
  {
    number: 5,
    title: 'Unit 5: 1844-1877',
    documentTitle: 'APUSH Unit 5',
    lead: 'Manifest Destiny, the Mexican–American War, the failure of compromise, the Civil War and Reconstruction.',
    sectionsHeading: 'Topics 5.2 to 5.11',
    sections: unit5Sections,
    timeline: unit5Timeline,
    quiz: unit5Quiz,
  },
];

/** The content of the unit with this number; undefined for units without content and ids that are not numbers. */
export function findUnitContent(unitId: number | string): UnitContent | undefined {
  return typeof unitId === 'number' ? unitContents.find((unit) => unit.number === unitId) : undefined;
}
