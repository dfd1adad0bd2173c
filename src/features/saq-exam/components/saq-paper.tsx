import type { SaqPaper } from '../../../content/schema';
import { interpretationLabel, sourceLine } from '../../../content/source-line';
import { StimulusText } from '../../../exam/stimulus-text';
import styles from './saq-exam.module.css';

/** The SAQ booklet as HTML (phones, and browsers without an inline PDF viewer): the same content as the PDF. */
export function SaqPaperHtml({ paper }: { paper: SaqPaper }) {
  return (
    <article className={styles.paper} aria-labelledby="saq-paper-title">
      <h2 id="saq-paper-title">{paper.title}</h2>
      <ul className={styles.instructions}>
        {paper.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={styles.intro}>{paper.prompt_intro}</p>
      {paper.sources.map((source) => (
        <figure key={source.label} className={styles.source}>
          <figcaption>
            <strong>{source.label}</strong>: {source.title}
          </figcaption>
          <StimulusText stimulus={source} label={interpretationLabel(source.source)} />
          <p className={styles.sourceLine}>{sourceLine(source.source)}</p>
        </figure>
      ))}
      <ol className={styles.parts} type="a">
        {paper.parts.map((part) => (
          <li key={part.part}>{part.question}</li>
        ))}
      </ol>
    </article>
  );
}
