import { lazy, Suspense, useId, useState } from 'react';
import { shareOrCopy, shareOutcomeText } from '../share';
import styles from './share-page.module.css';

const QrDialog = lazy(() => import('./qr-dialog'));

/** The page's address without its query or fragment: what a teacher shares with a class. */
function canonicalUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/** 'Share' and 'Show QR code' for a guide, quiz, timeline or exam page (docs/product.md#sharing). */
export function SharePage({ what }: { what: string }) {
  const id = useId();
  const [said, setSaid] = useState<{ text: string; url: string } | null>(null);
  const [qrUrl, setQrUrl] = useState<string | null>(null);

  const share = async () => {
    const url = canonicalUrl();
    setSaid({ text: shareOutcomeText(await shareOrCopy(url, document.title)), url });
  };


  return (
    <section className={styles.share} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Share this {what}
      </h2>
      <div className="btn-row">
        <button type="button" className="btn btn-small" onClick={() => void share()}>
          Share
        </button>
        <button type="button" className="btn btn-small" onClick={() => setQrUrl(canonicalUrl())}>
          Show QR code
        </button>
      </div>
      {said ? (
        <div className={styles.link}>
          <p role="status">{said.text}</p>
          <label htmlFor={`${id}-link`}>Link to this {what}</label>
          <input id={`${id}-link`} type="text" readOnly value={said.url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
      {qrUrl ? (
        <Suspense fallback={null}>
          <QrDialog url={qrUrl} label={`QR code for this ${what}`} onClose={() => setQrUrl(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
