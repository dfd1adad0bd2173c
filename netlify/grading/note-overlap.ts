/**
 * No sentence of a scoring note reaches the student through the model (docs/architecture.md#grading): a sentence
 * of the grader's text that shares a run of OVERLAP_WORDS words with the notes is dropped before it is returned.
 * The instructions already forbid quoting them; this holds when an answer talks the model into it anyway.
 */
export const OVERLAP_WORDS = 6;

const words = (text: string) => text.toLowerCase().normalize('NFKD').match(/[\p{L}\p{N}]+/gu) ?? [];

function shingles(text: string): Set<string> {
  const list = words(text);
  const out = new Set<string>();
  for (let i = 0; i + OVERLAP_WORDS <= list.length; i++) out.add(list.slice(i, i + OVERLAP_WORDS).join(' '));
  return out;
}

/** The notes' runs of words, to check many texts against one set. */
export function noteShingles(notes: readonly string[]): Set<string> {
  const all = new Set<string>();
  for (const note of notes) for (const shingle of shingles(note)) all.add(shingle);
  return all;
}

/** The text without its sentences that repeat the notes; `redacted` says whether any was dropped. */
export function withoutNoteSentences(text: string, notes: ReadonlySet<string>): { text: string; redacted: boolean } {
  // A sentence ends at . ! or ? before a capital, a quote or the end ("No. 10" does not end one), or at a line break.
  const sentences = text.split(/(?<=[.!?])\s+(?=[\p{Lu}"“‘(])|\n+/u).filter((sentence) => sentence.trim());
  const kept = sentences.filter((sentence) => ![...shingles(sentence)].some((shingle) => notes.has(shingle)));
  return { text: kept.join(' ').trim(), redacted: kept.length !== sentences.length };
}
