/**
 * An exam booklet: the PDF in an <iframe> where it shows inline beside the answers, else the same booklet as HTML,
 * always with the link (docs/decisions.md#exam-booklets-pdf-in-an-iframe-where-it-works-html-elsewhere).
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import styles from './booklet-frame.module.css';

interface BookletFrameProps {
  /** e.g. '/exams/apush-mcq-2014.pdf' */
  pdfUrl: string;
  /** Accessible title of the iframe, e.g. 'APUSH MCQ 2014 booklet (PDF)'. */
  title: string;
  children: ReactNode;
  /** The media query from which the screen shows the booklet beside the answers, e.g. '(min-width: 60rem)'. */
  sideBySide: string;
}

/** Prerendered HTML has no navigator: it shows the HTML booklet, the browser then decides. */
const pdfInlineOnServer = () => false;

export function usePdfInline(sideBySide: string): boolean {
  const [subscribe, read] = useMemo(() => {
    const query = typeof matchMedia === 'function' ? matchMedia(sideBySide) : null;
    return [
      (onChange: () => void) => {
        query?.addEventListener('change', onChange);
        return () => query?.removeEventListener('change', onChange);
      },
      () => navigator.pdfViewerEnabled === true && query?.matches === true,
    ] as const;
  }, [sideBySide]);
  return useSyncExternalStore(subscribe, read, pdfInlineOnServer);
}

export function BookletFrame({ pdfUrl, title, children, sideBySide }: BookletFrameProps) {
  const inline = usePdfInline(sideBySide);
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
