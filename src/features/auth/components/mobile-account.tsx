import { useAuth } from '../auth-context';
import { userLabel } from '../lib/auth-user';
import { Avatar } from './avatar';
import { useLogOut } from '../use-log-out';
import styles from './header-account.module.css';

/** The mobile menu's account part: the same actions as the header's account menu. */
export function MobileAccount() {
  const { user, openAccountModal } = useAuth();
  const logOut = useLogOut();
  if (!user) {
    return (
      <div className={styles.mobile}>
        <button type="button" className="btn btn-primary" onClick={() => openAccountModal()}>
          Login
        </button>
      </div>
    );
  }
  return (
    <div className={styles.mobile}>
      <p>
        <Avatar user={user} />
        <span>Signed in as {userLabel(user)}</span>
      </p>
      <button type="button" className="btn" onClick={() => openAccountModal({ forceEdit: true })}>
        Edit Profile
      </button>
      <button type="button" className="btn" onClick={() => void logOut()}>
        Logout
      </button>
    </div>
  );
}
