import { useId, useRef, useState } from 'react';
import { useDismiss } from '../../../shared/hooks/use-dismiss';
import { useAuth } from '../auth-context';
import { userLabel } from '../lib/auth-user';
import { Avatar } from './avatar';
import { useLogOut } from '../use-log-out';
import styles from './header-account.module.css';

/**
 * The header's account corner: a Login button that opens the sign-in modal, or, signed in, a menu button with
 * the avatar and name holding Edit Profile and Logout. It closes on an outside click and on Escape.
 */
export function HeaderAccount() {
  const { user, openAccountModal } = useAuth();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(ref, open, () => {
    setOpen(false);
    if (ref.current?.contains(document.activeElement)) buttonRef.current?.focus();
  });

  const closeMenuThen = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  if (!user) {
    return (
      <button type="button" className="btn btn-primary btn-small" onClick={() => openAccountModal()}>
        Login
      </button>
    );
  }

  return (
    <div className={styles.menu} ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn-ghost btn-small ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
        <span className={styles.name}>{userLabel(user)}</span>
      </button>
      <ul id={menuId} className={`plain-list ${styles.panel}`} hidden={!open}>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={closeMenuThen(() => openAccountModal({ forceEdit: true }))}
          >
            Edit Profile
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={closeMenuThen(() => void logOut())}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
