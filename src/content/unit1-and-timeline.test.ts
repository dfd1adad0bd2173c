import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quizSchema, timelineEventSchema, unitSectionSchema, unitTimelineEventSchema } from './schema';
import { timeline } from './timeline';
import { unit1Quiz } from './unit1-quiz';
import { unit1Sections } from './unit1-sections';
import { unit1Timeline } from './unit1-timeline';

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

const PERIOD_SPANS: Record<number, [number, number]> = {
  1: [1491, 1607], 2: [1607, 1754], 3: [1754, 1800], 4: [1800, 1848], 5: [1844, 1877],
  6: [1865, 1898], 7: [1890, 1945], 8: [1945, 1980], 9: [1980, 2030],
};

describe('the full timeline', () => {
  it('has 105 to 115 valid events with unique ids, sorted by year, over all nine periods', () => {
    const events = z.array(timelineEventSchema).parse(timeline);
    expect(events.length).toBeGreaterThanOrEqual(105);
    expect(events.length).toBeLessThanOrEqual(115);
    expect(unique(events.map((e) => e.id))).toBe(true);
    expect(events.map((e) => e.year)).toEqual([...events.map((e) => e.year)].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.period))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it('places each event in (or within 2 years of) its period, with 1 to 3 sentence descriptions', () => {
    for (const event of timeline) {
      const [from, to] = PERIOD_SPANS[event.period]!;
      // Period 1 opens with the pre-contact background (maize and Cahokia).
      if (!(event.period === 1 && event.id === 'maize-spreads')) {
        expect(event.year, `${event.id} in period ${event.period}`).toBeGreaterThanOrEqual(from - 2);
      }
      expect(event.year, `${event.id} in period ${event.period}`).toBeLessThanOrEqual(to + 2);
      const sentences = event.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      expect(sentences, event.id).toBeGreaterThanOrEqual(1);
      expect(sentences, event.id).toBeLessThanOrEqual(3);
      expect(event.description.length, event.id).toBeLessThan(400);
    }
  });
});
