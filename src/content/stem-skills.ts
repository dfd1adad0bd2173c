import type { Skill } from './schema';

/**
 * One skill tag per kind of stem (docs/content.md#skills-and-periods): the first rule whose words the stem uses
 * names its skill, so the same kind of stem gets the same tag everywhere, in the MCQ exam and the unit quizzes.
 */
export const STEM_SKILLS: readonly [RegExp, Skill][] = [
  [/context of|reflects? the influence of/i, 'contextualization'],
  [/point of view|wrote the essay to|written most directly to|in order to|best understood as|especially notable because|intended audience/i, 'sourcing-and-situation'],
  [/support|challenge|main argument/i, 'claims-and-evidence'],
  [/compared with|differed|similar to|disagreed|objected|contradicts/i, 'comparison'],
  [/later|earlier|continu|anticipated|differently/i, 'continuity-and-change'],
  [/caused|\bled\b|contributed to|resulted|response to|pressed for|gained force|undermined/i, 'causation'],
];

/** The skill a stem asks for, or undefined when no rule names it. */
export const stemSkill = (question: string): Skill | undefined => STEM_SKILLS.find(([words]) => words.test(question))?.[1];
