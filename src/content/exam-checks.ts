/**
 * The bank's code checks as functions over any McqExam (docs/content.md#checks-what-code-tests-what-a-reader-checks),
 * so each practice exam's test runs the same rules: key balance and runs, within-set repeats near chance, option
 * lengths, periods, skill tags by stem, source lines, visual share, and stimuli shared with other material.
 * Pure: each returns figures or a list of problems (empty when the exam passes).
 */
import { chanceForSetOf, keyLengthStats, lengthRank, withinSetRepeats, type ChanceCount, type KeyLengthStats } from './item-stats';
import type { McqExam, McqQuestion, Stimulus } from './schema';
import { sourceLine } from './source-line';
import { stemSkill } from './stem-skills';
import { visualAsText } from './visual-data';

export const examQuestions = (exam: McqExam): McqQuestion[] => exam.sets.flatMap((set) => set.questions);

const LETTERS = 'ABCD';
/** The exam's key as one string of letters, e.g. "ADCA…". */
export const keyString = (exam: McqExam): string => examQuestions(exam).map((q) => LETTERS[q.answer]).join('');

/** Problems with numbering and ids: questions numbered 1..n in order, ids unique (also against `takenIds`). */
export function numberingProblems(exam: McqExam, takenIds: ReadonlySet<string> = new Set()): string[] {
  const questions = examQuestions(exam);
  const problems: string[] = [];
  questions.forEach((q, i) => {
    if (q.number !== i + 1) problems.push(`${q.id} is numbered ${q.number}, expected ${i + 1}`);
  });
  const ids = [...exam.sets.map((s) => s.id), ...questions.map((q) => q.id)];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id) || takenIds.has(id)) problems.push(`id ${id} is used twice`);
    seen.add(id);
  }
  return problems;
}

export interface KeyFigures {
  /** How often each letter is the key, A to D. */
  counts: Record<'A' | 'B' | 'C' | 'D', number>;
  /** The longest run of one letter in the exam's key. */
  longestRun: number;
  /** Neighbouring questions with the same key letter. */
  repeatsInARow: number;
  /** Set ids whose key pattern another set already has. */
  duplicatePatterns: string[];
  setsWithRepeat: ChanceCount;
  pairs: ChanceCount;
}

export function keyFigures(exam: McqExam): KeyFigures {
  const key = keyString(exam);
  const counts = { A: 0, B: 0, C: 0, D: 0 };
  for (const letter of key) counts[letter as keyof typeof counts]++;
  const longestRun = Math.max(...[...key].map((_, i) => key.slice(i).match(/^(.)\1*/)![0].length));
  const patterns = new Map<string, string>();
  const duplicatePatterns: string[] = [];
  for (const set of exam.sets) {
    const pattern = set.questions.map((q) => LETTERS[q.answer]).join('');
    if (patterns.has(pattern)) duplicatePatterns.push(`${set.id} (${pattern}, as ${patterns.get(pattern)})`);
    else patterns.set(pattern, set.id);
  }
  const { setsWithRepeat, pairs } = withinSetRepeats(exam.sets.map((set) => set.questions.map((q) => q.answer)));
  return {
    counts,
    longestRun,
    repeatsInARow: [...key].filter((letter, i) => i > 0 && letter === key[i - 1]).length,
    duplicatePatterns,
    setsWithRepeat,
    pairs,
  };
}

export interface LengthFigures extends KeyLengthStats {
  /** Questions whose key has length rank 0 (shortest) to 3 (longest), and the range chance allows for each. */
  rankCounts: number[];
  rankMin: number;
  rankMax: number;
}

/** How option lengths relate to the key: the key-longest share and margin, and the length-rank spread. */
export function lengthFigures(exam: McqExam, marginLimit = 10): LengthFigures {
  const questions = examQuestions(exam);
  const n = questions.length;
  const sd = Math.sqrt(n * 0.25 * 0.75);
  return {
    ...keyLengthStats(questions, marginLimit),
    rankCounts: [0, 1, 2, 3].map((rank) => questions.filter((q) => lengthRank(q) === rank).length),
    rankMin: n / 4 - 2 * sd,
    rankMax: n / 4 + 2 * sd,
  };
}

