import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { quizSchema, unitSectionSchema, unitTimelineEventSchema } from './schema';
import type { Quiz, UnitSection, UnitTimelineEvent } from './schema';
import { unit1Quiz } from './unit1-quiz';
import { unit1Sections } from './unit1-sections';
import { unit1Timeline } from './unit1-timeline';

const SECTION_IDS = ['1.2', '1.3', '1.4', '1.5', '1.6'];

const countWords = (texts: readonly string[]) => texts.join(' ').trim().split(/\s+/).filter(Boolean).length;
const duplicates = (values: readonly string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
};
/** The first year in a display date such as "c. 1050-1200" or "1519-1521". */
const firstYear = (date: string) => Number(/\d{3,4}/.exec(date)?.[0] ?? NaN);

/** Each checker returns a list of problems; an empty list means the content follows the brief. */
function sectionProblems(input: unknown): string[] {
  const parsed = z.array(unitSectionSchema).safeParse(input);
  if (!parsed.success) return [`schema: ${parsed.error.message}`];
  const sections: UnitSection[] = parsed.data;
  const problems: string[] = [];
  const ids = sections.map((s) => s.id);
  if (JSON.stringify(ids) !== JSON.stringify(SECTION_IDS)) problems.push(`ids are ${ids.join(', ')}`);
  for (const section of sections) {
    const words = countWords(section.paragraphs);
    if (words < 250 || words > 500) problems.push(`${section.id} has ${words} words`);
    if (section.keyTerms.length < 4 || section.keyTerms.length > 7) {
      problems.push(`${section.id} has ${section.keyTerms.length} key terms`);
    }
    if (section.examFocus.length < 2 || section.examFocus.length > 4) {
      problems.push(`${section.id} has ${section.examFocus.length} exam focus notes`);
    }
  }
  const repeated = duplicates(sections.flatMap((s) => s.keyTerms.map((t) => t.term)));
  if (repeated.length > 0) problems.push(`repeated key terms: ${repeated.join(', ')}`);
  return problems;
}

function timelineProblems(input: unknown): string[] {
  const parsed = z.array(unitTimelineEventSchema).safeParse(input);
  if (!parsed.success) return [`schema: ${parsed.error.message}`];
  const events: UnitTimelineEvent[] = parsed.data;
  const problems: string[] = [];
  if (events.length !== 8) problems.push(`${events.length} events`);
  const repeated = duplicates(events.map((e) => e.key));
  if (repeated.length > 0) problems.push(`repeated keys: ${repeated.join(', ')}`);
  const years = events.map((e) => firstYear(e.date));
  if (years.some((y) => Number.isNaN(y))) problems.push('a date without a year');
  if (years.some((y, i) => i > 0 && y < years[i - 1]!)) problems.push(`not in order: ${years.join(', ')}`);
  for (const event of events) {
    if (event.details.length > 4) problems.push(`${event.key} has ${event.details.length} details`);
  }
  return problems;
}

function quizProblems(input: unknown): string[] {
  const parsed = quizSchema.safeParse(input);
  if (!parsed.success) return [`schema: ${parsed.error.message}`];
  const quiz: Quiz = parsed.data;
  const problems: string[] = [];
  if (quiz.id !== 'apush-unit-1-quiz') problems.push(`id is ${quiz.id}`);
  if (quiz.stimuli.length !== 4) problems.push(`${quiz.stimuli.length} stimuli`);
  const questions = quiz.stimuli.flatMap((s) => s.questions);
  if (questions.length !== 10) problems.push(`${questions.length} questions`);
  const repeatedIds = duplicates([...quiz.stimuli.map((s) => s.id), ...questions.map((q) => q.id)]);
  if (repeatedIds.length > 0) problems.push(`repeated ids: ${repeatedIds.join(', ')}`);
  const interpretations = quiz.stimuli.filter((s) => s.source.kind === 'pocket-ap').length;
  if (interpretations > 1) problems.push(`${interpretations} Pocket AP interpretations`);
  for (const stimulus of quiz.stimuli) {
    const words = countWords([stimulus.text]);
    if (words < 60 || words > 180) problems.push(`${stimulus.id} has ${words} words`);
  }
  for (const question of questions) {
    const repeatedOptions = duplicates(question.options);
    if (repeatedOptions.length > 0) problems.push(`${question.id} repeats options: ${repeatedOptions.join(' | ')}`);
    if (!Number.isInteger(question.answer) || question.answer < 0 || question.answer >= question.options.length) {
      problems.push(`${question.id} answer ${question.answer} out of range`);
    }
    if (question.options.some((o) => /^[A-D]\)\s/.test(o))) problems.push(`${question.id} has lettered options`);
  }
  const perIndex = [0, 1, 2, 3].map((i) => questions.filter((q) => q.answer === i).length);
  if (Math.max(...perIndex) > 4) problems.push(`answer key is lopsided: ${perIndex.join('/')}`);
  return problems;
}

