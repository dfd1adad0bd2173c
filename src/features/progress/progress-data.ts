/**
 * What the progress page reads (docs/product.md#my-progress), each part from the features that own it through
 * their progress sources (docs/architecture.md#progress-sources); a corrupt or blocked store hides its part only.
 */
import type { AnyProgressSource, FlashcardSummary, GradingSummary, McqAttemptSummary, ProgressPart, ProgressParts, ProgressSource, UnitQuiz } from '../../shared/progress/contract';
export type Part<T> = { status: 'ok'; value: T } | { status: 'unavailable' };

export type { FlashcardSummary, GradingKind, GradingSummary, McqAttemptSummary, Tally, UnitQuiz } from '../../shared/progress/contract';

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

/** Every source of `part`, read for `owner`: one source's value, or several sources' lists joined; unavailable if any fails. */
async function readSources<K extends ProgressPart>(sources: readonly AnyProgressSource[], part: K, owner: string | null): Promise<Part<ProgressParts[K]>> {
  const mine = sources.filter((source) => source.part === part) as readonly AnyProgressSource[] as readonly ProgressSource<K>[];
  if (mine.length === 0) return { status: 'unavailable' };
  return readPart(async () => {
    const values = await Promise.all(mine.map((source) => source.read(owner)));
    return values.length === 1 ? values[0]! : ((values as unknown[][]).flat() as ProgressParts[K]);
  });
}

/** The whole page's data for `owner`: the guides from the content, every other part from the sources the app lists. */
export async function loadProgress(sources: readonly AnyProgressSource[], owner: string | null): Promise<ProgressData> {
  // The units' summaries, never their guides or quizzes (docs/architecture.md#content-to-screens-pdfs-and-graders).
  const { unitSummaries } = await import('../../content/unit-summaries');
  const guides = Object.fromEntries(unitSummaries.map((unit) => [unit.number, { topics: unit.topics, hasQuiz: true }]));
  const [quizzes, topicsOpened, mcq, gradings, flashcards] = await Promise.all([
    readSources(sources, 'quizzes', owner),
    readSources(sources, 'topicsOpened', owner),
    readSources(sources, 'mcq', owner),
    readSources(sources, 'gradings', owner),
    readSources(sources, 'flashcards', owner),
  ]);
  return { guides, quizzes, topicsOpened, mcq, gradings, flashcards };
}

export const SKILL_LABELS: Record<string, string> = {
  causation: 'Causation',
  comparison: 'Comparison',
  'continuity-and-change': 'Continuity and change',
  contextualization: 'Contextualization',
  'sourcing-and-situation': 'Sourcing and situation',
  'claims-and-evidence': 'Claims and evidence',
};
