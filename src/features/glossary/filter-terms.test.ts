import { describe, expect, it } from 'vitest';
import { GLOSSARY } from 'virtual:glossary';
import type { GlossaryEntry } from '../../content/content-index';
import { unitContents } from '../../content/unit-registry';
import { filterGlossary } from './filter-terms';

const entry = (term: string, definition: string, topic = '1.2'): GlossaryEntry => ({ term, definition, unit: Number(topic[0]), topic });
const entries = [
  entry('Cahokia', 'A Mississippian city near present-day St. Louis.'),
  entry('Maize', 'Corn, first grown in Mexico; Cahokia was built on it.'),
  entry('United Farm Workers', 'The farmworkers’ union led by César Chávez and Dolores Huerta.', '8.11'),
];

describe('filterGlossary', () => {
  it('keeps every entry for an empty query', () => {
    expect(filterGlossary(entries, '  ')).toBe(entries);
  });

  it('puts terms that match before entries that match only in their definition', () => {
    expect(filterGlossary(entries, 'cahokia').map((e) => e.term)).toEqual(['Cahokia', 'Maize']);
  });

  it('ignores case and accents and needs every word', () => {
    expect(filterGlossary(entries, 'CESAR chavez').map((e) => e.term)).toEqual(['United Farm Workers']);
    expect(filterGlossary(entries, 'chavez cahokia')).toEqual([]);
  });

  it('finds a topic by its number', () => {
    expect(filterGlossary(entries, '8.11').map((e) => e.term)).toEqual(['United Farm Workers']);
  });
});

describe('the glossary index (virtual:glossary)', () => {
  it('holds every key term once per topic, in alphabetical order, each with its unit and topic', () => {
    const keyTerms = unitContents.flatMap((unit) => unit.sections.flatMap((section) => section.keyTerms));
    expect(GLOSSARY).toHaveLength(keyTerms.length);
    for (const item of GLOSSARY) {
      expect(item.topic.startsWith(`${item.unit}.`), item.term).toBe(true);
    }
    const keys = GLOSSARY.map((e) => e.term.replace(/^the\s+/i, ''));
    const sorted = [...keys].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    expect(keys).toEqual(sorted);
  });
});
