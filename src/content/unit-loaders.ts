/**
 * Each unit's guide (topics and timeline) and quiz as their own chunks, loaded by the unit's own routes: a unit page
 * or quiz loads that unit's content only (docs/architecture.md#content-to-screens-pdfs-and-graders).
 */
import type { Quiz, UnitSection, UnitTimelineEvent } from './schema';

export interface UnitGuide {
  sections: UnitSection[];
  timeline: UnitTimelineEvent[];
}

const GUIDES: Record<number, () => Promise<UnitGuide>> = {
  1: () =>
    Promise.all([import('./unit1-sections'), import('./unit1-timeline')]).then(([s, t]) => ({ sections: s.unit1Sections, timeline: t.unit1Timeline })),
  2: () =>
    Promise.all([import('./unit2-sections'), import('./unit2-timeline')]).then(([s, t]) => ({ sections: s.unit2Sections, timeline: t.unit2Timeline })),
  3: () =>
    Promise.all([import('./unit3-sections'), import('./unit3-timeline')]).then(([s, t]) => ({ sections: s.unit3Sections, timeline: t.unit3Timeline })),
  4: () =>
    Promise.all([import('./unit4-sections'), import('./unit4-timeline')]).then(([s, t]) => ({ sections: s.unit4Sections, timeline: t.unit4Timeline })),
  5: () =>
    Promise.all([import('./unit5-sections'), import('./unit5-timeline')]).then(([s, t]) => ({ sections: s.unit5Sections, timeline: t.unit5Timeline })),
  6: () =>
    Promise.all([import('./unit6-sections'), import('./unit6-timeline')]).then(([s, t]) => ({ sections: s.unit6Sections, timeline: t.unit6Timeline })),
  7: () =>
    Promise.all([import('./unit7-sections'), import('./unit7-timeline')]).then(([s, t]) => ({ sections: s.unit7Sections, timeline: t.unit7Timeline })),
  8: () =>
    Promise.all([import('./unit8-sections'), import('./unit8-timeline')]).then(([s, t]) => ({ sections: s.unit8Sections, timeline: t.unit8Timeline })),
  9: () =>
    Promise.all([import('./unit9-sections'), import('./unit9-timeline')]).then(([s, t]) => ({ sections: s.unit9Sections, timeline: t.unit9Timeline })),
};

const QUIZZES: Record<number, () => Promise<Quiz>> = {
  1: () => import('./unit1-quiz').then((m) => m.unit1Quiz),
  2: () => import('./unit2-quiz').then((m) => m.unit2Quiz),
  3: () => import('./unit3-quiz').then((m) => m.unit3Quiz),
  4: () => import('./unit4-quiz').then((m) => m.unit4Quiz),
  5: () => import('./unit5-quiz').then((m) => m.unit5Quiz),
  6: () => import('./unit6-quiz').then((m) => m.unit6Quiz),
  7: () => import('./unit7-quiz').then((m) => m.unit7Quiz),
  8: () => import('./unit8-quiz').then((m) => m.unit8Quiz),
  9: () => import('./unit9-quiz').then((m) => m.unit9Quiz),
};

/** The guide of the unit with this number; null for units without content and ids that are not numbers. */
export async function loadUnitGuide(unitId: number | string): Promise<UnitGuide | null> {
  const load = typeof unitId === 'number' ? GUIDES[unitId] : undefined;
  return load ? load() : null;
}

/** The quiz of the unit with this number; null as above. */
export async function loadUnitQuiz(unitId: number | string): Promise<Quiz | null> {
  const load = typeof unitId === 'number' ? QUIZZES[unitId] : undefined;
  return load ? load() : null;
}
