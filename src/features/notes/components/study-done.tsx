import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { PATHS } from '../../../shared/paths';
import { formatInterval } from '../study/scheduler';
import type { StudySession } from '../study/study-session';
import { StudyOptionsBar } from './study-options';
import type { StudySessionState } from './use-study-session';
import styles from './study.module.css';

/** No card left: how many were studied, when the next one is due, Undo, and "Study all" (review ahead). */
export function StudyDone({ study, session }: { study: StudySessionState; session: StudySession }) {
  const id = useId();
  const { options, now, next, items } = study;
  const ahead = session.mode === 'ahead';
  return (
    <section className={`card ${styles.done}`} aria-labelledby={`${id}-done`}>
      <h2 id={`${id}-done`}>{ahead ? 'You reviewed every card' : 'Nothing due right now'}</h2>
      {session.done ? (
        <p>
          You studied {session.done} {session.done === 1 ? 'card' : 'cards'}.
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>There are no flashcards to study yet.</p>
      ) : options.starredOnly && !study.starredCount ? (
        <p>No starred cards yet: star a card while you study it.</p>
      ) : !ahead && next ? (
        <p>
          Next card due in {formatInterval(next.getTime() - (now ?? new Date()).getTime())} (
          <time dateTime={next.toISOString()}>{next.toLocaleString()}</time>).
        </p>
      ) : null}
      {items.length ? (
        <StudyOptionsBar options={options} setOptions={study.setOptions} starredCount={study.starredCount} />
      ) : null}
      {items.length ? (
        <p className="muted">
          Study all reviews every card again now without changing your schedule: the ratings are not saved.
        </p>
      ) : null}
      <div className="btn-row">
        {session.history.length ? (
          <button type="button" className="btn" onClick={study.undo} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </button>
        ) : null}
        {items.length ? (
          <button type="button" className="btn btn-primary" onClick={study.studyAll}>
            Study all
          </button>
        ) : null}
        <Link to={PATHS.notes} className="btn">
          Back to the board
        </Link>
      </div>
      <p className="visually-hidden" role="status">
        {study.said}
      </p>
    </section>
  );
}
