/** A stimulus (source text) with its title and source line, as quizzes, exam booklets and reviews show it. */
import { sourceLine } from '../content/source-line';
import type { Stimulus } from '../content/schema';
import styles from './stimulus-block.module.css';

export function StimulusBlock({ stimulus, headingLevel = 2 }: { stimulus: Stimulus; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <figure className={styles.stimulus}>
      <Heading className={styles.title}>{stimulus.title}</Heading>
      <blockquote>
        {stimulus.text.split('\n\n').map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption>{sourceLine(stimulus.source)}</figcaption>
    </figure>
  );
}
