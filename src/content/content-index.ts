/**
 * Small indexes built from the content at build time, so a page can show a count or search the key terms without
 * loading every unit's guide (docs/content.md#counted-from-the-content). `scripts/content-index/plugin.ts` serves
 * them to the app as the virtual modules `virtual:content-figures` and `virtual:glossary`.
 */
import { DBQ_PROMPTS } from './dbq';
import { LEQ_SETS } from './leq';
import { mcqQuestions2014 } from './mcq-2014';
import { SAQ_PAPERS } from './saq-papers';
import { timeline } from './timeline';
import type { UnitContent } from './unit-registry';
import { unitContents } from './unit-registry';
import { units } from './units';

/** Every figure a page shows about the material, each counted from it. */
export interface ContentFigures {
  /** The practice exam's multiple-choice questions. */
  examQuestions: number;
  /** The questions of every unit quiz. */
  quizQuestions: number;
  /** examQuestions + quizQuestions. */
  questions: number;
  units: number;
  /** Framework topics with a guide. */
  topics: number;
  keyTerms: number;
  timelineEvents: number;
  /** SAQ questions, DBQs and LEQ prompts. */
  freeResponsePrompts: number;
}

export function contentFigures(unitList: readonly UnitContent[] = unitContents): ContentFigures {
  const quizQuestions = unitList.reduce((n, unit) => n + unit.quiz.stimuli.reduce((m, s) => m + s.questions.length, 0), 0);
  return {
    examQuestions: mcqQuestions2014.length,
    quizQuestions,
    questions: mcqQuestions2014.length + quizQuestions,
    units: units.length,
    topics: unitList.reduce((n, unit) => n + unit.sections.length, 0),
    keyTerms: unitList.reduce((n, unit) => n + unit.sections.reduce((m, s) => m + s.keyTerms.length, 0), 0),
    timelineEvents: timeline.length,
    freeResponsePrompts: SAQ_PAPERS.length + DBQ_PROMPTS.length + LEQ_SETS.reduce((n, set) => n + set.prompts.length, 0),
  };
}

/** One key term of the glossary, with the topic that teaches it. */
export interface GlossaryEntry {
  term: string;
  definition: string;
  unit: number;
  /** The topic's framework number, e.g. '4.13': the id of its section on the unit page. */
  topic: string;
}

/** Every key term of every unit's sections, in alphabetical order (ignoring case, accents and a leading "The"). */
export function glossaryEntries(unitList: readonly UnitContent[] = unitContents): GlossaryEntry[] {
  const sortKey = (term: string) => term.replace(/^the\s+/i, '');
  return unitList
    .flatMap((unit) =>
      unit.sections.flatMap((section) => section.keyTerms.map((key) => ({ term: key.term, definition: key.definition, unit: unit.number, topic: section.id }))),
    )
    .sort((a, b) => sortKey(a.term).localeCompare(sortKey(b.term), 'en', { sensitivity: 'base', numeric: true }));
}

/** Each topic's heading by its number ('4.13' → 'The Society of the South in the Early Republic'), once per topic. */
export function topicHeadings(unitList: readonly UnitContent[] = unitContents): Record<string, string> {
  return Object.fromEntries(unitList.flatMap((unit) => unit.sections.map((section) => [section.id, section.heading])));
}
