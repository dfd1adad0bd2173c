/**
 * The units with full study content, every part at once: for the tests and build scripts. The app reads
 * unit-summaries.ts and loads each unit's parts with unit-loaders.ts (adding a unit: docs/content.md#adding-a-unit).
 */
import type { Quiz, UnitSection, UnitTimelineEvent } from './schema';
import { unitSummaries, type UnitSummary } from './unit-summaries';
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

export interface UnitContent extends UnitSummary {
  sections: UnitSection[];
  timeline: UnitTimelineEvent[];
  quiz: Quiz;
}

const PARTS: Record<number, Pick<UnitContent, 'sections' | 'timeline' | 'quiz'>> = {
  1: { sections: unit1Sections, timeline: unit1Timeline, quiz: unit1Quiz },
  2: { sections: unit2Sections, timeline: unit2Timeline, quiz: unit2Quiz },
  3: { sections: unit3Sections, timeline: unit3Timeline, quiz: unit3Quiz },
  4: { sections: unit4Sections, timeline: unit4Timeline, quiz: unit4Quiz },
  5: { sections: unit5Sections, timeline: unit5Timeline, quiz: unit5Quiz },
  6: { sections: unit6Sections, timeline: unit6Timeline, quiz: unit6Quiz },
  7: { sections: unit7Sections, timeline: unit7Timeline, quiz: unit7Quiz },
  8: { sections: unit8Sections, timeline: unit8Timeline, quiz: unit8Quiz },
  9: { sections: unit9Sections, timeline: unit9Timeline, quiz: unit9Quiz },
};

export const unitContents: readonly UnitContent[] = unitSummaries.map((summary) => ({ ...summary, ...PARTS[summary.number]! }));

/** The content of the unit with this number; undefined for units without content and ids that are not numbers. */
export function findUnitContent(unitId: number | string): UnitContent | undefined {
  return typeof unitId === 'number' ? unitContents.find((unit) => unit.number === unitId) : undefined;
}
