/**
 * My progress reads what other features keep on the device, composed here since features do not import each other
 * (docs/architecture.md#layers). Heavy modules (the unit content, the MCQ exam) load on demand.
 */
import type { GradingSummary, ProgressData, UnitQuiz } from '../features/progress/progress-data';
import { readPart } from '../features/progress/progress-data';
/** Each unit quiz's best and last score on this device (the quiz feature's own store). */
export async function loadQuizScores(owner: string | null): Promise<UnitQuiz[]> {
  const [{ unitContents }, { readQuizResults }] = await Promise.all([import('../content/unit-registry'), import('../features/quiz/quiz-store')]);
  const results = await Promise.all(unitContents.map(async (unit) => ({ unit: unit.number, history: await readQuizResults(unit.quiz.id, owner) })));
  return results.flatMap(({ unit, history }) => (history ? [{ unit, best: history.best, last: history.last, attempts: history.attempts }] : []));
}

export async function loadProgress(owner: string | null): Promise<ProgressData> {
  const { unitContents } = await import('../content/unit-registry');
  const guides = Object.fromEntries(unitContents.map((unit) => [unit.number, { topics: unit.sections.length, hasQuiz: true }]));
  const [quizzes, topicsOpened, mcq, gradings, flashcards] = await Promise.all([
    readPart(() => loadQuizScores(owner)),
    readPart(async () => {
      const { loadTopicsOpened, openedPerUnit } = await import('../features/study-guide/topics-opened');
      return openedPerUnit(await loadTopicsOpened(owner));
    }),
    readPart(async () => {
      const [{ listAttempts }, { tallyBy }, { QUESTIONS }] = await Promise.all([
        import('../features/mcq-exam/exam-store'),
        import('../features/mcq-exam/attempt'),
        import('../features/mcq-exam/exam-data'),
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
