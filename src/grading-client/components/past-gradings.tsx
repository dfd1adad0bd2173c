import type { ReactNode } from 'react';
import styles from './past-gradings.module.css';

const formatGradedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

interface PastGradingsProps<T> {
  /** The heading's id is `<id>-heading`. */
  id: string;
  gradings: readonly T[];
  /** The score in each summary line, e.g. '2/3'. */
  score: (grading: T) => string;
  /** What a grading shows when opened: the answers and the result. */
  children: (grading: T) => ReactNode;
}

/** The gradings kept on this device, newest first, each opened in place; nothing when there are none. */
export function PastGradings<T extends { id: string; gradedAt: string }>({ id, gradings, score, children }: PastGradingsProps<T>) {
  if (!gradings.length) return null;
  return (
    <section className={styles.history} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your past gradings</h2>
      <p className="muted">Kept on this device only.</p>
      {gradings.map((grading) => (
        <details key={grading.id} className={styles.item}>
          <summary>
            {formatGradedAt(grading.gradedAt)}: {score(grading)}
          </summary>
          {children(grading)}
        </details>
      ))}
    </section>
  );
}
