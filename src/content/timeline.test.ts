import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timelineEventSchema } from './schema';
import { timeline } from './timeline';
import { units } from './units';

const unique = (values: string[]) => new Set(values).size === values.length;

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

/**
 * The period policy for years two periods share (1607, 1754, 1800, 1844-1848, 1865-1877, 1890-1898, 1945, 1980):
 * an event belongs to the period of the unit whose course framework topic teaches it (docs/content.md#skills-and-periods).
 * Every event in a shared year is listed here with that topic, so a new one needs a decision, not a guess.
 */
const SHARED_YEAR_TOPICS: Record<string, string> = {
  jamestown: '2.2',
  'french-and-indian-war': '3.2',
  'albany-plan': '3.2',
  'election-of-1800': '4.2',
  'annexation-of-texas': '5.2',
  'mexican-american-war': '5.3',
  'wilmot-proviso': '5.3',
  'seneca-falls': '4.11',
  'thirteenth-amendment': '5.10',
  'fourteenth-amendment': '5.10',
  'transcontinental-railroad': '6.2',
  'battle-of-little-bighorn': '6.3',
  'compromise-of-1877': '5.11',
  'great-railroad-strike': '6.7',
  'sherman-antitrust': '6.12',
  'wounded-knee': '6.3',
  'omaha-platform': '6.13',
  'plessy-v-ferguson': '6.4',
  'spanish-american-war': '7.3',
  'atomic-bombs': '7.13',
  'reagan-elected': '9.2',
};

/** Periods whose years contain this year. */
const periodsOf = (year: number) => [...periodYears].filter(([, [from, to]]) => year >= from && year <= to).map(([p]) => p);

/** Events in a shared year that are not listed, or not filed under the period of their framework topic. */
function sharedYearProblems(events: readonly { id: string; year: number; period: number }[]): string[] {
  return events.flatMap((event) => {
    if (periodsOf(event.year).length < 2) return [];
    const topic = SHARED_YEAR_TOPICS[event.id];
    if (!topic) return [`${event.id} (${event.year}) falls in years periods ${periodsOf(event.year).join(' and ')} share: name its framework topic`];
    return Number(topic.split('.')[0]) === event.period ? [] : [`${event.id} is filed under period ${event.period}, its topic ${topic} under ${topic.split('.')[0]}`];
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
  });

  it('files every event in a year two periods share under the period of the framework topic that teaches it', () => {
    expect(sharedYearProblems(timeline)).toEqual([]);
    const listed = new Set(timeline.filter((e) => periodsOf(e.year).length > 1).map((e) => e.id));
    expect(Object.keys(SHARED_YEAR_TOPICS).filter((id) => !listed.has(id))).toEqual([]);
  });

  it('catches an event filed under the wrong period', () => {
    const wrong = [{ id: 'great-railroad-strike', year: 1877, period: 7 }, { id: 'jamestown', year: 1607, period: 2 }];
    expect(periodProblems(wrong)).toEqual(['great-railroad-strike (1877) is not in period 7']);
    expect(sharedYearProblems([{ id: 'great-railroad-strike', year: 1877, period: 5 }, { id: 'homestead-strike', year: 1892, period: 6 }])).toEqual([
      'great-railroad-strike is filed under period 5, its topic 6.7 under 6',
      'homestead-strike (1892) falls in years periods 6 and 7 share: name its framework topic',
    ]);
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
