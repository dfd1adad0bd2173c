import { avatarText, type AuthUser } from '../lib/auth-user';
import styles from './avatar.module.css';

/** The chosen icon, or the first letter of the name or email. Decorative: the name is always written beside it. */
export function Avatar({ user, size = 'small' }: { user: AuthUser; size?: 'small' | 'large' }) {
  return (
    <span aria-hidden="true" className={`${styles.avatar} ${size === 'large' ? styles.large : ''}`}>
      {avatarText(user)}
    </span>
  );
}
