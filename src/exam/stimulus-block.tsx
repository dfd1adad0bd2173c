/** A stimulus (source text, or a lead-in and a map, chart or table) with its title and source line, as quizzes, exam booklets and reviews show it. */
import { interpretationLabel, sourceLine } from '../content/source-line';
import type { Stimulus } from '../content/schema';
import styles from './stimulus-block.module.css';
import { StimulusText } from './stimulus-text';

export function StimulusBlock({ stimulus, headingLevel = 2 }: { stimulus: Stimulus; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <figure className={styles.stimulus}>
      <Heading className={styles.title}>{stimulus.title}</Heading>
      <StimulusText stimulus={stimulus} label={interpretationLabel(stimulus.source)} />
      <figcaption>{sourceLine(stimulus.source)}</figcaption>
    </figure>
  );
}
