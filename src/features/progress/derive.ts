/** The progress page's figures, as pure functions of what the device holds (docs/product.md#my-progress). */
import type { GradingKind, GradingSummary, McqAttemptSummary, ProgressData, Tally } from './progress-data';

export interface Accuracy extends Tally {
  /** 0–100, rounded. */
  percent: number;
}

const percentOf = ({ correct, total }: Tally) => (total ? Math.round((correct / total) * 100) : 0);

export function accuracyBy(attempts: readonly McqAttemptSummary[], pick: (a: McqAttemptSummary) => Record<string, Tally>): Map<string, Accuracy> {
  const sums = new Map<string, Tally>();
  for (const attempt of attempts) {
    for (const [group, tally] of Object.entries(pick(attempt))) {
      const sum = sums.get(group) ?? { correct: 0, total: 0 };
      sums.set(group, { correct: sum.correct + tally.correct, total: sum.total + tally.total });
    }
  }
  return new Map([...sums].map(([group, tally]) => [group, { ...tally, percent: percentOf(tally) }]));
}

export interface WeakPeriod extends Accuracy {
  period: number;
  attempts: number;
}

/** The `count` periods with the lowest accuracy; ties go to the surer figure (more answered), then the earlier. */
export function weakestPeriods(attempts: readonly McqAttemptSummary[], count = 2): WeakPeriod[] {
  const byPeriod = accuracyBy(attempts, (a) => a.byPeriod);
  return [...byPeriod]
    .filter(([, accuracy]) => accuracy.total > 0)
    .map(([period, accuracy]) => ({ ...accuracy, period: Number(period), attempts: attempts.filter((a) => a.byPeriod[Number(period)]?.total).length }))
    .sort((a, b) => a.correct / a.total - b.correct / b.total || b.total - a.total || a.period - b.period)
    .slice(0, count);
}

/** The calendar day of `time` in `timeZone`, as YYYY-MM-DD. */
export function localDay(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
}

/** The day before `day` (YYYY-MM-DD), by the calendar, so DST changes do not matter. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Days in a row with any practice, in the student's time zone; `today` says whether today already counts. */
export function studyStreak(times: readonly number[], now: number, timeZone: string): { days: number; today: boolean } {
  const days = new Set(times.map((time) => localDay(time, timeZone)));
  const today = localDay(now, timeZone);
  let day = days.has(today) ? today : dayBefore(today);
  let count = 0;
  while (days.has(day)) {
    count += 1;
    day = dayBefore(day);
  }
  return { days: count, today: days.has(today) };
}

/** Every moment of practice the device knows of: quizzes, exams, gradings and flashcard reviews. */
export function practiceTimes(data: ProgressData): number[] {
  const times: number[] = [];
  if (data.quizzes.status === 'ok') for (const quiz of data.quizzes.value) times.push(quiz.best.at, quiz.last.at);
  if (data.mcq.status === 'ok') times.push(...data.mcq.value.map((a) => a.at));
  if (data.gradings.status === 'ok') times.push(...data.gradings.value.map((g) => g.at));
  if (data.flashcards.status === 'ok') times.push(...data.flashcards.value.reviewTimes);
  return times;
}

/** Latest grading of each kind, with the change from the one before it (in points; null with one grading). */
export function latestGradings(gradings: readonly GradingSummary[]): { kind: GradingKind; latest: GradingSummary; change: number | null; count: number }[] {
  const kinds: GradingKind[] = ['SAQ', 'Essay', 'DBQ', 'LEQ'];
  return kinds.flatMap((kind) => {
    const ofKind = gradings.filter((g) => g.kind === kind).sort((a, b) => b.at - a.at);
    const [latest, before] = ofKind;
    if (!latest) return [];
    return [{ kind, latest, change: before ? latest.score - before.score : null, count: ofKind.length }];
  });
}

export type Suggestion =
  | { kind: 'weak-period'; unit: number; text: string }
  | { kind: 'retake-quiz'; unit: number; text: string }
  | { kind: 'due-cards'; text: string }
  | { kind: 'next-unit'; unit: number; text: string }
  | { kind: 'mcq-exam'; text: string }
  | { kind: 'first-step'; unit: 1; text: string };

/** A quiz below this share of its questions is worth taking again. */
const RETAKE_BELOW = 0.7;
/** A weakest period above this accuracy is not worth a suggestion of its own. */
const WEAK_BELOW = 80;

/** The one suggestion at the top: the first of the six rules of docs/product.md#my-progress that applies. */
export function nextUp(data: ProgressData, unitsWithQuiz: readonly number[]): Suggestion {
  const attempts = data.mcq.status === 'ok' ? data.mcq.value : [];
  const [weakest] = weakestPeriods(attempts, 1);
  if (weakest && weakest.percent < WEAK_BELOW) {
    const over = `${weakest.attempts} ${weakest.attempts === 1 ? 'attempt' : 'attempts'}`;
    return {
      kind: 'weak-period',
      unit: weakest.period,
      text: `Your weakest period is ${weakest.period} (${weakest.percent} % over ${over}): read Unit ${weakest.period} and take its quiz.`,
    };
  }
  const quizzes = data.quizzes.status === 'ok' ? data.quizzes.value : [];
  const low = quizzes
    .filter((q) => q.best.score / (q.best.total || 1) < RETAKE_BELOW)
    .sort((a, b) => a.best.score / a.best.total - b.best.score / b.best.total || a.unit - b.unit)[0];
  if (low) {
    return { kind: 'retake-quiz', unit: low.unit, text: `Your best on the Unit ${low.unit} quiz is ${low.best.score}/${low.best.total}: reread the unit and take the quiz again.` };
  }
  const due = data.flashcards.status === 'ok' ? data.flashcards.value.dueNow : 0;
  if (due > 0) return { kind: 'due-cards', text: `${due} ${due === 1 ? 'flashcard is' : 'flashcards are'} due: study them now, while they are due.` };
  const taken = new Set(quizzes.map((q) => q.unit));
  const next = unitsWithQuiz.find((unit) => !taken.has(unit));
  if (taken.size === 0 && attempts.length === 0) return { kind: 'first-step', unit: 1, text: 'Start with Unit 1 and its quiz.' };
  if (next !== undefined) return { kind: 'next-unit', unit: next, text: `Next: Unit ${next}. Read it and take its quiz.` };
  return {
    kind: 'mcq-exam',
    text: attempts.length
      ? 'Every unit quiz is at 70 % or better: take the MCQ practice exam again to see which periods to review.'
      : 'Every unit quiz is at 70 % or better: take the MCQ practice exam to find the periods to review.',
  };
}
