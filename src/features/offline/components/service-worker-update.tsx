import { useRegisterSW } from 'virtual:pwa-register/react';
import styles from './offline.module.css';

/**
 * Registers the service worker and, when a new version is waiting, asks before reloading.
 * It never reloads by itself: a student may be in the middle of an exam.
 */
export default function ServiceWorkerUpdate() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  if (!needRefresh) return null;
  return (
    <div className={styles.toast} role="status">
      <p>A new version is available</p>
      <div className="btn-row">
        <button type="button" className="btn btn-primary btn-small" onClick={() => void updateServiceWorker(true)}>
          Reload
        </button>
        <button type="button" className="btn btn-small" onClick={() => setNeedRefresh(false)}>
          Later
        </button>
      </div>
    </div>
  );
}
