/**
 * No stimulus serves both a unit quiz and a paper (docs/content.md#rules, rule 5): a student who takes the quizzes
 * first would meet the practice exam's, the DBQs' or the SAQs' sources already studied. Two stimuli are the same
 * source when their authors and works match (or, for a text, their authors and years), or when their words
 * overlap (runs of eight words, visual data included): the rules of exam-checks.ts, which every exam uses too.
 */
import { describe, expect, it } from 'vitest';
import { DBQ_PROMPTS } from './dbq';
import { sharedStimuli, wordOverlap as overlap, type PlacedStimulus as Named } from './exam-checks';
import { mcqExam2014 } from './mcq-2014';
import { SAQ_PAPERS } from './saq-papers';
import type { Stimulus } from './schema';
import { unitContents } from './unit-registry';

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
