import { useState, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import {
  forgetInstallPrompt,
  installPrompt,
  readInstallRecord,
  rememberDismissal,
  subscribeInstall,
} from '../install/install-capture';
import { isIosSafari, offerKind } from '../install/install-rules';
import styles from './offline.module.css';

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** 'Install Pocket AP' (docs/product.md#offline), loaded when the page is idle; the rules are in install-rules.ts. */
export default function InstallOffer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const prompt = useSyncExternalStore(subscribeInstall, installPrompt, () => null);
  const record = useSyncExternalStore(subscribeInstall, readInstallRecordCached, () => EMPTY);
  // Closed for this page visit (a dismissal is remembered for two weeks as well).
  const [closed, setClosed] = useState(false);
  // Rendered only in the browser (after idle, never in prerendered HTML), so these can be read at once.
  const [installed] = useState(standalone);
  const [openedAt] = useState(() => Date.now());

  const kind = closed
    ? null
    : offerKind({
        pathname,
        now: openedAt,
        dismissedAt: record.dismissedAt,
        installed: installed || record.installed,
        canPrompt: prompt !== null,
        iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
      });
  if (!kind) return null;

  const dismiss = () => {
    rememberDismissal(Date.now());
    setClosed(true);
  };
  const install = async () => {
    if (!prompt) return;
    forgetInstallPrompt(); // the browser's prompt can be shown only once
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'dismissed') rememberDismissal(Date.now());
    setClosed(true);
  };

  return (
    <aside className={`${styles.toast} ${styles.install}`} aria-labelledby="install-offer-title">
      <p id="install-offer-title">Install Pocket AP</p>
      {kind === 'prompt' ? (
        <span className={styles.installText}>
          Add it to your home screen: it opens like an app and everything keeps working offline, with no signal.
        </span>
      ) : (
        <span className={styles.installText}>
          To keep everything working offline: tap Share <span aria-hidden="true">(□↑)</span> in Safari, then
          &nbsp;&apos;Add to Home Screen&apos;.
        </span>
      )}
      <div className="btn-row">
        {kind === 'prompt' ? (
          <button type="button" className="btn btn-primary" onClick={() => void install()}>
            Install
          </button>
        ) : null}
        <button type="button" className="btn" onClick={dismiss}>
          Not now
        </button>
      </div>
    </aside>
  );
}

const EMPTY = { dismissedAt: null, installed: false };
let cache: { raw: string; value: ReturnType<typeof readInstallRecord> } | null = null;
/** A stable snapshot for useSyncExternalStore (a new object each read would loop). */
function readInstallRecordCached() {
  const value = readInstallRecord();
  const raw = JSON.stringify(value);
  if (!cache || cache.raw !== raw) cache = { raw, value };
  return cache.value;
}
