import { useId, useState } from 'react';
import { shareOrCopy, shareOutcomeText } from '../share';
import { Modal } from './modal';
import styles from './share-page.module.css';

/** The page's address without its query or fragment: what a teacher shares with a class. */
function canonicalUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * 'Share' and 'Show QR code' for a guide, quiz, timeline or exam page (docs/product.md#sharing): the system share
 * sheet on a phone, the clipboard elsewhere, and a QR code large enough to project. The QR code is drawn on the
 * device by `uqr` (loaded on first use), so it works offline.
 */
export function SharePage({ what }: { what: string }) {
  const id = useId();
  const [said, setSaid] = useState<{ text: string; url: string } | null>(null);
  const [qr, setQr] = useState<{ src: string; url: string } | null>(null);

  const share = async () => {
    const url = canonicalUrl();
    setSaid({ text: shareOutcomeText(await shareOrCopy(url, document.title)), url });
  };

  const showQr = async () => {
    const url = canonicalUrl();
    const { renderSVG } = await import('uqr');
    const svg = renderSVG(url, { border: 2, ecc: 'M' });
    setQr({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, url });
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
        <button type="button" className="btn btn-small" onClick={() => void showQr()}>
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
      <Modal open={qr !== null} onClose={() => setQr(null)} label={`QR code for this ${what}`}>
        {qr ? (
          <figure className={styles.qr}>
            <img src={qr.src} alt={`QR code for ${qr.url}`} width={512} height={512} />
            <figcaption>{qr.url}</figcaption>
          </figure>
        ) : null}
      </Modal>
    </section>
  );
}
