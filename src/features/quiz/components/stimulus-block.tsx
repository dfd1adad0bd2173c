import { sourceLine } from '../../../content/source-line';
import type { Stimulus } from '../../../content/schema';
import styles from './quiz.module.css';

export function StimulusBlock({ stimulus, headingLevel = 2 }: { stimulus: Stimulus; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <figure className={styles.stimulus}>
      <Heading className={styles.stimulusTitle}>{stimulus.title}</Heading>
      <blockquote>
        {stimulus.text.split('\n\n').map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption>{sourceLine(stimulus.source)}</figcaption>
    </figure>
  );
}
