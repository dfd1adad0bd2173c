import { describe, expect, it } from 'vitest';
import { practiceExams, studyGuides } from '../../content/catalogs';
import { filterByCategory } from './filter-by-category';

const items = [
  { id: 'x', category: 'social' as const },
  { id: 'y', category: 'stem' as const },
];

describe('filterByCategory', () => {
  it('keeps everything for All and only the matching items otherwise', () => {
    expect(filterByCategory(items, 'all').map((i) => i.id)).toEqual(['x', 'y']);
    expect(filterByCategory(items, 'stem').map((i) => i.id)).toEqual(['y']);
    expect(filterByCategory(items, 'arts')).toEqual([]);
  });

  it('puts the APUSH guide and exam under Social Studies only', () => {
    expect(filterByCategory(studyGuides, 'social').map((g) => g.title)).toEqual(['AP US History']);
    expect(filterByCategory(practiceExams, 'social').map((e) => e.title)).toEqual(['AP US History Practice Test']);
    expect(filterByCategory(studyGuides, 'english')).toEqual([]);
  });
});
