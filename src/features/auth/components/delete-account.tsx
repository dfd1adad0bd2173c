/**
 * "Delete my account and data" in Edit Profile (docs/product.md#accounts): asks first, then deletes the student's
 * synced documents in Firestore, then the account. Nothing is deleted when Firebase would refuse the account's
 * deletion for an old sign-in.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { loadFirestore } from '../../../shared/sync/load-firestore';
import { Modal } from '../../../shared/ui/modal';
import { useAuth } from '../auth-context';
import {
  authErrorCode,
  DELETE_ACCOUNT_FAILED_AFTER_DATA,
  DELETE_DATA_FAILED,
  DELETE_NEEDS_RECENT_LOGIN,
  DELETE_OFFLINE,
  describeAuthError,
} from '../lib/auth-errors';
import type { AuthUser } from '../lib/auth-user';
import styles from './sign-in-screen.module.css';

export function DeleteAccount({ user, onDeleted }: { user: AuthUser; onDeleted: () => void }) {
  const { service } = useAuth();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Keep is focused when the question opens (after the dialog's own focus on its Close button): Enter keeps the account.
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);

  const remove = async () => {
    if (!navigator.onLine) return setError(DELETE_OFFLINE);
    setBusy(true);
    setError(null);
    let dataDeleted = false;
    try {
      const auth = await service();
      if (!(await auth.signedInRecently())) throw Object.assign(new Error('old sign-in'), { code: 'auth/requires-recent-login' });
      await (await loadFirestore()).deleteAccountData(user.uid);
      dataDeleted = true;
      await auth.deleteAccount();
      setAsking(false);
      onDeleted();
    } catch (failure) {
      const code = authErrorCode(failure);
      if (dataDeleted) setError(code === 'auth/requires-recent-login' ? DELETE_ACCOUNT_FAILED_AFTER_DATA : `${DELETE_ACCOUNT_FAILED_AFTER_DATA} (${describeAuthError('profile', failure)})`);
      else setError(code === 'auth/requires-recent-login' ? DELETE_NEEDS_RECENT_LOGIN : DELETE_DATA_FAILED);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.danger} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Delete your account</h3>
      <p className="muted">Deletes your account and everything synced to it. Work kept on this device stays on it.</p>
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={`btn ${styles.dangerButton}`} onClick={() => setAsking(true)} disabled={busy}>
        Delete my account and data
      </button>
      <Modal open={asking} onClose={() => (busy ? undefined : setAsking(false))} label="Delete your account and data?">
        <div className={styles.confirm}>
          <h3>Delete your account and data?</h3>
          <p>
            This deletes {user.email ?? 'your account'} and the notes, decks, exam sheets, drafts and results synced to it. It cannot be undone.
          </p>
          {busy ? <p role="status">Deleting…</p> : null}
          <div className="btn-row">
            <button ref={keepRef} type="button" className="btn" onClick={() => setAsking(false)} disabled={busy}>
              Keep my account
            </button>
            <button type="button" className={`btn ${styles.dangerButton}`} onClick={() => void remove()} disabled={busy}>
              Delete account and data
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
