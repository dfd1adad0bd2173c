/**
 * What the progress page reads (docs/product.md#my-progress), each part from the feature that owns it, composed
 * by the route; a corrupt or blocked store hides its part only.
 */
export type Part<T> = { status: 'ok'; value: T } | { status: 'unavailable' };

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

export interface ProgressData {
  /** Per unit number: how many topics its guide has and whether it has a quiz (units without content: absent). */
  guides: Record<number, { topics: number; hasQuiz: boolean }>;
  quizzes: Part<UnitQuiz[]>;
  topicsOpened: Part<Record<number, number>>;
  mcq: Part<McqAttemptSummary[]>;
  gradings: Part<GradingSummary[]>;
  flashcards: Part<FlashcardSummary>;
}

/** Reads one part; any error (a corrupt store, IndexedDB blocked) makes only that part unavailable. */
export async function readPart<T>(read: () => Promise<T>): Promise<Part<T>> {
  try {
    return { status: 'ok', value: await read() };
  } catch {
    return { status: 'unavailable' };
  }
}

export const SKILL_LABELS: Record<string, string> = {
  causation: 'Causation',
  comparison: 'Comparison',
  'continuity-and-change': 'Continuity and change',
  contextualization: 'Contextualization',
  'sourcing-and-situation': 'Sourcing and situation',
  'claims-and-evidence': 'Claims and evidence',
};
