import { useAccountNotice } from '../auth-context';
import styles from './account-notice.module.css';

/** A polite live region for account messages that outlive the modal ('Profile updated!'). */
export function AccountNotice() {
  const notice = useAccountNotice();
  return (
    <div role="status" className={styles.region}>
      {notice ? <p className={`message message-success ${styles.toast}`}>{notice}</p> : null}
    </div>
  );
}
