/** The units that have full study content: adding one is a content change only (docs/content.md#adding-a-unit). */
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
import { unit6Quiz } from './unit6-quiz';
import { unit6Sections } from './unit6-sections';
import { unit6Timeline } from './unit6-timeline';
import { unit7Quiz } from './unit7-quiz';
import { unit7Sections } from './unit7-sections';
import { unit7Timeline } from './unit7-timeline';
import { unit8Quiz } from './unit8-quiz';
import { unit8Sections } from './unit8-sections';
import { unit8Timeline } from './unit8-timeline';
import { unit9Quiz } from './unit9-quiz';
import { unit9Sections } from './unit9-sections';
import { unit9Timeline } from './unit9-timeline';

export interface UnitContent {
  /** The unit's number in `units.ts`. */
  number: number;
  /** The page heading, e.g. 'Unit 1: 1491-1607'. */
  title: string;
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
  {
    number: 6,
    title: 'Unit 6: 1865-1898',
    documentTitle: 'APUSH Unit 6',
    lead: 'Westward expansion, the New South, big business and labor, the new immigration, and Gilded Age reform and politics.',
    sectionsHeading: 'Topics 6.2 to 6.13',
    sections: unit6Sections,
    timeline: unit6Timeline,
    quiz: unit6Quiz,
  },
  {
    number: 7,
    title: 'Unit 7: 1890-1945',
    documentTitle: 'APUSH Unit 7',
    lead: 'Empire and the Progressives, two world wars, the 1920s, the Great Depression and the New Deal.',
    sectionsHeading: 'Topics 7.2 to 7.14',
    sections: unit7Sections,
    timeline: unit7Timeline,
    quiz: unit7Quiz,
  },
  {
    number: 8,
    title: 'Unit 8: 1945-1980',
    documentTitle: 'APUSH Unit 8',
    lead: 'The Cold War and Vietnam, the Red Scare, postwar prosperity and culture, the civil rights movements, the Great Society and the turbulent 1970s.',
    sectionsHeading: 'Topics 8.2 to 8.14',
    sections: unit8Sections,
    timeline: unit8Timeline,
    quiz: unit8Quiz,
  },
  {
    number: 9,
    title: 'Unit 9: 1980-Present',
    documentTitle: 'APUSH Unit 9',
    lead: 'The conservative resurgence, the end of the Cold War, a global and digital economy, new immigration and the challenges of the 21st century.',
    sectionsHeading: 'Topics 9.2 to 9.6',
    sections: unit9Sections,
    timeline: unit9Timeline,
    quiz: unit9Quiz,
  },
];

/** The content of the unit with this number; undefined for units without content and ids that are not numbers. */
export function findUnitContent(unitId: number | string): UnitContent | undefined {
  return typeof unitId === 'number' ? unitContents.find((unit) => unit.number === unitId) : undefined;
}
