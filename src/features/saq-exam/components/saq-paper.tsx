import type { SaqPaper } from '../../../content/schema';
import { sourceLine } from '../../../content/source-line';
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
          <blockquote>
            {source.text.split('\n\n').map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </blockquote>
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
