/** A stimulus's body: its quoted text, or for a map, chart or table its lead-in and the visual (docs/content.md#visual-sources). */
import type { Stimulus } from '../content/schema';
import { StimulusVisual } from './stimulus-visual';
import styles from './stimulus-visual.module.css';

export function StimulusText({ stimulus, label }: { stimulus: Pick<Stimulus, 'text' | 'visual'>; label?: string | null }) {
  const paragraphs = stimulus.text.split('\n\n').map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>);
  if (stimulus.visual) {
    return (
      <>
        <div className={styles.lead}>{paragraphs}</div>
        <StimulusVisual visual={stimulus.visual} />
      </>
    );
  }
  return (
    <>
      {label ? <p className={styles.label}>{label}</p> : null}
      <blockquote>{paragraphs}</blockquote>
    </>
  );
}
