import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../content/schema';
import { filterEvents, validateTimelineSearch } from './filter-events';

const events: TimelineEvent[] = [
  { id: 'a', year: 1492, title: 'Columbus reaches the Caribbean', period: 1, description: 'Contact begins.' },
  { id: 'b', year: 1607, title: 'Jamestown founded', period: 2, description: 'First lasting English colony.' },
  { id: 'c', year: 1776, title: 'Declaration of Independence', period: 3, description: 'Colonies declare independence.' },
];

describe('filterEvents', () => {
  it('filters by period, by text (case-insensitive, year too) and both', () => {
    expect(filterEvents(events, {}).map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(filterEvents(events, { period: 2 }).map((e) => e.id)).toEqual(['b']);
    expect(filterEvents(events, { q: 'COLONY' }).map((e) => e.id)).toEqual(['b']);
    expect(filterEvents(events, { q: '1776' }).map((e) => e.id)).toEqual(['c']);
    expect(filterEvents(events, { q: 'col', period: 1 }).map((e) => e.id)).toEqual(['a']);
    expect(filterEvents(events, { q: '   ' })).toHaveLength(3);
  });
});

describe('validateTimelineSearch', () => {
  it('keeps a valid period and query and drops anything else', () => {
    expect(validateTimelineSearch({ period: '4', q: 'war' })).toEqual({ period: 4, q: 'war' });
    expect(validateTimelineSearch({ period: 12, q: 5 })).toEqual({ period: undefined, q: undefined });
    expect(validateTimelineSearch({ period: 'x' })).toEqual({ period: undefined, q: undefined });
  });
});
