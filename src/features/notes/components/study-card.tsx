import { GRADES, newRecord, previewIntervals } from '../study/scheduler';
import type { StudyItem } from '../study/study-deck';
import type { StudySession } from '../study/study-session';
import { StudyOptionsBar } from './study-options';
import { useCardFocus } from './use-study-keys';
import type { StudySessionState } from './use-study-session';
import styles from './study.module.css';

/** The card in front: progress, Star / Shuffle / Undo, the card itself, then Show answer or the four ratings. */
export function StudyCard({
  study,
  session,
  current,
  showDeck,
}: {
  study: StudySessionState;
  session: StudySession;
  current: StudyItem;
  showDeck: boolean;
}) {
  const { record, revealed, reveal, grade, undo, options, now } = study;
  const { showRef, goodRef } = useCardFocus(revealed, current.key);
  const at = now ?? new Date();
  // Reviewing ahead saves no rating, so there is no interval to preview.
  const intervals = session.mode === 'ahead' ? null : previewIntervals(record ?? newRecord(at), at);

  return (
    <section className={styles.study} aria-label="Flashcard">
      <StudyOptionsBar options={options} setOptions={study.setOptions} starredCount={study.starredCount} />
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
          <button type="button" className="btn btn-small" onClick={study.shuffle} disabled={session.queue.length < 2}>
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
        {showDeck ? <p className={styles.deck}>{current.deck}</p> : null}
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
      {/* Hidden on touch screens, which have no keys to press (docs/product.md#notes). */}
      <p className={`muted ${styles.keysHint}`}>
        Keys: Space or Enter shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy; Ctrl+Z (⌘Z) undoes.
      </p>
      <p className="visually-hidden" role="status">
        {study.said}
      </p>
    </section>
  );
}
