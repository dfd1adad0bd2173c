/**
 * An exam booklet: the PDF in an <iframe> where the browser shows PDFs inline (an iframe, unlike <embed> or
 * <object>, is served by the service worker offline), else the booklet rendered as HTML from the same content
 * (phones: iOS shows only a PDF's first page, Android offers a download). Always with the link to the PDF.
 * See docs/decisions.md (booklets on phones).
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './booklet-frame.module.css';

interface BookletFrameProps {
  /** e.g. '/exams/apush-mcq-2014.pdf' */
  pdfUrl: string;
  /** Accessible title of the iframe, e.g. 'APUSH MCQ 2014 booklet (PDF)'. */
  title: string;
  /** The booklet as HTML, shown where PDFs cannot be shown inline. */
  children: ReactNode;
}

const subscribe = () => () => {};
const pdfInline = () => navigator.pdfViewerEnabled === true;
/** Prerendered HTML has no navigator: it shows the HTML booklet, the browser then decides. */
const pdfInlineOnServer = () => false;

export function usePdfInline(): boolean {
  return useSyncExternalStore(subscribe, pdfInline, pdfInlineOnServer);
}

export function BookletFrame({ pdfUrl, title, children }: BookletFrameProps) {
  const inline = usePdfInline();
  return (
    <div className={styles.booklet}>
      <p className={styles.link}>
        <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
          click here to open in a new tab
        </a>
      </p>
      {inline ? <iframe className={styles.frame} src={pdfUrl} title={title} /> : <div className={styles.html}>{children}</div>}
    </div>
  );
}
