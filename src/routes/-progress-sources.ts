/**
 * My progress reads what other features keep on the device, composed here since features do not import each other
 * (docs/architecture.md#layers). It reads the units' summaries, never their guides or quizzes; the rest loads on demand.
 */
import type { GradingSummary, ProgressData, UnitQuiz } from '../features/progress/progress-data';
import { readPart } from '../features/progress/progress-data';
import { unitSummaries } from '../content/unit-summaries';
/** Each unit quiz's best and last score on this device (the quiz feature's own store). */
export async function loadQuizScores(owner: string | null): Promise<UnitQuiz[]> {
  const { readQuizResults } = await import('../features/quiz/quiz-store');
  const results = await Promise.all(unitSummaries.map(async (unit) => ({ unit: unit.number, history: await readQuizResults(unit.quizId, owner) })));
  return results.flatMap(({ unit, history }) => (history ? [{ unit, best: history.best, last: history.last, attempts: history.attempts }] : []));
}

export async function loadProgress(owner: string | null): Promise<ProgressData> {
  const guides = Object.fromEntries(unitSummaries.map((unit) => [unit.number, { topics: unit.topics, hasQuiz: true }]));
  const [quizzes, topicsOpened, mcq, gradings, flashcards] = await Promise.all([
    readPart(() => loadQuizScores(owner)),
    readPart(async () => {
      const { loadTopicsOpened, openedPerUnit } = await import('../features/study-guide/topics-opened');
      return openedPerUnit(await loadTopicsOpened(owner));
    }),
    readPart(async () => {
      // The questions' periods and skills only, not the exam (docs/architecture.md#content-to-screens-pdfs-and-graders).
      const [{ listAttempts }, { tallyBy }, { mcq2014Tags: QUESTIONS }] = await Promise.all([
        import('../features/mcq-exam/exam-store'),
        import('../features/mcq-exam/attempt'),
        import('../content/mcq-2014-tags'),
      ]);
      const { attempts } = await listAttempts();
      const record = <T extends string | number>(tallies: { group: T; correct: number; total: number }[]) =>
        Object.fromEntries(tallies.map(({ group, correct, total }) => [group, { correct, total }]));
      return attempts.map((attempt) => ({
        at: attempt.submittedAt,
        correct: attempt.correct,
        total: attempt.total,
        byPeriod: record(tallyBy(QUESTIONS, attempt, (q) => q.period)),
        bySkill: record(tallyBy(QUESTIONS, attempt, (q) => q.skill)),
      }));
    }),
    readPart(async () => {
      const [{ saqHistoryStores, totalScore }, { essayHistoryStores }] = await Promise.all([
        import('../features/saq-exam/saq-store'),
        import('../features/essay-grader/essay-draft'),
      ]);
      const saq: GradingSummary[] = ((await saqHistoryStores(owner).load()) ?? []).map((g) => ({
        kind: 'SAQ',
        at: Date.parse(g.gradedAt),
        score: totalScore(g),
        max: g.result.length,
      }));
      const essays: GradingSummary[] = ((await essayHistoryStores(owner).load()) ?? []).map((g) => ({ kind: 'Essay', at: g.gradedAt, score: g.total, max: g.max }));
      return [...saq, ...essays];
    }),
    readPart(async () => {
      const { loadFlashcardSummary } = await import('../features/notes/study/flashcard-summary');
      return loadFlashcardSummary(new Date());
    }),
  ]);
  return { guides, quizzes, topicsOpened, mcq, gradings, flashcards };
}
