import { useEffect, useState } from 'react';
import { Modal } from './modal';
import styles from './share-page.module.css';

/**
 * A dialog with a QR code of `url`, as large as the dialog allows, for projecting in a classroom. Loaded on first
 * use (with `uqr`, which draws the code on the device, so it works offline).
 */
export default function QrDialog({ url, label, onClose }: { url: string; label: string; onClose: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ renderSVG }) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2, ecc: 'M' }))}`);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <Modal open onClose={onClose} label={label}>
      <figure className={styles.qr}>
        {src ? <img src={src} alt={`QR code for ${url}`} width={512} height={512} /> : <p role="status">Drawing the QR code…</p>}
        <figcaption>{url}</figcaption>
      </figure>
    </Modal>
  );
}
