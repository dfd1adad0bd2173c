/**
 * What a feature offers My progress (docs/architecture.md#progress-sources): each feature that has something to show
 * exports a `ProgressSource` from its `progress.ts`; the app lists them (src/app/progress-sources.ts) and the progress
 * feature reads every one, so no route or feature reaches into another feature's stores.
 */

export interface Tally {
  correct: number;
  total: number;
}

export interface UnitQuiz {
  unit: number;
  best: { score: number; total: number; at: number };
  last: { score: number; total: number; at: number };
  attempts: number;
}

/** One submitted MCQ attempt, with its answers tallied per period (1–9) and per skill. */
export interface McqAttemptSummary {
  at: number;
  correct: number;
  total: number;
  byPeriod: Record<number, Tally>;
  bySkill: Record<string, Tally>;
}

export type GradingKind = 'SAQ' | 'Essay' | 'DBQ' | 'LEQ';

export interface GradingSummary {
  kind: GradingKind;
  at: number;
  score: number;
  max: number;
}

export interface FlashcardSummary {
  decks: number;
  dueNow: number;
  reviewedLast7Days: number;
  /** FSRS's predicted recall now, averaged over the cards studied at least once (0–1); null with none studied. */
  retention: number | null;
  /** When each review was made (epoch ms), for the streak. */
  reviewTimes: number[];
}

/** The parts of My progress a feature can fill in. A part with several sources (the gradings) gets their lists joined. */
export interface ProgressParts {
  quizzes: UnitQuiz[];
  /** Topics opened per unit number. */
  topicsOpened: Record<number, number>;
  mcq: McqAttemptSummary[];
  gradings: GradingSummary[];
  flashcards: FlashcardSummary;
}
export type ProgressPart = keyof ProgressParts;

/** One feature's contribution: which part it fills, and how it reads it for an account (null: signed out). */
export interface ProgressSource<K extends ProgressPart = ProgressPart> {
  /** Names the source in tests and errors, e.g. 'free-response'. */
  name: string;
  part: K;
  read(owner: string | null): Promise<ProgressParts[K]>;
}

/** Any source, whatever its part (a list of sources holds several). */
export type AnyProgressSource = { [K in ProgressPart]: ProgressSource<K> }[ProgressPart];

/** A source whose module loads only when it is read (the heavy stores stay out of the page until then). */
export function lazySource<K extends ProgressPart>(name: string, part: K, load: () => Promise<ProgressSource<K>['read']>): ProgressSource<K> {
  return { name, part, read: async (owner) => (await load())(owner) };
}
