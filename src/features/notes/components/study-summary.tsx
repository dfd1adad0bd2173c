import { Link } from '@tanstack/react-router';
import { PATHS } from '../../../shared/paths';
import styles from './notes.module.css';

/** The board's study box: how many flashcards are due across all decks, and the way to study them. */
export function StudySummary({ due, decks }: { due: number | null; decks: number }) {
  if (!decks) return null;
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="study-summary">
      <h2 id="study-summary">Flashcard study</h2>
      <p aria-live="polite">
        {due === null
          ? 'Counting due cards…'
          : due === 0
            ? 'No cards are due right now.'
            : `${due} ${due === 1 ? 'card is' : 'cards are'} due.`}
      </p>
      <Link to={PATHS.notesStudy} className="btn btn-primary">
        Study due cards
      </Link>
    </section>
  );
}
