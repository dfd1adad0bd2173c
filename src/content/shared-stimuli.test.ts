/**
 * No stimulus serves both a unit quiz and a paper (docs/content.md#rules, rule 5): a student who takes the quizzes
 * first would meet the practice exam's, the DBQs' or the SAQs' sources already studied. Two stimuli are the same
 * source when their authors and works match (or, for a text, their authors and years), or when their words
 * overlap (runs of eight words, visual data included).
 */
import { describe, expect, it } from 'vitest';
import { DBQ_PROMPTS } from './dbq';
import { mcqExam2014 } from './mcq-2014';
import { SAQ_PAPERS } from './saq-papers';
import type { Stimulus } from './schema';
import { unitContents } from './unit-registry';
import { visualAsText } from './visual-data';

interface Named {
  where: string;
  stimulus: Stimulus;
}

const normal = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** "David Wilmot, Representative from Pennsylvania" → "david wilmot"; "People’s Party national convention" stays whole. */
const authorOf = (author: string) => normal(author.split(',')[0]!);
/** A work without its parenthesis: "A Short Account … (written 1542)" → "a short account …". */
const workOf = (work: string) => normal(work.replace(/\(.*?\)/g, ''));
const oneStartsTheOther = (a: string, b: string) => a.length > 0 && b.length > 0 && (a.startsWith(b) || b.startsWith(a));

/** Same author and work, or for two texts the same author and year (one speech under two titles, as Douglass's of 1852). */
function sameSource(a: Stimulus, b: Stimulus): boolean {
  if (a.source.kind === 'pocket-ap' || b.source.kind === 'pocket-ap') return false;
  if (!oneStartsTheOther(authorOf(a.source.author), authorOf(b.source.author))) return false;
  const sameWork = workOf(a.source.work) === workOf(b.source.work);
  // A statistical compendium serves many tables: there the same caption (or overlapping numbers) makes a repeat.
  if (a.visual || b.visual) return sameWork && normal(a.visual?.caption ?? '') === normal(b.visual?.caption ?? '');
  return sameWork || a.source.year === b.source.year;
}

const words = (stimulus: Stimulus) =>
  normal(`${stimulus.text} ${stimulus.visual ? visualAsText(stimulus.visual) : ''}`).split(' ').filter(Boolean);
const shingles = (stimulus: Stimulus, size = 8) => {
  const list = words(stimulus);
  return new Set(list.slice(0, Math.max(list.length - size + 1, 0)).map((_, i) => list.slice(i, i + size).join(' ')));
};
/** The share of the first stimulus's eight-word runs that the second also has. */
function overlap(a: Stimulus, b: Stimulus): number {
  const [runsA, runsB] = [shingles(a), shingles(b)];
  if (runsA.size === 0) return 0;
  return [...runsA].filter((run) => runsB.has(run)).length / runsA.size;
}
/** More than this share of shared eight-word runs is the same passage (quotations of a line or two stay below it). */
const MAX_OVERLAP = 0.15;

function sharedStimuli(quizStimuli: readonly Named[], papers: readonly Named[]): string[] {
  return quizStimuli.flatMap((quiz) =>
    papers
      .filter((paper) => sameSource(quiz.stimulus, paper.stimulus) || overlap(quiz.stimulus, paper.stimulus) > MAX_OVERLAP)
      .map((paper) => `${quiz.where} repeats ${paper.where}`),
  );
}

const quizStimuli: Named[] = unitContents.flatMap((unit) =>
  unit.quiz.stimuli.map((stimulus) => ({ where: `unit ${unit.number} quiz: ${stimulus.id}`, stimulus })),
);
const paperStimuli: Named[] = [
  ...mcqExam2014.sets.map((set) => ({ where: `practice exam: ${set.id}`, stimulus: set.stimulus })),
  ...DBQ_PROMPTS.flatMap((prompt) => prompt.documents.map((doc) => ({ where: `${prompt.id}: document ${doc.number}`, stimulus: doc }))),
  ...SAQ_PAPERS.flatMap((paper) => paper.sources.map((source) => ({ where: `${paper.id}: ${source.label}`, stimulus: source }))),
];

describe('quiz and paper stimuli', () => {
  it('no unit quiz uses a source of the practice exam, a DBQ or an SAQ', () => {
    expect(sharedStimuli(quizStimuli, paperStimuli)).toEqual([]);
  });

  it('catch a shared source by author and work, by author and year, and by overlapping words', () => {
    const douglass: Stimulus = {
      title: 'An Independence Day address',
      text: 'What, to the American slave, is your Fourth of July? I answer: a day that reveals to him, more than all other days in the year, the gross injustice and cruelty to which he is the constant victim.',
      source: { kind: 'public-domain', author: 'Frederick Douglass', work: 'Oration, Delivered in Corinthian Hall, Rochester', year: 1852, adapted: true },
    };
    const saq = paperStimuli.find((p) => p.stimulus.source.kind !== 'pocket-ap' && p.stimulus.source.author === 'Frederick Douglass');
    if (saq) expect(sharedStimuli([{ where: 'old unit 5 quiz', stimulus: douglass }], [saq])).toEqual([`old unit 5 quiz repeats ${saq.where}`]);
    // The same author and work under other spellings.
    const exam = paperStimuli.find((p) => p.stimulus.source.kind !== 'pocket-ap' && !p.stimulus.visual)!;
    const source = exam.stimulus.source as Extract<Stimulus['source'], { author: string }>;
    const renamed: Stimulus = { ...exam.stimulus, text: 'Other words entirely.', source: { ...source, author: `${source.author.toUpperCase()}, speaker`, year: source.year + 1 } };
    expect(sharedStimuli([{ where: 'a quiz', stimulus: renamed }], [exam])).toEqual([`a quiz repeats ${exam.where}`]);
    // The same passage under another attribution.
    const unattributed: Stimulus = { ...exam.stimulus, title: 'Another title', source: { kind: 'pocket-ap' } };
    expect(overlap(unattributed, exam.stimulus)).toBe(1);
    expect(sharedStimuli([{ where: 'a quiz', stimulus: unattributed }], [exam])).toEqual([`a quiz repeats ${exam.where}`]);
    // Different works of one author, or one compendium's different tables, are not a repeat.
    const other: Stimulus = { ...exam.stimulus, text: 'Other words entirely.', source: { ...source, work: 'Another work', year: source.year + 3 } };
    expect(sharedStimuli([{ where: 'a quiz', stimulus: other }], [exam])).toEqual([]);
  });
});