/** The real exam's spread of periods (docs/content.md#exam-format-facts): share of questions per period. */
export const PERIOD_SHARES: Readonly<Record<number, readonly [number, number]>> = {
  1: [0.04, 0.06],
  2: [0.06, 0.08],
  3: [0.1, 0.17],
  4: [0.1, 0.17],
  5: [0.1, 0.17],
  6: [0.1, 0.17],
  7: [0.1, 0.17],
  8: [0.1, 0.17],
  9: [0.04, 0.06],
};

/** Questions per period, 1 to 9. */
export const periodCounts = (exam: McqExam): number[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].map((period) => examQuestions(exam).filter((q) => q.period === period).length);

/** Periods outside the real exam's range: each period's count lies within its share of the exam's questions. */
export function periodProblems(exam: McqExam): string[] {
  const n = examQuestions(exam).length;
  return periodCounts(exam).flatMap((count, i) => {
    const [low, high] = PERIOD_SHARES[i + 1]!;
    const [min, max] = [Math.ceil(low * n - 1e-9), Math.floor(high * n + 1e-9)];
    return count >= min && count <= max ? [] : [`period ${i + 1}: ${count} questions, expected ${min} to ${max}`];
  });
}

/** Questions per skill tag. */
export function skillCounts(exam: McqExam): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of examQuestions(exam)) counts[q.skill] = (counts[q.skill] ?? 0) + 1;
  return counts;
}

/** Questions whose skill tag is not the one their kind of stem names (src/content/stem-skills.ts). */
export const skillTagProblems = (exam: McqExam): string[] =>
  examQuestions(exam)
    .filter((q) => stemSkill(q.question) !== q.skill)
    .map((q) => `${q.id}: tagged ${q.skill}, stem says ${stemSkill(q.question) ?? 'nothing'}`);

/** Problems with how a stimulus shows where it comes from (docs/content.md#rules, rule 2). */
export function sourceLineProblems(where: string, stimulus: Stimulus): string[] {
  const { source } = stimulus;
  const line = sourceLine(source);
  if (source.kind === 'pocket-ap') return line === 'Interpretation written for Pocket AP' ? [] : [`${where}: source line "${line}"`];
  const problems: string[] = [];
  if (source.author.trim().length < 3 || source.work.trim().length < 3) problems.push(`${where}: author or work missing`);
  const role = source.kind === 'public-domain' && source.historian ? ', historian' : '';
  const expected = `${source.adapted ? 'Adapted from ' : ''}${source.author}${role}, ${source.work}, ${source.year}`;
  if (line !== expected) problems.push(`${where}: source line "${line}", expected "${expected}"`);
  if (!source.adapted && stimulus.text.includes('\n\n') && !stimulus.text.includes('…')) {
    problems.push(`${where}: shown verbatim in several paragraphs but marks no cut with "…"`);
  }
  return problems;
}

/** The share of the exam's stimuli that are maps, charts or tables. */
export const visualShare = (exam: McqExam): number => exam.sets.filter((set) => set.stimulus.visual).length / exam.sets.length;

/** A stimulus with where it is shown, e.g. "practice exam 2: p2-set-03". */
export interface PlacedStimulus {
  where: string;
  stimulus: Stimulus;
}

const normal = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const authorOf = (author: string) => normal(author.split(',')[0]!);
const workOf = (work: string) => normal(work.replace(/\(.*?\)/g, ''));
const oneStartsTheOther = (a: string, b: string) => a.length > 0 && b.length > 0 && (a.startsWith(b) || b.startsWith(a));

/**
 * Two stimuli are one source when their authors and works match, or, for two texts, their authors and years (one
 * speech under two titles); a statistical compendium serves many tables, so two visuals from one work are the same
 * only with the same caption. src/content/shared-stimuli.test.ts and every exam's test use it.
 */
