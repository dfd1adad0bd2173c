import { userLabel, type AuthUser } from '../lib/auth-user';
import { Avatar } from './avatar';
import styles from './sign-in-screen.module.css';

/** The signed-in view: avatar and name, with the two account actions. */
export function AccountView({ user, busy, onEdit, onLogOut }: { user: AuthUser; busy: boolean; onEdit: () => void; onLogOut: () => void }) {
  return (
    <div className={styles.account}>
      <div className={styles.identity}>
        <Avatar user={user} size="large" />
        <div>
          <p className={styles.name}>{userLabel(user)}</p>
          {user.displayName && user.email ? <p className="muted">{user.email}</p> : null}
        </div>
      </div>
      <p className="muted">You can publish notes and flashcards under this name. You stay signed in on this device, even offline.</p>
      <div className="btn-row">
        <button type="button" className="btn" onClick={onEdit} disabled={busy}>
          Edit Profile
        </button>
        <button type="button" className="btn" onClick={onLogOut} disabled={busy}>
          Logout
        </button>
      </div>
    </div>
  );
}
