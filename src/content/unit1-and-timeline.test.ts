import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quizSchema, timelineEventSchema, unitSectionSchema, unitTimelineEventSchema } from './schema';
import { timeline } from './timeline';
import { unit1Quiz } from './unit1-quiz';
import { unit1Sections } from './unit1-sections';
import { unit1Timeline } from './unit1-timeline';
import { units } from './units';

const words = (texts: string[]) => texts.join(' ').trim().split(/\s+/).length;
const unique = (values: string[]) => new Set(values).size === values.length;

describe('Unit 1 sections', () => {
  it('are topics 1.2 to 1.6, each 250 to 500 words, with unique key terms', () => {
    const sections = z.array(unitSectionSchema).parse(unit1Sections);
    expect(sections.map((s) => s.id)).toEqual(['1.2', '1.3', '1.4', '1.5', '1.6']);
    for (const section of sections) {
      const count = words(section.paragraphs);
      expect(count, `${section.id} has ${count} words`).toBeGreaterThanOrEqual(250);
      expect(count, `${section.id} has ${count} words`).toBeLessThanOrEqual(500);
    }
    expect(unique(sections.flatMap((s) => s.keyTerms.map((t) => t.term.toLowerCase())))).toBe(true);
  });
});

describe('Unit 1 timeline', () => {
  it('has 8 events with unique keys', () => {
    const events = z.array(unitTimelineEventSchema).length(8).parse(unit1Timeline);
    expect(unique(events.map((e) => e.key))).toBe(true);
  });
});

describe('Unit 1 quiz', () => {
  it('has 4 stimuli and 10 questions with unique ids, distinct options and answers in range', () => {
    const quiz = quizSchema.parse(unit1Quiz);
    expect(quiz.stimuli).toHaveLength(4);
    const questions = quiz.stimuli.flatMap((s) => s.questions);
    expect(questions).toHaveLength(10);
    expect(unique([...quiz.stimuli.map((s) => s.id), ...questions.map((q) => q.id)])).toBe(true);
    for (const q of questions) {
      expect(unique(q.options.map((o) => o.toLowerCase())), q.id).toBe(true);
      expect(q.answer).toBeGreaterThanOrEqual(0);
      expect(q.answer).toBeLessThan(4);
    }
    // No single letter dominates the key.
    const counts = [0, 1, 2, 3].map((i) => questions.filter((q) => q.answer === i).length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
  });
});

/**
 * The years each APUSH period covers, read from the units table ("1491-1607", "1980-Present"). Periods overlap
 * (1844-1877 and 1865-1898), so a year may fit two. Period 1 also holds the pre-contact background (maize,
 * Cahokia), so it has no lower bound.
 */
const periodYears = new Map(
  units.map((unit): [number, [number, number]] => {
    const [from, to] = unit.period.split('-');
    return [unit.number, [unit.number === 1 ? -Infinity : Number(from), to === 'Present' ? Infinity : Number(to)]];
  }),
);

/** Events whose year falls outside the years of the period they are filed under. */
function periodProblems(events: readonly { id: string; year: number; period: number }[]): string[] {
  return events.flatMap((event) => {
    const [from, to] = periodYears.get(event.period)!;
    return event.year >= from && event.year <= to ? [] : [`${event.id} (${event.year}) is not in period ${event.period}`];
  });
}

describe('the full timeline', () => {
  it('has 105 to 115 valid events with unique ids, sorted by year, over all nine periods', () => {
    const events = z.array(timelineEventSchema).parse(timeline);
    expect(events.length).toBeGreaterThanOrEqual(105);
    expect(events.length).toBeLessThanOrEqual(115);
    expect(unique(events.map((e) => e.id))).toBe(true);
    expect(events.map((e) => e.year)).toEqual([...events.map((e) => e.year)].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.period))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it('files every event under a period whose years (from the units table) contain its year', () => {
    expect([...periodYears.values()].every(([from, to]) => from < to)).toBe(true);
    expect(periodProblems(timeline)).toEqual([]);
    // The Unit 1 timeline is all Period 1.
    expect(periodProblems(unit1Timeline.map((e) => ({ id: e.key, year: Number(/\d{3,4}/.exec(e.date)![0]), period: 1 })))).toEqual([]);
  });

  it('catches an event filed under the wrong period', () => {
    const wrong = [{ id: 'great-railroad-strike', year: 1877, period: 7 }, { id: 'jamestown', year: 1607, period: 2 }];
    expect(periodProblems(wrong)).toEqual(['great-railroad-strike (1877) is not in period 7']);
  });

  it('has 1 to 3 sentence descriptions', () => {
    for (const event of timeline) {
      const sentences = event.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      expect(sentences, event.id).toBeGreaterThanOrEqual(1);
      expect(sentences, event.id).toBeLessThanOrEqual(3);
      expect(event.description.length, event.id).toBeLessThan(400);
    }
  });
});
