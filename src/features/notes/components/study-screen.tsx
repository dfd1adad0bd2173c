import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Page } from '../../../shared/ui/page';
import { formatInterval, GRADES, newRecord, previewIntervals } from '../study/scheduler';
import { useNotes } from '../use-notes';
import { PATHS } from '../../../shared/paths';
import { useStudySession } from './use-study-session';
import styles from './study.module.css';

/**
 * Study mode (see docs/product.md#notes): one card at a time; a tap on the card, Space or Enter shows the answer,
 * 1–4 rate it Again / Hard / Good / Easy with FSRS; Undo (also Ctrl+Z / ⌘Z), Shuffle, Star, Reverse, Starred only;
 * "nothing due" says when the next card is and offers "Study all" (review ahead, schedule untouched).
 * `deckId` studies one flashcards note; without it, every deck's due cards.
 */
export function StudyScreen({ deckId }: { deckId?: number }) {
  const id = useId();
  const { notes } = useNotes();
  const decks = useMemo(
    () => notes.filter((note) => note.type === 'flashcards' && (deckId === undefined || note.id === deckId)),
    [notes, deckId],
  );
  const study = useStudySession(decks);
  const { session, current, record, revealed, reveal, grade, undo, options, now } = study;
  const ahead = session?.mode === 'ahead';
  const showRef = useRef<HTMLButtonElement>(null);
  const goodRef = useRef<HTMLButtonElement>(null);

  // Keys as in Anki: Space or Enter shows the answer, 1 to 4 rate it, Ctrl+Z (⌘Z) undoes the last rating.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.ctrlKey || event.metaKey) {
        if (event.key.toLowerCase() === 'z' && !event.shiftKey) {
          event.preventDefault();
          undo();
        }
        return;
      }
      if (!current) return;
      if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
        if (target?.closest('button, a')) return; // the focused control answers the key itself
        event.preventDefault();
        reveal();
      } else if (revealed) {
        const choice = GRADES.find((g) => g.key === event.key);
        if (choice) {
          event.preventDefault();
          grade(choice.grade);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, reveal, grade, undo, current]);

  // Focus follows the card: Show answer on a new card, Good once the answer shows.
  useEffect(() => {
    (revealed ? goodRef : showRef).current?.focus();
  }, [revealed, current?.key]);

  const title = deckId === undefined ? 'Study due cards' : `Study: ${decks[0]?.title ?? 'flashcards'}`;
  const intervals =
    !ahead && current ? previewIntervals(record ?? newRecord(now ?? new Date()), now ?? new Date()) : null;

  const optionsBar = (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">Study options</legend>
      <label>
        <input
          type="checkbox"
          checked={options.reverse}
          onChange={(e) => study.setOptions({ ...options, reverse: e.target.checked })}
        />{' '}
        Reverse (back → front)
      </label>
      <label>
        <input
          type="checkbox"
          checked={options.starredOnly}
          onChange={(e) => study.setOptions({ ...options, starredOnly: e.target.checked })}
        />{' '}
        Starred only ({study.starredCount})
      </label>
    </fieldset>
  );

  return (
    <Page title={title} documentTitle={title}>
      <p>
        <Link to={PATHS.notes}>← Back to Notes &amp; Flashcards</Link>
      </p>
      {study.error ? (
        <p className="message message-error" role="alert">
          {study.error}
        </p>
      ) : null}
      {ahead ? (
        <p className={`message message-warning ${styles.aheadNote}`}>
          Reviewing ahead: every card again, now. These ratings are not saved to your schedule, so each card stays
          due when it was (as Anki&apos;s custom study does).{' '}
          <button type="button" className="btn btn-small" onClick={study.studyDue}>
            Back to due cards
          </button>
        </p>
      ) : null}
      {!session ? (
        <p className="muted">Opening your cards…</p>
      ) : deckId !== undefined && !decks.length ? (
        <p className="message message-warning">There is no flashcards note with this id on this device.</p>
      ) : current ? (
        <section className={styles.study} aria-label="Flashcard">
          {optionsBar}
          <div className={styles.bar}>
            <p className={styles.progress} aria-live="polite">
              Card {session.done + 1} of {session.done + session.queue.length}
            </p>
            <div className="btn-row">
              <button
                type="button"
                className="btn btn-small"
                aria-pressed={study.starred}
                onClick={() => study.toggleStar(current)}
              >
                <span aria-hidden="true">{study.starred ? '★' : '☆'}</span> Star
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={study.shuffle}
                disabled={session.queue.length < 2}
              >
                Shuffle
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={undo}
                disabled={!session.history.length}
                aria-keyshortcuts="Control+Z Meta+Z"
              >
                Undo
              </button>
            </div>
          </div>
          {/* A tap anywhere on the card shows the answer (phones); keyboards have Show answer, Space and Enter. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the Show answer button below is the keyboard and screen-reader path */}
          <div
            className={`card ${styles.flashcard} ${revealed ? '' : styles.tappable}`}
            data-testid="flashcard"
            onClick={revealed ? undefined : reveal}
          >
            {deckId === undefined ? <p className={styles.deck}>{current.deck}</p> : null}
            <h2 className="visually-hidden">{options.reverse ? 'Back' : 'Front'}</h2>
            <p className={styles.front}>{current.front}</p>
            <div aria-live="polite">
              {revealed ? (
                <>
                  <hr className={styles.rule} />
                  <h2 className="visually-hidden">{options.reverse ? 'Front' : 'Back'}</h2>
                  <p className={styles.back}>{current.back}</p>
                </>
              ) : (
                <p className={`muted ${styles.tapHint}`} aria-hidden="true">
                  Tap the card to show the answer
                </p>
              )}
            </div>
          </div>
          {revealed ? (
            <div className={styles.grades} role="group" aria-label="How well did you know it?">
              {GRADES.map((g) => (
                <button
                  key={g.grade}
                  ref={g.grade === 3 ? goodRef : undefined}
                  type="button"
                  className={`btn ${styles.grade}`}
                  aria-keyshortcuts={g.key}
                  onClick={() => grade(g.grade)}
                >
                  <span>{g.label}</span>
                  {intervals ? <span className={styles.interval}>{intervals[g.grade]}</span> : null}
                  <kbd className={styles.key} aria-hidden="true">
                    {g.key}
                  </kbd>
                </button>
              ))}
            </div>
          ) : (
            <button
              ref={showRef}
              type="button"
              className={`btn btn-primary ${styles.show}`}
              aria-keyshortcuts="Space Enter"
              onClick={reveal}
            >
              Show answer
            </button>
          )}
          <p className="muted">
            Keys: Space or Enter shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy; Ctrl+Z (⌘Z) undoes.
          </p>
          <p className="visually-hidden" role="status">
            {study.said}
          </p>
        </section>
      ) : (
        <section className={`card ${styles.done}`} aria-labelledby={`${id}-done`}>
          <h2 id={`${id}-done`}>{ahead ? 'You reviewed every card' : 'Nothing due right now'}</h2>
          {session.done ? (
            <p>
              You studied {session.done} {session.done === 1 ? 'card' : 'cards'}.
            </p>
          ) : null}
          {study.items.length === 0 ? (
            <p>There are no flashcards to study yet.</p>
          ) : options.starredOnly && !study.starredCount ? (
            <p>No starred cards yet: star a card while you study it.</p>
          ) : !ahead && study.next ? (
            <p>
              Next card due in {formatInterval(study.next.getTime() - (now ?? new Date()).getTime())} (
              <time dateTime={study.next.toISOString()}>{study.next.toLocaleString()}</time>).
            </p>
          ) : null}
          {study.items.length ? optionsBar : null}
          {study.items.length ? (
            <p className="muted">
              Study all reviews every card again now without changing your schedule: the ratings are not saved.
            </p>
          ) : null}
          <div className="btn-row">
            {session.history.length ? (
              <button type="button" className="btn" onClick={undo} aria-keyshortcuts="Control+Z Meta+Z">
                Undo
              </button>
            ) : null}
            {study.items.length ? (
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
      )}
    </Page>
  );
}