const clone = <T,>(value: T): T => structuredClone(value);

describe('Unit 1 sections', () => {
  it('parse, are 1.2 to 1.6 in order, 250-500 words each, with unique key terms', () => {
    expect(sectionProblems(unit1Sections)).toEqual([]);
  });

  it('catch broken content', () => {
    const short = clone(unit1Sections);
    short[0]!.paragraphs = ['Too short.', 'Far too short.'];
    expect(sectionProblems(short).join('\n')).toMatch(/1\.2 has 5 words/);

    const long = clone(unit1Sections);
    long[2]!.paragraphs.push(Array.from({ length: 200 }, () => 'word').join(' '));
    expect(sectionProblems(long).join('\n')).toMatch(/1\.4 has \d+ words/);

    const reordered = clone(unit1Sections).reverse();
    expect(sectionProblems(reordered).join('\n')).toMatch(/ids are 1\.6/);

    const repeatedTerm = clone(unit1Sections);
    repeatedTerm[4]!.keyTerms.push({ ...repeatedTerm[0]!.keyTerms[0]! });
    expect(sectionProblems(repeatedTerm).join('\n')).toMatch(/repeated key terms/);

    const badId = clone(unit1Sections) as unknown as { id: string }[];
    badId[0]!.id = '1.1';
    expect(sectionProblems(badId)[0]).toMatch(/^ids are 1.1/);
  });
});

describe('Unit 1 timeline', () => {
  it('has 8 valid events in date order with unique keys', () => {
    expect(timelineProblems(unit1Timeline)).toEqual([]);
  });

  it('catches broken content', () => {
    expect(timelineProblems(clone(unit1Timeline).slice(0, 7))).toContain('7 events');
    const repeated = clone(unit1Timeline);
    repeated[1]!.key = repeated[0]!.key;
    expect(timelineProblems(repeated).join('\n')).toMatch(/repeated keys/);
    expect(timelineProblems(clone(unit1Timeline).reverse()).join('\n')).toMatch(/not in order/);
  });
});

describe('Unit 1 quiz', () => {
  it('has 4 stimuli and 10 questions, unique ids, distinct options and answers in range', () => {
    expect(quizProblems(unit1Quiz)).toEqual([]);
    expect(unit1Quiz.title).toBe('Unit 1 Quiz: Period 1, 1491-1607');
  });

  it('catches broken content', () => {
    const fewer = clone(unit1Quiz);
    fewer.stimuli.pop();
    expect(quizProblems(fewer)).toEqual(expect.arrayContaining(['3 stimuli']));

    const extra = clone(unit1Quiz);
    extra.stimuli[0]!.questions.push({ ...extra.stimuli[0]!.questions[0]!, id: 'u1-extra' });
    expect(quizProblems(extra)).toContain('11 questions');

    const sameId = clone(unit1Quiz);
    sameId.stimuli[1]!.questions[0]!.id = sameId.stimuli[0]!.questions[0]!.id;
    expect(quizProblems(sameId).join('\n')).toMatch(/repeated ids/);

    const sameOption = clone(unit1Quiz);
    const q = sameOption.stimuli[2]!.questions[0]!;
    q.options[3] = q.options[1].toUpperCase();
    expect(quizProblems(sameOption).join('\n')).toMatch(/repeats options/);

    const outOfRange = clone(unit1Quiz);
    outOfRange.stimuli[0]!.questions[0]!.answer = 4;
    expect(quizProblems(outOfRange)[0]).toMatch(/^schema/);

    const shortText = clone(unit1Quiz);
    shortText.stimuli[3]!.text = 'Only a few words here.';
    expect(quizProblems(shortText).join('\n')).toMatch(/has 5 words/);
  });
});
