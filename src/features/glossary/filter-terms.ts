import type { GlossaryEntry } from '../../content/content-index';

/** Lower case without accents, so "cesar chavez" finds "César Chávez". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * The entries matching every word of the query, in the term or its definition; terms that match come before
 * entries that match only in their definition, each group keeping the glossary's alphabetical order.
 */
export function filterGlossary(entries: readonly GlossaryEntry[], query: string): readonly GlossaryEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  const inTerm: GlossaryEntry[] = [];
  const inDefinition: GlossaryEntry[] = [];
  for (const entry of entries) {
    const term = fold(entry.term);
    const all = `${term} ${fold(entry.definition)} ${entry.topic}`;
    if (!words.every((word) => all.includes(word))) continue;
    (words.every((word) => term.includes(word)) ? inTerm : inDefinition).push(entry);
  }
  return [...inTerm, ...inDefinition];
}
