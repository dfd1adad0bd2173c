import type { DbqPrompt } from '../../../content/schema';
import { sourceLine } from '../../../content/source-line';
import { StimulusText } from '../../../exam/stimulus-text';
import styles from './free-response.module.css';

/** The DBQ's prompt and its seven documents, each headed 'Document N' with its source line (the PDF holds the same). */
export function DbqDocuments({ dbq, pdfUrl }: { dbq: DbqPrompt; pdfUrl: string }) {
  return (
    <article className={styles.paper} aria-labelledby="dbq-prompt-heading">
      <h2 id="dbq-prompt-heading">Question 1 (Document-Based Question)</h2>
      <p className="muted">
        Suggested reading and planning time: 15 minutes. Suggested writing time: 45 minutes.{' '}
        <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
          The documents as a PDF booklet
        </a>
      </p>
      <p className={styles.question}>{dbq.question}</p>
      <p className="muted">
        In your response you should do the following: state a thesis that evaluates the extent; describe a broader historical context; support
        an argument using at least four documents; use at least one piece of evidence not found in the documents; explain how or why the point
        of view, purpose, historical situation or audience of at least two documents matters to your argument; and show a complex understanding.
      </p>
      {dbq.documents.map((document) => (
        <figure key={document.number} className={styles.document} aria-labelledby={`dbq-document-${document.number}`}>
          <h3 id={`dbq-document-${document.number}`}>Document {document.number}</h3>
          <figcaption className={styles.sourceLine}>
            <span>Source: {sourceLine(document.source)}</span>
            <span>Date: {document.date}</span>
            {document.situation ? <span>{document.situation}</span> : null}
          </figcaption>
          <StimulusText stimulus={document} />
        </figure>
      ))}
      <p className={styles.end}>End of documents for Question 1</p>
    </article>
  );
}
