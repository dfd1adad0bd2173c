import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { OPTION_LETTERS } from '../../../content/option-letters';
import { units } from '../../../content/units';
import { formatScore } from '../../../exam/scoring';
import { Page } from '../../../shared/ui/page';
import { SKILL_NAMES, tallyBy, type Tally } from '../attempt';
import { QUESTIONS } from '../exam-data';
import type { AttemptRecord } from '../stored-shapes';
import { loadExamStore } from '../load-exam-store';
import { formatDate, formatTimeUsed } from './attempt-history';
import { QuestionReview } from './question-review';
import styles from './mcq.module.css';
import { PATHS } from '../../../shared/paths';

type Loading = { status: 'loading' } | { status: 'ok'; record: AttemptRecord } | { status: 'missing' | 'unreadable' | 'unavailable' };

/** Reads the attempt by id from IndexedDB; a record in navigation state (right after Submit) shows at once. */
function useAttempt(attemptId: string | null): Loading {
  const passed = useRouterState({ select: (s) => s.location.state.mcqAttempt });
  const [loaded, setLoaded] = useState<{ id: string; result: Loading } | null>(null);
  const [fast, setFast] = useState<AttemptRecord | null>(null);
  useEffect(() => {
    if (!attemptId) return;
    let cancelled = false;
    const done = (result: Loading) => {
      if (!cancelled) setLoaded({ id: attemptId, result });
    };
    loadExamStore()
      .then((api) => {
        // The fast path (right after Submit): the record in navigation state, checked like a stored one.
        const record = passed?.id === attemptId ? api.parseAttempt(passed) : null;
        if (record && !cancelled) setFast(record);
        return api.loadAttempt(attemptId);
      })
      .then((result) => done(result.status === 'ok' ? { status: 'ok', record: result.value } : { status: result.status }))
      .catch(() => done({ status: 'unavailable' }));
    return () => {
      cancelled = true;
    };
  }, [attemptId, passed]);
  if (!attemptId) return { status: 'missing' };
  if (loaded?.id === attemptId) return loaded.result;
  return fast?.id === attemptId ? { status: 'ok', record: fast } : { status: 'loading' };
}

const MISSING_TEXT = {
  missing: 'There is no saved attempt to show here. Results are kept on the device where the exam was taken.',
  unreadable: 'This attempt could not be read on this device. It was set aside (not deleted).',
  unavailable: 'This browser does not let Pocket AP read saved attempts (private mode or site data turned off).',
};

function Bars({ title, tallies, name }: { title: string; tallies: Tally<string>[]; name: (group: string) => string }) {
  const id = `bars-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className={styles.breakdown}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.bars}>
        {tallies.map((t) => {
          const pct = t.total ? (t.correct / t.total) * 100 : 0;
          return (
            <li key={t.group} className={styles.barRow}>
              <span className={styles.barLabel}>{name(t.group)}</span>
              <svg className={styles.bar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                <rect width="100" height="10" className={styles.barTrack} />
                <rect width={pct} height="10" className={styles.barFill} />
              </svg>
              <span className={styles.barFigure}>
                {t.correct}/{t.total}
                <span className="visually-hidden"> correct</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function resultText(answer: number | null | undefined, key: number): 'Correct' | 'Wrong' | 'Unanswered' {
  if (answer === null || answer === undefined) return 'Unanswered';
  return answer === key ? 'Correct' : 'Wrong';
}

/** Score, per-question table, period and skill breakdowns and a review of every question. See docs/product.md#mcq-exam. */
export function ResultsScreen({ attemptId }: { attemptId: string | null }) {
  const loading = useAttempt(attemptId);
  if (loading.status !== 'ok') {
    return (
      <Page title="Your Results" documentTitle="MCQ Results">
        {loading.status === 'loading' ? <p role="status">Opening your results…</p> : <p className="message message-warning">{MISSING_TEXT[loading.status]}</p>}
        <p>
          <Link to={PATHS.mcqExam} className="btn btn-primary">
            Go to the exam
          </Link>
        </p>
      </Page>
    );
  }
  const { record } = loading;
  const periods = tallyBy(QUESTIONS, record, (q) => String(q.period), units.map((u) => String(u.number)));
  const skills = tallyBy(QUESTIONS, record, (q) => q.skill as string);
  const periodName = (p: string) => {
    const unit = units.find((u) => String(u.number) === p);
    return `Period ${p}${unit ? ` (${unit.period})` : ''}`;
  };

  return (
    <Page title="Your Results" documentTitle="MCQ Results">
      <div className={`card ${styles.resultsHead}`}>
        <p className={styles.bigScore}>
          Score: <strong>{formatScore(record.correct, record.total)}</strong>
        </p>
        <p className="muted">
          Submitted {formatDate(record.submittedAt)} · Time used {formatTimeUsed(record.elapsedMs)}
          {record.timeUp ? ' · Time ran out' : ''}
        </p>
        <Link to={PATHS.mcqExam} className="btn">
          Back to the exam
        </Link>
      </div>

      <section aria-labelledby="answers-title">
        <h2 id="answers-title">Answers</h2>
        <table className={`${styles.table} ${styles.answersTable}`}>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Your answer</th>
              <th scope="col">Correct answer</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {record.key.map((key, i) => {
              const answer = record.answers[i];
              const result = resultText(answer, key);
              return (
                <tr key={i}>
                  <th scope="row">{i + 1}</th>
                  <td>{answer === null || answer === undefined ? '—' : OPTION_LETTERS[answer]}</td>
                  <td>{OPTION_LETTERS[key]}</td>
                  <td className={result === 'Correct' ? styles.resultCorrect : styles.resultWrong}>
                    <span aria-hidden="true">{result === 'Correct' ? '✓ ' : '✗ '}</span>
                    {result}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <div className={styles.breakdowns}>
        <Bars title="By period" tallies={periods} name={periodName} />
        <Bars title="By skill" tallies={skills} name={(s) => SKILL_NAMES[s as keyof typeof SKILL_NAMES] ?? s} />
      </div>

      <QuestionReview record={record} />
    </Page>
  );
}