export function sameSource(a: Stimulus, b: Stimulus): boolean {
  if (a.source.kind === 'pocket-ap' || b.source.kind === 'pocket-ap') return false;
  if (!oneStartsTheOther(authorOf(a.source.author), authorOf(b.source.author))) return false;
  const sameWork = workOf(a.source.work) === workOf(b.source.work);
  if (a.visual || b.visual) return sameWork && normal(a.visual?.caption ?? '') === normal(b.visual?.caption ?? '');
  return sameWork || a.source.year === b.source.year;
}

const shingles = (stimulus: Stimulus, size = 8) => {
  const list = normal(`${stimulus.text} ${stimulus.visual ? visualAsText(stimulus.visual) : ''}`).split(' ').filter(Boolean);
  return new Set(list.slice(0, Math.max(list.length - size + 1, 0)).map((_, i) => list.slice(i, i + size).join(' ')));
};
/** The share of the first stimulus's eight-word runs that the second also has. */
export function wordOverlap(a: Stimulus, b: Stimulus): number {
  const [runsA, runsB] = [shingles(a), shingles(b)];
  if (runsA.size === 0) return 0;
  return [...runsA].filter((run) => runsB.has(run)).length / runsA.size;
}
/** More than this share of shared eight-word runs is the same passage (a quoted line or two stays below it). */
export const MAX_WORD_OVERLAP = 0.15;

/** Every stimulus of `mine` that repeats one of `others` (same source, or overlapping words either way). */
export function sharedStimuli(mine: readonly PlacedStimulus[], others: readonly PlacedStimulus[]): string[] {
  return mine.flatMap((a) =>
    others
      .filter(
        (b) =>
          sameSource(a.stimulus, b.stimulus) ||
          wordOverlap(a.stimulus, b.stimulus) > MAX_WORD_OVERLAP ||
          wordOverlap(b.stimulus, a.stimulus) > MAX_WORD_OVERLAP,
      )
      .map((b) => `${a.where} repeats ${b.where}`),
  );
}

/** The exam's stimuli, placed. */
export const examStimuli = (exam: McqExam, name: string): PlacedStimulus[] =>
  exam.sets.map((set) => ({ where: `${name}: ${set.id}`, stimulus: set.stimulus }));

/** One line of figures for a test to print (the closing note of issue 56 asks for them per exam). */
export function examFiguresLine(exam: McqExam): string {
  const key = keyFigures(exam);
  const lengths = lengthFigures(exam);
  const skills = Object.entries(skillCounts(exam))
    .map(([skill, n]) => `${skill} ${n}`)
    .join(', ');
  return [
    `${exam.title}: ${examQuestions(exam).length} questions in ${exam.sets.length} sets`,
    `key A ${key.counts.A}, B ${key.counts.B}, C ${key.counts.C}, D ${key.counts.D}; longest run ${key.longestRun}; repeats in a row ${key.repeatsInARow}`,
    `sets with a repeated letter ${key.setsWithRepeat.observed} (chance ${key.setsWithRepeat.min.toFixed(1)}-${key.setsWithRepeat.max.toFixed(1)}), same-letter pairs ${key.pairs.observed} (chance ${key.pairs.min.toFixed(1)}-${key.pairs.max.toFixed(1)})`,
    `key longest in ${lengths.keyLongest} of ${lengths.items} (${(100 * lengths.keyLongestShare).toFixed(1)} %), largest margin ${lengths.maxMargin}; length ranks ${lengths.rankCounts.join('/')} (chance ${lengths.rankMin.toFixed(1)}-${lengths.rankMax.toFixed(1)})`,
    `periods 1-9: ${periodCounts(exam).join(', ')}`,
    `skills: ${skills}`,
    `visual stimuli ${exam.sets.filter((s) => s.stimulus.visual).length} of ${exam.sets.length} (${(100 * visualShare(exam)).toFixed(0)} %)`,
  ].join('\n');
}

export { chanceForSetOf };
