import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Page } from '../../../shared/ui/page';
import { PATHS } from '../../../shared/paths';
import { useNotes } from '../use-notes';
import { StudyCard } from './study-card';
import { StudyDone } from './study-done';
import { useStudyKeys } from './use-study-keys';
import { useStudySession } from './use-study-session';
import styles from './study.module.css';

/**
 * Study mode (see docs/product.md#notes): one card at a time, rated Again / Hard / Good / Easy with FSRS; "nothing
 * due" says when the next card is and offers "Study all". `deckId` studies one flashcards note; without it, every
 * deck's due cards. The session lives in use-study-session.ts, the keys in use-study-keys.ts.
 */
export function StudyScreen({ deckId }: { deckId?: number }) {
  const { notes } = useNotes();
  const decks = useMemo(
    () => notes.filter((note) => note.type === 'flashcards' && (deckId === undefined || note.id === deckId)),
    [notes, deckId],
  );
  const study = useStudySession(decks);
  const { session, current } = study;
  useStudyKeys({ hasCard: Boolean(current), revealed: study.revealed, reveal: study.reveal, grade: study.grade, undo: study.undo });
  const title = deckId === undefined ? 'Study due cards' : `Study: ${decks[0]?.title ?? 'flashcards'}`;

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
      {session?.mode === 'ahead' ? (
        <p className={`message message-warning ${styles.aheadNote}`}>
          Reviewing ahead: every card again, now. These ratings are not saved to your schedule, so each card stays
          due when it was (as Anki&apos;s custom study does).{' '}
          <button type="button" className="btn btn-small" onClick={study.studyDue}>
            Back to due cards
          </button>
        </p>
      ) : null}
      {!session ? (
        // Space, Enter and 1-4 pressed while the cards open are held and replayed (docs/decisions.md#one-replay-for-early-taps).
        <p className="muted" aria-busy="true" data-keys="Space Enter 1 2 3 4">
          Opening your cards…
        </p>
      ) : deckId !== undefined && !decks.length ? (
        <p className="message message-warning">There is no flashcards note with this id on this device.</p>
      ) : current ? (
        <StudyCard study={study} session={session} current={current} showDeck={deckId === undefined} />
      ) : (
        <StudyDone study={study} session={session} />
      )}
    </Page>
  );
}
