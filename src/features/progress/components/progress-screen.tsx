import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { units } from '../../../content/units';
import { useAccountId } from '../../../shared/account-seam';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { accuracyBy, latestGradings, nextUp, practiceTimes, studyStreak, weakestPeriods, type Suggestion } from '../derive';
import type { AnyProgressSource } from '../../../shared/progress/contract';
import { loadProgress, SKILL_LABELS, type Part, type ProgressData, type UnitQuiz } from '../progress-data';
import { AccuracyTable } from './accuracy-table';
import { ScoreChart } from './score-chart';
import styles from './progress.module.css';

interface ProgressScreenProps {
  /** Every feature's part of the page (docs/architecture.md#progress-sources), listed by the app. */
  sources: readonly AnyProgressSource[];
}

const dayText = (at: number) => new Date(at).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
const signed = (n: number) => (n > 0 ? `up ${n}` : n < 0 ? `down ${-n}` : 'no change');

/** My progress (docs/product.md#my-progress): prerendered with every row and '—', so filling in moves nothing. */
export function ProgressScreen({ sources }: ProgressScreenProps) {
  const account = useAccountId();
  const [read, setRead] = useState<{ owner: string | null; data: ProgressData; now: number } | null>(null);
  useEffect(() => {
    // Wait until accounts have said who is signed in, so one account's work is never shown to another.
    if (account === undefined) return;
    let current = true;
    void loadProgress(sources, account).then((data) => current && setRead({ owner: account, data, now: Date.now() }));
    return () => {
      current = false;
    };
  }, [sources, account]);

  const data = read && read.owner === account ? read.data : null;
  const suggestion = data ? nextUp(data, units.filter((u) => data.guides[u.number]?.hasQuiz).map((u) => u.number)) : null;
  const streak = data && read ? studyStreak(practiceTimes(data), read.now, Intl.DateTimeFormat().resolvedOptions().timeZone) : null;

  return (
    <Page title="My progress" lead="Where you stand across units, exams, gradings and flashcards. Read from this device only: nothing is sent anywhere.">
      <div className={styles.top}>
        {/* aria-busy while the device is read: a tap meanwhile waits for it (docs/decisions.md#one-replay-for-early-taps). */}
        <section aria-labelledby="next-heading" className={`card ${styles.next}`} aria-busy={!suggestion || undefined}>
          <h2 id="next-heading">Next up</h2>
          <p aria-live="polite">{suggestion ? suggestion.text : 'Reading your work on this device…'}</p>
          {suggestion ? <SuggestionLinks suggestion={suggestion} /> : <p className="btn-row" aria-hidden="true" />}
        </section>
        <section aria-labelledby="streak-heading" className={`card ${styles.streak}`}>
          <h2 id="streak-heading">Study streak</h2>
          <p className={styles.big}>{streak ? `${streak.days} ${streak.days === 1 ? 'day' : 'days'}` : '—'}</p>
          <p className="muted">
            {!streak ? 'Days in a row with any practice.' : streak.today ? 'You practised today.' : streak.days ? 'Practise today to keep it going.' : 'Any quiz, exam, grading or flashcard review starts one.'}
          </p>
        </section>
      </div>

      <section aria-labelledby="units-heading" className={styles.section}>
        <h2 id="units-heading">Units</h2>
        <Unavailable part={data?.quizzes} what="Quiz scores" />
        <ul className={`plain-list ${styles.units}`}>
          {units.map((unit) => {
            const quiz = data?.quizzes.status === 'ok' ? data.quizzes.value.find((q) => q.unit === unit.number) : undefined;
            const opened = data?.topicsOpened.status === 'ok' ? (data.topicsOpened.value[unit.number] ?? 0) : null;
            const guide = data?.guides[unit.number];
            return (
              <li key={unit.number} className={`card ${styles.unit}`}>
                <h3>
                  <Link to={PATHS.unit} params={{ unitId: unit.number }}>
                    Unit {unit.number}: {unit.theme}
                  </Link>
                </h3>
                <p>{quizLine(quiz, data ? Boolean(guide?.hasQuiz) : null)}</p>
                <p className="muted">{quiz ? `Last taken ${dayText(quiz.last.at)}` : '\u00a0'}</p>
                <p className="muted">{guide ? `Topics opened: ${opened ?? '—'} of ${guide.topics}` : data ? 'No topics yet' : 'Topics opened: —'}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="exams-heading" className={styles.section}>
        <h2 id="exams-heading">Practice exams</h2>
        <McqProgress data={data} />
        <h3>Gradings</h3>
        <Unavailable part={data?.gradings} what="Gradings" />
        <GradingList data={data} />
      </section>

      <section aria-labelledby="cards-heading" className={styles.section}>
        <h2 id="cards-heading">Flashcards</h2>
        <Unavailable part={data?.flashcards} what="Flashcard reviews" />
        <FlashcardFigures data={data} />
      </section>
    </Page>
  );
}

function quizLine(quiz: UnitQuiz | undefined, hasQuiz: boolean | null): string {
  if (quiz) return `Quiz: ${quiz.best.score}/${quiz.best.total} best, ${quiz.last.score}/${quiz.last.total} last`;
  if (hasQuiz === null) return 'Quiz: —';
  return hasQuiz ? 'Quiz: not taken yet' : 'Quiz: coming soon';
}

function Unavailable({ part, what }: { part: Part<unknown> | undefined; what: string }) {
  if (part?.status !== 'unavailable') return null;
  return (
    <p className="message message-warning" role="status">
      {what} on this device could not be read, so this part is not shown. The rest of the page is.
    </p>
  );
}

function SuggestionLinks({ suggestion }: { suggestion: Suggestion }) {
  const links: ReactNode[] = [];
  if ('unit' in suggestion) {
    links.push(
      <Link key="unit" to={PATHS.unit} params={{ unitId: suggestion.unit }} className="btn btn-primary">
        Read Unit {suggestion.unit}
      </Link>,
      <Link key="quiz" to={PATHS.unitQuiz} params={{ unitId: suggestion.unit }} className="btn">
        Unit {suggestion.unit} quiz
      </Link>,
    );
  } else if (suggestion.kind === 'due-cards') {
    links.push(
      <Link key="cards" to={PATHS.notesStudy} className="btn btn-primary">
        Study due cards
      </Link>,
    );
  } else {
    links.push(
      <Link key="mcq" to={PATHS.mcqExam} className="btn btn-primary">
        MCQ practice exam
      </Link>,
    );
  }
  return <p className="btn-row">{links}</p>;
}

function McqProgress({ data }: { data: ProgressData | null }) {
  const attempts = data?.mcq.status === 'ok' ? [...data.mcq.value].sort((a, b) => a.at - b.at) : [];
  const byPeriod = accuracyBy(attempts, (a) => a.byPeriod);
  const bySkill = accuracyBy(attempts, (a) => a.bySkill);
  const weakest = weakestPeriods(attempts);
  return (
    <>
      <h3>Multiple choice</h3>
      <Unavailable part={data?.mcq} what="MCQ attempts" />
      <p>
        {attempts.length
          ? `${attempts.length} ${attempts.length === 1 ? 'attempt' : 'attempts'}; latest ${Math.round((attempts.at(-1)!.correct / attempts.at(-1)!.total) * 100)} %.`
          : data
            ? 'No MCQ attempt on this device yet.'
            : '\u00a0'}
      </p>
      <ScoreChart caption="MCQ scores over time" points={attempts.map((a) => ({ at: a.at, percent: Math.round((a.correct / a.total) * 100) }))} />
      {weakest.length ? (
        <div className={styles.weakest}>
          <h4>Weakest periods</h4>
          <ul>
            {weakest.map((p) => (
              <li key={p.period}>
                Period {p.period}: {p.percent} % ({p.correct}/{p.total}) —{' '}
                <Link to={PATHS.unit} params={{ unitId: p.period }}>
                  Unit {p.period} guide
                </Link>{' '}
                ·{' '}
                <Link to={PATHS.unitQuiz} params={{ unitId: p.period }}>
                  Unit {p.period} quiz
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.tables}>
        <AccuracyTable
          caption="Accuracy per period, all attempts"
          groupHeader="Period"
          rows={Array.from({ length: 9 }, (_, i) => ({ label: String(i + 1), accuracy: byPeriod.get(String(i + 1)) }))}
        />
        <AccuracyTable
          caption="Accuracy per skill, all attempts"
          groupHeader="Skill"
          rows={Object.entries(SKILL_LABELS).map(([skill, label]) => ({ label, accuracy: bySkill.get(skill) }))}
        />
      </div>
    </>
  );
}

function GradingList({ data }: { data: ProgressData | null }) {
  const latest = data?.gradings.status === 'ok' ? latestGradings(data.gradings.value) : [];
  if (!latest.length) return <p>{data ? 'No grading on this device yet.' : '\u00a0'}</p>;
  return (
    <ul className={styles.gradings}>
      {latest.map(({ kind, latest: g, change, count }) => (
        <li key={kind}>
          <strong>{kind}</strong>: {g.score}/{g.max} on {dayText(g.at)}
          {change === null ? ' (first grading)' : ` (${signed(change)} from the one before; ${count} gradings)`}
        </li>
      ))}
    </ul>
  );
}

function FlashcardFigures({ data }: { data: ProgressData | null }) {
  const cards = data?.flashcards.status === 'ok' ? data.flashcards.value : null;
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>Due now</dt>
          <dd>{cards ? cards.dueNow : '—'}</dd>
        </div>
        <div>
          <dt>Reviewed in the last 7 days</dt>
          <dd>{cards ? cards.reviewedLast7Days : '—'}</dd>
        </div>
        <div>
          <dt>Cards you would likely remember now</dt>
          <dd>{cards?.retention != null ? `${Math.round(cards.retention * 100)} %` : '—'}</dd>
        </div>
      </dl>
      <p className="btn-row">
        {cards?.dueNow ? (
          <Link to={PATHS.notesStudy} className="btn">
            Study due cards
          </Link>
        ) : null}
        <Link to={PATHS.notes} className="btn btn-ghost">
          {cards?.decks ? `Your decks (${cards.decks})` : 'Notes & Flashcards'}
        </Link>
      </p>
    </>
  );
}
