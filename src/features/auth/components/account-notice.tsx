import { useAccountNotice, useLogOutFailure } from '../auth-context';
import { useLogOut } from '../use-log-out';
import styles from './account-notice.module.css';

/** Sign-out failed: said in plain words, with a retry; the header still shows the account (it is still signed in). */
export const LOG_OUT_FAILED =
  'We could not sign you out, so you are still signed in on this device. Check your connection and try again.';

/**
 * A polite live region for account messages that outlive the modal ('Profile updated!'), and the alert for a
 * sign-out that failed.
 */
export function AccountNotice() {
  const notice = useAccountNotice();
  const failure = useLogOutFailure();
  const logOut = useLogOut();
  return (
    <>
      <div role="status" className={styles.region}>
        {notice ? <p className={`message message-success ${styles.toast}`}>{notice}</p> : null}
      </div>
      {/* An alert is announced when it appears, so it exists only while there is one (an empty one would be
          one more alert on every page). */}
      <div className={styles.region}>
        {failure.failed ? (
          <div role="alert" className={`message message-error ${styles.toast}`}>
            <p>{LOG_OUT_FAILED}</p>
            <div className="btn-row">
              <button type="button" className="btn btn-small btn-primary" onClick={() => void logOut()}>
                Try logging out again
              </button>
              <button type="button" className="btn btn-small btn-ghost" onClick={failure.dismiss}>
                Dismiss
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
