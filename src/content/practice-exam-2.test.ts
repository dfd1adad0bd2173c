import { describe, expect, it } from 'vitest';
import { DBQ_PROMPTS } from './dbq';
import {
  examFiguresLine,
  examQuestions,
  examStimuli,
  keyFigures,
  lengthFigures,
  numberingProblems,
  periodProblems,
  sharedStimuli,
  skillCounts,
  skillTagProblems,
  sourceLineProblems,
  visualShare,
  type PlacedStimulus,
} from './exam-checks';
import { withinChance } from './item-stats';
import { mcqExam2014 } from './mcq-2014';
import { practiceExam2 } from './practice-exam-2';
import { SAQ_PAPERS } from './saq-papers';
import { mcqExamSchema, skillSchema } from './schema';
import { unitContents } from './unit-registry';

/** Every stimulus a student meets elsewhere: the unit quizzes, practice exam 1, the DBQs and the SAQs. */
const elsewhere: PlacedStimulus[] = [
  ...unitContents.flatMap((unit) => unit.quiz.stimuli.map((stimulus) => ({ where: `unit ${unit.number} quiz: ${stimulus.id}`, stimulus }))),
  ...examStimuli(mcqExam2014, 'practice exam 1'),
  ...DBQ_PROMPTS.flatMap((prompt) => prompt.documents.map((doc) => ({ where: `${prompt.id}: document ${doc.number}`, stimulus: doc }))),
  ...SAQ_PAPERS.flatMap((paper) => paper.sources.map((source) => ({ where: `${paper.id}: ${source.label}`, stimulus: source }))),
];

describe('practice exam 2', () => {
  const exam = mcqExamSchema.parse(practiceExam2);
  const questions = examQuestions(exam);

  it('parses, and has 55 questions numbered 1 to 55 in sets of 3 or 4, with ids unique across the bank', () => {
    console.info(examFiguresLine(exam));
    expect(questions).toHaveLength(55);
    for (const set of exam.sets) expect(set.questions.length, set.id).toBeGreaterThanOrEqual(3);
    for (const set of exam.sets) expect(set.questions.length, set.id).toBeLessThanOrEqual(4);
    expect(numberingProblems(exam, new Set([...mcqExam2014.sets.map((s) => s.id), ...examQuestions(mcqExam2014).map((q) => q.id)]))).toEqual([]);
    expect(questions.every((q) => /^p2-q-\d\d$/.test(q.id))).toBe(true);
  });

  it('labels itself an original Pocket AP practice exam without a year', () => {
    expect(exam.id).toBe('apush-practice-2');
    expect(exam.year).toBeUndefined();
    expect(exam.instructions[0]).toMatch(/written for Pocket AP/);
    expect(exam.instructions[0]).toMatch(/not a College Board exam/);
  });

  it('has a balanced key: each letter 10 to 18 times, no run longer than 3, no two sets with one pattern', () => {
    const key = keyFigures(exam);
    for (const count of Object.values(key.counts)) {
      expect(count).toBeGreaterThanOrEqual(10);
      expect(count).toBeLessThanOrEqual(18);
    }
    expect(key.longestRun).toBeLessThanOrEqual(3);
    expect(key.duplicatePatterns).toEqual([]);
  });

  it('repeats letters within sets about as often as chance (sets with a repeat and same-letter pairs within 2 SD)', () => {
    const key = keyFigures(exam);
    expect(withinChance(key.setsWithRepeat), JSON.stringify(key.setsWithRepeat)).toBe(true);
    expect(withinChance(key.pairs), JSON.stringify(key.pairs)).toBe(true);
  });

  it('gives nothing away by length: key longest in at most 30 %, never by more than 10 characters, length ranks near chance', () => {
    const lengths = lengthFigures(exam);
    expect(lengths.keyLongestShare).toBeLessThanOrEqual(0.3);
    expect(lengths.overMargin).toEqual([]);
    for (const count of lengths.rankCounts) {
      expect(count).toBeGreaterThanOrEqual(lengths.rankMin);
      expect(count).toBeLessThanOrEqual(lengths.rankMax);
    }
  });

  it('has four distinct options and a full explanation per question', () => {
    for (const q of questions) {
      expect(new Set(q.options.map((o) => o.toLowerCase())).size, q.id).toBe(4);
      expect(q.explanation.length, q.id).toBeGreaterThan(150);
      expect(q.explanation, `${q.id} names an option by letter`).not.toMatch(/\b(option|answer) [A-D]\b|\([A-D]\)/);
    }
  });

  it('spreads the periods as the real exam does and uses every skill, each tag matching its stem', () => {
    expect(periodProblems(exam)).toEqual([]);
    expect(Object.keys(skillCounts(exam)).sort()).toEqual([...skillSchema.options].sort());
    expect(skillTagProblems(exam)).toEqual([]);
  });

  it('shows a correct source line under every stimulus, and at least a quarter of the stimuli are maps, charts or tables', () => {
    expect(exam.sets.flatMap((set) => sourceLineProblems(set.id, set.stimulus))).toEqual([]);
    expect(visualShare(exam)).toBeGreaterThanOrEqual(0.25);
  });

  it('shares no stimulus with the unit quizzes, practice exam 1, the DBQs or the SAQs, nor repeats one within itself', () => {
    const mine = examStimuli(exam, 'practice exam 2');
    expect(sharedStimuli(mine, elsewhere)).toEqual([]);
    const within = mine.flatMap((a, i) => sharedStimuli([a], mine.slice(i + 1)));
    expect(within).toEqual([]);
  });
});

describe('the exam checks catch what they are meant to', () => {
  const exam = mcqExamSchema.parse(practiceExam2);

  it('a key of one letter, a mistagged stem, a bad period spread and a shared stimulus all fail', () => {
    const allA = { ...exam, sets: exam.sets.map((set) => ({ ...set, questions: set.questions.map((q) => ({ ...q, answer: 0 })) })) };
    expect(keyFigures(allA).longestRun).toBe(55);
    expect(withinChance(keyFigures(allA).pairs)).toBe(false);
    const first = exam.sets[0]!;
    const mistagged = { ...exam, sets: [{ ...first, questions: first.questions.map((q) => ({ ...q, skill: 'comparison' as const })) }, ...exam.sets.slice(1)] };
    expect(skillTagProblems(mistagged)).toHaveLength(first.questions.filter((q) => q.skill !== 'comparison').length);
    const allPeriod5 = { ...exam, sets: exam.sets.map((set) => ({ ...set, questions: set.questions.map((q) => ({ ...q, period: 5 })) })) };
    expect(periodProblems(allPeriod5)).toHaveLength(9);
    const copied = { where: 'a copy', stimulus: { ...first.stimulus, title: 'Another title' } };
    expect(sharedStimuli([copied], examStimuli(exam, 'practice exam 2'))).toEqual(['a copy repeats practice exam 2: e2-set-01']);
  });
});
