import { describe, expect, it } from 'vitest';
import { quizSchema, unitSectionSchema, unitTimelineEventSchema } from './schema';
import { findUnitContent, unitContents } from './unit-registry';
import { units } from './units';
import { loadUnitGuide, loadUnitQuiz } from './unit-loaders';
import { unitSummaries } from './unit-summaries';

describe('unit registry', () => {
  it('holds valid content for known units only, once each', () => {
    const numbers = unitContents.map((unit) => unit.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const unit of unitContents) {
      expect(units.map((u) => u.number)).toContain(unit.number);
      expect(unit.sections.length).toBeGreaterThan(0);
      for (const section of unit.sections) unitSectionSchema.parse(section);
      for (const event of unit.timeline) unitTimelineEventSchema.parse(event);
      quizSchema.parse(unit.quiz);
    }
  });

  it('finds a unit by number, and nothing for numbers that are not units or ids that are not numbers', () => {
    expect(findUnitContent(1)?.title).toBe('Unit 1: 1491-1607');
    expect(findUnitContent(7)?.title).toBe('Unit 7: 1890-1945');
    expect(findUnitContent(10)).toBeUndefined();
    expect(findUnitContent(0)).toBeUndefined();
    expect(findUnitContent('abc')).toBeUndefined();
    expect(findUnitContent('1')).toBeUndefined();
  });
});

describe('unit summaries and loaders', () => {
  it('say what each unit holds: its topic count and quiz id, for every unit with content', () => {
    expect(unitSummaries.map((unit) => unit.number)).toEqual(unitContents.map((unit) => unit.number));
    for (const unit of unitContents) {
      expect(unit.topics, `Unit ${unit.number} topics`).toBe(unit.sections.length);
      expect(unit.quizId).toBe(unit.quiz.id);
    }
  });

  it("load a unit's own guide and quiz, and nothing for other ids", async () => {
    for (const unit of unitContents) {
      expect(await loadUnitGuide(unit.number)).toEqual({ sections: unit.sections, timeline: unit.timeline });
      expect(await loadUnitQuiz(unit.number)).toBe(unit.quiz);
    }
    expect(await loadUnitGuide(10)).toBeNull();
    expect(await loadUnitQuiz('1')).toBeNull();
  });
});
